import { periodState, type PeriodState, type SpecialEvent, type SpecialEventSummary } from '@mall/shared-contracts/exhibit';
import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { specialEventGoods, specialEvents } from '../../../../db/schema';
import type { GoodsRepository } from '../../catalog/goods/goods-repository';

declare module 'fastify' {
  interface FastifyInstance {
    specialEventsRepository: SpecialEventsRepository;
  }
}

type EventRow = typeof specialEvents.$inferSelect;

function inState(state: PeriodState, now: Date) {
  if (state === 'upcoming') return gt(specialEvents.startAt, now);
  if (state === 'ongoing') return and(lte(specialEvents.startAt, now), gt(specialEvents.endAt, now));
  return lte(specialEvents.endAt, now);
}

/** Ongoing events closing soonest first, upcoming ones opening soonest first, ended ones latest first. */
const ORDER = {
  ongoing: [asc(specialEvents.endAt), asc(specialEvents.id)],
  upcoming: [asc(specialEvents.startAt), asc(specialEvents.id)],
  ended: [desc(specialEvents.endAt), desc(specialEvents.id)],
} as const;

const LIST_ORDER = ['ongoing', 'upcoming', 'ended'] as const satisfies readonly PeriodState[];

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function createSpecialEventsRepository(db: Database, goodsRepository: GoodsRepository) {
  async function summaries(rows: EventRow[], now: Date): Promise<SpecialEventSummary[]> {
    const ids = rows.map((r) => r.id);
    const counts = ids.length
      ? new Map(
          (
            await db
              .select({ id: specialEventGoods.specialEventId, n: count() })
              .from(specialEventGoods)
              .where(inArray(specialEventGoods.specialEventId, ids))
              .groupBy(specialEventGoods.specialEventId)
          ).map((r) => [r.id, r.n]),
        )
      : new Map<number, number>();
    return rows.map((r) => {
      const period = { start_at: r.startAt.toISOString(), end_at: r.endAt.toISOString() };
      return {
        id: r.id,
        title: r.title,
        subtitle: r.subtitle,
        benefit: r.benefit,
        background_color: r.backgroundColor,
        ...period,
        state: periodState(period, now.getTime()),
        goods_count: counts.get(r.id) ?? 0,
      };
    });
  }

  return {
    /** One state's events in its order; without a state all of them, ongoing, then upcoming, then ended. */
    async list(state: PeriodState | undefined, now: Date): Promise<SpecialEventSummary[]> {
      if (state)
        return summaries(
          await db
            .select()
            .from(specialEvents)
            .where(inState(state, now))
            .orderBy(...ORDER[state]),
          now,
        );
      const lists = await Promise.all(
        LIST_ORDER.map((s) =>
          db
            .select()
            .from(specialEvents)
            .where(inState(s, now))
            .orderBy(...ORDER[s]),
        ),
      );
      return summaries(lists.flat(), now);
    },

    /** One event with its steps, notes and goods (null: no such event). */
    async detail(id: number, now: Date): Promise<SpecialEvent | null> {
      const [row] = await db.select().from(specialEvents).where(eq(specialEvents.id, id));
      if (!row) return null;
      const [[summary], items] = await Promise.all([
        summaries([row], now),
        db
          .select({ goodsId: specialEventGoods.goodsId })
          .from(specialEventGoods)
          .where(eq(specialEventGoods.specialEventId, id))
          .orderBy(asc(specialEventGoods.sortOrder)),
      ]);
      const goods = await goodsRepository.cardsByIds(items.map((i) => i.goodsId));
      const order = new Map(items.map((i, k) => [i.goodsId, k]));
      return {
        ...summary!,
        description: row.description,
        how_to: lines(row.howTo),
        notes: lines(row.notes),
        goods: goods.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
      };
    },
  };
}
export type SpecialEventsRepository = ReturnType<typeof createSpecialEventsRepository>;

export const specialEventsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('specialEventsRepository', createSpecialEventsRepository(app.db, app.goodsRepository));
  },
  { name: 'special-events-repository', dependencies: ['db', 'goods-repository'] },
);

export default specialEventsRepositoryPlugin;
