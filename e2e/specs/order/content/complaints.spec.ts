import { MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { COMPLAINT_ORDERS, ComplaintsPage } from '../../../pages/order-page';

/**
 * /mypage/claim over the demo member's seeded release delays and sold-outs (order-complaints-seed.ts).
 * Read only: the sold-out journey spends its own order, so no count of the sold-out tabs is asserted.
 */
test.use({ storageState: MEMBER_STATE });

test('/mypage/claim opens the delivery-delay claimable tab: the delays with their dates, reward and answers', async ({ page }) => {
  const claims = new ComplaintsPage(page);
  await page.goto('/mypage/claim');
  await expect(page).toHaveURL(/\/mypage\/claim\/delivery-delay\/claimable$/);
  await expect(claims.heading).toBeVisible();
  await expect(claims.types.getByRole('link', { name: '출고 지연' })).toHaveAttribute('aria-current', 'page');
  await expect(claims.tabs.getByRole('link', { name: '확인 필요 2' })).toHaveAttribute('aria-current', 'page');
  await expect(claims.tabs.getByRole('link', { name: '처리 결과 2' })).toBeVisible();

  const twoWeeks = claims.card(COMPLAINT_ORDERS.delayTwoWeeks);
  await expect(twoWeeks.locator('.my-order-line__status')).toHaveText('출고 지연 안내');
  await expect(twoWeeks.getByRole('blockquote', { name: '판매자 안내' })).toContainText('원단 입고가 늦어져');
  await expect(twoWeeks).toContainText('지연 일수14일');
  await expect(twoWeeks.getByTestId(/-reward$/)).toHaveText(/^적립금 [\d,]+P$/);
  await expect(twoWeeks).toContainText(/취소하시면 [\d,]+원을 신용\/체크카드\(으\)로 환불해 드립니다/);
  await expect(twoWeeks.getByRole('button', { name: '기다릴게요 (지연 동의)' })).toBeEnabled();
  await expect(twoWeeks.getByRole('button', { name: '주문 취소' })).toBeEnabled();

  const oneWeek = claims.card(COMPLAINT_ORDERS.delayOneWeek);
  await expect(oneWeek).toContainText('지연 일수7일');
  await expect(oneWeek.getByTestId(/-reward$/)).toHaveText(/^적립금 [\d,]+P$/);
  await expect(claims.card(COMPLAINT_ORDERS.delayAccepted)).toHaveCount(0);
});

test('/mypage/claim/delivery-delay/result: an accepted delay and a delay answered with a cancel and its refund', async ({ page }) => {
  const claims = new ComplaintsPage(page);
  await page.goto(ComplaintsPage.path('delivery-delay', 'result'));
  await expect(claims.tabs.getByRole('link', { name: '처리 결과 2' })).toHaveAttribute('aria-current', 'page');
  const accepted = claims.card(COMPLAINT_ORDERS.delayAccepted);
  await expect(accepted.locator('.my-order-line__status')).toHaveText('지연 동의');
  await expect(accepted).toContainText('지연 일수5일');
  await expect(accepted.getByTestId(/-reward$/)).toHaveText('보상 기준 미만');
  const cancelled = claims.card(COMPLAINT_ORDERS.delayCancelled);
  await expect(cancelled.locator('.my-order-line__status')).toHaveText('주문 취소');
  await expect(cancelled.getByTestId(/-refund$/)).toHaveText(/^[\d,]+원$/);
  await expect(cancelled.getByRole('button')).toHaveCount(0);
  await cancelled.getByRole('link', { name: '취소 내역 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/mypage/order/cancel/${COMPLAINT_ORDERS.delayCancelled}/complete/\\d+$`));
  await expect(page.locator('.remote-root--order')).toContainText('사유: 배송 지연 (판매자 출고 지연 안내)');
});

test('/mypage/claim/soldout-cancel/claimable: the sold-outs with the refund to come; a virtual account asks for an account first', async ({ page }) => {
  const claims = new ComplaintsPage(page);
  await page.goto(ComplaintsPage.path('soldout-cancel', 'claimable'));
  await expect(claims.types.getByRole('link', { name: '품절 취소' })).toHaveAttribute('aria-current', 'page');
  await expect(claims.tabs.getByRole('link', { name: /^확인 필요 \d+$/ })).toHaveAttribute('aria-current', 'page');
  const card = claims.card(COMPLAINT_ORDERS.soldoutCard);
  await expect(card.locator('.my-order-line__status')).toHaveText('품절 안내');
  await expect(card.getByRole('blockquote', { name: '판매자 안내' })).toContainText('남은 재고가 없습니다');
  await expect(card.getByRole('heading', { name: '환불 예정 금액' })).toBeVisible();
  await expect(card.getByTestId(/-refund-amount$/)).toHaveText(/^[\d,]+원$/);
  await expect(card).toContainText('환불 수단: 신용/체크카드');
  await expect(card.getByRole('button', { name: '환불받기' })).toBeEnabled();

  const vbank = claims.card(COMPLAINT_ORDERS.soldoutVbank);
  await expect(vbank).toContainText('가상계좌 결제는 환불받을 계좌가 필요합니다.');
  await expect(vbank.getByRole('button', { name: '환불계좌 입력' })).toBeVisible();
  await vbank.getByRole('button', { name: '환불받기' }).click();
  await expect(vbank.getByRole('alert')).toHaveText('가상계좌 결제는 환불받을 계좌를 입력해 주세요.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('/mypage/claim/soldout-cancel/result: a refunded sold-out with its refund', async ({ page }) => {
  const claims = new ComplaintsPage(page);
  await page.goto(ComplaintsPage.path('soldout-cancel', 'result'));
  await expect(claims.tabs.getByRole('link', { name: /^처리 결과 \d+$/ })).toHaveAttribute('aria-current', 'page');
  const refunded = claims.card(COMPLAINT_ORDERS.soldoutRefunded);
  await expect(refunded.locator('.my-order-line__status')).toHaveText('품절 환불 완료');
  await expect(refunded.getByTestId(/-refund$/)).toHaveText(/^[\d,]+원$/);
  await expect(refunded).toContainText(/\d{4}\. \d{2}\. \d{2}\. 처리/);
  await expect(refunded.getByRole('link', { name: '취소 내역 보기' })).toBeVisible();
});

test('/mypage links to the release delays and sold-outs', async ({ page }) => {
  await page.goto('/mypage');
  await expect(page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '출고 지연·품절 안내' })).toHaveAttribute(
    'href',
    '/mypage/claim',
  );
});
