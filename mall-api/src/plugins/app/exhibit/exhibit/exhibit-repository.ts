import type { Banner } from '@mall/shared-contracts';
import {
  EXHIBIT_LIMITS,
  periodState,
  type BrandTile,
  type EventMenuItem,
  type ExhibitMenuKind,
  type LegoPage,
  type LegoSection,
  type LiveRoom,
  type PeriodState,
  type PlanningEvent,
  type PlanningEventSummary,
  type RecentPlanningEvent,
  type TimeDeal,
} from '@mall/shared-contracts/exhibit';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import {
  banners,
  brands,
  codyShots,
  experienceGroups,
  jointPurchases,
  legoPages,
  legoSectionBrands,
  legoSectionGoods,
  legoSections,
  liveRooms,
  planningEventGoods,
  planningEvents,
  raffles,
  recentPlanningViews,
  showcases,
  specialEvents,
  timeAttacks,
} from '../../../../db/schema';
import type { GoodsRepository } from '../../catalog/goods/goods-repository';
import type { RankingRepository } from '../../catalog/ranking/ranking-repository';

declare module 'fastify' {
  interface FastifyInstance {
    exhibitRepository: ExhibitRepository;
  }
}

type BannerPosition = 'main_top' | 'main_middle';
type PlanningRow = typeof planningEvents.$inferSelect;
type Timed = { startAt: Date; endAt: Date };

export const bannerImageUrl = (id: number) => `/media/banners/${id}.svg`;

const WEEK = 7 * 86_400_000;
/** How many time deals and live rooms the main page shows at most. */
const MAIN_PAGE_ROWS = 10;
/** How long an ended time deal stays on the main page, marked ended. */
const ENDED_DEALS_KEPT_MS = 3 * 86_400_000;

const periodOf = (row: Timed, now: Date) => {
  const period = { start_at: row.startAt.toISOString(), end_at: row.endAt.toISOString() };
  return { ...period, state: periodState(period, now.getTime()) };
};

type PeriodTable =
  | typeof planningEvents
  | typeof timeAttacks
  | typeof liveRooms
  | typeof raffles
  | typeof specialEvents
  | typeof jointPurchases
  | typeof experienceGroups
  | typeof showcases;

/** Rows whose period is in `state` at `now` (the same boundaries as periodState). */
function inState(table: PeriodTable, state: PeriodState, now: Date) {
  if (state === 'upcoming') return gt(table.startAt, now);
  if (state === 'ongoing') return and(lte(table.startAt, now), gt(table.endAt, now));
  return lte(table.endAt, now);
}

/** Main-page sections filled by /best's ranking show this many goods. */
export const BEST_SECTION_GOODS = 10;

export function createExhibitRepository(db: Database, goodsRepository: GoodsRepository, rankingRepository: RankingRepository) {
  async function listBanners(position: BannerPosition): Promise<Banner[]> {
    const rows = await db.select().from(banners).where(eq(banners.position, position)).orderBy(asc(banners.sortOrder));
    return rows.map((b) => ({
      id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      image_url: bannerImageUrl(b.id),
      link_url: b.linkUrl,
      background_color: b.backgroundColor,
    }));
  }

  async function goodsCounts(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ id: planningEventGoods.planningEventId, n: count() })
      .from(planningEventGoods)
      .where(inArray(planningEventGoods.planningEventId, ids))
      .groupBy(planningEventGoods.planningEventId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  async function planningSummaries(rows: PlanningRow[], now: Date): Promise<PlanningEventSummary[]> {
    const counts = await goodsCounts(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      subtitle: r.subtitle,
      background_color: r.backgroundColor,
      ...periodOf(r, now),
      goods_count: counts.get(r.id) ?? 0,
    }));
  }

  /** The picture of each event's first goods (by its order in the event). */
  async function firstGoodsThumbnails(eventIds: number[]): Promise<Map<number, string>> {
    if (!eventIds.length) return new Map();
    const items = await db
      .select({ eventId: planningEventGoods.planningEventId, goodsId: planningEventGoods.goodsId })
      .from(planningEventGoods)
      .where(inArray(planningEventGoods.planningEventId, eventIds))
      .orderBy(asc(planningEventGoods.sortOrder), asc(planningEventGoods.id));
    const first = new Map<number, number>();
    for (const item of items) if (!first.has(item.eventId)) first.set(item.eventId, item.goodsId);
    const cards = new Map((await goodsRepository.cardsByIds([...new Set(first.values())])).map((c) => [c.id, c.thumbnail_url]));
    return new Map([...first].flatMap(([eventId, goodsId]) => (cards.has(goodsId) ? [[eventId, cards.get(goodsId)!] as const] : [])));
  }

  async function listPlanningEvents(state: PeriodState | undefined, now: Date) {
    const rows = await db
      .select()
      .from(planningEvents)
      .where(state ? inState(planningEvents, state, now) : undefined)
      .orderBy(asc(planningEvents.sortOrder), asc(planningEvents.id));
    return planningSummaries(rows, now);
  }

  /**
   * Ongoing deals (ending soonest first), then upcoming ones (opening soonest first), then the deals that
   * ended in the last few days (latest first), shown as ended; older ones leave the main page.
   */
  async function timeDeals(now: Date): Promise<TimeDeal[]> {
    const since = new Date(now.getTime() - ENDED_DEALS_KEPT_MS);
    const rank = sql`CASE WHEN ${timeAttacks.endAt} <= ${now} THEN 2 WHEN ${timeAttacks.startAt} > ${now} THEN 1 ELSE 0 END`;
    const rows = await db
      .select()
      .from(timeAttacks)
      .where(gt(timeAttacks.endAt, since))
      .orderBy(
        rank,
        sql`CASE WHEN ${timeAttacks.endAt} <= ${now} THEN -extract(epoch from ${timeAttacks.endAt}) WHEN ${timeAttacks.startAt} > ${now} THEN extract(epoch from ${timeAttacks.startAt}) ELSE extract(epoch from ${timeAttacks.endAt}) END`,
        asc(timeAttacks.id),
      )
      .limit(MAIN_PAGE_ROWS);
    const cards = new Map((await goodsRepository.cardsByIds(rows.map((r) => r.goodsId))).map((c) => [c.id, c]));
    return rows.flatMap((r) => {
      const goods = cards.get(r.goodsId);
      return goods ? [{ id: r.id, title: r.title, sale_price: r.salePrice, ...periodOf(r, now), goods }] : [];
    });
  }

  async function liveNow(now: Date): Promise<LiveRoom[]> {
    const rows = await db
      .select()
      .from(liveRooms)
      .where(inState(liveRooms, 'ongoing', now))
      .orderBy(asc(liveRooms.startAt))
      .limit(MAIN_PAGE_ROWS);
    const cards = new Map((await goodsRepository.cardsByIds(rows.map((r) => r.goodsId))).map((c) => [c.id, c]));
    return rows.flatMap((r) => {
      const goods = cards.get(r.goodsId);
      return goods ? [{ id: r.id, title: r.title, host_name: r.hostName, background_color: r.backgroundColor, ...periodOf(r, now), goods }] : [];
    });
  }

  /**
   * How many of each event kind are open at `now`: raffles taking entries, special events, joint purchases
   * and showcases running, experience groups recruiting (all: ongoing period), and the published cody shots.
   */
  async function openEventCounts(now: Date): Promise<Record<ExhibitMenuKind, number>> {
    const ongoing = (table: PeriodTable) =>
      db
        .select({ n: count() })
        .from(table)
        .where(inState(table, 'ongoing', now))
        .then(([row]) => row?.n ?? 0);
    const [raffle, special_event, joint_purchase, experience_group, showcase, cody_shot] = await Promise.all([
      ongoing(raffles),
      ongoing(specialEvents),
      ongoing(jointPurchases),
      ongoing(experienceGroups),
      ongoing(showcases),
      db
        .select({ n: count() })
        .from(codyShots)
        .where(lte(codyShots.publishedAt, now))
        .then(([row]) => row?.n ?? 0),
    ]);
    return { raffle, special_event, joint_purchase, experience_group, showcase, cody_shot };
  }

  async function sectionGoods(sectionIds: number[]) {
    if (sectionIds.length === 0) return new Map<number, Awaited<ReturnType<GoodsRepository['cardsByIds']>>>();
    const items = await db.select().from(legoSectionGoods).where(inArray(legoSectionGoods.sectionId, sectionIds)).orderBy(asc(legoSectionGoods.sortOrder));
    const cards = new Map((await goodsRepository.cardsByIds([...new Set(items.map((i) => i.goodsId))])).map((c) => [c.id, c]));
    return new Map(sectionIds.map((id) => [id, items.filter((i) => i.sectionId === id).flatMap((i) => cards.get(i.goodsId) ?? [])]));
  }

  async function sectionBrands(sectionIds: number[]) {
    if (sectionIds.length === 0) return new Map<number, BrandTile[]>();
    const rows = await db
      .select({ sectionId: legoSectionBrands.sectionId, id: brands.id, name: brands.name, name_en: brands.nameEn, color: brands.color })
      .from(legoSectionBrands)
      .innerJoin(brands, eq(brands.id, legoSectionBrands.brandId))
      .where(inArray(legoSectionBrands.sectionId, sectionIds))
      .orderBy(asc(legoSectionBrands.sortOrder));
    return new Map(sectionIds.map((id) => [id, rows.filter((r) => r.sectionId === id).map(({ sectionId: _, ...brand }) => brand)]));
  }

  return {
    listBanners,
    listPlanningEvents,
    timeDeals,

    async findBanner(id: number) {
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row ?? null;
    },

    /** A lego page: its sections in order, each filled from where its kind says (null: no such page). */
    async legoPage(code: string, now: Date): Promise<LegoPage | null> {
      const [page] = await db.select().from(legoPages).where(eq(legoPages.code, code));
      if (!page) return null;
      const rows = await db.select().from(legoSections).where(eq(legoSections.pageId, page.id)).orderBy(asc(legoSections.sortOrder));
      const ids = (kinds: string[]) => rows.filter((r) => kinds.includes(r.kind)).map((r) => r.id);
      const kinds = new Set(rows.map((r) => r.kind));
      const bestPeriods = [...new Set(rows.flatMap((r) => (r.bestPeriod ? [r.bestPeriod] : [])))];
      const [goodsBySection, brandsBySection, deals, rooms, teasers, openCounts, bestByPeriod] = await Promise.all([
        sectionGoods(rows.filter((r) => (r.kind === 'goods_carousel' || r.kind === 'goods_grid') && !r.bestPeriod).map((r) => r.id)),
        sectionBrands(ids(['brand_row'])),
        kinds.has('time_deals') ? timeDeals(now) : [],
        kinds.has('live_now') ? liveNow(now) : [],
        kinds.has('exhibition_teasers')
          ? Promise.all([listPlanningEvents('ongoing', now), listPlanningEvents('upcoming', now)]).then((lists) => lists.flat())
          : [],
        kinds.has('event_menu') ? openEventCounts(now) : null,
        // The same query as /best (catalog's ranking of units sold in the period), one per period named.
        Promise.all(
          bestPeriods.map(async (period) => {
            const ranking = await rankingRepository.goods('item', { period, limit: BEST_SECTION_GOODS }, now);
            return [period, ranking.goods.map((r) => r.goods)] as const;
          }),
        ).then((entries) => new Map(entries)),
      ]);
      const sections = await Promise.all(
        rows.map(async (r): Promise<LegoSection> => {
          const head = { id: r.id, title: r.title, subtitle: r.subtitle };
          switch (r.kind) {
            case 'banner_carousel': {
              const position = r.bannerPosition ?? 'main_top';
              return { kind: r.kind, ...head, position, banners: await listBanners(position) };
            }
            case 'goods_carousel':
            case 'goods_grid':
              return { kind: r.kind, ...head, goods: (r.bestPeriod ? bestByPeriod.get(r.bestPeriod) : goodsBySection.get(r.id)) ?? [] };
            case 'brand_row':
              return { kind: r.kind, ...head, brands: brandsBySection.get(r.id) ?? [] };
            case 'time_deals':
              return { kind: r.kind, ...head, time_deals: deals };
            case 'exhibition_teasers':
              return { kind: r.kind, ...head, planning_events: teasers };
            case 'live_now':
              return { kind: r.kind, ...head, live_rooms: rooms };
            case 'event_menu': {
              const items: EventMenuItem[] = (r.eventKinds ?? []).map((kind) => ({ kind, ongoing_count: openCounts?.[kind] ?? 0 }));
              return { kind: r.kind, ...head, items };
            }
          }
        }),
      );
      return { code: page.code, title: page.title, sections };
    },

    /** One planning event; an upcoming one keeps its goods hidden until it opens. */
    async planningEvent(id: number, now: Date): Promise<PlanningEvent | null> {
      const [row] = await db.select().from(planningEvents).where(eq(planningEvents.id, id));
      if (!row) return null;
      const [summary] = await planningSummaries([row], now);
      const items = await db
        .select({ goodsId: planningEventGoods.goodsId })
        .from(planningEventGoods)
        .where(eq(planningEventGoods.planningEventId, id))
        .orderBy(asc(planningEventGoods.sortOrder));
      const goods = summary!.state === 'upcoming' ? [] : await goodsRepository.cardsByIds(items.map((i) => i.goodsId));
      return { ...summary!, description: row.description, goods };
    },

    /** Records that the member viewed the event now (one row per event; false: no such event). */
    async recordPlanningView(memberId: number, planningEventId: number, now: Date): Promise<boolean> {
      const [event] = await db.select({ id: planningEvents.id }).from(planningEvents).where(eq(planningEvents.id, planningEventId));
      if (!event) return false;
      await db
        .insert(recentPlanningViews)
        .values({ memberId, planningEventId, viewedAt: now })
        .onConflictDoUpdate({ target: [recentPlanningViews.memberId, recentPlanningViews.planningEventId], set: { viewedAt: now } });
      return true;
    },

    /** The member's planning events viewed within the last two weeks, newest view first. */
    async recentPlanningEvents(memberId: number, limit: number, now: Date): Promise<RecentPlanningEvent[]> {
      const since = new Date(now.getTime() - EXHIBIT_LIMITS.recentPlanningWeeks * WEEK);
      const rows = await db
        .select({ event: planningEvents, viewedAt: recentPlanningViews.viewedAt })
        .from(recentPlanningViews)
        .innerJoin(planningEvents, eq(planningEvents.id, recentPlanningViews.planningEventId))
        .where(and(eq(recentPlanningViews.memberId, memberId), gte(recentPlanningViews.viewedAt, since)))
        .orderBy(desc(recentPlanningViews.viewedAt), desc(recentPlanningViews.id))
        .limit(limit);
      const summaries = await planningSummaries(
        rows.map((r) => r.event),
        now,
      );
      const thumbnails = await firstGoodsThumbnails(rows.map((r) => r.event.id));
      return summaries.map((s, i) => ({ ...s, viewed_at: rows[i]!.viewedAt.toISOString(), thumbnail_url: thumbnails.get(s.id) ?? null }));
    },

    /** Forgets one viewed event (`planningEventId`) or all of the member's; returns how many rows went. */
    async removeRecentPlanningViews(memberId: number, planningEventId?: number): Promise<number> {
      const mine = eq(recentPlanningViews.memberId, memberId);
      const where = planningEventId === undefined ? mine : and(mine, eq(recentPlanningViews.planningEventId, planningEventId));
      return (await db.delete(recentPlanningViews).where(where).returning({ id: recentPlanningViews.id })).length;
    },
  };
}
export type ExhibitRepository = ReturnType<typeof createExhibitRepository>;

export const exhibitRepositoryPlugin = fp(
  async (app) => {
    app.decorate('exhibitRepository', createExhibitRepository(app.db, app.goodsRepository, app.rankingRepository));
  },
  { name: 'exhibit-repository', dependencies: ['db', 'goods-repository', 'ranking-repository'] },
);

export default exhibitRepositoryPlugin;
