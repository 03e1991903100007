import { GUEST_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { ExchangeRequestPage, GUEST_ORDERS, GuestOrderPage, MyOrdersPage, ToReturnPage } from '../../../pages/order-page';

test.use({ storageState: GUEST_STATE });

/** Spends its own seeded guest order (GUEST_ORDERS.exchangeJourney): no other spec reads it. */
test('guest: a delivered line → 교환 신청 → complete page → 반품으로 변경 → complete page → returned with its refund', async ({ page }) => {
  // Five pages and a modal, each a server round trip: the checkout journeys' allowance.
  test.slow();
  const orderId = GUEST_ORDERS.exchangeJourney;
  const list = new MyOrdersPage(page);
  await page.goto('/guest/order');
  await list.order(orderId).getByRole('link', { name: '교환신청' }).click();

  const ex = new ExchangeRequestPage(page);
  await expect(ex.heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/guest/order/exchange/${orderId}/\\d+$`));
  await ex.root.getByRole('button', { name: '교환 옵션 선택' }).click();
  const modal = new ModalStack(page).dialog('교환 옵션 변경');
  const choice = modal.getByRole('radio', { disabled: false }).first();
  const name = ((await choice.locator('..').innerText()).split('(')[0] ?? '').trim();
  await choice.check();
  await modal.getByRole('button', { name: '선택 완료' }).click();
  await expect(modal).toBeHidden();
  await ex.root.getByRole('radio', { name: /사이즈 교환/ }).check();
  await ex.submit.click();

  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '교환 신청이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/guest/order/exchange/${orderId}/complete/\\d+$`));
  await expect(root.locator('.my-order-line__status')).toHaveText(['교환요청']);
  await expect(root.getByText(`교환 옵션: ${name}`)).toBeVisible();
  await expect(root.getByTestId('claim-exchange-delivery')).toContainText('서울특별시 마포구 백범로 35');
  await root.getByRole('link', { name: '반품으로 변경' }).click();

  const turn = new ToReturnPage(page);
  await expect(turn.heading).toBeVisible();
  await expect(page).toHaveURL(/\/guest\/order\/exchange\/to-return\/\d+$/);
  await turn.root.getByRole('radio', { name: /단순 변심/ }).check();
  const refund = await turn.refundAmount.innerText();
  await turn.submit.click();

  await expect(root.getByRole('heading', { name: '교환 신청이 반품으로 변경되었습니다', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/guest\/order\/exchange\/to-return-complete\/\d+\/\d+$/);
  await expect(root.locator('.my-order-line__status')).toHaveText(['교환철회', '반품완료']);
  await expect(root.getByTestId('to-return-complete-refund')).toHaveText(refund);

  await root.getByRole('link', { name: '주문 상세 보기' }).click();
  const detail = new GuestOrderPage(page);
  await expect(detail.orderId).toHaveText(orderId);
  await expect(detail.root.locator('.my-order-line__status')).toHaveText(['반품완료']);
  await expect(detail.root.getByTestId('order-detail-refunded')).toHaveText(refund);
});
