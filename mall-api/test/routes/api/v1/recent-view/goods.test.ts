import { RECENT_VIEW_API, recentViewGoodsPath, RecentViewDeletedSchema, RecentViewedGoodsListSchema, viewedDayLabel } from '@mall/shared-contracts/catalog';
import { SuccessSchema } from '@mall/shared-contracts/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsDailyViews, recentGoodsViews } from '../../../../../src/db/schema';
import { DEMO_RECENT_VIEWS } from '../../../../../src/db/seed/goods-views-seed';
import { kstDay } from '../../../../../src/plugins/app/catalog/recent-views/recent-views-repository';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

describe('recent goods views', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const url = RECENT_VIEW_API.goods;
  const device = async () => ({ 'uid-token': await ctx.app.uidTokens.issue() });
  const list = async (headers: Record<string, string>, query = '') =>
    expectBody(await ctx.app.inject({ method: 'GET', url: `${url}${query}`, headers }), 200, RecentViewedGoodsListSchema).goods;
  const view = async (headers: Record<string, string>, goodsId: number) =>
    expectBody(await ctx.app.inject({ method: 'POST', url, headers, payload: { goods_id: goodsId } }), 200, SuccessSchema);

  it("lists the demo member's seeded views as goods cards, last view first", async () => {
    const goods = await list(member);
    expect(goods.map((g) => g.id)).toEqual(DEMO_RECENT_VIEWS.map((v) => v.goodsId));
    expect(goods[0]!.brand_name).toMatch(/[가-힣A-Za-z]/);
    expect(Date.parse(goods[0]!.viewed_at)).toBeGreaterThan(Date.parse(goods[1]!.viewed_at));
  });

  it("keeps a visitor's views with the device: one row per goods, newest first, two weeks, limit", async () => {
    const phone = await device();
    const laptop = await device();
    for (const id of [5, 9, 5, 30]) await view(phone, id);
    expect((await list(phone)).map((g) => g.id)).toEqual([30, 5, 9]);
    expect((await list(phone, '?limit=2')).map((g) => g.id)).toEqual([30, 5]);
    expect(await list(laptop)).toEqual([]);
    // A view older than two weeks is not listed.
    await ctx.db.db
      .update(recentGoodsViews)
      .set({ viewedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(and(eq(recentGoodsViews.uidToken, phone['uid-token']), eq(recentGoodsViews.goodsId, 9)));
    expect((await list(phone)).map((g) => g.id)).toEqual([30, 5]);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `${url}?limit=51`, headers: phone }), 422);
    expectApiError(await ctx.app.inject({ method: 'POST', url, headers: phone, payload: { goods_id: 99_999 } }), 404);
    // A visitor's views are not the member's, and the reverse.
    expect((await list(member)).map((g) => g.id)).not.toContain(30);
  });

  it('counts every view in the goods daily views (the view ranking)', async () => {
    const today = kstDay(new Date());
    const viewsOf = async (goodsId: number) =>
      (
        await ctx.db.db
          .select({ views: goodsDailyViews.views })
          .from(goodsDailyViews)
          .where(and(eq(goodsDailyViews.goodsId, goodsId), eq(goodsDailyViews.viewedOn, today)))
      )[0]?.views ?? 0;
    const before = await viewsOf(77);
    await view(await device(), 77);
    await view(member, 77);
    await view(member, 77);
    expect(await viewsOf(77)).toBe(before + 3);
  });

  it("deletes one view and then all of the viewer's, leaving others' alone", async () => {
    const phone = await device();
    const other = await device();
    for (const id of [2, 4, 6]) await view(phone, id);
    await view(other, 2);
    const del = async (path: string, headers: Record<string, string>) =>
      expectBody(await ctx.app.inject({ method: 'DELETE', url: path, headers }), 200, RecentViewDeletedSchema).deleted;
    expect(await del(recentViewGoodsPath(4), phone)).toBe(1);
    expect(await del(recentViewGoodsPath(4), phone)).toBe(0);
    expect((await list(phone)).map((g) => g.id)).toEqual([6, 2]);
    expect(await del(url, phone)).toBe(2);
    expect(await list(phone)).toEqual([]);
    expect((await list(other)).map((g) => g.id)).toEqual([2]);
    expectApiError(await ctx.app.inject({ method: 'DELETE', url: recentViewGoodsPath('abc'), headers: phone }), 422);
  });

  it('labels a view by its KST day', () => {
    const now = new Date('2026-11-25T05:00:00Z'); // 14:00 KST
    expect(viewedDayLabel('2026-11-24T16:00:00Z', now)).toBe('오늘'); // 01:00 KST on the 25th
    expect(viewedDayLabel('2026-11-24T14:00:00Z', now)).toBe('어제');
    expect(viewedDayLabel('2026-11-20T03:00:00Z', now)).toBe('11월 20일');
  });
});
