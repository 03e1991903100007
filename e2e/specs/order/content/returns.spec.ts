import { MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { CLAIM_ORDERS, ReturnRequestPage } from '../../../pages/order-page';

/** Content of the return pages and their modals over the seeded delivered lines and return claims (order-claims-seed.ts). */
test.use({ storageState: MEMBER_STATE });

test('return page: reasons with who pays, the refund less the return shipping, the pickup, the item-select modal', async ({ page }) => {
  const { orderId, itemId } = CLAIM_ORDERS.returnable;
  await page.goto(ReturnRequestPage.path(orderId, itemId));
  const ret = new ReturnRequestPage(page);
  await expect(ret.heading).toBeVisible();
  await expect(ret.root.getByText(`주문번호 ${orderId}`)).toBeVisible();
  await expect(ret.root.getByRole('radio', { name: /단순 변심/ })).toBeVisible();
  await expect(ret.root.getByText('(판매자 배송비 부담)').first()).toBeVisible();
  await expect(ret.root.getByTestId('return-pickup')).toContainText('반포대로 235');
  await expect(ret.shippingPayer).toHaveText('반품 배송비: 사유를 선택하면 안내해 드립니다.');

  // no reason: said, nothing sent
  await ret.submit.click();
  await expect(ret.root.getByText('반품 사유를 선택해 주세요.')).toBeVisible();

  // A change of mind costs the return shipping; a defect does not.
  await ret.root.getByRole('radio', { name: /단순 변심/ }).check();
  await expect(ret.shippingPayer).toHaveText(/^반품 배송비: 고객 부담 [\d,]+원 \(환불금액에서 차감\)$/);
  await expect(ret.root.getByTestId('return-refund-amount-return-shipping')).toHaveText(/^-[\d,]+원$/);
  const buyerPays = await ret.refundAmount.innerText();
  await ret.root.getByRole('radio', { name: /상품 불량·파손/ }).check();
  await expect(ret.shippingPayer).toContainText('판매자 부담');
  await expect(ret.refundAmount).not.toHaveText(buyerPays);

  await ret.root.getByRole('button', { name: '반품할 상품 선택' }).click();
  const select = new ModalStack(page).dialog('반품할 상품 선택');
  await expect(select.getByRole('checkbox')).toHaveCount(2);
  await expect(select.getByRole('checkbox').first()).toBeChecked();
  await select.getByRole('checkbox').first().uncheck();
  await select.getByRole('button', { name: '선택 완료' }).click();
  await expect(select.getByText('반품할 상품을 선택해 주세요.')).toBeVisible();
  await select.getByRole('checkbox').nth(1).check();
  await select.getByRole('button', { name: '선택 완료' }).click();
  await expect(select).toBeHidden();
  await expect(ret.root.locator('.my-order-card__lines > li')).toHaveCount(1);
});

test('refund-account modal over the return page: banks and a Korean message for a bad number', async ({ page }) => {
  const { orderId, itemId } = CLAIM_ORDERS.returnable;
  await page.goto(ReturnRequestPage.path(orderId, itemId));
  await expect(new ReturnRequestPage(page).heading).toBeVisible();
  await new ModalStack(page).openByHash('#refund-account');
  const account = new ModalStack(page).dialog('환불계좌 입력');
  await account.getByLabel('은행').selectOption({ label: 'KB국민은행' });
  await account.getByLabel('계좌번호').fill('12-34');
  await account.getByLabel('예금주').fill('김데모');
  await account.getByRole('button', { name: '저장' }).click();
  await expect(account.getByText('계좌번호는 숫자 10~14자리로 입력해 주세요.')).toBeVisible();
});

test('return complete page: the seeded return, its pickup, who paid the shipping and the refund', async ({ page }) => {
  const { orderId, claimId } = CLAIM_ORDERS.returned;
  await page.goto(`/mypage/order/return/${orderId}/complete/${claimId}`);
  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '반품 신청이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(root.getByTestId(`claim-${claimId}`)).toContainText('반품완료');
  await expect(root.getByTestId(`claim-${claimId}`)).toContainText('사유: 사이즈가 맞지 않음');
  await expect(root.getByTestId('claim-pickup')).toContainText('반포대로 235');
  await expect(root.getByTestId('claim-shipping-payer')).toHaveText(/^고객 부담 [1-9][\d,]*원$/);
  await expect(root.getByTestId('return-complete-refund')).toHaveText(/^[1-9][\d,]*원$/);
  await expect(root.getByRole('link', { name: '반품내역 보기' })).toHaveAttribute('href', '/mypage/order/return');
});
