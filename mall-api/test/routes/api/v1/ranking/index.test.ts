import { BrandRankingSchema, GoodsRankingSchema, RANKING_API, rankingPath, type RankingType } from '@mall/shared-contracts/catalog';
import { PURCHASED_STATUSES } from '@mall/shared-contracts/order';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, goods, orderItems, orders, wishGoods } from '../../../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('best and rankings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const ranking = async (type: Exclude<RankingType, 'brand'>, query = '') =>
    expectBody(await ctx.app.inject({ method: 'GET', url: `${rankingPath(type)}${query}` }), 200, GoodsRankingSchema);
  const since = (days: number) => new Date(Date.now() - days * 86_400_000);

  /** Units of lines paid and not cancelled per goods in the last `days`, straight from the rows. */
  const unitsSold = async (days: number) => {
    const rows = await ctx.db.db
      .select({ goodsId: orderItems.goodsId, units: sql<number>`sum(${orderItems.ea})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inArray(orderItems.status, [...PURCHASED_STATUSES]), gte(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`, since(days))))
      .groupBy(orderItems.goodsId);
    return new Map(rows.map((r) => [r.goodsId, Number(r.units)]));
  };

  /** The sales ranking of the last `days` and of the `days` before, straight from the rows, as the page should show it. */
  const expectedSales = async (days: number, limit: number) => {
    const lines = await ctx.db.db
      .select({ goodsId: orderItems.goodsId, ea: orderItems.ea, at: sql<string>`coalesce(${orders.paidAt}, ${orders.createdAt})` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orderItems.status, [...PURCHASED_STATUSES]));
    const now = Date.now();
    const rank = (from: number, to: number) => {
      const units = new Map<number, number>();
      for (const l of lines) {
        const at = new Date(l.at).getTime();
        if (at >= from && at < to) units.set(l.goodsId, (units.get(l.goodsId) ?? 0) + l.ea);
      }
      return [...units].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    };
    const period = days * 86_400_000;
    const previous = new Map(rank(now - 2 * period, now - period).map(([id], i) => [id, i + 1]));
    return rank(now - period, now + 1)
      .slice(0, limit)
      .map(([id, score], i) => ({ id, score, rank: i + 1, previous_rank: previous.get(id) ?? null }));
  };

  it.each([
    ['daily', 1],
    ['weekly', 7],
    ['monthly', 30],
  ] as const)('the %s sales ranking has the seeded recent sales, each rank and rank change as the rows say', async (period, days) => {
    const body = await ranking('item', `?period=${period}&limit=20`);
    const expected = await expectedSales(days, 20);
    expect(expected.length).toBeGreaterThan(period === 'daily' ? 1 : 5);
    expect(body.goods.map((r) => ({ id: r.goods.id, score: r.score, rank: r.rank, previous_rank: r.previous_rank }))).toEqual(expected);
    for (const r of body.goods) {
      if (r.previous_rank === null) expect([r.change_type, r.change_rank]).toEqual(['new', 0]);
      else expect(r.change_rank).toBe(r.previous_rank - r.rank);
    }
    if (period !== 'daily') expect(body.goods.some((r) => r.previous_rank !== null)).toBe(true);
  });

  it('ranks goods by the units of paid, not cancelled lines; cancelling a line lowers its goods', async () => {
    const body = await ranking('item', '?period=monthly');
    const sold = await unitsSold(30);
    expect(body.goods.length).toBe(Math.min(50, sold.size));
    expect(body.goods.length).toBeGreaterThan(0);
    for (const r of body.goods) expect(r.score, `goods ${r.goods.id}`).toBe(sold.get(r.goods.id));
    expect(body.goods.map((r) => r.rank)).toEqual(body.goods.map((_, i) => i + 1));
    expect([...body.goods.map((r) => r.score)].sort((a, b) => b - a)).toEqual(body.goods.map((r) => r.score));

    const top = body.goods[0]!;
    const [{ line } = { line: undefined }] = await ctx.db.db
      .select({ line: orderItems })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.goodsId, top.goods.id),
          inArray(orderItems.status, [...PURCHASED_STATUSES]),
          gte(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`, since(29)),
        ),
      )
      .limit(1);
    await ctx.db.db.update(orderItems).set({ status: 'cancelled' }).where(eq(orderItems.id, line!.id));
    const after = (await ranking('item', '?period=monthly')).goods.find((r) => r.goods.id === top.goods.id);
    expect(after?.score ?? 0).toBe(top.score - line!.ea);
    await ctx.db.db.update(orderItems).set({ status: line!.status }).where(eq(orderItems.id, line!.id));
  });

  it('/goods/best is the sales ranking, narrowed to a category and its sub-categories', async () => {
    const all = expectBody(await ctx.app.inject({ method: 'GET', url: `${RANKING_API.best}?period=monthly` }), 200, GoodsRankingSchema);
    expect(all.goods).toEqual((await ranking('item', '?period=monthly')).goods);
    const [top] = await ctx.db.db.select().from(categories).where(eq(categories.depth, 1)).limit(1);
    const within = expectBody(
      await ctx.app.inject({ method: 'GET', url: `${RANKING_API.best}?period=monthly&category_code=${top!.code}` }),
      200,
      GoodsRankingSchema,
    );
    const ids = within.goods.map((r) => r.goods.id);
    if (ids.length > 0) {
      const rows = await ctx.db.db
        .select({ id: goods.id, code: categories.code })
        .from(goods)
        .innerJoin(categories, eq(categories.id, goods.categoryId))
        .where(inArray(goods.id, ids));
      expect(rows.every((r) => r.code.startsWith(top!.code))).toBe(true);
    }
    expect(within.goods.length).toBeLessThanOrEqual(all.goods.length);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `${RANKING_API.best}?category_code=abc` }), 422);
  });

  it('ranks by views of the period: views recorded today lift a goods to the top of the daily ranking', async () => {
    const before = await ranking('view', '?period=daily');
    const leader = before.goods[0]?.score ?? 0;
    for (let i = 0; i <= leader; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/recent-view/goods',
        payload: { goods_id: 101 },
        headers: { 'uid-token': await ctx.app.uidTokens.issue() },
      });
    }
    const after = await ranking('view', '?period=daily&limit=3');
    expect(after.goods[0]!.goods.id).toBe(101);
    expect(after.goods.length).toBe(3);
    const weekly = await ranking('view', '?period=weekly');
    expect(weekly.goods[0]!.score).toBeGreaterThanOrEqual(after.goods[0]!.score);
  });

  it('ranks by wishes made in the period', async () => {
    const body = await ranking('like', '?period=monthly');
    const rows = await ctx.db.db
      .select({ goodsId: wishGoods.goodsId, n: sql<number>`count(*)::int` })
      .from(wishGoods)
      .where(gte(wishGoods.createdAt, since(30)))
      .groupBy(wishGoods.goodsId);
    const wishes = new Map(rows.map((r) => [r.goodsId, Number(r.n)]));
    expect(body.goods.length).toBeGreaterThan(0);
    for (const r of body.goods) expect(r.score).toBe(wishes.get(r.goods.id));
  });

  it('ranks brands by units sold, each with up to three of its best sellers', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: `${rankingPath('brand' as RankingType)}?period=monthly` }), 200, BrandRankingSchema);
    expect(body.brands.length).toBeGreaterThan(0);
    const first = body.brands[0]!;
    expect(first.brand.logo_url).toBe(`/media/brands/${first.brand.id}.svg`);
    expect(first.goods.length).toBeGreaterThan(0);
    expect(first.goods.length).toBeLessThanOrEqual(3);
    expect(first.goods.every((g) => g.brand_name === first.brand.name)).toBe(true);
    expect(body.brands.map((b) => b.score)).toEqual([...body.brands.map((b) => b.score)].sort((a, b) => b - a));
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/v1/ranking/unknown' }), 422);
  });
});
