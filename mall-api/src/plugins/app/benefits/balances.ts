import { and, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { memberCoupons, pointLedger } from '../../../db/schema';

/** A member's points: the sum of the ledger (earned minus used, expired and cancelled). */
export async function pointBalanceOf(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.memberId, memberId));
  return row?.sum ?? 0;
}

/** Coupons a member can use now: not used, started, and not expired. */
export async function usableCouponCountOf(db: Database, memberId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberCoupons)
    .where(
      and(
        eq(memberCoupons.memberId, memberId),
        isNull(memberCoupons.usedAt),
        lte(memberCoupons.useStartAt, now),
        or(isNull(memberCoupons.expireAt), gt(memberCoupons.expireAt, now)),
      ),
    );
  return row?.n ?? 0;
}
