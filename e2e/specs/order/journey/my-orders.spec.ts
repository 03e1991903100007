import { MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { CancelRequestPage, CLAIM_ORDERS, MemberOrderDetailPage, MyOrdersPage } from '../../../pages/order-page';

test.use({ storageState: MEMBER_STATE });

/** Spends its own seeded order (CLAIM_ORDERS.cancelJourney): no other spec reads it. */
test('the order in /mypage/order → cancel one line → complete page → the refund on the order', async ({ page }) => {
  const list = new MyOrdersPage(page);
  await page.goto('/mypage/order');
  const order = list.order(CLAIM_ORDERS.cancelJourney);
  await order.getByRole('link', { name: '주문취소' }).first().click();

  const cancel = new CancelRequestPage(page);
  await expect(cancel.heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mypage/order/cancel/${CLAIM_ORDERS.cancelJourney}/\\d+$`));
  const refund = await cancel.refundAmount.innerText();
  await cancel.root.getByRole('radio', { name: '단순 변심' }).check();
  await cancel.submit.click();

  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '주문취소가 완료되었습니다', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mypage/order/cancel/${CLAIM_ORDERS.cancelJourney}/complete/\\d+$`));
  await expect(root.getByTestId('cancel-complete-refund')).toHaveText(refund);
  await expect(root.locator('.my-order-line__status')).toHaveText(['취소완료']);

  await root.getByRole('link', { name: '주문 상세 보기' }).click();
  const detail = new MemberOrderDetailPage(page);
  await expect(detail.orderId).toHaveText(CLAIM_ORDERS.cancelJourney);
  await expect(detail.root.locator('.my-order-line__status')).toHaveText(['취소완료', '결제완료']);
  await expect(detail.refunded).toHaveText(refund);
  // Back in the list the line cannot be cancelled twice.
  await page.goto('/mypage/order/cancel');
  await expect(list.cards.filter({ hasText: `주문번호 ${CLAIM_ORDERS.cancelJourney}` }).locator('.my-order-line__status')).toHaveText(['취소완료']);
});
