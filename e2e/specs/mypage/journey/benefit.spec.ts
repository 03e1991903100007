import { expect, test } from '../../../fixtures/test';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';

/** A new member registers the seeded code coupon WINTER2026 and sees it in the wallet and on My page. */
test('register a coupon by its code', async ({ page }) => {
  const person = newSandboxPerson('coupon');
  const member = await joinByApi(page, person, `c${person.phone.slice(-7)}`);
  await new LoginPage(page).goto('/mypage/benefit/coupon');
  await new LoginPage(page).login(member);
  await expect(page).toHaveURL('/mypage/benefit/coupon');
  await expect(page.getByText('사용 가능 쿠폰이 없습니다')).toBeVisible();

  const code = page.getByLabel('쿠폰 코드');
  await code.fill('WRONG123');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('존재하지 않는 쿠폰 코드입니다. 다시 확인해 주세요.');
  await code.fill('winter-2026');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('‘겨울 아우터 20% 할인 (코드 등록)’ 쿠폰이 등록되었습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('list', { name: '사용 가능 쿠폰' }).getByRole('listitem', { name: '겨울 아우터 20% 할인 (코드 등록)' })).toContainText('20%');
  await code.fill('WINTER2026');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('이미 등록된 쿠폰입니다.');

  await page.goto('/mypage');
  await expect(page.getByText('1장')).toBeVisible();
});
