import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';

/** The demo member's seeded coupons (6 usable, 1 used, 1 expired) and points (balance 3,500P). Read only. */
test.describe('benefit pages of the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('/mypage/benefit/coupon: the usable coupons with their conditions, then the used and expired ones', async ({ page }) => {
    await page.goto('/mypage/benefit/coupon');
    await expect(page.getByRole('heading', { name: '쿠폰·적립금', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '혜택 종류' }).getByRole('link', { name: '쿠폰' })).toHaveAttribute('aria-current', 'page');
    const usable = page.getByRole('list', { name: '사용 가능 쿠폰' });
    const welcome = usable.getByRole('listitem', { name: '신규 회원 웰컴 10% 할인' });
    await expect(welcome).toContainText('30,000원 이상 구매 시 · 최대 10,000원 할인');
    await expect(welcome).toContainText('사용 가능 기기: PC · 모바일 웹 · 앱');
    await expect(usable.getByRole('listitem', { name: '서울스탠다드 브랜드 15% 할인' })).toContainText('적용 대상: 특정 브랜드 상품');
    await expect(page.getByRole('group', { name: '쿠폰 상태' }).getByRole('button', { name: /사용 가능 \d+/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '사용 완료 1' }).click();
    await expect(page.getByRole('list', { name: '사용 완료 쿠폰' }).getByRole('listitem', { name: '앱 전용 3,000원 할인' })).toContainText(
      '사용 가능 기기: 앱',
    );
    await page.getByRole('button', { name: '기간 만료 1' }).click();
    await expect(page.getByRole('list', { name: '기간 만료 쿠폰' }).getByRole('listitem', { name: '가을 시즌오프 7,000원 할인' })).toContainText('기간 만료');
  });

  test('/mypage/benefit/point: the balance and the ledger', async ({ page }) => {
    await page.goto('/mypage/benefit/point');
    await expect(page.getByRole('navigation', { name: '혜택 종류' }).getByRole('link', { name: '적립금' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('사용 가능 적립금')).toBeVisible();
    // The demo member's balance moves when the checkout journey (run in parallel) spends points: the seeded
    // rows are asserted, the balance by its format.
    await expect(page.getByText(/^\d{1,3}(,\d{3})*P$/).first()).toBeVisible();
    const ledger = page.getByRole('list', { name: '적립금 내역' });
    await expect(ledger.getByRole('listitem').filter({ hasText: '-700P' }).first()).toContainText('주문 결제 사용');
    await expect(ledger.getByRole('listitem').filter({ hasText: '포토 리뷰 작성 적립' })).toContainText('+2,000P');
    await expect(page.getByText(/12개월 동안 사용할 수 있으며/)).toBeVisible();
  });
});
