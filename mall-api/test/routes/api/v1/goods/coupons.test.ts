import {
  COUPON_USABLE_PAGE_SIZE,
  CouponConditionsSchema,
  CouponGoodsSchema,
  GOODS_COUPON_API,
  GOODS_COUPON_MESSAGES,
  GoodsCouponsSchema,
} from '@mall/shared-contracts/catalog';
import { BENEFIT_API, MyCouponListSchema } from '@mall/shared-contracts/member';
import { couponRangeCovers } from '@mall/shared-contracts/order';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, coupons, goods } from '../../../../../src/db/schema';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { joinTestMember } from '../../../../helpers/identity';

const DAY = 86_400_000;

describe('goods coupons (/api/v1/goods/{id}/coupons) and coupon conditions (/api/v1/coupons/{id})', () => {
  let ctx: TestContext;
  let demo: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    demo = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const list = (goodsId: number | string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: GOODS_COUPON_API.goodsCoupons(goodsId), headers });
  const download = (goodsId: number, headers: Record<string, string>, couponIds: number[]) =>
    ctx.app.inject({ method: 'POST', url: GOODS_COUPON_API.goodsCouponsDownload(goodsId), headers, payload: { coupon_ids: couponIds } });
  const couponId = async (title: string) => (await ctx.db.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.title, title)))[0]!.id;

  it('offers the downloadable coupons that cover the goods by the checkout’s rule, biggest discount first', async () => {
    const visitor = expectBody(await list(5), 200, GoodsCouponsSchema);
    // goods 5: 서울스탠다드 (brand coupon), in 단독 특가's goods, 남성의류>아우터, seller 백앤백, and the all-goods one.
    expect(visitor.price).toBe(104_900);
    expect(visitor.coupons.map((c) => [c.title, c.discount_amount])).toEqual([
      ['서울스탠다드 브랜드 15% 할인', 15_730],
      ['남성 아우터 다운로드 12% 할인', 12_000],
      ['백앤백 셀러 다운로드 5,000원 할인', 5000],
      ['첫 구매 감사 3,000원 할인', 3000],
      ['단독 특가 상품 2,000원 할인', 2000],
    ]);
    expect(visitor.max_discount_amount).toBe(15_730);
    expect(visitor.best_price).toBe(104_900 - 15_730);
    expect(visitor.downloadable_count).toBe(5);
    expect(visitor.coupons.every((c) => !c.is_downloaded)).toBe(true);
    const outer = visitor.coupons.find((c) => c.title === '남성 아우터 다운로드 12% 할인')!;
    expect(outer).toMatchObject({
      discount_label: '12% 할인 (최대 12,000원)',
      apply_range_label: '특정 카테고리 상품',
      min_sell_price: 50_000,
      valid_days_after_issue: 14,
    });
    expect(outer.period_label).toMatch(/^다운로드 후 14일간 \(\d{4}\.\d{2}\.\d{2}까지\)$/);
    expect(visitor.coupons.find((c) => c.title === '백앤백 셀러 다운로드 5,000원 할인')!.usable_device_labels).toEqual(['모바일 웹', '앱']);

    // The demo member holds the brand and goods coupons (their wallet).
    const mine = expectBody(await list(5, demo), 200, GoodsCouponsSchema);
    expect(mine.coupons.filter((c) => c.is_downloaded).map((c) => c.title)).toEqual(['서울스탠다드 브랜드 15% 할인', '단독 특가 상품 2,000원 할인']);
    expect(mine.downloadable_count).toBe(3);

    // Where the shopper is counts, as in the order's coupon modal: on PC the seller coupon (mobile web and
    // app only) takes nothing and says why; it is still offered for download.
    const onPc = expectBody(await list(5, { 'user-device-type': 'pc' }), 200, GoodsCouponsSchema);
    expect(onPc.coupons.find((c) => c.title === '백앤백 셀러 다운로드 5,000원 할인')).toMatchObject({
      discount_amount: 0,
      reason: '모바일 웹·앱에서만 사용할 수 있는 쿠폰입니다.',
    });
    expect(onPc.coupons.filter((c) => c.reason === null)).toHaveLength(4);
    expect(onPc.max_discount_amount).toBe(15_730);
    expect(visitor.coupons.every((c) => c.reason === null)).toBe(true);

    // Goods 2 (코지홈, 여성의류>니트, 97,520원): only the all-goods coupon covers it.
    expect(expectBody(await list(2), 200, GoodsCouponsSchema).coupons.map((c) => c.title)).toEqual(['첫 구매 감사 3,000원 할인']);
    expectApiError(await list(999_999), 404);
    expectApiError(await list('abc'), 404);
  });

  it('does not offer a coupon before its period, after it, or one that is not downloadable', async () => {
    const base = {
      typeLabel: '상품 쿠폰',
      discountType: 'amount' as const,
      discountValue: 1000,
      applyRangeType: 'goods' as const,
      applyTargetIds: [7],
      usableDevices: ['pc' as const],
    };
    await ctx.db.db.insert(coupons).values([
      { ...base, title: '다음 달 쿠폰', isDownloadable: true, validFrom: new Date(Date.now() + DAY), validUntil: null },
      { ...base, title: '지난 쿠폰', isDownloadable: true, validFrom: new Date(Date.now() - 9 * DAY), validUntil: new Date(Date.now() - DAY) },
      { ...base, title: '지급 전용 쿠폰', isDownloadable: false, validFrom: new Date(Date.now() - DAY), validUntil: null },
    ]);
    const answer = expectBody(await list(7), 200, GoodsCouponsSchema);
    expect(answer.coupons.map((c) => c.title)).toEqual(['첫 구매 감사 3,000원 할인']);
    const next = await couponId('다음 달 쿠폰');
    const { token } = await joinTestMember(ctx.app, 'dlperiod');
    expectApiError(await download(7, bearer(token), [next]), 422, GOODS_COUPON_MESSAGES.notDownloadable);
  });

  it('a member downloads one, then all the rest; held ones are marked and land in the wallet once', async () => {
    const { token } = await joinTestMember(ctx.app, 'dlcoupons');
    const me = bearer(token);
    const before = expectBody(await list(5, me), 200, GoodsCouponsSchema);
    const outer = before.coupons.find((c) => c.title === '남성 아우터 다운로드 12% 할인')!;

    const one = expectBody(await download(5, me, [outer.id]), 200, GoodsCouponsSchema);
    expect(one.downloaded_ids).toEqual([outer.id]);
    expect(one.coupons.find((c) => c.id === outer.id)!.is_downloaded).toBe(true);
    expect(one.downloadable_count).toBe(4);
    expectApiError(await download(5, me, [outer.id]), 422, GOODS_COUPON_MESSAGES.alreadyDownloaded);

    const rest = one.coupons.filter((c) => !c.is_downloaded).map((c) => c.id);
    // 모두 받기 sends every offered one; the held one is skipped.
    const all = expectBody(await download(5, me, [...rest, outer.id]), 200, GoodsCouponsSchema);
    expect(all.downloaded_ids).toEqual([...rest].sort((a, b) => a - b));
    expect(all.downloadable_count).toBe(0);

    const wallet = expectBody(await ctx.app.inject({ method: 'GET', url: BENEFIT_API.myCoupons, headers: me }), 200, MyCouponListSchema);
    expect(wallet.counts.usable).toBe(5);
    const held = wallet.data.find((c) => c.coupon_id === outer.id)!;
    // 14 days after the download.
    const expireAt = Date.parse(`${held.expire_at!.replace(' ', 'T')}+09:00`);
    expect(Math.abs(expireAt - (Date.now() + 14 * DAY))).toBeLessThan(60_000);

    // A coupon of another goods' range cannot be downloaded here.
    const brandOnly = await couponId('서울스탠다드 브랜드 15% 할인');
    expectApiError(await download(2, me, [brandOnly]), 422, GOODS_COUPON_MESSAGES.notDownloadable);
  });

  it('downloading needs a login and a bounded list', async () => {
    const id = await couponId('첫 구매 감사 3,000원 할인');
    expect((await download(5, {}, [id])).statusCode).toBe(401);
    expect((await download(5, demo, [])).statusCode).toBe(422);
    expect(
      (
        await download(
          5,
          demo,
          Array.from({ length: 21 }, (_, i) => i + 1),
        )
      ).statusCode,
    ).toBe(422);
  });

  it('conditions: range targets, minimum, maximum, period, and the brands of the goods it applies to', async () => {
    const brand = expectBody(
      await ctx.app.inject({ method: 'GET', url: GOODS_COUPON_API.couponConditions(await couponId('서울스탠다드 브랜드 15% 할인')) }),
      200,
      CouponConditionsSchema,
    );
    expect(brand).toMatchObject({
      apply_range_type: 'brand',
      apply_range_label: '특정 브랜드 상품',
      discount_label: '15% 할인 (최대 20,000원)',
      maximum_discount_amount: 20_000,
      min_sell_price: 0,
      is_downloadable: true,
      state: 'ongoing',
      targets: [{ id: 3, name: '서울스탠다드', link_url: '/goods/brand/3' }],
      target_count: 1,
      brand_count: 1,
    });
    expect(brand.brands).toEqual([{ id: 3, name: '서울스탠다드', logo_url: expect.any(String), goods_count: brand.goods_count }]);
    const [{ n } = { n: 0 }] = await ctx.db.db.select({ n: count() }).from(goods).where(eq(goods.brandId, 3));
    expect(brand.goods_count).toBe(n);

    const outer = expectBody(
      await ctx.app.inject({ method: 'GET', url: GOODS_COUPON_API.couponConditions(await couponId('남성 아우터 다운로드 12% 할인')) }),
      200,
      CouponConditionsSchema,
    );
    expect(outer.targets).toEqual([{ id: 9, name: '남성의류 > 아우터', link_url: '/goods/category/9' }]);
    expect(outer.brands.length).toBeLessThanOrEqual(COUPON_USABLE_PAGE_SIZE);
    expect(outer.brands.map((b) => b.goods_count)).toEqual([...outer.brands.map((b) => b.goods_count)].sort((a, b) => b - a));

    const all = expectBody(
      await ctx.app.inject({ method: 'GET', url: GOODS_COUPON_API.couponConditions(await couponId('첫 구매 감사 3,000원 할인')) }),
      200,
      CouponConditionsSchema,
    );
    expect(all).toMatchObject({ apply_range_label: '전체 상품', targets: [], target_count: 0, brands: expect.any(Array) });
    expect(all.brands).toHaveLength(COUPON_USABLE_PAGE_SIZE);
    expect(all.brand_count).toBeGreaterThan(COUPON_USABLE_PAGE_SIZE);

    const ended = expectBody(
      await ctx.app.inject({ method: 'GET', url: GOODS_COUPON_API.couponConditions(await couponId('가을 시즌오프 7,000원 할인')) }),
      200,
      CouponConditionsSchema,
    );
    expect(ended.state).toBe('ended');
    expectApiError(await ctx.app.inject({ method: 'GET', url: GOODS_COUPON_API.couponConditions(999_999) }), 404, GOODS_COUPON_MESSAGES.conditionsNotFound);
    expectApiError(await ctx.app.inject({ method: 'GET', url: GOODS_COUPON_API.couponConditions('x') }), 404);
  });

  it('goods a coupon applies to: 5 a page, each covered by the checkout’s rule, every one once', async () => {
    const id = await couponId('남성 아우터 다운로드 12% 할인');
    const first = expectBody(await ctx.app.inject({ method: 'GET', url: GOODS_COUPON_API.couponGoods(id) }), 200, CouponGoodsSchema);
    expect(first.per_page).toBe(COUPON_USABLE_PAGE_SIZE);
    expect(first.data).toHaveLength(COUPON_USABLE_PAGE_SIZE);
    const seen: number[] = [];
    for (let page = 1; page <= first.last_page; page++) {
      const p = expectBody(await ctx.app.inject({ method: 'GET', url: `${GOODS_COUPON_API.couponGoods(id)}?page=${page}` }), 200, CouponGoodsSchema);
      seen.push(...p.data.map((g) => g.id));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(seen.length);
    const rows = await ctx.db.db.select({ id: goods.id, categoryId: goods.categoryId, brandId: goods.brandId, sellerId: goods.sellerId }).from(goods);
    const cats = await ctx.db.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const parent = new Map(cats.map((c) => [c.id, c.parentId]));
    const chain = (id: number | null) => {
      const out: number[] = [];
      for (let at = id; at !== null && at !== undefined; at = parent.get(at) ?? null) out.push(at);
      return out;
    };
    const covered = rows.filter((g) =>
      couponRangeCovers(
        { apply_range_type: 'category', apply_target_ids: [9] },
        { id: g.id, goods_id: g.id, seller_id: g.sellerId, brand_id: g.brandId, category_ids: chain(g.categoryId), amount: 0 },
      ),
    );
    expect(seen.sort((a, b) => a - b)).toEqual(covered.map((g) => g.id).sort((a, b) => a - b));
    expectApiError(await ctx.app.inject({ method: 'GET', url: GOODS_COUPON_API.couponGoods(999_999) }), 404);
  });
});
