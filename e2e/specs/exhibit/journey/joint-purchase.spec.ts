import { expect, test } from '../../../fixtures/test';
import { JointPurchasePages } from '../../../pages/exhibit-page';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

/** A new member joins a recruiting joint purchase: the progress moves by their quantity, and a second try is not offered. */
test('a member joins a joint purchase once and the progress moves', async ({ page }) => {
  test.slow();
  const person = newSandboxPerson('joint');
  const member = await joinByApi(page, person, `j${person.phone.slice(-7)}`);
  const joint = new JointPurchasePages(page);
  await new LoginPage(page).goto('/joint-purchase/detail/1');
  await new LoginPage(page).login(member);
  await expect(page).toHaveURL('/joint-purchase/detail/1');
  await expect(joint.progress).toContainText(/목표 30개 중 \d+개/, { timeout: CONTENT_TIMEOUT });
  const before = await joint.joinedQuantity();

  await joint.join.getByRole('button', { name: '참여 수량 늘리기' }).click();
  await joint.join.getByRole('button', { name: '공동구매 참여하기' }).click();
  await expect(joint.join.getByRole('status')).toHaveText('공동구매에 참여했습니다. 목표 수량이 모이면 공동구매가로 확정됩니다.');
  await expect(joint.join).toContainText('내가 참여한 수량 2개');
  await expect(joint.progress).toContainText(`목표 30개 중 ${before + 2}개`);
  await expect(joint.join.getByRole('button', { name: '공동구매 참여하기' })).toHaveCount(0);

  // After a reload the member's own quantity is still shown and joining is not offered again.
  await page.reload();
  await expect(joint.join).toContainText('내가 참여한 수량 2개', { timeout: CONTENT_TIMEOUT });
});
