import { API } from '@mall/shared-contracts';
import {
  EXHIBIT_API,
  LegoPageSchema,
  PlanningEventListSchema,
  PlanningEventSchema,
  RecentPlanningEventListSchema,
  TimeAttackListSchema,
  planningEventPath,
  recentPlanningEventPath,
  type LegoSection,
} from '@mall/shared-contracts/exhibit';
import { GoodsRankingSchema, RANKING_API, RecentViewDeletedSchema } from '@mall/shared-contracts/catalog';
import { PURCHASED_STATUSES } from '@mall/shared-contracts/order';
import { BannerListSchema, SuccessSchema } from '@mall/shared-contracts/schemas';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codyShots, legoSectionGoods, legoSections, planningEvents, raffles, recentPlanningViews } from '../../../../../src/db/schema';
import { seedDemoRecentPlanningViews } from '../../../../../src/db/seed/goods-views-seed';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

const sectionOf = <K extends LegoSection['kind']>(sections: LegoSection[], kind: K) =>
  sections.find((s): s is Extract<LegoSection, { kind: K }> => s.kind === kind)!;

describe('main lego page and banners', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('returns the main page as ordered typed sections, each filled from its own rows', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.mainPage }), 200, LegoPageSchema);
    expect(body.sections.map((s) => s.kind)).toEqual([
      'banner_carousel',
      'goods_carousel',
      'goods_carousel',
      'time_deals',
      'exhibition_teasers',
      'event_menu',
      'banner_carousel',
      'brand_row',
      'live_now',
      'goods_grid',
    ]);
    const top = sectionOf(body.sections, 'banner_carousel');
    expect(top.position).toBe('main_top');
    expect(top.banners[0]!.image_url).toMatch(/^\/media\/banners\/\d+\.svg$/);
    const popular = sectionOf(body.sections, 'goods_carousel');
    expect(popular.title).toBe('지금 가장 인기 있는 상품');
    // Filled by /best's query (units sold this week), not a list of its own.
    const best = expectBody(await ctx.app.inject({ method: 'GET', url: `${RANKING_API.best}?period=weekly&limit=10` }), 200, GoodsRankingSchema);
    expect(best.goods.length).toBeGreaterThan(3);
    expect(popular.goods.map((g) => g.id)).toEqual(best.goods.map((r) => r.goods.id));
    const card = popular.goods[0]!;
    expect(card.sale_rate).toBe(Math.round(((card.price - card.base_discounted_price) / card.price) * 100));
    // Time deals: ongoing first, then upcoming, then the deal that ended two days ago, marked ended.
    expect(sectionOf(body.sections, 'time_deals').time_deals.map((d) => [d.title, d.state])).toEqual([
      ['오늘만 이 가격! 경량 패딩', 'ongoing'],
      ['한정 수량 울 머플러', 'ongoing'],
      ['내일 오픈 캐시미어 니트', 'upcoming'],
      ['지난 타임딜 러닝화', 'ended'],
    ]);
    const teasers = sectionOf(body.sections, 'exhibition_teasers').planning_events;
    expect(teasers.map((p) => p.state)).toEqual(['ongoing', 'ongoing', 'ongoing', 'upcoming', 'upcoming']);
    expect(teasers[0]).toMatchObject({ id: 1, title: '겨울 아우터 대전', goods_count: 10 });
    expect(sectionOf(body.sections, 'brand_row').brands).toHaveLength(8);
    expect(sectionOf(body.sections, 'live_now').live_rooms.map((r) => r.title)).toEqual(['겨울 아우터 라이브 특가', '러닝화 신상 언박싱 라이브']);
  });

  it('event menu: the kinds its row names, in that order, each with how many are open now (from the rows)', async () => {
    const menu = async () => sectionOf(expectBody(await ctx.app.inject({ method: 'GET', url: API.mainPage }), 200, LegoPageSchema).sections, 'event_menu');
    const seeded = await menu();
    expect(seeded.title).toBe('이벤트 모아보기');
    expect(seeded.items.map((i) => [i.kind, i.ongoing_count])).toEqual([
      ['raffle', 3],
      ['special_event', 3],
      ['joint_purchase', 2],
      ['experience_group', 2],
      ['showcase', 4],
      ['cody_shot', 5],
    ]);

    // The counts follow the rows: a raffle that ends and a look scheduled for tomorrow leave them.
    const now = new Date();
    const [openRaffle] = await ctx.db.db
      .select()
      .from(raffles)
      .where(and(lte(raffles.startAt, now), gt(raffles.endAt, now)))
      .limit(1);
    const [look] = await ctx.db.db.select().from(codyShots).limit(1);
    const section = await ctx.db.db.select().from(legoSections).where(eq(legoSections.kind, 'event_menu'));
    await ctx.db.db
      .update(raffles)
      .set({ endAt: new Date(now.getTime() - 1000) })
      .where(eq(raffles.id, openRaffle!.id));
    await ctx.db.db
      .update(codyShots)
      .set({ publishedAt: new Date(now.getTime() + 86_400_000) })
      .where(eq(codyShots.id, look!.id));
    // The row says which kinds and in what order: the operator drops two and puts cody shots first.
    await ctx.db.db
      .update(legoSections)
      .set({ eventKinds: ['cody_shot', 'raffle', 'showcase', 'special_event'] })
      .where(eq(legoSections.id, section[0]!.id));
    try {
      expect((await menu()).items).toEqual([
        { kind: 'cody_shot', ongoing_count: 4 },
        { kind: 'raffle', ongoing_count: 2 },
        { kind: 'showcase', ongoing_count: 4 },
        { kind: 'special_event', ongoing_count: 3 },
      ]);
    } finally {
      await ctx.db.db.update(raffles).set({ endAt: openRaffle!.endAt }).where(eq(raffles.id, openRaffle!.id));
      await ctx.db.db.update(codyShots).set({ publishedAt: look!.publishedAt }).where(eq(codyShots.id, look!.id));
      await ctx.db.db.update(legoSections).set({ eventKinds: section[0]!.eventKinds }).where(eq(legoSections.id, section[0]!.id));
    }
    expect((await menu()).items.map((i) => i.ongoing_count)).toEqual([3, 3, 2, 2, 4, 5]);
  });

  it('lists the time deals (time-attacks) as the main page orders them: ongoing, upcoming, lately ended', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: EXHIBIT_API.timeAttacks }), 200, TimeAttackListSchema);
    expect(body.time_attacks.map((d) => [d.title, d.state])).toEqual([
      ['오늘만 이 가격! 경량 패딩', 'ongoing'],
      ['한정 수량 울 머플러', 'ongoing'],
      ['내일 오픈 캐시미어 니트', 'upcoming'],
      ['지난 타임딜 러닝화', 'ended'],
    ]);
    const main = expectBody(await ctx.app.inject({ method: 'GET', url: API.mainPage }), 200, LegoPageSchema);
    expect(body.time_attacks).toEqual(sectionOf(main.sections, 'time_deals').time_deals);
    expect(body.time_attacks[0]!.goods.id).toBeGreaterThan(0);
  });

  it('the popular row follows the sales: a goods sold a lot this week climbs into it, as on /best', async () => {
    const popularIds = async () =>
      sectionOf(expectBody(await ctx.app.inject({ method: 'GET', url: API.mainPage }), 200, LegoPageSchema).sections, 'goods_carousel').goods.map((g) => g.id);
    const before = await popularIds();
    const outsider = [...Array(60).keys()].map((i) => i + 1).find((id) => !before.includes(id))!;
    // A line counted this week (of the row's first goods), moved to that goods with a large quantity.
    await ctx.db.db.execute(sql`
      UPDATE order_items SET goods_id = ${outsider}, ea = 500 WHERE id = (
        SELECT oi.id FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE oi.goods_id = ${before[0]!} AND oi.status IN (${sql.join(
          PURCHASED_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
          AND coalesce(o.paid_at, o.created_at) > now() - interval '6 days'
        ORDER BY oi.id LIMIT 1)`);
    const best = expectBody(await ctx.app.inject({ method: 'GET', url: `${RANKING_API.best}?period=weekly&limit=10` }), 200, GoodsRankingSchema);
    const after = await popularIds();
    expect(after).toEqual(best.goods.map((r) => r.goods.id));
    expect(after[0]).toBe(outsider);
    // Nothing of its own is stored for the row.
    const [row] = await ctx.db.db.select().from(legoSections).where(eq(legoSections.title, '지금 가장 인기 있는 상품'));
    expect(row!.bestPeriod).toBe('weekly');
    expect(await ctx.db.db.select().from(legoSectionGoods).where(eq(legoSectionGoods.sectionId, row!.id))).toEqual([]);
  });

  it('an existing mall seeded with the fixed popular list gets the ranking from migration 0046, its fixed list dropped', async () => {
    const dir = fileURLToPath(new URL('../../../../../drizzle/', import.meta.url));
    const file = readdirSync(dir).find((f) => f.startsWith('0046_'))!;
    // The statements after the column is added: they name the row and drop its list.
    const statements = readFileSync(`${dir}${file}`, 'utf8').split('--> statement-breakpoint').slice(-2);
    const [row] = await ctx.db.db.select().from(legoSections).where(eq(legoSections.title, '지금 가장 인기 있는 상품'));
    // The mall as it was: the row with a list of its own.
    await ctx.db.db.update(legoSections).set({ bestPeriod: null }).where(eq(legoSections.id, row!.id));
    await ctx.db.db.insert(legoSectionGoods).values([5, 12, 18].map((goodsId, i) => ({ sectionId: row!.id, goodsId, sortOrder: i + 1 })));
    for (const statement of statements) await ctx.db.db.execute(sql.raw(statement));
    const [after] = await ctx.db.db.select().from(legoSections).where(eq(legoSections.id, row!.id));
    expect(after!.bestPeriod).toBe('weekly');
    expect(await ctx.db.db.select().from(legoSectionGoods).where(eq(legoSectionGoods.sectionId, row!.id))).toEqual([]);
    // Only goods sections may be filled by the ranking.
    await expect(ctx.db.db.update(legoSections).set({ bestPeriod: 'daily' }).where(eq(legoSections.kind, 'brand_row'))).rejects.toThrow();
  });

  it('an existing mall seeded before the event menu gets it from its migration, after the planning teasers, once', async () => {
    const dir = fileURLToPath(new URL('../../../../../drizzle/', import.meta.url));
    const file = readdirSync(dir).find((f) => f.endsWith('_exhibit-event-menu-main.sql'))!;
    const statements = readFileSync(`${dir}${file}`, 'utf8').split('--> statement-breakpoint');
    const migrate = async () => {
      for (const statement of statements) await ctx.db.db.execute(sql.raw(statement));
    };
    const [menu] = await ctx.db.db.select().from(legoSections).where(eq(legoSections.kind, 'event_menu'));
    // The mall as it was: no menu, the sections after the teasers one place up.
    await ctx.db.db.delete(legoSections).where(eq(legoSections.id, menu!.id));
    await ctx.db.db.execute(sql`UPDATE lego_sections SET sort_order = sort_order - 1 WHERE sort_order > ${menu!.sortOrder}`);
    await migrate();
    await migrate(); // a second run adds nothing
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.mainPage }), 200, LegoPageSchema);
    expect(body.sections.map((s) => s.kind).slice(3, 7)).toEqual(['time_deals', 'exhibition_teasers', 'event_menu', 'banner_carousel']);
    expect(sectionOf(body.sections, 'event_menu').items.map((i) => [i.kind, i.ongoing_count])).toEqual([
      ['raffle', 3],
      ['special_event', 3],
      ['joint_purchase', 2],
      ['experience_group', 2],
      ['showcase', 4],
      ['cody_shot', 5],
    ]);
    const sortOrders = (await ctx.db.db.select().from(legoSections).orderBy(asc(legoSections.sortOrder))).map((r) => r.sortOrder);
    expect(new Set(sortOrders).size).toBe(sortOrders.length);
  });

  it('follows the stored order: moving a section moves it on the page, no redeploy', async () => {
    const [grid] = await ctx.db.db.select().from(legoSections).where(eq(legoSections.kind, 'goods_grid'));
    await ctx.db.db.update(legoSections).set({ sortOrder: 0 }).where(eq(legoSections.id, grid!.id));
    try {
      const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.mainPage }), 200, LegoPageSchema);
      expect(body.sections[0]).toMatchObject({ kind: 'goods_grid', title: '단독 특가' });
    } finally {
      await ctx.db.db.update(legoSections).set({ sortOrder: grid!.sortOrder }).where(eq(legoSections.id, grid!.id));
    }
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/v1/lego-pages/nothing-here' }), 404);
  });

  it('filters banners by position and validates the position', async () => {
    const top = expectBody(await ctx.app.inject({ method: 'GET', url: API.banners }), 200, BannerListSchema);
    const middle = expectBody(await ctx.app.inject({ method: 'GET', url: `${API.banners}?position=main_middle` }), 200, BannerListSchema);
    expect(top.banners.length).toBe(4);
    expect(middle.banners.map((b) => b.title)).toEqual(['러닝 시즌 오픈', '홀리데이 선물 가이드', '니트 & 가디건 위크', '2027 봄 신상 프리뷰']);
    const bad = expectApiError(await ctx.app.inject({ method: 'GET', url: `${API.banners}?position=side` }), 422);
    expect(bad.message).toBeTruthy();
  });
});

describe('planning events', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('lists events by state, the state computed from the stored period', async () => {
    const list = async (state: string) =>
      expectBody(await ctx.app.inject({ method: 'GET', url: `${EXHIBIT_API.planningEvents}?state=${state}` }), 200, PlanningEventListSchema).planning_events;
    expect((await list('ongoing')).map((p) => p.title)).toEqual(['겨울 아우터 대전', '홀리데이 선물 가이드', '니트 & 가디건 위크']);
    expect((await list('upcoming')).map((p) => p.id)).toEqual([4, 5]);
    expect((await list('ended')).map((p) => p.id)).toEqual([6, 7]);
    // Moving the period moves the state.
    await ctx.db.db
      .update(planningEvents)
      .set({ endAt: new Date(Date.now() - 1000) })
      .where(eq(planningEvents.id, 3));
    expect((await list('ended')).map((p) => p.id)).toEqual([3, 6, 7]);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `${EXHIBIT_API.planningEvents}?state=soon` }), 422);
  });

  it('shows an ongoing event with its goods, keeps an upcoming one’s goods hidden, 404 for none', async () => {
    const ongoing = expectBody(await ctx.app.inject({ method: 'GET', url: planningEventPath(1) }), 200, PlanningEventSchema);
    expect(ongoing.state).toBe('ongoing');
    expect(ongoing.goods.map((g) => g.id)).toEqual([16, 17, 20, 25, 30, 35, 40, 45, 50, 55]);
    const upcoming = expectBody(await ctx.app.inject({ method: 'GET', url: planningEventPath(4) }), 200, PlanningEventSchema);
    expect(upcoming).toMatchObject({ state: 'upcoming', goods_count: 6, goods: [] });
    const ended = expectBody(await ctx.app.inject({ method: 'GET', url: planningEventPath(6) }), 200, PlanningEventSchema);
    expect(ended.state).toBe('ended');
    expect(ended.goods).toHaveLength(6);
    const missing = expectApiError(await ctx.app.inject({ method: 'GET', url: planningEventPath(999) }), 404);
    expect(missing.message).toBe('기획전을 찾을 수 없습니다.');
  });

  it('records a member’s planning views: newest first, one row per event, two weeks kept; members only', async () => {
    const url = EXHIBIT_API.recentPlanningEvents;
    expectApiError(await ctx.app.inject({ method: 'GET', url }), 401);
    expectApiError(await ctx.app.inject({ method: 'POST', url, payload: { planning_event_id: 1 } }), 401);
    const { token } = await loginDemo(ctx.app);
    const headers = bearer(token);
    await ctx.db.db.delete(recentPlanningViews);
    for (const id of [1, 2, 1, 6]) {
      expectBody(await ctx.app.inject({ method: 'POST', url, headers, payload: { planning_event_id: id } }), 200, SuccessSchema);
    }
    expectApiError(await ctx.app.inject({ method: 'POST', url, headers, payload: { planning_event_id: 999 } }), 404);
    const seen = async (query = '') =>
      expectBody(await ctx.app.inject({ method: 'GET', url: `${url}${query}`, headers }), 200, RecentPlanningEventListSchema).planning_events;
    expect((await seen()).map((p) => p.id)).toEqual([6, 1, 2]);
    expect((await seen('?limit=2')).map((p) => p.id)).toEqual([6, 1]);
    // A view older than two weeks is not listed.
    await ctx.db.db
      .update(recentPlanningViews)
      .set({ viewedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(recentPlanningViews.planningEventId, 2));
    expect((await seen()).map((p) => p.id)).toEqual([6, 1]);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `${url}?limit=31`, headers }), 422);
  });

  it('lists the demo member’s seeded planning views with each event’s first goods picture; deletes one, then all; members only', async () => {
    const url = EXHIBIT_API.recentPlanningEvents;
    const { token } = await loginDemo(ctx.app);
    const headers = bearer(token);
    await ctx.db.db.delete(recentPlanningViews);
    await seedDemoRecentPlanningViews(ctx.db.db);
    const seen = async () => expectBody(await ctx.app.inject({ method: 'GET', url, headers }), 200, RecentPlanningEventListSchema).planning_events;
    const seeded = await seen();
    expect(seeded.map((p) => [p.id, p.state])).toEqual([
      [1, 'ongoing'],
      [4, 'upcoming'],
      [6, 'ended'],
      [2, 'ongoing'],
    ]);
    expect(seeded[0]!.thumbnail_url).toMatch(/^\/media\//);
    expectApiError(await ctx.app.inject({ method: 'DELETE', url: recentPlanningEventPath(4) }), 401);
    expectApiError(await ctx.app.inject({ method: 'DELETE', url }), 401);
    expect(expectBody(await ctx.app.inject({ method: 'DELETE', url: recentPlanningEventPath(4), headers }), 200, RecentViewDeletedSchema).deleted).toBe(1);
    // Gone already: done, not an error.
    expect(expectBody(await ctx.app.inject({ method: 'DELETE', url: recentPlanningEventPath(4), headers }), 200, RecentViewDeletedSchema).deleted).toBe(0);
    expect((await seen()).map((p) => p.id)).toEqual([1, 6, 2]);
    expect(expectBody(await ctx.app.inject({ method: 'DELETE', url, headers }), 200, RecentViewDeletedSchema).deleted).toBe(3);
    expect(await seen()).toEqual([]);
  });
});
