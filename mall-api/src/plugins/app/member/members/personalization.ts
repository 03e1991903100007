import type { Personalization } from '@mall/shared-contracts';
import { and, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { categories, goods, members, orderItems, orders, recentGoodsViews, wishGoods } from '../../../../db/schema';
import type { GoodsRepository } from '../../catalog/goods/goods-repository';
import { RECENT_VIEW_WINDOW_MS } from '../../catalog/recent-views/recent-views-repository';
import { GRADE_RULE } from './grade-runs';

declare module 'fastify' {
  interface FastifyInstance {
    personalization: PersonalizationRepository;
  }
}

type Signal = 'view' | 'wish' | 'purchase';
/** A purchase says more than a wish, a wish more than a look. */
const WEIGHTS: Record<Signal, number> = { view: 1, wish: 2, purchase: 3 };
const TOP_CATEGORIES = 3;
const GOODS_LIMIT = 12;
const YEAR_MS = 365 * 86_400_000;

/**
 * Personalization (spec: My activity `personalization`, paid switch `personalization`): the member's
 * own activity — goods viewed in the last two weeks, wished goods, goods bought in the last year —
 * points at categories; the strongest three give the recommendations, most popular first, without
 * adult goods and without what the member already bought or wished. A member may turn it off.
 */
export function createPersonalization(db: Database, goodsRepository: GoodsRepository) {
  async function signals(memberId: number, now: Date) {
    const viewed = await db
      .select({ goodsId: recentGoodsViews.goodsId, categoryId: goods.categoryId })
      .from(recentGoodsViews)
      .innerJoin(goods, eq(goods.id, recentGoodsViews.goodsId))
      .where(and(eq(recentGoodsViews.memberId, memberId), gte(recentGoodsViews.viewedAt, new Date(now.getTime() - RECENT_VIEW_WINDOW_MS))));
    const wished = await db
      .select({ goodsId: wishGoods.goodsId, categoryId: goods.categoryId })
      .from(wishGoods)
      .innerJoin(goods, eq(goods.id, wishGoods.goodsId))
      .where(eq(wishGoods.memberId, memberId));
    const bought = await db
      .select({ goodsId: orderItems.goodsId, categoryId: goods.categoryId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(goods, eq(goods.id, orderItems.goodsId))
      .where(
        and(
          eq(orders.memberId, memberId),
          // Seeded orders carry no payment time: their order time stands in (as in the grade rule).
          gte(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`, new Date(now.getTime() - YEAR_MS)),
          inArray(orderItems.status, ['paid', 'preparing', 'shipping', ...GRADE_RULE.countedStatuses]),
        ),
      );
    return { view: viewed, wish: wished, purchase: bought } satisfies Record<Signal, { goodsId: number; categoryId: number }[]>;
  }

  async function state(memberId: number, now: Date): Promise<Personalization> {
    const [member] = await db.select({ enabled: members.personalizationEnabled }).from(members).where(eq(members.id, memberId));
    if (!member?.enabled) return { enabled: false, categories: [], goods: [] };
    const found = await signals(memberId, now);
    const scores = new Map<number, { score: number; signals: Set<Signal> }>();
    for (const signal of ['purchase', 'wish', 'view'] as const) {
      for (const row of found[signal]) {
        const entry = scores.get(row.categoryId) ?? { score: 0, signals: new Set<Signal>() };
        entry.score += WEIGHTS[signal];
        entry.signals.add(signal);
        scores.set(row.categoryId, entry);
      }
    }
    const top = [...scores.entries()].sort((a, b) => b[1].score - a[1].score || a[0] - b[0]).slice(0, TOP_CATEGORIES);
    if (top.length === 0) return { enabled: true, categories: [], goods: [] };
    const names = new Map(
      (
        await db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(
            inArray(
              categories.id,
              top.map(([id]) => id),
            ),
          )
      ).map((c) => [c.id, c.name]),
    );
    const owned = [...new Set([...found.purchase, ...found.wish].map((r) => r.goodsId))];
    const picks = await db
      .select({ id: goods.id })
      .from(goods)
      .where(
        and(
          inArray(
            goods.categoryId,
            top.map(([id]) => id),
          ),
          eq(goods.isAdult, false),
          owned.length ? notInArray(goods.id, owned) : undefined,
        ),
      )
      .orderBy(desc(sql`${goods.salesCount} * 10 + ${goods.wishCount} * 2 + ${goods.reviewCount}`), desc(goods.id))
      .limit(GOODS_LIMIT);
    return {
      enabled: true,
      categories: top.map(([id, entry]) => ({
        id,
        name: names.get(id) ?? '',
        signals: (['purchase', 'wish', 'view'] as const).filter((s) => entry.signals.has(s)),
      })),
      goods: await goodsRepository.cardsByIds(picks.map((p) => p.id)),
    };
  }

  return {
    get: (memberId: number, now = new Date()) => state(memberId, now),
    async set(memberId: number, enabled: boolean, now = new Date()): Promise<Personalization> {
      await db.update(members).set({ personalizationEnabled: enabled, personalizationChangedAt: now }).where(eq(members.id, memberId));
      return state(memberId, now);
    },
  };
}
export type PersonalizationRepository = ReturnType<typeof createPersonalization>;

export const personalizationPlugin = fp(
  async (app) => {
    app.decorate('personalization', createPersonalization(app.db, app.goodsRepository));
  },
  { name: 'personalization', dependencies: ['db', 'goods-repository'] },
);

export default personalizationPlugin;
