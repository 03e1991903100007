import {
  periodState,
  RAFFLE_MESSAGES,
  raffleEntryRefusal,
  raffleResult,
  maskWinnerName,
  type MyRaffle,
  type PeriodState,
  type RaffleDetail,
  type RaffleEntryBody,
  type RaffleEntryCreated,
  type RaffleEntryRefusal,
  type RaffleSummary,
  type RaffleWinners,
} from '@mall/shared-contracts/exhibit';
import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { goodsOptions, members, raffleEntries, raffles, raffleWinners } from '../../../../db/schema';
import { AppError, unauthenticated } from '../../../../lib/errors';
import type { GoodsRepository } from '../../catalog/goods/goods-repository';
import { maskLoginId } from '../../member/members/masking';
import { drawDueRaffles } from './raffle-draw';

declare module 'fastify' {
  interface FastifyInstance {
    rafflesRepository: RafflesRepository;
  }
}

type RaffleRow = typeof raffles.$inferSelect;

const REFUSAL_STATUS: Record<RaffleEntryRefusal, number> = {
  loginRequired: 401,
  upcoming: 422,
  ended: 422,
  alreadyEntered: 409,
  optionRequired: 422,
  optionInvalid: 422,
  consentRequired: 422,
};

const refused = (reason: RaffleEntryRefusal) =>
  reason === 'loginRequired'
    ? unauthenticated()
    : new AppError(REFUSAL_STATUS[reason], `RAFFLE_${reason.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`, RAFFLE_MESSAGES[reason]);

function inState(state: PeriodState, now: Date) {
  if (state === 'upcoming') return gt(raffles.startAt, now);
  if (state === 'ongoing') return and(lte(raffles.startAt, now), gt(raffles.endAt, now));
  return lte(raffles.endAt, now);
}

/** Ongoing raffles closing soonest first, upcoming ones opening soonest first, ended ones latest first. */
const ORDER = {
  ongoing: [asc(raffles.endAt), asc(raffles.id)],
  upcoming: [asc(raffles.startAt), asc(raffles.id)],
  ended: [desc(raffles.endAt), desc(raffles.id)],
} as const;

const isAnnounced = (row: RaffleRow, now: Date) => row.drawnAt !== null && row.announceAt.getTime() <= now.getTime();

export function createRafflesRepository(db: Database, goodsRepository: GoodsRepository) {
  async function entryCounts(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ id: raffleEntries.raffleId, n: count() })
      .from(raffleEntries)
      .where(inArray(raffleEntries.raffleId, ids))
      .groupBy(raffleEntries.raffleId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  async function summaries(rows: RaffleRow[], now: Date): Promise<RaffleSummary[]> {
    const [counts, cards] = await Promise.all([
      entryCounts(rows.map((r) => r.id)),
      goodsRepository.cardsByIds([...new Set(rows.map((r) => r.goodsId))]).then((list) => new Map(list.map((c) => [c.id, c]))),
    ]);
    return rows.flatMap((r) => {
      const goods = cards.get(r.goodsId);
      if (!goods) return [];
      const period = { start_at: r.startAt.toISOString(), end_at: r.endAt.toISOString() };
      return [
        {
          id: r.id,
          title: r.title,
          price: r.price,
          winner_count: r.winnerCount,
          entry_count: counts.get(r.id) ?? 0,
          background_color: r.backgroundColor,
          ...period,
          state: periodState(period, now.getTime()),
          announce_at: r.announceAt.toISOString(),
          announced: isAnnounced(r, now),
          goods,
        },
      ];
    });
  }

  async function findRow(id: number) {
    const [row] = await db.select().from(raffles).where(eq(raffles.id, id));
    return row ?? null;
  }

  async function memberEntry(raffleId: number, memberId: number) {
    const [entry] = await db
      .select({ id: raffleEntries.id, optionName: goodsOptions.name, createdAt: raffleEntries.createdAt, winnerId: raffleWinners.id })
      .from(raffleEntries)
      .innerJoin(goodsOptions, eq(goodsOptions.id, raffleEntries.goodsOptionId))
      .leftJoin(raffleWinners, eq(raffleWinners.entryId, raffleEntries.id))
      .where(and(eq(raffleEntries.raffleId, raffleId), eq(raffleEntries.memberId, memberId)));
    return entry ?? null;
  }

  return {
    async list(state: PeriodState | undefined, now: Date): Promise<RaffleSummary[]> {
      await drawDueRaffles(db, now);
      const rows = await db
        .select()
        .from(raffles)
        .where(state ? inState(state, now) : undefined)
        .orderBy(...(state ? ORDER[state] : [asc(raffles.sortOrder), asc(raffles.id)]));
      return summaries(rows, now);
    },

    /** One raffle with its sizes and the caller's entry (null: no such raffle). */
    async detail(id: number, memberId: number | null, now: Date): Promise<RaffleDetail | null> {
      await drawDueRaffles(db, now);
      const row = await findRow(id);
      if (!row) return null;
      const [[summary], options, entry] = await Promise.all([
        summaries([row], now),
        db
          .select({ id: goodsOptions.id, name: goodsOptions.name })
          .from(goodsOptions)
          .where(eq(goodsOptions.goodsId, row.goodsId))
          .orderBy(asc(goodsOptions.sortOrder), asc(goodsOptions.id)),
        memberId === null ? null : memberEntry(id, memberId),
      ]);
      if (!summary) return null;
      return {
        ...summary,
        description: row.description,
        options,
        my_entry: entry
          ? { option_name: entry.optionName, entered_at: entry.createdAt.toISOString(), result: raffleResult(summary.announced, entry.winnerId !== null) }
          : null,
      };
    },

    /**
     * Enters the member once (rules: `raffleEntryRefusal`); the unique (raffle, member) index refuses a
     * concurrent second entry the check did not see. Null: no such raffle.
     */
    async enter(id: number, memberId: number, body: RaffleEntryBody, now: Date): Promise<RaffleEntryCreated | null> {
      const row = await findRow(id);
      if (!row) return null;
      const [options, existing] = await Promise.all([
        db.select({ id: goodsOptions.id, name: goodsOptions.name }).from(goodsOptions).where(eq(goodsOptions.goodsId, row.goodsId)),
        memberEntry(id, memberId),
      ]);
      const reason = raffleEntryRefusal({
        loggedIn: true,
        state: periodState({ start_at: row.startAt.toISOString(), end_at: row.endAt.toISOString() }, now.getTime()),
        alreadyEntered: existing !== null,
        optionId: body.goods_option_id,
        optionIds: options.map((o) => o.id),
        agreed: body.agreed,
      });
      if (reason) throw refused(reason);
      const optionId = body.goods_option_id!;
      const [inserted] = await db
        .insert(raffleEntries)
        .values({ raffleId: id, memberId, goodsOptionId: optionId, agreedAt: now, createdAt: now })
        .onConflictDoNothing({ target: [raffleEntries.raffleId, raffleEntries.memberId] })
        .returning({ id: raffleEntries.id });
      if (!inserted) throw refused('alreadyEntered');
      const counts = await entryCounts([id]);
      return {
        raffle_id: id,
        option_name: options.find((o) => o.id === optionId)!.name,
        entered_at: now.toISOString(),
        entry_count: counts.get(id) ?? 0,
      };
    },

    /** The winners, masked, once announced (null: no such raffle). */
    async winners(id: number, now: Date): Promise<RaffleWinners | null> {
      await drawDueRaffles(db, now);
      const row = await findRow(id);
      if (!row) return null;
      const announced = isAnnounced(row, now);
      const [counts, winners] = await Promise.all([
        entryCounts([id]),
        announced
          ? db
              .select({ rank: raffleWinners.rank, name: members.name, loginId: members.loginId, optionName: goodsOptions.name })
              .from(raffleWinners)
              .innerJoin(raffleEntries, eq(raffleEntries.id, raffleWinners.entryId))
              .innerJoin(members, eq(members.id, raffleEntries.memberId))
              .innerJoin(goodsOptions, eq(goodsOptions.id, raffleEntries.goodsOptionId))
              .where(eq(raffleWinners.raffleId, id))
              .orderBy(asc(raffleWinners.rank))
          : [],
      ]);
      return {
        raffle_id: id,
        title: row.title,
        announce_at: row.announceAt.toISOString(),
        announced,
        entry_count: counts.get(id) ?? 0,
        winner_count: row.winnerCount,
        winners: winners.map((w) => ({ rank: w.rank, name: maskWinnerName(w.name), login_id: maskLoginId(w.loginId), option_name: w.optionName })),
      };
    },

    /** The raffles the member entered, latest entry first, each with the entry and its result. */
    async mine(memberId: number, now: Date): Promise<MyRaffle[]> {
      await drawDueRaffles(db, now);
      const entries = await db
        .select({ raffle: raffles, optionName: goodsOptions.name, createdAt: raffleEntries.createdAt, winnerId: raffleWinners.id })
        .from(raffleEntries)
        .innerJoin(raffles, eq(raffles.id, raffleEntries.raffleId))
        .innerJoin(goodsOptions, eq(goodsOptions.id, raffleEntries.goodsOptionId))
        .leftJoin(raffleWinners, eq(raffleWinners.entryId, raffleEntries.id))
        .where(eq(raffleEntries.memberId, memberId))
        .orderBy(desc(raffleEntries.createdAt), desc(raffleEntries.id));
      const list = await summaries(
        entries.map((e) => e.raffle),
        now,
      );
      const byId = new Map(list.map((s) => [s.id, s]));
      return entries.flatMap((e) => {
        const summary = byId.get(e.raffle.id);
        return summary
          ? [
              {
                ...summary,
                entry: { option_name: e.optionName, entered_at: e.createdAt.toISOString(), result: raffleResult(summary.announced, e.winnerId !== null) },
              },
            ]
          : [];
      });
    },
  };
}
export type RafflesRepository = ReturnType<typeof createRafflesRepository>;

export const rafflesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('rafflesRepository', createRafflesRepository(app.db, app.goodsRepository));
  },
  { name: 'raffles-repository', dependencies: ['db', 'goods-repository'] },
);

export default rafflesRepositoryPlugin;
