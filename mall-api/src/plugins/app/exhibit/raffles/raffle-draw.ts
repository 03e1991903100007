import { drawOrder } from '@mall/shared-contracts/exhibit';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { raffleEntries, raffles, raffleWinners } from '../../../../db/schema';

/**
 * Draws every raffle whose entries closed by `now` and that has no draw yet (rule: `drawOrder`), storing
 * the winners once: the `drawn_at IS NULL` claim makes a concurrent second draw a no-op. Returns how
 * many raffles it drew.
 */
export async function drawDueRaffles(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: raffles.id })
    .from(raffles)
    .where(and(isNull(raffles.drawnAt), lte(raffles.endAt, now)));
  let drawn = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(raffles)
        .set({ drawnAt: now })
        .where(and(eq(raffles.id, id), isNull(raffles.drawnAt)))
        .returning({ winnerCount: raffles.winnerCount });
      if (!claimed) return false;
      const entries = await tx.select({ id: raffleEntries.id }).from(raffleEntries).where(eq(raffleEntries.raffleId, id)).orderBy(asc(raffleEntries.id));
      const winners = drawOrder(
        id,
        entries.map((e) => e.id),
        claimed.winnerCount,
      );
      if (winners.length) await tx.insert(raffleWinners).values(winners.map((entryId, i) => ({ raffleId: id, entryId, rank: i + 1 })));
      return true;
    });
    if (done) drawn++;
  }
  return drawn;
}
