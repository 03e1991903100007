import { API } from '@mall/shared-contracts';
import { GradeUpConditionSchema, MyBenefitsSchema } from '@mall/shared-contracts/schemas';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../../src/db/client';
import { coupons, gradeChanges, gradeRuns, grades, memberCoupons, members, orderItems, orders } from '../../../../../src/db/schema';
import { SEED_EPOCH } from '../../../../../src/db/seed/goods-factory';
import { addMonths, GRADE_RULE, gradeEarnedBy, gradeMonthOf, gradeWindowOf, monthStart } from '../../../../../src/plugins/app/member/members/grade-runs';
import { bearer, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';

const DAY = 86_400_000;
/** A day into the seed's month (2026-11, Korean time): the run of that month counts the seeded year. */
const RUN_AT = new Date(SEED_EPOCH + DAY);

/** The demo member's purchases in a window, summed here from the rows (not with the module's query). */
async function amountFromRows(db: Database, memberId: number, window: { from: Date; to: Date }) {
  const rows = await db
    .select({
      status: orderItems.status,
      price: orderItems.price,
      ea: orderItems.ea,
      coupon: orderItems.couponDiscountAmount,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.memberId, memberId));
  const inWindow = rows.filter((r) => {
    const at = (r.paidAt ?? r.createdAt).getTime();
    return at >= window.from.getTime() && at < window.to.getTime();
  });
  const sum = (list: typeof rows) => list.reduce((s, r) => s + r.price * r.ea - r.coupon, 0);
  return {
    counted: sum(inWindow.filter((r) => (GRADE_RULE.countedStatuses as readonly string[]).includes(r.status))),
    cancelledOrReturned: sum(inWindow.filter((r) => r.status === 'cancelled' || r.status === 'returned')),
  };
}

let orderSeq = 0;
/** An order of one line for `memberId`, paid `paidAt`, the line in `status`. */
async function orderOf(db: Database, memberId: number, amount: number, status: string, paidAt: Date) {
  orderSeq += 1;
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: `GRADE-${Date.now()}-${orderSeq}`,
      memberId,
      ordererName: '등급테스트',
      status,
      goodsAmount: amount,
      shippingAmount: 0,
      paymentAmount: amount,
      paidAt,
      createdAt: paidAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order!.id,
    goodsId: 1,
    goodsName: '등급 테스트 상품',
    brandName: '온하루',
    optionName: 'FREE',
    price: amount,
    ea: 1,
    status,
  });
}

async function gradeCodeOf(db: Database, memberId: number) {
  const [row] = await db.select({ code: grades.code }).from(members).innerJoin(grades, eq(grades.id, members.gradeId)).where(eq(members.id, memberId));
  return row!.code;
}

describe('the monthly re-grade', () => {
  let ctx: TestContext;
  let db: Database;
  beforeAll(async () => {
    ctx = await buildTestApp();
    db = ctx.db.db;
  });
  afterAll(() => ctx?.close());

  it('months and windows are Korean calendar months', () => {
    // 2026-11-30 15:00 UTC is 2026-12-01 00:00 in Seoul: December's run is due.
    expect(gradeMonthOf(new Date(Date.UTC(2026, 10, 30, 14, 59)))).toBe('2026-11');
    expect(gradeMonthOf(new Date(Date.UTC(2026, 10, 30, 15, 0)))).toBe('2026-12');
    expect(addMonths('2026-01', -12)).toBe('2025-01');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(monthStart('2026-12').toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(gradeWindowOf('2026-12')).toEqual({ from: new Date('2025-11-30T15:00:00.000Z'), to: new Date('2026-11-30T15:00:00.000Z') });
  });

  it('the page promises what the next run will do: the grade the amount earns, not merely the next one up', async () => {
    const { token } = await loginDemo(ctx.app);
    const page = expectBody(await ctx.app.inject({ method: 'GET', url: API.myGradeUpCondition, headers: bearer(token) }), 200, GradeUpConditionSchema);
    const all = await db.select().from(grades);
    const sorted = all.sort((a, b) => a.sortOrder - b.sortOrder);
    expect(page.current.code).toBe('SILVER');
    // The window of the next run (next month's 1st), so far.
    const nextRun = addMonths(gradeMonthOf(new Date()), 1);
    const { counted } = await amountFromRows(db, 1, { from: gradeWindowOf(nextRun).from, to: new Date() });
    expect(page.purchase_amount).toBe(counted);
    expect(counted).toBeGreaterThanOrEqual(1_000_000);
    expect(page.next).toEqual({ code: 'VIP', name: 'VIP', remaining_amount: 0 });
    expect(gradeEarnedBy(sorted, counted).code).toBe('VIP');
    const benefits = expectBody(await ctx.app.inject({ method: 'GET', url: API.myBenefits, headers: bearer(token) }), 200, MyBenefitsSchema);
    expect(benefits.next_grade).toEqual({ name: 'VIP', remaining_amount: 0 });
  });

  it('moves the demo member to the grade its 12-month amount earns, cancelled and returned lines left out; a new member likewise', async () => {
    // A member whose delivered purchases earn 실버, with a cancelled and a returned line that would make VIP,
    // and a delivered order older than the window that would make 골드.
    const [welcome] = await db.select().from(grades).where(eq(grades.code, 'WELCOME'));
    const [member] = await db
      .insert(members)
      .values({ loginId: 'grade-rule-member', passwordHash: 'x', name: '등급규칙', gradeId: welcome!.id })
      .returning({ id: members.id });
    const month = gradeMonthOf(RUN_AT);
    const window = gradeWindowOf(month);
    await orderOf(db, member!.id, 150_000, 'confirmed', new Date(window.from.getTime() + DAY));
    await orderOf(db, member!.id, 60_000, 'delivered', new Date(window.to.getTime() - DAY));
    await orderOf(db, member!.id, 900_000, 'cancelled', new Date(window.to.getTime() - 2 * DAY));
    await orderOf(db, member!.id, 800_000, 'returned', new Date(window.to.getTime() - 3 * DAY));
    await orderOf(db, member!.id, 500_000, 'confirmed', new Date(window.from.getTime() - DAY));
    // Paid in the run's own month: the next run counts it, this one does not.
    await orderOf(db, member!.id, 400_000, 'delivered', new Date(window.to.getTime() + 1000));

    const demo = await amountFromRows(db, 1, window);
    // The demo member has cancelled and returned lines in the window too: they must not count.
    expect(demo.cancelledOrReturned).toBeGreaterThan(0);
    expect(await gradeCodeOf(db, 1)).toBe('SILVER');

    const result = await ctx.app.gradeRuns.runDue(RUN_AT);
    expect(result).toMatchObject({ status: 'ran', month });

    const all = (await db.select().from(grades)).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(await gradeCodeOf(db, 1)).toBe(gradeEarnedBy(all, demo.counted).code);
    expect(await gradeCodeOf(db, 1)).toBe('VIP');
    expect(await gradeCodeOf(db, member!.id)).toBe('SILVER');
    const changes = await db.select().from(gradeChanges).where(eq(gradeChanges.month, month));
    expect(changes.find((c) => c.memberId === 1)).toMatchObject({ purchaseAmount: demo.counted, toGradeId: all.find((g) => g.code === 'VIP')!.id });
    expect(changes.find((c) => c.memberId === member!.id)).toMatchObject({ purchaseAmount: 210_000, fromGradeId: welcome!.id });
    const [run] = await db.select().from(gradeRuns).where(eq(gradeRuns.month, month));
    expect(run).toMatchObject({ changedCount: changes.length, couponsIssued: result.status === 'ran' ? result.couponsIssued : -1 });

    // The page now names the grade, and the promise moves to the next run's window.
    const { token } = await loginDemo(ctx.app);
    const page = expectBody(await ctx.app.inject({ method: 'GET', url: API.myGradeUpCondition, headers: bearer(token) }), 200, GradeUpConditionSchema);
    expect(page.current.code).toBe('VIP');
  });

  it("pays the month's grade coupons once, to the members of the grades that pay them", async () => {
    const month = gradeMonthOf(RUN_AT);
    const vipCoupons = await db
      .select()
      .from(coupons)
      .where(like(coupons.issueKey, `grade:VIP:${month}:%`));
    expect(vipCoupons).toHaveLength(1);
    expect(vipCoupons[0]).toMatchObject({ title: '11월 VIP 등급 10% 할인 쿠폰', discountType: 'rate', discountValue: 10, validFrom: monthStart(month) });
    const held = await db
      .select()
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, 1), eq(memberCoupons.couponId, vipCoupons[0]!.id)));
    expect(held).toHaveLength(1);
    // 실버 pays no coupon: the new member got none.
    const [newMember] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, 'grade-rule-member'));
    const [{ n } = { n: -1 }] = await db
      .select({ n: memberCoupons.id })
      .from(memberCoupons)
      .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
      .where(and(eq(memberCoupons.memberId, newMember!.id), like(coupons.issueKey, 'grade:%')))
      .then((rows) => [{ n: rows.length }]);
    expect(n).toBe(0);

    // Again in the same month (another tick, another server): nothing more.
    expect(await ctx.app.gradeRuns.runDue(new Date(RUN_AT.getTime() + 3 * 3_600_000))).toEqual({ status: 'already_ran', month });
    const twice = await Promise.all([ctx.app.gradeRuns.runDue(RUN_AT), ctx.app.gradeRuns.runDue(RUN_AT)]);
    expect(twice.map((r) => r.status)).toEqual(['already_ran', 'already_ran']);
    expect(
      await db
        .select()
        .from(memberCoupons)
        .where(and(eq(memberCoupons.memberId, 1), eq(memberCoupons.couponId, vipCoupons[0]!.id))),
    ).toHaveLength(1);
    expect(await db.select().from(gradeRuns).where(eq(gradeRuns.month, month))).toHaveLength(1);
  });

  it('two runs of a new month fired together: one runs, the other finds it done; the next month pays its own coupon', async () => {
    const month = addMonths(gradeMonthOf(RUN_AT), 1);
    const at = new Date(monthStart(month).getTime() + 60_000);
    const results = await Promise.all([ctx.app.gradeRuns.runDue(at), ctx.app.gradeRuns.runDue(at)]);
    // One runs; the other finds the month done or (on PostgreSQL, truly at once) its lock held elsewhere.
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 'ran')).toHaveLength(1);
    expect(statuses.filter((s) => s !== 'ran')).toEqual([expect.stringMatching(/^(already_ran|running_elsewhere)$/)]);
    const vip = await db.select().from(coupons).where(like(coupons.issueKey, 'grade:VIP:%'));
    expect(vip.map((c) => c.title).sort()).toEqual(['11월 VIP 등급 10% 할인 쿠폰', '12월 VIP 등급 10% 할인 쿠폰']);
    const held = await db.select().from(memberCoupons).where(eq(memberCoupons.memberId, 1));
    expect(held.filter((h) => vip.some((c) => c.id === h.couponId))).toHaveLength(2);
  });
});
