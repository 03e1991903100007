import { MESSAGES } from '@mall/shared-contracts';
import { expect, test } from '../../../fixtures/test';

test('/print/claim-offer: the claim offer prints at the print service’s address, reached by choice', async ({ page }) => {
  const PRINT = 'https://www.cjlogistics.com/';
  await page.goto(`/print/claim-offer?url=${encodeURIComponent(PRINT)}`);
  await expect(page.getByRole('heading', { name: '교환·반품 신청서 출력', level: 1 })).toBeVisible();
  await expect(page.getByText('www.cjlogistics.com', { exact: true })).toBeVisible();
  await expect(page.getByText(/인쇄한 신청서를 회수할 상품과 함께 동봉해 주세요/)).toBeVisible();
  await expect(page.getByRole('link', { name: '출력 페이지로 이동' })).toHaveAttribute('href', PRINT);
  await expect(page).toHaveTitle('신청서 출력 | 케이몰');

  await page.goto(`/print/claim-offer?url=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByRole('alert')).toContainText(MESSAGES.externalUrlInvalid);
  await expect(page.getByRole('link', { name: '출력 페이지로 이동' })).toHaveCount(0);
});
