import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';

test.describe.configure({ timeout: 90_000 });

/**
 * /mypage/member-info/refund-account on the order squad's /api/v1/my/refund-account: a member of the
 * test's own (the demo member's account is the order squad's cancel flow's), registered then replaced.
 */
test('/mypage/member-info/refund-account: none yet, register with Korean validation, then replace', async ({ page }) => {
  const person = newSandboxPerson('refund', { name: '환불계' });
  const member = await joinByApi(page, person, `r${person.phone.slice(-7)}`);
  await new LoginPage(page).goto('/mypage/member-info/refund-account');
  await new LoginPage(page).login(member);
  await expect(page).toHaveURL('/mypage/member-info/refund-account');
  const root = page.locator('.remote-root--mypage');
  await expect(root.getByRole('heading', { name: '환불계좌 관리', level: 1 })).toBeVisible();
  await expect(root.getByText(/등록된 환불계좌가 없습니다/)).toBeVisible();

  await root.getByRole('button', { name: '환불계좌 등록' }).click();
  // The order squad's `refund-account` modal (spec "Refund account"), not the cancel flow's one.
  await expect(page).toHaveURL(/#refund-account$/);
  const form = new ModalStack(page).dialog('환불계좌 입력');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('은행을 선택해 주세요.')).toBeVisible();
  await form.getByLabel('은행').selectOption({ label: '신한은행' });
  await form.getByLabel('계좌번호').fill('110-123');
  await form.getByLabel('예금주').fill('환불계');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('계좌번호는 숫자 10~14자리로 입력해 주세요.')).toBeVisible();
  await form.getByLabel('계좌번호').fill('110-123-456789');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form).toBeHidden();
  await expect(root.getByText('환불계좌가 저장되었습니다.')).toBeVisible();
  await expect(root.getByRole('definition').filter({ hasText: '신한은행' })).toBeVisible();
  await expect(root.getByTestId('refund-account-number')).toHaveText(/^110\*+789$/);

  // A reload reads it back from the server; replacing it shows the new one.
  await page.reload();
  await expect(root.getByText('신한은행')).toBeVisible();
  await root.getByRole('button', { name: '환불계좌 변경' }).click();
  await form.getByLabel('은행').selectOption({ label: 'KB국민은행' });
  await form.getByLabel('계좌번호').fill('12345678901234');
  await form.getByLabel('예금주').fill('환불계');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(root.getByText('KB국민은행')).toBeVisible();
  await expect(root.getByTestId('refund-account-number')).toHaveText(/^123\*+234$/);
});
