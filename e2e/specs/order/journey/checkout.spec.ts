import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import {
  CancelRequestPage,
  CartPage,
  GuestOrderPage,
  MemberOrderDetailPage,
  MyOrdersPage,
  OrderResultPage,
  OrderSheetPage,
  SandboxPgPage,
} from '../../../pages/order-page';
import { GuestLoginForm, LoginPage } from '../../../pages/mypage-page';

/**
 * Both journeys run on mobile and desktop (e2e/playwright.config.ts lets this file through the desktop
 * project's journey exclusion), side by side in CI. Paying spends a coupon and points, so each project pays
 * as a member of its own, mall-api's CHECKOUT_JOURNEY_MEMBERS (checkout-seed.ts); the demo member's wallet
 * and history are read by other specs. Each has no saved address, 5,000 points and the coupons 남성 아우터
 * 10% 할인 and 단독 특가 상품 2,000원 할인 (both fit goods 5). Guests need no account: each run is a new
 * visitor, and goods 5 and 6 hold far more stock than the runs and their retries buy.
 */
const JOURNEY_MEMBERS = {
  mobile: { loginId: 'buyer', password: 'buyer1234!', name: '박구매' },
  desktop: { loginId: 'deskbuyer', password: 'desk1234!', name: '정구매' },
} as const;
const journeyMember = () => {
  const project = test.info().project.name;
  if (project !== 'mobile' && project !== 'desktop') throw new Error(`no checkout journey member for the project ${project}`);
  return JOURNEY_MEMBERS[project];
};

test('member: goods → cart → sheet with an address, a coupon and points → card declined, then approved → result → /mypage/order → cancel one line → complete page → the refund', async ({
  page,
}) => {
  // Two goods, a declined and an approved payment, the order list and a cancel: many pages, and the
  // machine running it is often loaded.
  test.setTimeout(180_000);
  const buyer = journeyMember();
  const login = new LoginPage(page);
  await login.goto('/goods/detail/5');
  await login.login(buyer);
  await expect(page).toHaveURL('/goods/detail/5');
  const detail = new GoodsDetailPage(page);
  const jumper = await detail.goodsName.innerText();
  await detail.addFirstOptionToCart();
  await detail.goto(6);
  await detail.addFirstOptionToCart();
  const cart = new CartPage(page);
  await cart.goto();
  // only these two goods: untick the rest (a line left from an earlier run may be there)
  await cart.root.getByRole('checkbox', { name: /전체 선택/ }).uncheck();
  for (const goodsId of [5, 6]) {
    await cart.root
      .locator('.cart-item')
      .filter({ has: page.locator(`a[href="/goods/detail/${goodsId}"]`) })
      .getByRole('checkbox')
      .check();
  }
  // The member's saved addresses, as the sheet loads them: none on a first attempt. A retry (CI) finds what
  // the attempt before left: the address it saved, and perhaps a coupon it spent.
  const savedAddresses = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/v1/receive-addresses');
  await cart.root.getByRole('button', { name: /선택 상품 주문하기 \(2\)/ }).click();

  const sheet = new OrderSheetPage(page);
  await expect(sheet.heading).toBeVisible();
  await expect(page).toHaveURL(/\/order\/\d{8}-\d{7}$/);
  const orderId = await sheet.orderId.innerText();
  await expect(sheet.root.getByLabel('주문자명')).toHaveValue(buyer.name);
  const address = '서울특별시 강남구 테헤란로 152 12층';
  const { addresses } = (await (await savedAddresses).json()) as { addresses: unknown[] };
  if (addresses.length === 0 || test.info().retry === 0) {
    expect(addresses).toEqual([]);
    // an address: no saved one yet, so it is typed (found through 주소 검색) and kept in the list
    await sheet.root.getByLabel('받는 분', { exact: true }).fill(buyer.name);
    await sheet.root.getByLabel('받는 분 휴대폰 번호').fill('010-5555-6666');
    await sheet.fillAddressBySearch('테헤란로 152', '12층');
    await sheet.root.getByRole('checkbox', { name: '배송지 목록에 저장' }).check();
  } else {
    // a retry: the address the attempt before saved is the default one the sheet starts from
    await expect(sheet.root.getByTestId('receiver-card')).toContainText(address);
  }
  // a coupon on the jumper, the first one still free there: 남성 아우터 10% (the category coupon, offered but
  // disabled on the jeans) or 단독 특가 2,000원
  await sheet.root.getByRole('button', { name: '쿠폰 적용' }).click();
  const coupons = page.getByRole('dialog', { name: '쿠폰 적용' });
  const coupon = coupons
    .getByRole('group', { name: `${jumper} 쿠폰 선택` })
    .locator('.coupon-option')
    .filter({ hasNotText: '적용 안 함' })
    .filter({ has: page.getByRole('radio', { disabled: false }) })
    .first();
  const couponTitle = await coupon.locator('.coupon-option__title').innerText();
  expect(['남성 아우터 10% 할인', '단독 특가 상품 2,000원 할인']).toContain(couponTitle);
  const discount = (await coupon.locator('.coupon-option__amount').innerText()).trim();
  expect(discount).toMatch(/^-[\d,]+원$/);
  await coupon.getByRole('radio').check();
  await coupons.getByRole('button', { name: '쿠폰 1장 적용하기' }).click();
  await expect(sheet.root.getByRole('list', { name: '적용한 쿠폰' })).toContainText(couponTitle);
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
  // the retry starts from what the declined attempt stored: the saved address, the coupon, the points; the
  // card company is picked again
  await expect(sheet.root.getByTestId('receiver-card')).toContainText(address);
  await expect(sheet.root.getByRole('list', { name: '적용한 쿠폰' })).toContainText(couponTitle);
  await expect(sheet.root.getByLabel('사용할 적립금')).toHaveValue('1000');
  await expect(sheet.paymentAmount).toHaveText(amount);
  await sheet.root.getByLabel('카드사').selectOption({ label: '신한카드' });
  await sheet.pay();
  await pg.expectOpen('신용/체크카드');
  await expect(pg.amount).toHaveText(amount);
  await pg.press('결제하기');
  await expect(result.root.getByRole('heading', { name: '주문이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(result.orderId).toHaveText(orderId);
  await expect(result.root.getByText('신용/체크카드 (신한카드, 일시불)')).toBeVisible();
  await expect(result.root.getByText('-1,000원')).toBeVisible();
  await expect(result.root.getByText(discount)).toBeVisible();
  await expect(result.amount).toHaveText(amount);
  await expect(result.root.getByRole('list', { name: '주문 상품' }).getByRole('listitem')).toHaveCount(2);

  // The order in /mypage/order: both lines paid.
  await page.goto('/mypage/order');
  const list = new MyOrdersPage(page);
  const order = list.order(orderId);
  await expect(order.locator('.my-order-line__status')).toHaveText(['결제완료', '결제완료']);
  // Cancel one line: the jumper, which holds the coupon (given back with it).
  await order
    .locator('.my-order-line')
    .filter({ has: page.locator('a[href="/goods/detail/5"]') })
    .getByRole('link', { name: '주문취소' })
    .click();
  const cancel = new CancelRequestPage(page);
  await expect(cancel.heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mypage/order/cancel/${orderId}/\\d+$`));
  await expect(cancel.root.getByText('환불 수단: 신용/체크카드')).toBeVisible();
  const refund = await cancel.refundAmount.innerText();
  expect(refund).toMatch(/^[\d,]+원$/);
  await cancel.root.getByRole('radio', { name: '단순 변심' }).check();
  await cancel.submit.click();

  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '주문취소가 완료되었습니다', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mypage/order/cancel/${orderId}/complete/\\d+$`));
  await expect(root.getByTestId('cancel-complete-refund')).toHaveText(refund);
  await expect(root.locator('.my-order-line__status')).toHaveText(['취소완료']);

  // The refund on the order: one line cancelled, the other still paid.
  await root.getByRole('link', { name: '주문 상세 보기' }).click();
  await expect(page).toHaveURL(`/mypage/order/detail/${orderId}`);
  const orderDetail = new MemberOrderDetailPage(page);
  await expect(orderDetail.orderId).toHaveText(orderId);
  await expect(orderDetail.root.locator('.my-order-line__status')).toHaveText(['취소완료', '결제완료']);
  await expect(orderDetail.refunded).toHaveText(refund);
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
