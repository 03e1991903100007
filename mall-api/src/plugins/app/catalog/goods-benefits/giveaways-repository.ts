import type { Giveaway, GiveawayDetail } from '@mall/shared-contracts/catalog';
import { and, asc, count, eq, gt, inArray, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { giveawayGoods, giveaways } from '../../../../db/schema';
import type { GoodsRepository } from '../goods/goods-repository';

declare module 'fastify' {
  interface FastifyInstance {
    giveawaysRepository: GiveawaysRepository;
  }
}

type GiveawayRow = typeof giveaways.$inferSelect;

export const giveawayImageUrl = (id: number) => `/media/giveaways/${id.toString()}.svg`;

function toGiveaway(row: GiveawayRow, targetCount: number, now: Date): Giveaway {
  return {
    id: row.id,
    name: row.name,
    condition_label: row.conditionLabel,
    image_url: row.imageUrl,
    min_purchase_amount: row.minPurchaseAmount,
    quantity: row.quantity,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    state: now < row.startAt ? 'upcoming' : now < row.endAt ? 'ongoing' : 'ended',
    target_goods_count: targetCount,
  };
}

/** Gifts with purchase (ADR 0011: catalog): what goods earn, and which goods qualify for a giveaway. */
export function createGiveawaysRepository(db: Database, goodsRepository: GoodsRepository) {
  async function targetCounts(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ id: giveawayGoods.giveawayId, n: count() })
      .from(giveawayGoods)
      .where(inArray(giveawayGoods.giveawayId, ids))
      .groupBy(giveawayGoods.giveawayId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  return {
    /** The giveaways running at `now` that one of the goods earns, in their display order. */
    async ofGoods(goodsIds: readonly number[], now = new Date()): Promise<Giveaway[]> {
      const rows = await db
        .selectDistinct({ giveaway: giveaways })
        .from(giveaways)
        .innerJoin(giveawayGoods, eq(giveawayGoods.giveawayId, giveaways.id))
        .where(and(inArray(giveawayGoods.goodsId, [...goodsIds]), lte(giveaways.startAt, now), gt(giveaways.endAt, now)))
        .orderBy(asc(giveaways.sortOrder), asc(giveaways.id));
      const counts = await targetCounts(rows.map((r) => r.giveaway.id));
      return rows.map((r) => toGiveaway(r.giveaway, counts.get(r.giveaway.id) ?? 0, now));
    },

    /** A giveaway (whatever its state) with its target goods in their order; null when unknown. */
    async detail(id: number, now = new Date()): Promise<GiveawayDetail | null> {
      const [row] = await db.select().from(giveaways).where(eq(giveaways.id, id));
      if (!row) return null;
      const targets = await db
        .select({ goodsId: giveawayGoods.goodsId })
        .from(giveawayGoods)
        .where(eq(giveawayGoods.giveawayId, id))
        .orderBy(asc(giveawayGoods.sortOrder), asc(giveawayGoods.id));
      return { ...toGiveaway(row, targets.length, now), goods: await goodsRepository.cardsByIds(targets.map((t) => t.goodsId)) };
    },

    /** What the generated gift image prints. */
    async mediaLabel(id: number) {
      const [row] = await db.select({ name: giveaways.name, id: giveaways.id }).from(giveaways).where(eq(giveaways.id, id));
      return row ?? null;
    },
  };
}
export type GiveawaysRepository = ReturnType<typeof createGiveawaysRepository>;

export const giveawaysRepositoryPlugin = fp(
  async (app) => {
    app.decorate('giveawaysRepository', createGiveawaysRepository(app.db, app.goodsRepository));
  },
  { name: 'giveaways-repository', dependencies: ['db', 'goods-repository'] },
);

export default giveawaysRepositoryPlugin;
