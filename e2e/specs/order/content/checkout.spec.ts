import { MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { DEMO_PAID_ORDER, DEMO_SHEET, OrderResultPage, OrderSheetPage } from '../../../pages/order-page';

/** Content of the order sheet, its address modals and the result page, with the demo member's seeded orders. */
test.use({ storageState: MEMBER_STATE });

test('order sheet: lines by seller, the member as orderer, the default address, points and payment methods', async ({ page }) => {
  const sheet = new OrderSheetPage(page);
  await sheet.goto(DEMO_SHEET.orderId);
  await expect(sheet.heading).toBeVisible();
  await expect(sheet.orderId).toHaveText(DEMO_SHEET.orderId);
  await expect(sheet.root.locator('.order-line')).not.toHaveCount(0);
  await expect(sheet.root.locator('.order-pack__seller').first()).toContainText('배송비');
  await expect(sheet.root.getByLabel('주문자명')).toHaveValue('김데모');
  await expect(sheet.root.getByLabel('휴대폰 번호', { exact: true })).toHaveValue('01012345678');
  const card = sheet.root.getByTestId('receiver-card');
  await expect(card).toContainText('집');
  await expect(card).toContainText('기본 배송지');
  await expect(card).toContainText('서울특별시 서초구 반포대로 235');
  await expect(sheet.root.getByTestId('point-balance')).toHaveText(/^[\d,]+P$/);
  for (const label of ['신용/체크카드', '실시간 계좌이체', '가상계좌(무통장입금)', '카카오페이', '네이버페이', '페이코', '토스페이'])
    await expect(sheet.root.getByRole('radio', { name: label })).toBeVisible();
  await expect(sheet.paymentAmount).toHaveText(/^[\d,]+원$/);
  await expect(sheet.payButton).toHaveText(/원 결제하기$/);

  // 전액 사용 puts the usable points in; the total drops by them
  const before = await sheet.paymentAmount.innerText();
  await sheet.root.getByRole('button', { name: '전액 사용' }).click();
  await expect(sheet.paymentAmount).not.toHaveText(before);

  // nothing agreed, no card company: the sheet says what is missing and sends nothing
  await sheet.payButton.click();
  await expect(sheet.root.getByText('카드사를 선택해 주세요.')).toBeVisible();
  await expect(sheet.root.getByText('주문 내용 확인 및 결제 진행에 동의해 주세요.')).toBeVisible();
  await expect(page).toHaveURL(OrderSheetPage.path(DEMO_SHEET.orderId));
});

test('address modals: the saved list, a new address found through 주소 검색, chosen for the sheet', async ({ page }) => {
  const sheet = new OrderSheetPage(page);
  const stack = new ModalStack(page);
  await sheet.goto(DEMO_SHEET.orderId);
  await sheet.root.getByRole('button', { name: '배송지 변경' }).click();
  const list = stack.dialog('배송지 목록');
  await expect(list).toBeVisible();
  await expect(page).toHaveURL(/#address-list$/);
  await expect(list.locator('.address-item')).not.toHaveCount(0);
  await expect(list.getByText('회사')).toBeVisible();
  await expect(list.getByText('서울특별시 강남구 테헤란로 152 12층 케이몰')).toBeVisible();

  await list.getByRole('button', { name: '새 배송지 추가' }).click();
  const create = stack.dialog('새 배송지 추가');
  await expect(create).toBeVisible();
  await create.getByRole('button', { name: '저장' }).click();
  await expect(create.getByText('배송지명을 입력해 주세요.')).toBeVisible();
  await expect(create.getByText('우편번호를 주소 검색으로 입력해 주세요.')).toBeVisible();

  await create.getByRole('button', { name: '주소 검색' }).click();
  const find = stack.dialog('주소 검색');
  await expect(find).toBeVisible();
  await find.getByLabel('도로명, 건물명 또는 지번').fill('해운대');
  await find.getByRole('button', { name: '검색' }).click();
  await expect(find.getByText(/검색 결과 \d+건/)).toBeVisible();
  await find.getByRole('button', { name: /해운대해변로 264/ }).click();
  await expect(find).toHaveCount(0);
  await expect(create.getByLabel('우편번호')).toHaveValue('48058');
  await expect(create.getByLabel('주소', { exact: true })).toHaveValue('부산광역시 해운대구 해운대해변로 264');

  const title = `본가 ${test.info().project.name}`;
  await create.getByLabel('배송지명').fill(title);
  await create.getByLabel('받는 분').fill('김엄마');
  await create.getByLabel('휴대폰 번호').fill('010-2222-3333');
  await create.getByLabel('상세 주소').fill(`3층 ${test.info().project.name}`);
  await create.getByRole('button', { name: '저장' }).click();
  // the new address closes both modals and becomes the sheet's
  await expect(stack.modals).toHaveCount(0);
  await expect(sheet.root.getByTestId('receiver-card')).toContainText(title);
  await expect(sheet.root.getByTestId('receiver-card')).toContainText(`(48058) 부산광역시 해운대구 해운대해변로 264 3층 ${test.info().project.name}`);
});

test('order coupon apply: the member’s coupons per line with their discounts, one per line, applied to the sheet', async ({ page }) => {
  const sheet = new OrderSheetPage(page);
  const stack = new ModalStack(page);
  await sheet.goto(DEMO_SHEET.orderId);
  await expect(sheet.root.getByTestId('coupon-usable')).toHaveText(/^사용 가능 쿠폰 [1-9]\d*장$/);
  const before = await sheet.paymentAmount.innerText();
  await sheet.root.getByRole('button', { name: '쿠폰 적용' }).click();
  const modal = stack.dialog('쿠폰 적용');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/#order-coupon-apply\?/);
  await expect(modal.getByText('상품 하나에 쿠폰 한 장, 쿠폰 한 장은 상품 하나에만 적용됩니다.')).toBeVisible();
  // every line offers the demo member's usable coupons (each range), never the used or expired ones
  const firstLine = modal.locator('.coupon-modal__line').first();
  await expect(firstLine.getByRole('radio', { name: '적용 안 함' })).toBeChecked();
  for (const title of [
    '신규 회원 웰컴 10% 할인',
    '서울스탠다드 브랜드 15% 할인',
    '단독 특가 상품 2,000원 할인',
    '백앤백 셀러 3,000원 할인',
    '남성 아우터 10% 할인',
  ])
    await expect(firstLine.locator('.coupon-option').filter({ hasText: title })).toBeVisible();
  await expect(modal.getByText('앱 전용 3,000원 할인')).toHaveCount(0);
  await expect(modal.getByText('가을 시즌오프 7,000원 할인')).toHaveCount(0);
  await expect(modal.getByTestId('coupon-modal-total')).toHaveText('-0원');

  // choose the first coupon that fits a line: its discount becomes the total, and it is taken for the other lines
  const usable = modal
    .locator('.coupon-option:not(.coupon-option--disabled)')
    .filter({ hasNot: page.getByText('적용 안 함') })
    .first();
  const discount = (await usable.locator('.coupon-option__amount').innerText()).trim();
  expect(discount).toMatch(/^-[\d,]+원$/);
  await usable.getByRole('radio').check();
  await expect(modal.getByTestId('coupon-modal-total')).toHaveText(discount);
  await modal.getByRole('button', { name: '쿠폰 1장 적용하기' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(OrderSheetPage.path(DEMO_SHEET.orderId));
  await expect(sheet.root.getByRole('list', { name: '적용한 쿠폰' }).getByRole('listitem')).toHaveCount(1);
  await expect(sheet.root.locator('.sheet-amounts')).toContainText(`쿠폰 할인${discount}`);
  await expect(sheet.paymentAmount).not.toHaveText(before);
  await expect(sheet.root.getByRole('button', { name: '쿠폰 변경' })).toBeVisible();
});

test('result page: a paid order shows its number, status, method and amount', async ({ page }) => {
  const result = new OrderResultPage(page);
  await page.goto(OrderResultPage.path(DEMO_PAID_ORDER.orderId));
  await expect(result.root.getByRole('heading', { name: '주문이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(result.orderId).toHaveText(DEMO_PAID_ORDER.orderId);
  await expect(result.root.getByText('결제완료')).toBeVisible();
  await expect(result.amount).toHaveText(/^[\d,]+원$/);
  await expect(result.root.getByRole('list', { name: '주문 상품' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(result.root.getByRole('link', { name: '쇼핑 계속하기' })).toHaveAttribute('href', '/');
});
