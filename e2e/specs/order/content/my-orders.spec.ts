import { MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { CancelRequestPage, CLAIM_ORDERS, COMPLAINT_ORDERS, MemberOrderDetailPage, ComplaintsPage, MyOrdersPage } from '../../../pages/order-page';

/** Content of the member's order pages and modals over the seeded orders and claims (order-claims-seed.ts). */
test.use({ storageState: MEMBER_STATE });

test('/mypage/order: orders of three months with their lines, the period filter reaches the July order', async ({ page }) => {
  const list = new MyOrdersPage(page);
  await page.goto('/mypage/order');
  await expect(list.root.getByRole('heading', { name: '주문내역', level: 1 })).toBeVisible();
  await expect(list.tabs.getByRole('link', { name: '주문내역' })).toHaveAttribute('aria-current', 'page');
  await expect(list.periods.getByRole('button', { name: '3개월' })).toHaveAttribute('aria-pressed', 'true');
  const paid = list.order(CLAIM_ORDERS.vbankPaid.orderId);
  await expect(paid.locator('.my-order-line__status')).toHaveText(['결제완료', '결제완료']);
  await expect(paid.getByRole('link', { name: '주문취소' })).toHaveCount(2);
  await expect(list.order(CLAIM_ORDERS.confirmedAndReturned)).toHaveCount(0);
  await expect(list.root.getByRole('navigation', { name: '페이지' }).getByRole('button', { name: '2' })).toBeVisible();

  await list.periods.getByRole('button', { name: '1년' }).click();
  await expect(page).toHaveURL(/months=12/);
  // The July order is the oldest: the last page.
  await list.root.getByRole('navigation', { name: '페이지' }).getByRole('button').last().click();
  const july = list.order(CLAIM_ORDERS.confirmedAndReturned);
  await expect(july.locator('.my-order-line__status')).toHaveText(['구매확정', '반품완료']);
  await expect(july).toContainText('반품완료 · 사이즈가 맞지 않음');
});

for (const [path, title, labels] of [
  ['/mypage/order/cancel', '취소내역', ['취소요청', '취소완료', '취소철회', '취소거부']],
  ['/mypage/order/return', '반품내역', ['반품요청', '반품완료', '반품철회', '반품거부']],
  ['/mypage/order/exchange', '교환내역', ['교환요청', '교환상품 배송중', '교환완료', '교환철회']],
] as const) {
  test(`${path}: the seeded claims in every state`, async ({ page }) => {
    const list = new MyOrdersPage(page);
    await page.goto(`${path}?months=12`);
    await expect(list.root.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(list.tabs.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    const statuses = list.cards.locator('.my-order-line__status');
    for (const label of labels) await expect(statuses.filter({ hasText: label }).first()).toBeVisible();
  });
}

test('/mypage/order/detail: the address, the invoice number and the deposit account copy with a message', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const stack = new ModalStack(page);
  const confirmAlert = async (message: string) => {
    await expect(stack.alert).toContainText(message);
    await stack.alert.getByRole('button', { name: '확인' }).click();
    await expect(stack.alert).toHaveCount(0);
  };
  await page.goto(MemberOrderDetailPage.path(CLAIM_ORDERS.confirmedAndReturned));
  const detail = new MemberOrderDetailPage(page);
  await expect(detail.orderId).toHaveText(CLAIM_ORDERS.confirmedAndReturned);

  await detail.root.getByRole('button', { name: '복사 배송지 주소' }).click();
  await confirmAlert('주소가 복사되었습니다.');
  expect(await clipboard()).toMatch(/^\(\d{5}\) 서울특별시 서초구 반포대로 235/);

  const invoice = detail.root.getByRole('button', { name: /^복사 CJ대한통운 송장번호$/ }).first();
  await invoice.click();
  await confirmAlert('송장번호가 복사되었습니다.');
  const copied = await clipboard();
  expect(copied).toMatch(/^\d{6,}$/);
  await expect(detail.root.locator('.my-order-line__delivery').first()).toContainText(copied);

  await page.goto(MemberOrderDetailPage.path(CLAIM_ORDERS.vbankPaid.orderId));
  await expect(detail.orderId).toHaveText(CLAIM_ORDERS.vbankPaid.orderId);
  await detail.root.getByRole('button', { name: '복사 입금계좌 번호' }).click();
  await confirmAlert('계좌번호가 복사되었습니다.');
  const account = await clipboard();
  expect(account).toMatch(/^[\d-]{8,}$/);
  await expect(detail.root.getByText(account)).toBeVisible();
});

test('/mypage/order/detail: lines, delivery, receiver, payment and the receipt modal', async ({ page }) => {
  await page.goto(MemberOrderDetailPage.path(CLAIM_ORDERS.confirmedAndReturned));
  const detail = new MemberOrderDetailPage(page);
  await expect(detail.orderId).toHaveText(CLAIM_ORDERS.confirmedAndReturned);
  await expect(detail.root.locator('.my-order-line__status')).toHaveText(['구매확정', '반품완료']);
  await expect(detail.root.getByText('CJ대한통운').first()).toBeVisible();
  await expect(detail.root.getByText('서울특별시 서초구 반포대로 235')).toBeVisible();
  await expect(detail.root.getByText('신용/체크카드 (신한카드 일시불)')).toBeVisible();
  await expect(detail.root.getByTestId('order-detail-refunded')).toHaveText(/^[\d,]+원$/);

  await detail.root.getByRole('button', { name: '영수증 보기' }).click();
  const receipt = new ModalStack(page).dialog('결제 영수증');
  await expect(receipt).toContainText(CLAIM_ORDERS.confirmedAndReturned);
  await expect(receipt).toContainText('공급가액');
  await expect(receipt).toContainText('취소금액');
  await expect(receipt).toContainText('주식회사 케이몰');
  await page.goBack();
  await expect(receipt).toBeHidden();
});

test('/mypage/order/detail of an unknown or a malformed order number: 주문 정보를 찾을 수 없습니다.', async ({ page }) => {
  const detail = new MemberOrderDetailPage(page);
  await page.goto(MemberOrderDetailPage.path('20991231-9999999'));
  await expect(detail.root.getByRole('heading', { name: '주문 정보를 찾을 수 없습니다.' })).toBeVisible();
  await expect(detail.root.getByText('주문번호를 다시 확인해 주세요.')).toBeVisible();
  // mall-api refuses a malformed number (422) in the words of its contract
  await page.goto(MemberOrderDetailPage.path('abc'));
  await expect(detail.root.getByRole('heading', { name: '주문 정보를 찾을 수 없습니다.' })).toBeVisible();
  await expect(detail.root.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
});

test('/mypage/order/detail: a line delivered within 7 days offers 반품·교환 and says until when; an older one says the window has closed', async ({ page }) => {
  const detail = new MemberOrderDetailPage(page);
  await page.goto(MemberOrderDetailPage.path(CLAIM_ORDERS.returnable.orderId));
  await expect(detail.orderId).toHaveText(CLAIM_ORDERS.returnable.orderId);
  const recent = detail.root.getByTestId(`order-line-${CLAIM_ORDERS.returnable.itemId}`);
  await expect(recent.locator('.my-order-line__status')).toHaveText('배송완료');
  await expect(recent.getByRole('link', { name: '반품신청' })).toBeVisible();
  await expect(recent.getByRole('link', { name: '교환신청' })).toBeVisible();
  // Delivered two days before the seeding: the last day is five days from today.
  await expect(recent.locator('.my-order-line__window')).toHaveText(/^반품·교환은 \d{4}\. \d{2}\. \d{2}\.까지 신청할 수 있습니다\.$/);

  await page.goto(MemberOrderDetailPage.path(CLAIM_ORDERS.delivered.orderId));
  await expect(detail.orderId).toHaveText(CLAIM_ORDERS.delivered.orderId);
  const old = detail.root.getByTestId(`order-line-${CLAIM_ORDERS.delivered.itemId}`);
  await expect(old.locator('.my-order-line__status')).toHaveText('배송완료');
  await expect(old.locator('.my-order-line__window')).toHaveText('배송완료 후 7일이 지나 반품·교환 신청 기간이 끝났습니다.');
  await expect(old.getByRole('link', { name: '반품신청' })).toHaveCount(0);
  await expect(old.getByRole('link', { name: '교환신청' })).toHaveCount(0);
  // Purchase confirm stays.
  await expect(old.getByRole('button', { name: '구매확정' })).toBeVisible();

  // Its return page by URL: mall-api refuses the sheet in the same words.
  await page.goto(`/mypage/order/return/${CLAIM_ORDERS.delivered.orderId}/${CLAIM_ORDERS.delivered.itemId}`);
  await expect(detail.root.getByRole('heading', { name: '배송완료 후 7일이 지나 반품·교환 신청 기간이 끝났습니다.' })).toBeVisible();
});

test('/mypage/order/detail: a preparing line with an unanswered release delay sends the shopper to the delay answer, not 주문취소', async ({ page }) => {
  const detail = new MemberOrderDetailPage(page);
  await page.goto(MemberOrderDetailPage.path(COMPLAINT_ORDERS.delayTwoWeeks));
  await expect(detail.orderId).toHaveText(COMPLAINT_ORDERS.delayTwoWeeks);
  const line = detail.root.locator('.my-order-line').first();
  await expect(line.locator('.my-order-line__status')).toHaveText('배송준비중');
  await expect(line.getByRole('link', { name: '주문취소' })).toHaveCount(0);
  await expect(line.getByText('판매자가 출고 지연이나 품절을 알린 상품입니다. 출고 지연·품절 안내에서 선택해 주세요.')).toBeVisible();
  await line.getByRole('link', { name: '출고 지연 안내 확인' }).click();
  await expect(page).toHaveURL(/\/mypage\/claim\/delivery-delay\/claimable$/);
  await expect(new ComplaintsPage(page).card(COMPLAINT_ORDERS.delayTwoWeeks)).toBeVisible();
});

test('purchase-confirm modal: the delivered line and what confirming means', async ({ page }) => {
  await page.goto('/mypage/order');
  await new ModalStack(page).openByHash(`#purchase-confirm?item_id=${CLAIM_ORDERS.delivered.itemId}&order_id=${CLAIM_ORDERS.delivered.orderId}`);
  const modal = new ModalStack(page).dialog('구매확정');
  await expect(modal).toContainText('구매확정 후에는 반품·교환을 신청할 수 없습니다.');
  await expect(modal.getByRole('button', { name: '구매확정하기' })).toBeEnabled();
});

test('cancel page of a virtual-account order: reasons, refund estimate, the item-select and refund-account modals', async ({ page }) => {
  const { orderId, itemId } = CLAIM_ORDERS.vbankPaid;
  await page.goto(CancelRequestPage.path(orderId, itemId));
  const cancel = new CancelRequestPage(page);
  await expect(cancel.heading).toBeVisible();
  for (const reason of ['단순 변심', '배송 지연', '기타']) await expect(cancel.root.getByRole('radio', { name: reason })).toBeVisible();
  await expect(cancel.refundAmount).toHaveText(/^[\d,]+원$/);
  await expect(cancel.root.getByText('가상계좌 결제는 환불받을 계좌가 필요합니다.')).toBeVisible();

  // no reason: said, nothing sent
  await cancel.submit.click();
  await expect(cancel.root.getByText('취소 사유를 선택해 주세요.')).toBeVisible();

  const before = await cancel.refundAmount.innerText();
  await cancel.root.getByRole('button', { name: '취소할 상품 선택' }).click();
  const select = new ModalStack(page).dialog('취소할 상품 선택');
  await expect(select.getByRole('checkbox')).toHaveCount(2);
  await select.getByRole('checkbox').nth(1).check();
  await select.getByRole('button', { name: '선택 완료' }).click();
  await expect(select).toBeHidden();
  await expect(cancel.refundAmount).not.toHaveText(before);

  await cancel.root.getByRole('button', { name: '환불계좌 입력' }).click();
  const account = new ModalStack(page).dialog('환불계좌 입력');
  await account.getByLabel('은행').selectOption({ label: 'KB국민은행' });
  await account.getByLabel('계좌번호').fill('12-34');
  await account.getByLabel('예금주').fill('김데모');
  await account.getByRole('button', { name: '저장' }).click();
  await expect(account.getByText('계좌번호는 숫자 10~14자리로 입력해 주세요.')).toBeVisible();
});

test('cancel complete page: the seeded cancel claim and its refund', async ({ page }) => {
  const { orderId, claimId } = CLAIM_ORDERS.cancelled;
  await page.goto(`/mypage/order/cancel/${orderId}/complete/${claimId}`);
  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '주문취소가 완료되었습니다', level: 1 })).toBeVisible();
  await expect(root.getByTestId(`claim-${claimId}`)).toContainText('취소완료');
  await expect(root.getByTestId(`claim-${claimId}`)).toContainText('사유: 단순 변심');
  await expect(root.getByTestId('cancel-complete-refund')).toHaveText(/^[1-9][\d,]*원$/);
});
