import { SEARCH_READY_LIMITS } from '@mall/shared-contracts/catalog';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { searchLogs, searchVotes } from '../../../../db/schema';
import { grouped } from '../../../../lib/grouped';

/**
 * Search logs are analytics, not money: their commit does not wait for the disk (synchronous_commit off;
 * a database crash may lose the last fraction of a second of them, never corrupt anything).
 * One insert per round trip (grouped): under load one commit carries many searches' rows; each caller's promise
 * settles when its own row is stored, so what a request wrote is there when it answers.
 * A search counts towards 인기 검색어 once per visitor per keyword per hot window (search_votes): the vote is
 * taken (a new row, or one whose last counted vote is older than the window) in the same statement that
 * decides it, so parallel searches of one visitor count once.
 */
export function createSearchLogWriter(db: Database) {
  return grouped<typeof searchLogs.$inferInsert & { voter: string }, void>((rows) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit to off`);
      const pair = (r: { keyword: string; voter: string }) => `${r.voter} ${r.keyword}`;
      const unique = [...new Map(rows.map((r) => [pair(r), r])).values()];
      const counted = await tx
        .insert(searchVotes)
        .values(unique.map(({ keyword, voter }) => ({ keyword, voter })))
        .onConflictDoUpdate({
          target: [searchVotes.keyword, searchVotes.voter],
          set: { votedAt: sql`now()` },
          setWhere: sql`${searchVotes.votedAt} <= now() - make_interval(hours => ${SEARCH_READY_LIMITS.hotWindowHours})`,
        })
        .returning({ keyword: searchVotes.keyword, voter: searchVotes.voter });
      const votes = new Set(counted.map(pair));
      const logs = unique.filter((r) => votes.has(pair(r))).map(({ keyword, resultCount }) => ({ keyword, resultCount }));
      if (logs.length > 0) await tx.insert(searchLogs).values(logs);
      return rows.map(() => undefined);
    }),
  );
}
