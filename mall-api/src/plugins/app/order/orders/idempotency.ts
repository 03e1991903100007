import { createHash } from 'node:crypto';
import { ORDER_MESSAGES } from '@mall/shared-contracts/order';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { idempotencyKeys } from '../../../../db/schema';
import { appErrorBody } from '../../../../lib/error-handler';
import { AppError, unprocessable } from '../../../../lib/errors';

/** One idempotent call: what it does (scope), who asks (caller), their key and the request it carries. */
export interface IdempotentCall {
  scope:
    | 'order.start'
    | 'order.prepare-pay'
    | 'order.result'
    | 'claim.cancel'
    | 'claim.return'
    | 'claim.exchange'
    | 'claim.to-return'
    | 'complaint.accept'
    | 'complaint.cancel'
    | 'complaint.refund';
  caller: string;
  key: string;
  request: unknown;
}

export interface IdempotentAnswer {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

/** Keys are kept a day: long enough for any retry of a checkout, short enough not to pile up. */
export const IDEMPOTENCY_RETENTION_MS = 86_400_000;

/** JSON with sorted keys, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (request: unknown) => createHash('sha256').update(canonical(request)).digest('hex');

const keyReused = () => unprocessable(ORDER_MESSAGES.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');

/**
 * Runs `work` at most once per (scope, caller, key). The key row is written in the same transaction
 * as the work, before it: a concurrent request with the same key waits on the unique index until the
 * first one ends, then reads its answer. A refusal (a 4xx AppError) is the first answer too and is
 * kept after the rollback, so a replay of a sold-out order is the same sold-out answer.
 */
export function createIdempotency(db: Database) {
  const find = async (executor: Database, call: IdempotentCall) => {
    const [row] = await executor
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, call.scope), eq(idempotencyKeys.caller, call.caller), eq(idempotencyKeys.key, call.key)));
    return row;
  };
  const replay = (row: typeof idempotencyKeys.$inferSelect, hash: string): IdempotentAnswer => {
    if (row.requestHash !== hash) throw keyReused();
    return { statusCode: row.statusCode, body: row.response, replayed: true };
  };

  return {
    async run(call: IdempotentCall, work: (tx: Database) => Promise<unknown>): Promise<IdempotentAnswer> {
      const hash = requestHash(call.request);
      const stored = await find(db, call);
      if (stored) return replay(stored, hash);
      const row = { scope: call.scope, caller: call.caller, key: call.key, requestHash: hash };
      try {
        return await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Database;
          const [claimed] = await tx
            .insert(idempotencyKeys)
            .values({ ...row, statusCode: 0, response: {} })
            .onConflictDoNothing()
            .returning({ id: idempotencyKeys.id });
          if (!claimed) return replay((await find(tx, call))!, hash);
          const body = await work(tx);
          await tx.update(idempotencyKeys).set({ statusCode: 200, response: body }).where(eq(idempotencyKeys.id, claimed.id));
          return { statusCode: 200, body, replayed: false };
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500 && error.code !== 'IDEMPOTENCY_KEY_REUSED') {
          await db
            .insert(idempotencyKeys)
            .values({ ...row, statusCode: error.statusCode, response: appErrorBody(error) })
            .onConflictDoNothing();
        }
        throw error;
      }
    },

    purge: async (before: Date) => (await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ id: idempotencyKeys.id })).length,
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
