import { GUEST_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { CancelRequestPage, GUEST_ORDERS, GuestOrderPage, MyOrdersPage, ReturnRequestPage } from '../../../pages/order-page';

/**
 * Content of the guest mirror (/guest/order) over the seeded guest's orders (order-claims-seed.ts): the
 * guest looked 20261101-0000001 up and proved the phone (setup/guest.setup.ts), so it manages the same
 * orderer's guest orders.
 */
test.use({ storageState: GUEST_STATE });

test('/guest/order: the guest’s orders with their lines and what each allows', async ({ page }) => {
  const list = new MyOrdersPage(page);
  await page.goto('/guest/order');
  await expect(list.root.getByRole('heading', { name: '비회원 주문내역', level: 1 })).toBeVisible();
  await expect(list.tabs.getByRole('link', { name: '취소내역' })).toHaveAttribute('href', '/guest/order/cancel');
  await expect(list.cards).toHaveCount(9);
  const paid = list.order(GUEST_ORDERS.paid.orderId);
  await expect(paid.locator('.my-order-line__status')).toHaveText(['결제완료', '결제완료']);
  await expect(paid.getByRole('link', { name: '주문취소' }).first()).toHaveAttribute('href', `/guest/order/cancel/${GUEST_ORDERS.paid.orderId}/13`);
  const delivered = list.order(GUEST_ORDERS.delivered.orderId);
  await expect(delivered.getByRole('link', { name: '반품신청' }).first()).toHaveAttribute(
    'href',
    `/guest/order/return/${GUEST_ORDERS.delivered.orderId}/${GUEST_ORDERS.delivered.itemId}`,
  );
  await expect(list.order(GUEST_ORDERS.shipping).locator('.my-order-line__status')).toHaveText(['배송중']);
  await expect(list.order(GUEST_ORDERS.preparing).locator('.my-order-line__status')).toHaveText(['배송준비중', '결제완료']);
  // No member's order and no other guest's.
  await expect(list.order('20261020-0000002')).toHaveCount(0);
  await expect(list.order('20261030-0000012')).toHaveCount(0);
});

// The guest exchange journey adds a return and an exchange of its own order: only the cancel list has a fixed length.
for (const [path, title, claims, count] of [
  ['/guest/order/cancel', '비회원 취소내역', [[GUEST_ORDERS.cancelled.orderId, '취소완료']], 1],
  [
    '/guest/order/return',
    '비회원 반품내역',
    [
      [GUEST_ORDERS.returned.orderId, '반품완료'],
      [GUEST_ORDERS.exchangeToReturn.orderId, '반품완료'],
    ],
    null,
  ],
  [
    '/guest/order/exchange',
    '비회원 교환내역',
    [
      [GUEST_ORDERS.openExchange.orderId, '교환요청'],
      [GUEST_ORDERS.exchangeToReturn.orderId, '교환철회'],
    ],
    null,
  ],
] as const) {
  test(`${path}: the guest’s claims`, async ({ page }) => {
    const list = new MyOrdersPage(page);
    await page.goto(path);
    await expect(list.root.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    if (count !== null) await expect(list.cards).toHaveCount(count);
    for (const [orderId, label] of claims) {
      await expect(list.order(orderId).locator('.my-order-line__status')).toHaveText([label]);
      await expect(list.order(orderId).getByRole('link', { name: /상세보기/ })).toHaveAttribute('href', `/guest/order/detail/${orderId}`);
    }
  });
}

test('/guest/order/{id} and /guest/order/detail/{id}: the order, its receiver and payment, 배송지 변경 only before shipping', async ({ page }) => {
  const order = new GuestOrderPage(page);
  await page.goto(GuestOrderPage.path(GUEST_ORDERS.paid.orderId));
  await expect(order.heading).toBeVisible();
  await expect(order.orderId).toHaveText(GUEST_ORDERS.paid.orderId);
  await expect(order.items).toHaveCount(2);
  await expect(order.root.getByText('클래식 미니 크로스백')).toBeVisible();
  await expect(order.root.getByText('신용/체크카드 (신한카드 일시불)')).toBeVisible();
  await expect(order.root.getByRole('button', { name: '배송지 변경' })).toBeVisible();
  await expect(order.root.getByRole('link', { name: '비회원 주문내역' })).toHaveAttribute('href', '/guest/order');

  await page.goto(`/guest/order/detail/${GUEST_ORDERS.shipping}`);
  await expect(order.orderId).toHaveText(GUEST_ORDERS.shipping);
  await expect(order.root.getByText('CJ대한통운')).toBeVisible();
  await expect(order.root.getByText('서울특별시 마포구 백범로 35')).toBeVisible();
  await expect(order.root.getByText('배송이 시작되어 배송지를 변경할 수 없습니다.')).toBeVisible();
  await expect(order.root.getByRole('button', { name: '배송지 변경' })).toHaveCount(0);
});

test('/guest/order/cancel/{order}/{item}: the line, the reasons and the refund; a missing reason is refused in Korean', async ({ page }) => {
  const cancel = new CancelRequestPage(page);
  await page.goto(`/guest/order/cancel/${GUEST_ORDERS.paid.orderId}/${GUEST_ORDERS.paid.itemId}`);
  await expect(cancel.heading).toBeVisible();
  await expect(cancel.root.getByText(`주문번호 ${GUEST_ORDERS.paid.orderId}`)).toBeVisible();
  await expect(cancel.root.getByText('클래식 미니 크로스백')).toBeVisible();
  await expect(cancel.root.getByRole('radio', { name: '단순 변심' })).toBeVisible();
  await expect(cancel.refundAmount).toContainText(/[\d,]+원/);
  await expect(cancel.root.getByText('환불 수단: 신용/체크카드')).toBeVisible();
  await cancel.submit.click();
  await expect(cancel.root.getByRole('alert')).toHaveText('취소 사유를 선택해 주세요.');
  await expect(page).toHaveURL(`/guest/order/cancel/${GUEST_ORDERS.paid.orderId}/${GUEST_ORDERS.paid.itemId}`);
});

test('/guest/order/cancel/{order}/complete/{claim}: the cancelled line and its refund', async ({ page }) => {
  const root = page.locator('.remote-root--order');
  await page.goto(`/guest/order/cancel/${GUEST_ORDERS.cancelled.orderId}/complete/${GUEST_ORDERS.cancelled.claimId}`);
  await expect(root.getByRole('heading', { name: '주문취소가 완료되었습니다', level: 1 })).toBeVisible();
  await expect(root.getByText('트위드 자켓 네이비')).toBeVisible();
  await expect(root.getByTestId('cancel-complete-refund')).toContainText(/[\d,]+원/);
  await expect(root.getByRole('link', { name: '주문 상세 보기' })).toHaveAttribute('href', `/guest/order/detail/${GUEST_ORDERS.cancelled.orderId}`);
  await expect(root.getByRole('link', { name: '취소내역 보기' })).toHaveAttribute('href', '/guest/order/cancel');
});

test('/guest/order/return/{order}/{item}: the delivered line, who pays the shipping, the pickup at the delivery address', async ({ page }) => {
  const ret = new ReturnRequestPage(page);
  await page.goto(`/guest/order/return/${GUEST_ORDERS.delivered.orderId}/${GUEST_ORDERS.delivered.itemId}`);
  await expect(ret.heading).toBeVisible();
  await expect(ret.root.getByText('시그니처 울 터틀넥 네이비')).toBeVisible();
  await expect(ret.root.getByTestId('return-pickup')).toContainText('서울특별시 마포구 백범로 35 자연관 301호');
  await expect(ret.root.getByText('택배 기사님이 배송받으신 주소로 회수하러 갑니다.')).toBeVisible();
  await ret.root.getByRole('radio', { name: /단순 변심/ }).check();
  await expect(ret.shippingPayer).toContainText(/고객 부담 [\d,]+원/);
});

test('/guest/order/return/{order}/complete/{claim}: the returned line, the pickup and the refund', async ({ page }) => {
  const root = page.locator('.remote-root--order');
  await page.goto(`/guest/order/return/${GUEST_ORDERS.returned.orderId}/complete/${GUEST_ORDERS.returned.claimId}`);
  await expect(root.getByRole('heading', { name: '반품 신청이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(root.getByText('모던 트렌치 코트 베이지')).toBeVisible();
  await expect(root.getByTestId('claim-pickup')).toContainText('이게스트 · (04104) 서울특별시 마포구 백범로 35');
  await expect(root.getByTestId('return-complete-refund')).toContainText(/[\d,]+원/);
});

test('guest-address-edit: the order’s receiver to change before shipping; refused in Korean once shipped', async ({ page }) => {
  const order = new GuestOrderPage(page);
  const stack = new ModalStack(page);
  await page.goto(GuestOrderPage.path(GUEST_ORDERS.preparing));
  await order.root.getByRole('button', { name: '배송지 변경' }).click();
  const modal = stack.dialog('배송지 변경');
  await expect(modal.getByLabel('받는 분')).toHaveValue('이게스트');
  await expect(modal.getByLabel('주소', { exact: true })).toHaveValue(/^서울특별시 (마포구 백범로 35|강남구 테헤란로 152)$/);
  await modal.getByLabel('상세 주소').fill('');
  await modal.getByRole('button', { name: '배송지 변경' }).click();
  await expect(modal.getByText('상세 주소를 입력해 주세요.')).toBeVisible();
  await modal.getByRole('button', { name: '주소 검색' }).click();
  const find = stack.dialog('주소 검색');
  await find.getByLabel('도로명, 건물명 또는 지번').fill('테헤란로 152');
  await find.getByRole('button', { name: '검색' }).click();
  await find.locator('.address-result').first().click();
  await modal.getByLabel('상세 주소').fill('12층');
  await modal.getByLabel('배송 메모').fill('경비실에 맡겨 주세요.');
  await modal.getByRole('button', { name: '배송지 변경' }).click();
  await expect(stack.alert).toContainText('배송지를 변경했습니다.');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(stack.modals).toHaveCount(0);
  await expect(order.root.getByText('(06236) 서울특별시 강남구 테헤란로 152 12층')).toBeVisible();
  await expect(order.root.getByText('경비실에 맡겨 주세요.')).toBeVisible();

  // A shipped order: the modal (opened by its URL) says why it cannot change.
  await page.goto(GuestOrderPage.path(GUEST_ORDERS.shipping));
  await expect(order.orderId).toHaveText(GUEST_ORDERS.shipping);
  await stack.openByHash(`#guest-address-edit?order_id=${GUEST_ORDERS.shipping}`);
  await expect(stack.dialog('배송지 변경')).toContainText('배송이 시작된 주문은 배송지를 변경할 수 없습니다.');
});
