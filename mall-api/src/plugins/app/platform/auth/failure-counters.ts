import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { failureCounters } from '../../../../db/schema';

export type FailureScope = (typeof failureCounters.$inferInsert)['scope'];

export interface CounterPolicy {
  /** A counter whose last failure is older than this starts over. */
  windowMs: number;
  /** From this many failures, the key is locked for `lockMs` (none: never locked). */
  lockAfter?: number;
  lockMs?: number;
}

const MINUTE = 60_000;

/** The brute-force policies (issue 14, ASVS V2.2): per account, per order number, per client address. */
export const POLICIES: Record<FailureScope, CounterPolicy> = {
  // Captcha from the 5th failure (LIMITS.loginFailuresBeforeCaptcha); at 20 the account rests 30 minutes.
  login_id: { windowMs: 30 * MINUTE, lockAfter: 20, lockMs: 30 * MINUTE },
  // One address failing logins for many accounts (credential stuffing).
  login_client: { windowMs: 15 * MINUTE, lockAfter: 50, lockMs: 15 * MINUTE },
  // Order numbers are guessable by shape: five wrong names for one order from one client and that
  // client rests 15 minutes for that order. Per client and order, not per order: someone else's wrong
  // names never lock the real guest out of their own order (issue 25 item 19).
  guest_client_order: { windowMs: 15 * MINUTE, lockAfter: 5, lockMs: 15 * MINUTE },
  // One client guessing across many orders.
  guest_client: { windowMs: 15 * MINUTE, lockAfter: 20, lockMs: 15 * MINUTE },
  // Codes sent to one phone for the guest order list (counted per send, not per failure): five an hour.
  guest_phone_code: { windowMs: 60 * MINUTE, lockAfter: 6, lockMs: 60 * MINUTE },
};

export interface CounterState {
  failedCount: number;
  lockedUntil: Date | null;
}

/**
 * One more failure of a key's row, as SQL: the count starts over once its window has passed (`stale`) and
 * the row locks at the policy's threshold. `fail` and `claim` both write it in one statement.
 */
function countedOnce(scope: FailureScope) {
  const policy = POLICIES[scope];
  const windowStart = sql`now() - make_interval(secs => ${policy.windowMs / 1000})`;
  const stale = sql`${failureCounters.lastFailedAt} < ${windowStart}`;
  const next = sql`case when ${stale} then 1 else ${failureCounters.failedCount} + 1 end`;
  const lock = policy.lockAfter
    ? sql`case when ${next} >= ${policy.lockAfter} then now() + make_interval(secs => ${policy.lockMs! / 1000}) else ${failureCounters.lockedUntil} end`
    : sql`${failureCounters.lockedUntil}`;
  const set = {
    failedCount: next,
    firstFailedAt: sql`case when ${stale} then now() else ${failureCounters.firstFailedAt} end`,
    lockedUntil: lock,
    lastFailedAt: sql`now()`,
  };
  return { set, stale };
}

export function createFailureCounters(db: Database) {
  return {
    /** The live state of a key: 0 when its window has passed, the lock while it lasts. */
    async state(scope: FailureScope, key: string, now = new Date()): Promise<CounterState> {
      const [row] = await db
        .select()
        .from(failureCounters)
        .where(and(eq(failureCounters.scope, scope), eq(failureCounters.key, key)));
      if (!row) return { failedCount: 0, lockedUntil: null };
      const lockedUntil = row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
      const stale = now.getTime() - row.lastFailedAt.getTime() > POLICIES[scope].windowMs;
      return { failedCount: stale && !lockedUntil ? 0 : row.failedCount, lockedUntil };
    },

    /** One more failure, atomically (concurrent guesses all count); locks the key at the policy's threshold. */
    async fail(scope: FailureScope, key: string): Promise<CounterState> {
      const [row] = await db
        .insert(failureCounters)
        .values({ scope, key, failedCount: 1 })
        .onConflictDoUpdate({ target: [failureCounters.scope, failureCounters.key], set: countedOnce(scope).set })
        .returning({ failedCount: failureCounters.failedCount, lockedUntil: failureCounters.lockedUntil });
      const lockedUntil = row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
      return { failedCount: row?.failedCount ?? 1, lockedUntil };
    },

    /**
     * Takes one attempt of a key before its check runs, in one statement (INSERT … ON CONFLICT … DO UPDATE …
     * WHERE … RETURNING): the count goes up only while it is under `below` (or its window has passed), so
     * however many attempts arrive together, at most `below` of them get a row back and go on to the check;
     * the others see null and must prove more (the captcha). Without `below` it always counts. A counted
     * attempt that then succeeds calls `reset`; one that fails is already counted (and locks at the policy).
     */
    async claim(scope: FailureScope, key: string, below?: number): Promise<CounterState | null> {
      const { set, stale } = countedOnce(scope);
      const live = sql`(${failureCounters.lockedUntil} is null or ${failureCounters.lockedUntil} <= now())`;
      const [row] = await db
        .insert(failureCounters)
        .values({ scope, key, failedCount: 1 })
        .onConflictDoUpdate({
          target: [failureCounters.scope, failureCounters.key],
          set,
          setWhere: below === undefined ? live : sql`${live} and (${stale} or ${failureCounters.failedCount} < ${below})`,
        })
        .returning({ failedCount: failureCounters.failedCount, lockedUntil: failureCounters.lockedUntil });
      if (!row) return null;
      const lockedUntil = row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
      return { failedCount: row.failedCount, lockedUntil };
    },

    /** A success starts the key over (spec section 4: the login counter resets on success). */
    async reset(scope: FailureScope, key: string): Promise<void> {
      await db.delete(failureCounters).where(and(eq(failureCounters.scope, scope), eq(failureCounters.key, key)));
    },

    /** The purge job: counters a day past their last failure and their lock. */
    async purge(before: Date): Promise<number> {
      const rows = await db.delete(failureCounters).where(lt(failureCounters.lastFailedAt, before)).returning({ key: failureCounters.key });
      return rows.length;
    },
  };
}
export type FailureCounters = ReturnType<typeof createFailureCounters>;
