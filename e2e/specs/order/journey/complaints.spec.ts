import { MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { COMPLAINT_ORDERS, ComplaintsPage } from '../../../pages/order-page';

test.use({ storageState: MEMBER_STATE });

/** Spends its own seeded sold-out (COMPLAINT_ORDERS.soldoutJourney, Toss Pay): no other spec reads it. */
test('my page → 출고 지연·품절 안내 → a sold-out → 환불받기 → cancel complete with the refund → listed as refunded', async ({ page }) => {
  await page.goto('/mypage');
  await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '출고 지연·품절 안내' }).click();
  const claims = new ComplaintsPage(page);
  await expect(page).toHaveURL(/\/mypage\/claim\/delivery-delay\/claimable$/);
  await claims.types.getByRole('link', { name: '품절 취소' }).click();
  await expect(page).toHaveURL(/\/mypage\/claim\/soldout-cancel\/claimable$/);

  const card = claims.card(COMPLAINT_ORDERS.soldoutJourney);
  await expect(card).toContainText('환불 수단: 토스페이');
  const refund = await card.getByTestId(/-refund-amount$/).innerText();
  // Changing one's mind at the confirm keeps the sold-out open.
  await card.getByRole('button', { name: '환불받기' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('품절된 상품의 결제 금액을 환불받으시겠어요?');
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(card.getByRole('button', { name: '환불받기' })).toBeEnabled();
  await card.getByRole('button', { name: '환불받기' }).click();
  await dialog.getByRole('button', { name: '확인' }).click();

  const root = page.locator('.remote-root--order');
  await expect(root.getByRole('heading', { name: '주문취소가 완료되었습니다', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mypage/order/cancel/${COMPLAINT_ORDERS.soldoutJourney}/complete/\\d+$`));
  await expect(root.getByTestId('cancel-complete-refund')).toHaveText(refund);
  await expect(root).toContainText('사유: 품절 (판매자 품절 취소)');

  await page.goto(ComplaintsPage.path('soldout-cancel', 'result'));
  const done = claims.card(COMPLAINT_ORDERS.soldoutJourney);
  await expect(done.locator('.my-order-line__status')).toHaveText('품절 환불 완료');
  await expect(done.getByTestId(/-refund$/)).toHaveText(refund);
  await page.goto(ComplaintsPage.path('soldout-cancel', 'claimable'));
  await expect(claims.heading).toBeVisible();
  await expect(claims.card(COMPLAINT_ORDERS.soldoutJourney)).toHaveCount(0);
});
