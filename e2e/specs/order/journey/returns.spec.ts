import { MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { CLAIM_ORDERS, MemberOrderDetailPage, ReturnRequestPage } from '../../../pages/order-page';

test.use({ storageState: MEMBER_STATE });

/** Spends its own seeded order (CLAIM_ORDERS.returnJourney): no other spec reads it. */
test('a delivered line → 반품 신청 → complete page with the claim id → returned on the order with its refund', async ({ page }) => {
  await page.goto(MemberOrderDetailPage.path(CLAIM_ORDERS.returnJourney));
  const detail = new MemberOrderDetailPage(page);
  await expect(detail.orderId).toHaveText(CLAIM_ORDERS.returnJourney);
  await detail.root.getByRole('link', { name: '반품신청' }).first().click();

  const ret = new ReturnRequestPage(page);
  await expect(ret.heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mypage/order/return/${CLAIM_ORDERS.returnJourney}/\\d+$`));
  await ret.root.getByRole('radio', { name: /사이즈가 맞지 않음/ }).check();
  const refund = await ret.refundAmount.innerText();
  await ret.submit.click();

  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '반품 신청이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mypage/order/return/${CLAIM_ORDERS.returnJourney}/complete/\\d+$`));
  await expect(root.getByTestId('return-complete-refund')).toHaveText(refund);
  await expect(root.locator('.my-order-line__status')).toHaveText(['반품완료']);

  await root.getByRole('link', { name: '주문 상세 보기' }).click();
  await expect(detail.orderId).toHaveText(CLAIM_ORDERS.returnJourney);
  await expect(detail.root.locator('.my-order-line__status')).toHaveText(['반품완료', '배송완료']);
  await expect(detail.refunded).toHaveText(refund);
});
