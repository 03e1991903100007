import { MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { CLAIM_ORDERS, ExchangeRequestPage, ToReturnPage } from '../../../pages/order-page';

/** Content of the exchange pages and the exchange option change modal over the seeded delivered lines and exchanges (order-claims-seed.ts). */
test.use({ storageState: MEMBER_STATE });

test('exchange page: reasons with who pays both legs, pickup and delivery, the option modal and the item-select modal', async ({ page }) => {
  const { orderId, itemId } = CLAIM_ORDERS.returnable;
  await page.goto(ExchangeRequestPage.path(orderId, itemId));
  const ex = new ExchangeRequestPage(page);
  await expect(ex.heading).toBeVisible();
  await expect(ex.root.getByText(`주문번호 ${orderId}`)).toBeVisible();
  await expect(ex.root.getByRole('radio', { name: /사이즈 교환/ })).toBeVisible();
  await expect(ex.root.getByTestId('exchange-pickup')).toContainText('반포대로 235');
  await expect(ex.root.getByTestId('exchange-delivery')).toContainText('반포대로 235');
  await expect(ex.optionOf(itemId)).toHaveText('교환 옵션: 선택하지 않음');
  await expect(ex.shippingPayer).toHaveText('교환 배송비 (회수·재발송): 사유를 선택하면 안내해 드립니다.');

  // No option chosen: said, nothing sent.
  await ex.submit.click();
  await expect(ex.root.getByText('교환할 옵션을 선택해 주세요.')).toBeVisible();

  // A size exchange costs the buyer both legs; a defect costs nothing.
  await ex.root.getByRole('radio', { name: /사이즈 교환/ }).check();
  await expect(ex.shippingPayer).toHaveText(/^교환 배송비 \(회수·재발송\): 고객 부담 [1-9][\d,]*원 \(회수할 상품과 함께 동봉\)$/);
  await ex.root.getByRole('radio', { name: /상품 불량·파손/ }).check();
  await expect(ex.shippingPayer).toContainText('판매자 부담');

  // The option modal: the current option cannot be chosen; another one comes back to the line.
  await ex.root.getByRole('button', { name: '교환 옵션 선택' }).click();
  const modal = new ModalStack(page).dialog('교환 옵션 변경');
  await expect(modal.getByTestId('exchange-option-current')).toHaveText(/^현재 옵션: .+ · \d+개$/);
  const current = (await modal.getByTestId('exchange-option-current').innerText()).replace(/^현재 옵션: (.+) · \d+개$/, '$1');
  await expect(modal.getByRole('radio', { name: current })).toBeDisabled();
  await expect(modal.getByText('(현재 옵션)')).toBeVisible();
  await modal.getByRole('button', { name: '선택 완료' }).click();
  await expect(modal.getByText('교환할 옵션을 선택해 주세요.')).toBeVisible();
  const choice = modal.getByRole('radio', { disabled: false }).first();
  const name = ((await choice.locator('..').innerText()).split('(')[0] ?? '').trim();
  await choice.check();
  await modal.getByRole('button', { name: '선택 완료' }).click();
  await expect(modal).toBeHidden();
  await expect(ex.optionOf(itemId)).toHaveText(`교환 옵션: ${name}`);

  await ex.root.getByRole('button', { name: '교환할 상품 선택' }).click();
  const select = new ModalStack(page).dialog('교환할 상품 선택');
  await expect(select.getByRole('checkbox')).toHaveCount(2);
  await expect(select.getByRole('checkbox').first()).toBeChecked();
});

test('exchange-option-change modal: opened by its own URL over the exchange page, closed by back', async ({ page }) => {
  const { orderId, itemId } = CLAIM_ORDERS.returnable;
  await page.goto(ExchangeRequestPage.path(orderId, itemId));
  await expect(new ExchangeRequestPage(page).heading).toBeVisible();
  const stack = new ModalStack(page);
  await stack.openByHash(`#exchange-option-change?item_id=${itemId}&order_id=${orderId}`);
  const modal = stack.dialog('교환 옵션 변경');
  await expect(modal.getByTestId('exchange-option-current')).toBeVisible();
  await expect(modal.getByRole('radio')).not.toHaveCount(0);
  await expect(modal.getByText(/\(재고 \d+개\)/).first()).toBeVisible();
  await page.goBack();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/mypage/order/exchange/${orderId}/${itemId}$`));
});

test('exchange complete page: the open exchange, its new option, pickup, delivery, who pays, and the way to a return', async ({ page }) => {
  const { orderId, claimId } = CLAIM_ORDERS.openExchange;
  await page.goto(`/mypage/order/exchange/${orderId}/complete/${claimId}`);
  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '교환 신청이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(root.getByTestId(`claim-${claimId}`)).toContainText('교환요청');
  await expect(root.getByTestId(`claim-${claimId}`)).toContainText('교환 옵션: 사이즈 240');
  await expect(root.getByTestId(`claim-${claimId}`)).toContainText('사유: 색상 교환');
  await expect(root.getByTestId('claim-pickup')).toContainText('반포대로 235');
  await expect(root.getByTestId('claim-exchange-delivery')).toContainText('반포대로 235');
  await expect(root.getByTestId('claim-shipping-payer')).toHaveText(/^고객 부담 [1-9][\d,]*원 \(회수할 상품과 함께 동봉\)$/);
  await expect(root.getByRole('link', { name: '반품으로 변경' })).toHaveAttribute('href', `/mypage/order/exchange/to-return/${claimId}`);
  await expect(root.getByRole('link', { name: '교환내역 보기' })).toHaveAttribute('href', '/mypage/order/exchange');
});

test('exchange → return page: the open exchange, the return reasons, who pays and the refund', async ({ page }) => {
  const { claimId, orderId } = CLAIM_ORDERS.openExchange;
  await page.goto(ToReturnPage.path(claimId));
  const turn = new ToReturnPage(page);
  await expect(turn.heading).toBeVisible();
  await expect(turn.root.getByText(`주문번호 ${orderId}`)).toBeVisible();
  await expect(turn.root.getByTestId(`exchange-${claimId}`)).toContainText('교환 옵션: 사이즈 240');
  await expect(turn.root.getByTestId('to-return-pickup')).toContainText('반포대로 235');
  await turn.submit.click();
  await expect(turn.root.getByText('반품 사유를 선택해 주세요.')).toBeVisible();
  await turn.root.getByRole('radio', { name: /단순 변심/ }).check();
  await expect(turn.shippingPayer).toHaveText(/^반품 배송비: 고객 부담 [1-9][\d,]*원 \(환불금액에서 차감\)$/);
  await expect(turn.refundAmount).toHaveText(/^[\d,]+원$/);
  const buyerPays = await turn.refundAmount.innerText();
  await turn.root.getByRole('radio', { name: /상품 불량·파손/ }).check();
  await expect(turn.refundAmount).not.toHaveText(buyerPays);
});

test('exchange → return page of a shipped exchange: says it can no longer become a return', async ({ page }) => {
  await page.goto(ToReturnPage.path(CLAIM_ORDERS.shippedExchange.claimId));
  await expect(page.locator('.remote-root--order').getByText('접수 중인 교환만 반품으로 바꿀 수 있습니다.')).toBeVisible();
});

test('exchange → return complete page: the withdrawn exchange and the return that replaced it, with its refund', async ({ page }) => {
  const { orderId, exchangeId, returnId } = CLAIM_ORDERS.exchangeToReturn;
  await page.goto(`/mypage/order/exchange/to-return-complete/${exchangeId}/${returnId}`);
  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '교환 신청이 반품으로 변경되었습니다', level: 1 })).toBeVisible();
  await expect(root.getByText(`주문번호 ${orderId}`)).toBeVisible();
  await expect(root.getByTestId(`claim-${exchangeId}`)).toContainText('교환철회');
  await expect(root.getByTestId(`claim-${returnId}`)).toContainText('반품완료');
  await expect(root.getByTestId(`claim-${returnId}`)).toContainText('사유: 단순 변심');
  await expect(root.getByTestId('to-return-complete-refund')).toHaveText(/^[1-9][\d,]*원$/);
  await expect(root.getByRole('link', { name: '반품내역 보기' })).toHaveAttribute('href', '/mypage/order/return');
});
