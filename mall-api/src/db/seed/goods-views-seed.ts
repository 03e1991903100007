import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { goodsDailyViews, recentGoodsViews, recentPlanningViews } from '../schema';
import { kstDay } from '../../plugins/app/catalog/recent-views/recent-views-repository';
import { createRandom } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How many past days of goods views the demo mall has (the 조회 ranking's longest period is 30 days). */
export const DEMO_VIEW_DAYS = 30;

/** The goods the demo member (id 1) opened, newest first, with how many hours ago. */
export const DEMO_RECENT_VIEWS: ReadonlyArray<{ goodsId: number; hoursAgo: number }> = [
  { goodsId: 12, hoursAgo: 1 },
  { goodsId: 3, hoursAgo: 3 },
  { goodsId: 27, hoursAgo: 20 },
  { goodsId: 41, hoursAgo: 30 },
  { goodsId: 8, hoursAgo: 52 },
  { goodsId: 66, hoursAgo: 75 },
  { goodsId: 19, hoursAgo: 120 },
  { goodsId: 54, hoursAgo: 200 },
];

/**
 * The demo member's recent views, relative to now, whenever the member has none in the last two
 * weeks (a demo mall started again a month later shows them again; real views are never touched).
 */
export async function seedDemoRecentViews(db: Database, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - 14 * DAY);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(recentGoodsViews)
    .where(and(eq(recentGoodsViews.memberId, 1), gte(recentGoodsViews.viewedAt, since)));
  if (n > 0) return false;
  await db
    .insert(recentGoodsViews)
    .values(DEMO_RECENT_VIEWS.map((v) => ({ memberId: 1, goodsId: v.goodsId, viewedAt: new Date(now.getTime() - v.hoursAgo * HOUR) })))
    .onConflictDoUpdate({
      target: [recentGoodsViews.memberId, recentGoodsViews.goodsId],
      targetWhere: sql`member_id is not null`,
      set: { viewedAt: sql`excluded.viewed_at` },
    });
  return true;
}

/** The planning events the demo member (id 1) opened (ongoing, upcoming and ended ones), newest first. */
export const DEMO_RECENT_PLANNING_VIEWS: ReadonlyArray<{ planningEventId: number; hoursAgo: number }> = [
  { planningEventId: 1, hoursAgo: 2 },
  { planningEventId: 4, hoursAgo: 26 },
  { planningEventId: 6, hoursAgo: 50 },
  { planningEventId: 2, hoursAgo: 140 },
];

/** The demo member's recently viewed planning events, relative to now, whenever none is in the last two weeks. */
export async function seedDemoRecentPlanningViews(db: Database, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - 14 * DAY);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(recentPlanningViews)
    .where(and(eq(recentPlanningViews.memberId, 1), gte(recentPlanningViews.viewedAt, since)));
  if (n > 0) return false;
  await db
    .insert(recentPlanningViews)
    .values(DEMO_RECENT_PLANNING_VIEWS.map((v) => ({ memberId: 1, planningEventId: v.planningEventId, viewedAt: new Date(now.getTime() - v.hoursAgo * HOUR) })))
    .onConflictDoUpdate({ target: [recentPlanningViews.memberId, recentPlanningViews.planningEventId], set: { viewedAt: sql`excluded.viewed_at` } });
  return true;
}

/**
 * Shoppers' goods-detail views of the last days (the 조회 ranking): a reproducible number per goods
 * and day, higher for some goods than others, for the days that have no count yet.
 */
export async function seedDemoDailyViews(db: Database, goodsCount: number, now = new Date()): Promise<boolean> {
  const today = kstDay(now);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(goodsDailyViews).where(eq(goodsDailyViews.viewedOn, today));
  if (n > 0) return false;
  const random = createRandom(20261101);
  const popularity = Array.from({ length: goodsCount }, () => random.int(0, 40));
  const rows = [];
  for (let d = 0; d < DEMO_VIEW_DAYS; d++) {
    const day = kstDay(new Date(now.getTime() - d * DAY));
    for (let id = 1; id <= goodsCount; id++) {
      const views = Math.max(0, popularity[id - 1]! + random.int(-8, 8));
      if (views > 0) rows.push({ goodsId: id, viewedOn: day, views });
    }
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insert(goodsDailyViews)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  return true;
}
