import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';

test('/company shows the company-information modal; the customer centre opens it too, Escape closes it', async ({ page }) => {
  const stack = new ModalStack(page);
  await page.goto('/company');
  await expect(stack.dialog('회사 정보')).toContainText('통신판매업 신고번호');
  await stack.expectHash('#company-info');
  // A direct visit has nowhere to go back to: closing lands in the customer centre.
  await stack.closeButton('company-info').click();
  await expect(page).toHaveURL(/\/cs-center$/);
  await expect(stack.modals).toHaveCount(0);

  const open = page.locator('.remote-root--cs_center').getByRole('button', { name: '회사 정보' });
  await open.click();
  await expect(stack.dialog('회사 정보')).toContainText('서울특별시 강남구');
  await page.keyboard.press('Escape');
  await expect(stack.modals).toHaveCount(0);
  await stack.expectHash('');
  await expect(open).toBeFocused();
});
