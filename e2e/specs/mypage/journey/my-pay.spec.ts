import { expect, test } from '../../../fixtures/test';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';

/** A new member registers a card on the sandbox easy-pay provider's page, sees it masked, and deletes it. */
test('my pay: a card registered through the provider’s page (a typo refused), listed masked, deleted after a confirm', async ({ page }) => {
  test.slow();
  const person = newSandboxPerson('mypay');
  const member = await joinByApi(page, person, `mp${person.phone.slice(-7)}`);
  await new LoginPage(page).goto('/mypage/my-pay');
  await new LoginPage(page).login(member);
  await expect(page).toHaveURL('/mypage/my-pay');
  const root = page.locator('.remote-root--mypage');
  await expect(root.getByText('등록한 결제수단이 없습니다.')).toBeVisible();

  await root.getByRole('button', { name: '카드 등록' }).click();
  await expect(page).toHaveURL(/\/sandbox\/my-pay\/reg_/);
  await expect(page.getByRole('heading', { name: '카드 등록' })).toBeVisible();
  await page.getByLabel('카드사').selectOption({ label: '신한카드' });
  await page.getByLabel('카드 번호 (숫자 16자리)').fill('4111 1111 1111 1112');
  await page.getByLabel('유효기간 (MM/YY)').fill('12/30');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByRole('alert')).toHaveText('카드 번호를 정확하게 입력해 주세요.');
  await page.getByLabel('카드사').selectOption({ label: '신한카드' });
  await page.getByLabel('카드 번호 (숫자 16자리)').fill('4111 1111 1111 1111');
  await page.getByLabel('유효기간 (MM/YY)').fill('12/30');
  await page.getByRole('button', { name: '등록하기' }).click();

  await expect(page).toHaveURL('/mypage/my-pay');
  await expect(root.getByRole('status').filter({ hasText: '신한카드 카드를 등록했습니다.' })).toBeVisible();
  const list = root.getByRole('list', { name: '등록한 결제수단' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: '신한카드 카드' })).toContainText('4111-****-****-1111');

  await list.getByRole('button', { name: '신한카드 4111-****-****-1111 삭제' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('신한카드 4111-****-****-1111을(를) 삭제하시겠습니까?');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(root.getByText('등록한 결제수단이 없습니다.')).toBeVisible();
});
