import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { coupons, gradeChanges, gradeRuns, grades, memberCoupons, members, orderItems, orders } from '../../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    gradeRuns: GradeRuns;
  }
}

/**
 * The grade rule (spec: grades and grade benefits; the FAQ and the grade page say it to shoppers):
 * on the 1st of every month (Korean time) each member gets the highest grade whose minimum the
 * member's purchases of the twelve months before reach. A purchase is an order line that reached the
 * shopper and stayed (delivered, confirmed, exchanged or being exchanged) at what was paid for it
 * (unit price × units less its coupon): cancelled, returned, expired or unpaid lines count nothing,
 * a return still open counts once it is refused. The window is by the order's payment date.
 */
export const GRADE_RULE = {
  windowMonths: 12,
  countedStatuses: ['delivered', 'confirmed', 'exchange_requested', 'exchange_shipping', 'exchanged'],
} as const;

const KST_OFFSET_MS = 9 * 3_600_000;
/** The advisory-lock namespace of the monthly re-grade (the month, yyyymm, is the second key). */
const GRADE_RUN_LOCK = 0x67726164; // 'grad'
const BATCH = 1000;

/** The month (YYYY-MM, Korean time) `at` falls in: the re-grade of that month runs on its 1st. */
export function gradeMonthOf(at: Date): string {
  const kst = new Date(at.getTime() + KST_OFFSET_MS);
  return `${kst.getUTCFullYear()}-${String(kst.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 00:00 on the 1st of the month in Korean time. */
export function monthStart(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1) - KST_OFFSET_MS);
}

/** What the run of `month` counts: the twelve whole months before its 1st. */
export function gradeWindowOf(month: string): { from: Date; to: Date } {
  return { from: monthStart(addMonths(month, -GRADE_RULE.windowMonths)), to: monthStart(month) };
}

/** Purchases per member within [from, to) by the rule; members without any are absent. */
export async function purchaseAmounts(db: Database, window: { from: Date; to: Date }, memberId?: number): Promise<Map<number, number>> {
  const paidOn = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const rows = await db
    .select({
      memberId: orders.memberId,
      amount: sql<number>`coalesce(sum(${orderItems.price} * ${orderItems.ea} - ${orderItems.couponDiscountAmount}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        memberId === undefined ? isNotNull(orders.memberId) : eq(orders.memberId, memberId),
        inArray(orderItems.status, [...GRADE_RULE.countedStatuses]),
        gte(paidOn, window.from),
        lt(paidOn, window.to),
      ),
    )
    .groupBy(orders.memberId);
  return new Map(rows.map((r) => [r.memberId!, Number(r.amount)]));
}

type GradeRow = typeof grades.$inferSelect;

/** The highest grade `amount` reaches (grades sorted lowest first; the lowest has minimum 0). */
export function gradeEarnedBy(all: readonly GradeRow[], amount: number): GradeRow {
  let earned = all[0]!;
  for (const g of all) if (amount >= g.minPurchaseAmount && g.sortOrder >= earned.sortOrder) earned = g;
  return earned;
}

/**
 * What the grade page promises, from the same rule: the amount the next run (next month's 1st) counts
 * so far, the grade it earns (named when above the current one: "올라갑니다"), else the next grade up
 * and what is still missing.
 */
export async function gradeOutlook(db: Database, memberId: number, currentGradeId: number, now = new Date()) {
  const all = await db.select().from(grades).orderBy(asc(grades.sortOrder));
  const nextRun = addMonths(gradeMonthOf(now), 1);
  const { from } = gradeWindowOf(nextRun);
  const amount = (await purchaseAmounts(db, { from, to: new Date(now.getTime() + 1) }, memberId)).get(memberId) ?? 0;
  const current = all.find((g) => g.id === currentGradeId)!;
  const earned = gradeEarnedBy(all, amount);
  const up = all.find((g) => g.sortOrder > current.sortOrder);
  const next =
    earned.sortOrder > current.sortOrder ? { grade: earned, remaining: 0 } : up ? { grade: up, remaining: Math.max(0, up.minPurchaseAmount - amount) } : null;
  return { all, current, amount, next, nextRunAt: monthStart(nextRun) };
}

export type GradeRunResult =
  { status: 'ran'; month: string; members: number; changed: number; couponsIssued: number } | { status: 'already_ran' | 'running_elsewhere'; month: string };

export function createGradeRuns(db: Database) {
  return {
    /**
     * The re-grade of the month `now` falls in, if it has not run yet: every member to the grade the
     * rule gives, and that month's grade coupons to each member of a grade that pays some (once: the
     * coupon is made once per grade and month, and a member holds a coupon once). One transaction
     * under an advisory lock keyed by the month: a second scheduler firing meanwhile finds the lock
     * taken and leaves; one firing afterwards finds the month's row. A failed run leaves nothing and
     * the next hourly tick tries again.
     */
    async runDue(now = new Date()): Promise<GradeRunResult> {
      const month = gradeMonthOf(now);
      const lockKey = Number(month.replace('-', ''));
      // A month that has run says so to every caller, even two at once (neither needs the lock to know).
      const [ran] = await db.select({ month: gradeRuns.month }).from(gradeRuns).where(eq(gradeRuns.month, month));
      if (ran) return { status: 'already_ran', month };
      return db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${GRADE_RUN_LOCK}, ${lockKey}) as locked`)) as unknown as {
          rows: { locked: boolean }[];
        };
        if (!rows[0]?.locked) return { status: 'running_elsewhere', month } as const;
        const [done] = await tx.select({ month: gradeRuns.month }).from(gradeRuns).where(eq(gradeRuns.month, month));
        if (done) return { status: 'already_ran', month } as const;

        const all = await tx.select().from(grades).orderBy(asc(grades.sortOrder));
        const amounts = await purchaseAmounts(tx, gradeWindowOf(month));
        const active = await tx.select({ id: members.id, gradeId: members.gradeId }).from(members).where(isNull(members.withdrawnAt));
        const moves = new Map<number, { id: number; from: number; amount: number }[]>();
        for (const m of active) {
          const amount = amounts.get(m.id) ?? 0;
          const target = gradeEarnedBy(all, amount).id;
          if (target === m.gradeId) continue;
          moves.set(target, [...(moves.get(target) ?? []), { id: m.id, from: m.gradeId, amount }]);
        }
        let changed = 0;
        for (const [gradeId, list] of moves) {
          for (let i = 0; i < list.length; i += BATCH) {
            const batch = list.slice(i, i + BATCH);
            await tx
              .update(members)
              .set({ gradeId })
              .where(
                inArray(
                  members.id,
                  batch.map((m) => m.id),
                ),
              );
            await tx
              .insert(gradeChanges)
              .values(batch.map((m) => ({ memberId: m.id, month, fromGradeId: m.from, toGradeId: gradeId, purchaseAmount: m.amount })));
            changed += batch.length;
          }
        }

        let couponsIssued = 0;
        const validFrom = monthStart(month);
        const validUntil = monthStart(addMonths(month, 1));
        const monthLabel = `${Number(month.slice(5))}월`;
        for (const grade of all) {
          for (const [index, c] of grade.monthlyCoupons.entries()) {
            const issueKey = `grade:${grade.code}:${month}:${index}`;
            await tx
              .insert(coupons)
              .values({
                title: `${monthLabel} ${c.title}`,
                typeLabel: '장바구니 쿠폰',
                discountType: c.discount_type,
                discountValue: c.discount_value,
                applyRangeType: 'all',
                maximumDiscountAmount: c.maximum_discount_amount ?? null,
                minSellPrice: c.min_sell_price,
                usableDevices: ['pc', 'mobile', 'app'],
                validFrom,
                // Usable through the month it was paid for (the next month pays the next one).
                validUntil: new Date(validUntil.getTime() - 1000),
                issueKey,
              })
              .onConflictDoNothing();
            const [coupon] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.issueKey, issueKey));
            const given = (await tx.execute(sql`
              insert into ${memberCoupons} (member_id, coupon_id, registered_at, use_start_at, expire_at)
              select ${members.id}, ${coupon!.id}, ${now.toISOString()}::timestamptz, ${validFrom.toISOString()}::timestamptz, ${new Date(validUntil.getTime() - 1000).toISOString()}::timestamptz
              from ${members} where ${members.gradeId} = ${grade.id} and ${members.withdrawnAt} is null
              on conflict (member_id, coupon_id) do nothing
              returning id`)) as unknown as { rows: unknown[] };
            couponsIssued += given.rows.length;
          }
        }

        await tx.insert(gradeRuns).values({ month, startedAt: now, membersCount: active.length, changedCount: changed, couponsIssued });
        return { status: 'ran', month, members: active.length, changed, couponsIssued } as const;
      });
    },
  };
}
export type GradeRuns = ReturnType<typeof createGradeRuns>;

export const gradeRunsPlugin = fp(
  async (app) => {
    app.decorate('gradeRuns', createGradeRuns(app.db));
  },
  { name: 'grade-runs', dependencies: ['db'] },
);

export default gradeRunsPlugin;
