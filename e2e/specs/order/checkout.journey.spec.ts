import { expect, test } from '../../fixtures/test';
import { GoodsDetailPage } from '../../pages/catalog-page';
import { CancelRequestPage, CartPage, GuestOrderPage, MyOrdersPage, OrderResultPage, OrderSheetPage, SandboxPgPage } from '../../pages/order-page';
import { GuestLoginForm, LoginPage } from '../../pages/mypage-page';

/**
 * mall-api's CHECKOUT_JOURNEY_MEMBER: a member of this journey's own (paying with a coupon and points
 * spends them; the demo member's wallet and history are read by other specs). No saved address,
 * 5,000 points, the coupons 남성 아우터 10% 할인 and 단독 특가 상품 2,000원 할인 (both fit goods 5).
 */
const BUYER = { loginId: 'buyer', password: 'buyer1234!' } as const;

test('member: cart → sheet with a typed address, a coupon and points → card declined → 다시 결제하기 → kakao pay → result', async ({ page }) => {
  test.slow();
  const login = new LoginPage(page);
  await login.goto('/goods/detail/5');
  await login.login(BUYER);
  await expect(page).toHaveURL('/goods/detail/5');
  const detail = new GoodsDetailPage(page);
  await detail.addFirstOptionToCart();
  const cart = new CartPage(page);
  await cart.goto();
  // only this goods: untick the rest (a line left from an earlier run may be there)
  await cart.root.getByRole('checkbox', { name: /전체 선택/ }).uncheck();
  const line = cart.root.locator('.cart-item').filter({ has: page.locator('a[href="/goods/detail/5"]') });
  await line.getByRole('checkbox').check();
  await cart.root.getByRole('button', { name: /선택 상품 주문하기 \(1\)/ }).click();

  const sheet = new OrderSheetPage(page);
  await expect(sheet.heading).toBeVisible();
  await expect(page).toHaveURL(/\/order\/\d{8}-\d{7}$/);
  const orderId = await sheet.orderId.innerText();
  await expect(sheet.root.getByLabel('주문자명')).toHaveValue('박구매');
  // an address: no saved one yet, so it is typed (found through 주소 검색) and kept in the list
  await sheet.root.getByLabel('받는 분', { exact: true }).fill('박구매');
  await sheet.root.getByLabel('받는 분 휴대폰 번호').fill('010-5555-6666');
  await sheet.fillAddressBySearch('테헤란로 152', '12층');
  await sheet.root.getByRole('checkbox', { name: '배송지 목록에 저장' }).check();
  // a coupon: 남성 아우터 10% (the category coupon) on the line
  await sheet.root.getByRole('button', { name: '쿠폰 적용' }).click();
  const coupons = page.getByRole('dialog', { name: '쿠폰 적용' });
  const mensOuter = coupons.locator('.coupon-option').filter({ hasText: '남성 아우터 10% 할인' });
  const discount = (await mensOuter.locator('.coupon-option__amount').innerText()).trim();
  expect(discount).toMatch(/^-[\d,]+원$/);
  await mensOuter.getByRole('radio').check();
  await coupons.getByRole('button', { name: '쿠폰 1장 적용하기' }).click();
  await expect(sheet.root.getByRole('list', { name: '적용한 쿠폰' })).toContainText('남성 아우터 10% 할인');
  // and points
  await sheet.root.getByLabel('사용할 적립금').fill('1000');
  await sheet.root.getByLabel('카드사').selectOption({ label: '신한카드' });
  const amount = await sheet.paymentAmount.innerText();
  await sheet.pay();

  const pg = new SandboxPgPage(page);
  await pg.expectOpen('신용/체크카드');
  await expect(pg.amount).toHaveText(amount);
  await pg.press('승인 거절 (한도 초과)');
  const result = new OrderResultPage(page);
  await expect(result.root.getByRole('heading', { name: '결제가 완료되지 않았습니다', level: 1 })).toBeVisible();
  await expect(result.reason).toContainText('한도가 초과');
  await result.root.getByRole('link', { name: '다시 결제하기' }).click();

  await expect(sheet.orderId).toHaveText(orderId);
  // the retry starts from what the declined attempt stored: the saved address, the coupon, the points
  await expect(sheet.root.getByTestId('receiver-card')).toContainText('서울특별시 강남구 테헤란로 152 12층');
  await expect(sheet.root.getByRole('list', { name: '적용한 쿠폰' })).toContainText('남성 아우터 10% 할인');
  await expect(sheet.root.getByLabel('사용할 적립금')).toHaveValue('1000');
  await expect(sheet.paymentAmount).toHaveText(amount);
  await sheet.chooseMethod('카카오페이');
  await sheet.pay();
  await pg.expectOpen('카카오페이');
  await pg.press('결제하기');
  await expect(result.root.getByRole('heading', { name: '주문이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(result.orderId).toHaveText(orderId);
  await expect(result.root.getByText('카카오페이')).toBeVisible();
  await expect(result.root.getByText('-1,000원')).toBeVisible();
  await expect(result.root.getByText(discount)).toBeVisible();
  await expect(result.amount).toHaveText(amount);
  // the bought line left the cart
  await cart.goto();
  await expect(cart.root.locator('a[href="/goods/detail/5"]')).toHaveCount(0);
});

test('guest checkout: visitor cart → address by 주소 검색 → naver pay → result → 비회원 주문조회 → cancel one line → complete page → the refund', async ({
  page,
}) => {
  test.slow();
  const detail = new GoodsDetailPage(page);
  await detail.goto(6);
  await detail.addFirstOptionToCart();
  await detail.goto(5);
  await detail.addFirstOptionToCart();
  const cart = new CartPage(page);
  await cart.goto();
  await cart.root.getByRole('button', { name: /선택 상품 주문하기 \(2\)/ }).click();

  const sheet = new OrderSheetPage(page);
  await expect(sheet.heading).toBeVisible();
  const orderId = await sheet.orderId.innerText();
  await expect(sheet.root.getByText('적립금', { exact: true })).toHaveCount(0);
  await sheet.root.getByLabel('주문자명').fill('나손님');
  await sheet.root.getByLabel('휴대폰 번호', { exact: true }).fill('01099998888');
  await sheet.root.getByLabel('받는 분', { exact: true }).fill('나손님');
  await sheet.root.getByLabel('받는 분 휴대폰 번호').fill('010-9999-8888');
  await sheet.fillAddressBySearch('테헤란로 152', '12층');
  await expect(sheet.root.getByLabel('우편번호')).toHaveValue('06236');
  await sheet.chooseMethod('네이버페이');
  const amount = await sheet.paymentAmount.innerText();
  await sheet.pay();

  const pg = new SandboxPgPage(page);
  await pg.expectOpen('네이버페이');
  await pg.press('결제하기');
  const result = new OrderResultPage(page);
  await expect(result.root.getByRole('heading', { name: '주문이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(result.orderId).toHaveText(orderId);
  await expect(result.amount).toHaveText(amount);
  await expect(result.root.getByText(/비회원 주문은 주문자명\(나손님\)과 주문번호로/)).toBeVisible();

  await result.root.getByRole('link', { name: '비회원 주문조회' }).click();
  await new GuestLoginForm(page).lookUp({ ordererName: '나손님', orderId });
  const guest = new GuestOrderPage(page);
  await expect(guest.orderId).toHaveText(orderId);
  await expect(guest.status).toHaveText('결제완료');
  await expect(guest.root.getByText('네이버페이', { exact: true })).toBeVisible();
  await expect(guest.items).toHaveCount(2);

  // Cancel the first line through the same page a member uses, in the guest session.
  await guest.items.first().getByRole('link', { name: '주문취소' }).click();
  const cancel = new CancelRequestPage(page);
  await expect(cancel.heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/guest/order/cancel/${orderId}/\\d+$`));
  await expect(cancel.root.getByText('환불 수단: 네이버페이')).toBeVisible();
  const refund = await cancel.refundAmount.innerText();
  await cancel.root.getByRole('radio', { name: '단순 변심' }).check();
  await cancel.submit.click();

  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '주문취소가 완료되었습니다', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/guest/order/cancel/${orderId}/complete/\\d+$`));
  await expect(root.getByTestId('cancel-complete-refund')).toHaveText(refund);
  await expect(root.locator('.my-order-line__status')).toHaveText(['취소완료']);

  await root.getByRole('link', { name: '주문 상세 보기' }).click();
  await expect(page).toHaveURL(`/guest/order/detail/${orderId}`);
  await expect(guest.orderId).toHaveText(orderId);
  await expect(guest.items.locator('.my-order-line__status')).toHaveText(['취소완료', '결제완료']);
  await expect(guest.root.getByTestId('order-detail-refunded')).toHaveText(/^[\d,]+원$/);
  // The order is in the guest's list, its cancel in the cancel tab.
  await guest.root.getByRole('link', { name: '비회원 주문내역' }).click();
  await expect(page).toHaveURL('/guest/order');
  const list = new MyOrdersPage(page);
  await expect(list.order(orderId).locator('.my-order-line__status')).toHaveText(['취소완료', '결제완료']);
  await list.tabs.getByRole('link', { name: '취소내역' }).click();
  await expect(list.cards.filter({ hasText: `주문번호 ${orderId}` })).toHaveCount(1);
});
