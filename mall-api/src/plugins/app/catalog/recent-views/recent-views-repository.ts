import { formatKstDateTime, LIMITS } from '@mall/shared-contracts';
import type { RecentViewedGoods } from '@mall/shared-contracts/catalog';
import { and, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { goods, goodsDailyViews, recentGoodsViews } from '../../../../db/schema';
import type { GoodsRepository } from '../goods/goods-repository';

declare module 'fastify' {
  interface FastifyInstance {
    recentViewsRepository: RecentViewsRepository;
  }
}

/** Whose views: a member's follow the member, a visitor's stay with the device's uid-token. */
export type Viewer = { memberId: number } | { uidToken: string };

const viewedBy = (viewer: Viewer): SQL =>
  'memberId' in viewer
    ? eq(recentGoodsViews.memberId, viewer.memberId)
    : (and(isNull(recentGoodsViews.memberId), eq(recentGoodsViews.uidToken, viewer.uidToken)) as SQL);

/** The KST calendar day (YYYY-MM-DD) of an instant: a day's views are counted in shoppers' time. */
export const kstDay = (at: Date) => formatKstDateTime(at).slice(0, 10);

export const RECENT_VIEW_WINDOW_MS = LIMITS.recentViewedGoodsWeeks * 7 * 86_400_000;

export function createRecentViewsRepository(db: Database, goodsRepository: GoodsRepository) {
  return {
    /** A view of a goods detail: the viewer's row moves to now and the day's count grows by one; false if no such goods. */
    async record(viewer: Viewer, goodsId: number, now: Date): Promise<boolean> {
      const [exists] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
      if (!exists) return false;
      const isMember = 'memberId' in viewer;
      await db.transaction(async (tx) => {
        await tx
          .insert(recentGoodsViews)
          .values({ ...(isMember ? { memberId: viewer.memberId } : { uidToken: viewer.uidToken }), goodsId, viewedAt: now })
          .onConflictDoUpdate({
            target: isMember ? [recentGoodsViews.memberId, recentGoodsViews.goodsId] : [recentGoodsViews.uidToken, recentGoodsViews.goodsId],
            targetWhere: isMember ? sql`member_id is not null` : sql`member_id is null`,
            set: { viewedAt: now },
          });
        await tx
          .insert(goodsDailyViews)
          .values({ goodsId, viewedOn: kstDay(now), views: 1 })
          .onConflictDoUpdate({ target: [goodsDailyViews.goodsId, goodsDailyViews.viewedOn], set: { views: sql`${goodsDailyViews.views} + 1` } });
      });
      return true;
    },

    /** The viewer's goods viewed within the last two weeks, last view first. */
    async list(viewer: Viewer, limit: number, now: Date): Promise<RecentViewedGoods[]> {
      const rows = await db
        .select({ goodsId: recentGoodsViews.goodsId, viewedAt: recentGoodsViews.viewedAt })
        .from(recentGoodsViews)
        .where(and(viewedBy(viewer), gte(recentGoodsViews.viewedAt, new Date(now.getTime() - RECENT_VIEW_WINDOW_MS))))
        .orderBy(desc(recentGoodsViews.viewedAt), desc(recentGoodsViews.id))
        .limit(limit);
      const cards = new Map((await goodsRepository.cardsByIds(rows.map((r) => r.goodsId))).map((c) => [c.id, c]));
      return rows.flatMap((r) => {
        const card = cards.get(r.goodsId);
        return card ? [{ ...card, viewed_at: r.viewedAt.toISOString() }] : [];
      });
    },

    /** Forgets one goods (`goodsId`) or all of the viewer's views; returns how many rows went. */
    async remove(viewer: Viewer, goodsId?: number): Promise<number> {
      const where = goodsId === undefined ? viewedBy(viewer) : and(viewedBy(viewer), eq(recentGoodsViews.goodsId, goodsId));
      return (await db.delete(recentGoodsViews).where(where).returning({ id: recentGoodsViews.id })).length;
    },
  };
}
export type RecentViewsRepository = ReturnType<typeof createRecentViewsRepository>;

export const recentViewsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('recentViewsRepository', createRecentViewsRepository(app.db, app.goodsRepository));
  },
  { name: 'recent-views-repository', dependencies: ['db', 'goods-repository'] },
);

export default recentViewsRepositoryPlugin;
