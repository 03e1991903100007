import { and, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { memberCoupons, members, pointLedger } from '../../../../db/schema';

/** A member's points: the sum of the ledger (earned minus used, expired and cancelled). */
export async function pointBalanceOf(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.memberId, memberId));
  return row?.sum ?? 0;
}

/**
 * The member's balance with their point wallet locked until `tx` ends: the member's row, `FOR NO KEY
 * UPDATE` (an earning's foreign key still goes through). Every negative ledger row is written under
 * this lock, so two transactions never both spend what only one of them may (ADR 0012, "Points").
 */
export async function lockedPointBalanceOf(tx: Database, memberId: number): Promise<number> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
  return pointBalanceOf(tx, memberId);
}

type DebitEntry = { kind: 'use' | 'cancel' | 'expire'; reason: string; orderId?: number | null; createdAt?: Date };

/** Spends `amount` points once, in `tx`, under the wallet lock: false (nothing written) when the balance does not cover it. */
export async function spendPoints(tx: Database, memberId: number, amount: number, entry: DebitEntry): Promise<boolean> {
  if (amount <= 0) return true;
  if ((await lockedPointBalanceOf(tx, memberId)) < amount) return false;
  await tx.insert(pointLedger).values({ memberId, amount: -amount, ...entry });
  return true;
}

/**
 * Takes back up to `amount` points (an earning withdrawn): what is left of the balance at most, so
 * the balance never goes below zero. Returns what was taken.
 */
export async function takeBackPoints(tx: Database, memberId: number, amount: number, entry: DebitEntry): Promise<number> {
  const taken = Math.min(amount, Math.max(0, await lockedPointBalanceOf(tx, memberId)));
  if (taken > 0) await tx.insert(pointLedger).values({ memberId, amount: -taken, ...entry });
  return taken;
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
