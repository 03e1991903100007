import { GUEST_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { CLAIM_ORDERS, ExchangeRequestPage, GUEST_ORDERS, ToReturnPage } from '../../../pages/order-page';

/**
 * Content of the guest mirror's exchange pages (/guest/order/exchange/*) over the seeded guest's orders
 * (order-claims-seed.ts): the member's pages in the guest session, the addresses fixed to the order's receiver.
 */
test.use({ storageState: GUEST_STATE });

const BASE = '/guest/order';

test('/guest/order/exchange/{order}/{item}: the delivered line, the option modal, who pays, pickup and delivery at the receiver', async ({ page }) => {
  const { orderId, itemId } = GUEST_ORDERS.delivered;
  await page.goto(ExchangeRequestPage.path(orderId, itemId, BASE));
  const ex = new ExchangeRequestPage(page);
  await expect(ex.heading).toBeVisible();
  await expect(ex.root.getByText(`주문번호 ${orderId}`)).toBeVisible();
  await expect(ex.root.getByText('시그니처 울 터틀넥 네이비')).toBeVisible();
  await expect(ex.optionOf(itemId)).toHaveText('교환 옵션: 선택하지 않음');
  await expect(ex.root.getByTestId('exchange-pickup')).toContainText('서울특별시 마포구 백범로 35 자연관 301호');
  await expect(ex.root.getByTestId('exchange-delivery')).toContainText('서울특별시 마포구 백범로 35 자연관 301호');
  // A guest has no saved addresses: both stay the order's receiver, and the page says so.
  await expect(ex.root.getByText('택배 기사님이 배송받으신 주소로 회수하러 갑니다.')).toBeVisible();
  await expect(ex.root.getByText('교환 상품은 배송받으신 주소로 보내 드립니다.')).toBeVisible();
  await expect(ex.root.getByRole('button', { name: '회수지 변경' })).toHaveCount(0);
  await expect(ex.root.getByRole('button', { name: '배송지 변경' })).toHaveCount(0);

  await ex.submit.click();
  await expect(ex.root.getByRole('alert')).toHaveText('교환할 옵션을 선택해 주세요.');
  await ex.root.getByRole('radio', { name: /사이즈 교환/ }).check();
  await expect(ex.shippingPayer).toHaveText(/^교환 배송비 \(회수·재발송\): 고객 부담 [1-9][\d,]*원 \(회수할 상품과 함께 동봉\)$/);

  await ex.root.getByRole('button', { name: '교환 옵션 선택' }).click();
  const modal = new ModalStack(page).dialog('교환 옵션 변경');
  await expect(modal.getByTestId('exchange-option-current')).toHaveText(/^현재 옵션: .+ · \d+개$/);
  await expect(modal.getByText('(현재 옵션)')).toBeVisible();
  const choice = modal.getByRole('radio', { disabled: false }).first();
  const name = ((await choice.locator('..').innerText()).split('(')[0] ?? '').trim();
  await choice.check();
  await modal.getByRole('button', { name: '선택 완료' }).click();
  await expect(modal).toBeHidden();
  await expect(ex.optionOf(itemId)).toHaveText(`교환 옵션: ${name}`);
  await expect(page).toHaveURL(ExchangeRequestPage.path(orderId, itemId, BASE));
});

test('/guest/order/exchange/{order}/complete/{exchange}: the open exchange, its option, pickup, delivery, who pays, the way to a return', async ({ page }) => {
  const { orderId, claimId } = GUEST_ORDERS.openExchange;
  await page.goto(`${BASE}/exchange/${orderId}/complete/${claimId}`);
  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '교환 신청이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(root.getByText(`주문번호 ${orderId}`)).toBeVisible();
  await expect(root.getByTestId(`claim-${claimId}`)).toContainText('교환요청');
  await expect(root.getByTestId(`claim-${claimId}`)).toContainText('사유: 색상 교환');
  await expect(root.getByTestId(`claim-${claimId}`)).toContainText(/교환 옵션: .+/);
  await expect(root.getByTestId('claim-pickup')).toContainText('이게스트 · (04104) 서울특별시 마포구 백범로 35');
  await expect(root.getByTestId('claim-exchange-delivery')).toContainText('이게스트 · (04104) 서울특별시 마포구 백범로 35');
  await expect(root.getByTestId('claim-shipping-payer')).toHaveText(/^고객 부담 [1-9][\d,]*원 \(회수할 상품과 함께 동봉\)$/);
  await expect(root.getByRole('link', { name: '반품으로 변경' })).toHaveAttribute('href', `${BASE}/exchange/to-return/${claimId}`);
  await expect(root.getByRole('link', { name: '주문 상세 보기' })).toHaveAttribute('href', `${BASE}/detail/${orderId}`);
  await expect(root.getByRole('link', { name: '교환내역 보기' })).toHaveAttribute('href', `${BASE}/exchange`);
});

test('/guest/order/exchange/to-return/{exchange}: the open exchange, the return reasons, who pays and the refund', async ({ page }) => {
  const { orderId, claimId } = GUEST_ORDERS.openExchange;
  await page.goto(ToReturnPage.path(claimId, BASE));
  const turn = new ToReturnPage(page);
  await expect(turn.heading).toBeVisible();
  await expect(turn.root.getByText(`주문번호 ${orderId}`)).toBeVisible();
  await expect(turn.root.getByTestId(`exchange-${claimId}`)).toContainText('교환 사유: 색상 교환');
  await expect(turn.root.getByTestId('to-return-pickup')).toContainText('서울특별시 마포구 백범로 35 자연관 301호');
  await expect(turn.root.getByRole('button', { name: '회수지 변경' })).toHaveCount(0);
  await expect(turn.root.getByText('환불 수단: 카카오페이')).toBeVisible();
  await turn.submit.click();
  await expect(turn.root.getByRole('alert')).toHaveText('반품 사유를 선택해 주세요.');
  await turn.root.getByRole('radio', { name: /단순 변심/ }).check();
  await expect(turn.shippingPayer).toHaveText(/^반품 배송비: 고객 부담 [1-9][\d,]*원 \(환불금액에서 차감\)$/);
  await expect(turn.refundAmount).toHaveText(/^[\d,]+원$/);
  const buyerPays = await turn.refundAmount.innerText();
  await turn.root.getByRole('radio', { name: /상품 불량·파손/ }).check();
  await expect(turn.refundAmount).not.toHaveText(buyerPays);
  await expect(page).toHaveURL(ToReturnPage.path(claimId, BASE));
});

test('/guest/order/exchange/to-return/{exchange} of a member’s exchange: not found for the guest', async ({ page }) => {
  await page.goto(ToReturnPage.path(CLAIM_ORDERS.openExchange.claimId, BASE));
  await expect(page.locator('.remote-root--order').getByText('교환 신청 내역을 찾을 수 없습니다.')).toBeVisible();
});

test('/guest/order/exchange/to-return-complete/{exchange}/{return}: the withdrawn exchange and the return that replaced it, with its refund', async ({
  page,
}) => {
  const { orderId, exchangeId, returnId } = GUEST_ORDERS.exchangeToReturn;
  await page.goto(`${BASE}/exchange/to-return-complete/${exchangeId}/${returnId}`);
  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '교환 신청이 반품으로 변경되었습니다', level: 1 })).toBeVisible();
  await expect(root.getByText(`주문번호 ${orderId}`)).toBeVisible();
  await expect(root.getByTestId(`claim-${exchangeId}`)).toContainText('교환철회');
  await expect(root.getByTestId(`claim-${returnId}`)).toContainText('반품완료');
  await expect(root.getByTestId(`claim-${returnId}`)).toContainText('사유: 단순 변심');
  await expect(root.getByTestId('to-return-complete-refund')).toHaveText(/^[1-9][\d,]*원$/);
  await expect(root.getByRole('link', { name: '반품내역 보기' })).toHaveAttribute('href', `${BASE}/return`);
});
