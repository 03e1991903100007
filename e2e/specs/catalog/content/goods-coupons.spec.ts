import { MESSAGES } from '@mall/shared-contracts';
import { COUPON_USABLE_PAGE_SIZE, CouponConditionsSchema, GOODS_COUPON_API, GoodsCouponsSchema } from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';

const price = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test.describe('goods-coupon-download as a visitor', () => {
  test('goods detail shows the biggest coupon discount; the modal lists the goods’ coupons, and 받기 asks to log in', async ({ page, request }) => {
    const seeded = GoodsCouponsSchema.parse(await (await request.get(GOODS_COUPON_API.goodsCoupons(5))).json());
    const detail = new GoodsDetailPage(page);
    await detail.goto(5);
    await expect(detail.root.getByText(`최대 ${price(seeded.max_discount_amount)} 할인 쿠폰`)).toBeVisible();
    await detail.root.getByRole('button', { name: '쿠폰 받기' }).click();

    const stack = new ModalStack(page);
    const modal = stack.dialog('쿠폰 받기');
    await expect(modal.getByText(`최대 ${price(seeded.max_discount_amount)} 할인 · 예상 구매가 ${price(seeded.best_price)}`)).toBeVisible();
    const tickets = modal.locator('.goods-coupon');
    await expect(tickets).toHaveCount(seeded.coupons.length);
    const first = seeded.coupons[0]!;
    await expect(tickets.first()).toContainText(first.title);
    await expect(tickets.first()).toContainText(first.discount_label);
    await expect(tickets.first()).toContainText(`이 상품 ${price(first.discount_amount)} 할인`);
    const outer = tickets.filter({ hasText: '남성 아우터 다운로드 12% 할인' });
    await expect(outer).toContainText('50,000원 이상 구매 시');
    await expect(outer).toContainText(/사용 기간: 다운로드 후 14일간/);
    await expect(modal.getByRole('button', { name: `쿠폰 모두 받기 (${seeded.coupons.length}장)` })).toBeEnabled();

    await modal.getByRole('button', { name: `${first.title} 받기` }).click();
    await expect(stack.alert).toContainText(MESSAGES.loginRequiredConfirm);
    await stack.alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login\?redirect_to_after=%2Fgoods%2Fdetail%2F5/);
  });
});

test.describe('goods-coupon-download as the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('the coupons the member holds read 받기 완료 and 모두 받기 counts the rest', async ({ page }) => {
    const detail = new GoodsDetailPage(page);
    await detail.goto(5);
    await detail.root.getByRole('button', { name: '쿠폰 받기' }).click();
    const modal = new ModalStack(page).dialog('쿠폰 받기');
    // The demo member's wallet holds the brand and goods coupons (seed: benefits-data.ts).
    await expect(modal.getByRole('button', { name: '서울스탠다드 브랜드 15% 할인 받기 완료' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: '단독 특가 상품 2,000원 할인 받기 완료' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: '첫 구매 감사 3,000원 할인 받기' })).toBeEnabled();
    await expect(modal.getByRole('button', { name: '쿠폰 모두 받기 (3장)' })).toBeEnabled();
  });
});

test.describe('/coupon/conditions/{couponId}', () => {
  test('a brand coupon: its conditions, its brand and its goods five at a time', async ({ page, request }) => {
    const conditions = CouponConditionsSchema.parse(await (await request.get(GOODS_COUPON_API.couponConditions(3))).json());
    await page.goto('/coupon/conditions/3');
    const root = page.locator('.remote-root--catalog');
    await expect(root.getByRole('heading', { level: 1, name: '서울스탠다드 브랜드 15% 할인' })).toBeVisible();
    const rules = root.getByRole('region', { name: '쿠폰 사용 조건' });
    await expect(rules).toContainText('15% 할인 (최대 20,000원)');
    await expect(rules).toContainText('특정 브랜드 상품');
    await expect(rules.getByRole('link', { name: '서울스탠다드' })).toHaveAttribute('href', '/goods/brand/3');
    await expect(rules).toContainText('최소 주문 금액 없음');
    await expect(rules).toContainText('최대 20,000원 할인');
    await expect(rules).toContainText('PC, 모바일 웹, 앱');
    await expect(root.getByRole('heading', { name: '적용 브랜드 1개' })).toBeVisible();

    const goods = root.getByRole('region', { name: `적용 상품 ${conditions.goods_count}개` });
    const cards = goods.locator('.search-grid > li');
    await expect(cards).toHaveCount(COUPON_USABLE_PAGE_SIZE);
    await goods.getByRole('button', { name: /^적용 상품 더보기/ }).click();
    await expect(cards).toHaveCount(Math.min(conditions.goods_count, 2 * COUPON_USABLE_PAGE_SIZE));
    await expect(cards.first()).toContainText('서울스탠다드');
  });

  test('an unknown coupon says so; the modal’s link leads to a coupon’s conditions', async ({ page }) => {
    await page.goto('/coupon/conditions/99999');
    await expect(page.getByText('쿠폰을 찾을 수 없습니다.')).toBeVisible();

    const detail = new GoodsDetailPage(page);
    await detail.goto(5);
    await detail.root.getByRole('button', { name: '쿠폰 받기' }).click();
    const modal = new ModalStack(page).dialog('쿠폰 받기');
    await modal.locator('.goods-coupon').filter({ hasText: '남성 아우터 다운로드 12% 할인' }).getByRole('link', { name: '적용 상품·조건 보기' }).click();
    await expect(page).toHaveURL(/\/coupon\/conditions\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '남성 아우터 다운로드 12% 할인' })).toBeVisible();
    await expect(page.getByRole('region', { name: '쿠폰 사용 조건' }).getByRole('link', { name: '남성의류 > 아우터' })).toBeVisible();
  });
});
