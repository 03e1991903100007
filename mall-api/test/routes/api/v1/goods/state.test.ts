import { MESSAGES } from '@mall/shared-contracts';
import { GOODS_STATE_API, GoodsAggregateSchema, GoodsPromotionsSchema, GoodsStockSchema } from '@mall/shared-contracts/catalog';
import { WISH_API } from '@mall/shared-contracts/member';
import { GoodsTimeAttackSchema, goodsTimeAttackPath } from '@mall/shared-contracts/exhibit';
import { and, avg, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsOptions, goodsReviews, reviewImages, wishGoods } from '../../../../../src/db/schema';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { setStock } from '../../../../helpers/fixtures';

describe('goods detail sub-resources: stock, aggregate, promotions', () => {
  let ctx: TestContext;
  let demo: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    demo = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('stock: each option live from its row, sold out at 0, 품절임박 under 6, the total', async () => {
    // A goods with three options or more.
    const [many] = await ctx.db.db
      .select({ id: goodsOptions.goodsId })
      .from(goodsOptions)
      .groupBy(goodsOptions.goodsId)
      .having(gt(count(), 2))
      .orderBy(goodsOptions.goodsId)
      .limit(1);
    const id = many!.id;
    const options = await ctx.db.db.select().from(goodsOptions).where(eq(goodsOptions.goodsId, id)).orderBy(goodsOptions.sortOrder);
    const [a, b, c] = options as [(typeof options)[0], (typeof options)[0], (typeof options)[0]];
    await setStock(ctx.db.db, a.id, 0);
    await setStock(ctx.db.db, b.id, 5);
    await setStock(ctx.db.db, c.id, 6);
    const stock = expectBody(await get(GOODS_STATE_API.stock(id)), 200, GoodsStockSchema);
    expect(stock.options.map((o) => o.id)).toEqual(options.map((o) => o.id));
    expect(stock.options.slice(0, 3).map((o) => [o.stock, o.is_soldout, o.is_low_stock])).toEqual([
      [0, true, false],
      [5, false, true],
      [6, false, false],
    ]);
    expect(stock.stock).toBe(stock.options.reduce((s, o) => s + o.stock, 0));
    expect(stock).toMatchObject({ goods_id: id, is_soldout: false, is_restock_notice: false });

    // A stale page asked a moment ago; the row changes and the next answer says so.
    await setStock(ctx.db.db, b.id, 0);
    const again = expectBody(await get(GOODS_STATE_API.stock(id)), 200, GoodsStockSchema);
    expect(again.options[1]).toMatchObject({ id: b.id, stock: 0, is_soldout: true, is_low_stock: false });
  });

  it('stock: a sold-out goods says whether its seller sends a restock notice; low stock overall is 품절임박', async () => {
    const [withNotice] = await ctx.db.db.select({ id: goods.id }).from(goods).where(eq(goods.restockNotice, true)).limit(1);
    const withNoticeStock = expectBody(await get(GOODS_STATE_API.stock(withNotice!.id)), 200, GoodsStockSchema);
    expect(withNoticeStock).toMatchObject({ stock: 0, is_soldout: true, is_restock_notice: true, is_low_stock: false });

    // Goods 22: sell its options down to 0 → 품절, and no restock notice unless its seller sends one.
    const [row] = await ctx.db.db.select({ restock: goods.restockNotice }).from(goods).where(eq(goods.id, 22));
    const options = await ctx.db.db.select({ id: goodsOptions.id }).from(goodsOptions).where(eq(goodsOptions.goodsId, 22));
    for (const [i, o] of options.entries()) await setStock(ctx.db.db, o.id, i === 0 ? 2 : 0);
    expect(expectBody(await get(GOODS_STATE_API.stock(22)), 200, GoodsStockSchema)).toMatchObject({ stock: 2, is_soldout: false, is_low_stock: true });
    await setStock(ctx.db.db, options[0]!.id, 0);
    expect(expectBody(await get(GOODS_STATE_API.stock(22)), 200, GoodsStockSchema)).toMatchObject({
      stock: 0,
      is_soldout: true,
      is_low_stock: false,
      is_restock_notice: row!.restock,
    });
  });

  it('aggregate: rating, review and photo counts from the review rows, wishes from the wish rows, and it follows a wish', async () => {
    const [reviewed] = await ctx.db.db
      .select({ id: goodsReviews.goodsId, n: count(), avg: avg(goodsReviews.score) })
      .from(goodsReviews)
      .groupBy(goodsReviews.goodsId)
      .having(gt(count(), 2))
      .limit(1);
    const id = reviewed!.id;
    const [{ wishes } = { wishes: 0 }] = await ctx.db.db.select({ wishes: count() }).from(wishGoods).where(eq(wishGoods.goodsId, id));
    const body = expectBody(await get(GOODS_STATE_API.aggregate(id)), 200, GoodsAggregateSchema);
    expect(body).toMatchObject({ goods_id: id, review_count: reviewed!.n, wish_count: wishes });
    expect(body.review_score_avg).toBe(Math.round(Number(reviewed!.avg) * 10) / 10);
    const photoReviews = await ctx.db.db
      .selectDistinct({ id: reviewImages.reviewId })
      .from(reviewImages)
      .innerJoin(goodsReviews, eq(goodsReviews.id, reviewImages.reviewId))
      .where(eq(goodsReviews.goodsId, id));
    expect(body.photo_review_count).toBe(photoReviews.length);

    // The demo member wishes a goods they do not wish yet: the aggregate counts the new row, then its removal.
    const [free] = await ctx.db.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(gt(goods.id, 30), eq(goods.isAdult, false)))
      .orderBy(goods.id)
      .limit(1);
    const before = expectBody(await get(GOODS_STATE_API.aggregate(free!.id)), 200, GoodsAggregateSchema).wish_count;
    expect((await ctx.app.inject({ method: 'POST', url: WISH_API.wishGoods, headers: demo, payload: { goods_id: free!.id } })).statusCode).toBe(200);
    expect(expectBody(await get(GOODS_STATE_API.aggregate(free!.id)), 200, GoodsAggregateSchema).wish_count).toBe(before + 1);
    expect((await ctx.app.inject({ method: 'DELETE', url: WISH_API.wishGoodsItem(free!.id), headers: demo })).statusCode).toBe(200);
    expect(expectBody(await get(GOODS_STATE_API.aggregate(free!.id)), 200, GoodsAggregateSchema).wish_count).toBe(before);
  });

  it('promotions: the coupons, giveaways and time deal that apply now, the coupons counted for the viewer', async () => {
    const visitor = expectBody(await get(GOODS_STATE_API.promotions(5)), 200, GoodsPromotionsSchema);
    // The coupon modal's answer for goods 5 (coupons.test.ts): five coupons, 15,730원 at most.
    expect(visitor.coupons).toEqual({ count: 5, downloadable_count: 5, max_discount_amount: 15_730, best_price: 104_900 - 15_730 });
    expect(visitor.giveaways.map((g) => [g.name, g.state])).toEqual([
      ['케이몰 로고 캔버스 에코백', 'ongoing'],
      ['니트 터치 스크린 장갑', 'ongoing'],
    ]);
    expect(visitor.time_deal).toBeNull();
    // The demo member already holds two of them.
    expect(expectBody(await get(GOODS_STATE_API.promotions(5), demo), 200, GoodsPromotionsSchema).coupons.downloadable_count).toBe(3);

    // Goods 21 has an ongoing time deal, goods 33 an upcoming one; goods 2 only the all-goods coupon and no gift.
    expect(expectBody(await get(GOODS_STATE_API.promotions(21)), 200, GoodsPromotionsSchema).time_deal).toMatchObject({
      title: '오늘만 이 가격! 경량 패딩',
      sale_price: 29_900,
      state: 'ongoing',
    });
    expect(expectBody(await get(GOODS_STATE_API.promotions(33)), 200, GoodsPromotionsSchema).time_deal).toMatchObject({ state: 'upcoming' });
    // With the shop's time deals switched off no deal is charged (ADR 0012), and none is named.
    const features = (await ctx.app.settingsRepository.shopSettings()).features;
    await ctx.app.settingsRepository.setSection('features', { ...features, time_deal: false });
    try {
      expect(expectBody(await get(GOODS_STATE_API.promotions(21)), 200, GoodsPromotionsSchema).time_deal).toBeNull();
      expect(expectBody(await get(goodsTimeAttackPath(21)), 200, GoodsTimeAttackSchema).time_attack).toBeNull();
    } finally {
      await ctx.app.settingsRepository.setSection('features', features);
    }
    expect(expectBody(await get(goodsTimeAttackPath(21)), 200, GoodsTimeAttackSchema).time_attack).toMatchObject({ sale_price: 29_900 });
    const two = expectBody(await get(GOODS_STATE_API.promotions(2)), 200, GoodsPromotionsSchema);
    expect(two.coupons.count).toBe(1);
    expect(two.giveaways).toEqual([]);
  });

  it.each(['stock', 'aggregate', 'promotions'] as const)('%s: unknown or malformed goods ids are 404 with the Korean message', async (what) => {
    for (const id of ['999999', 'abc', '0', '1.5']) {
      expect(expectApiError(await get(GOODS_STATE_API[what](id)), 404, MESSAGES.goodsNotFound).code).toBe('GOODS_NOT_FOUND');
    }
  });
});
