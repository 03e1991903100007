import { API, MESSAGES } from '@mall/shared-contracts';
import { MyBenefitsSchema, MyOrderCountsSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { memberCoupons, pointLedger } from '../../../../../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../../../../src/db/seed/index';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

describe('my page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('is member only', async () => {
    for (const url of [API.myBenefits, API.myOrderCounts]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(expectApiError(res, 401, MESSAGES.authenticationRequired).cause).toBe('AuthenticationException');
    }
  });

  it('returns points, coupons and the next grade', async () => {
    const { token } = await loginDemo(ctx.app);
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.myBenefits, headers: bearer(token) }), 200, MyBenefitsSchema);
    // From the rows: the point ledger's sum, and the coupons neither used nor expired.
    const ledger = await ctx.db.db.select().from(pointLedger).where(eq(pointLedger.memberId, 1));
    expect(body.point).toBe(ledger.reduce((sum, row) => sum + row.amount, 0));
    expect(body.point).toBe(DEMO_MEMBER.point);
    const held = await ctx.db.db.select().from(memberCoupons).where(eq(memberCoupons.memberId, 1));
    expect(held.length).toBe(8);
    expect(body.coupon_count).toBe(held.filter((c) => !c.usedAt && (!c.expireAt || c.expireAt > new Date())).length);
    expect(body.coupon_count).toBe(DEMO_MEMBER.couponCount);
    expect(body.grade.name).toBe('실버');
    // The purchases the next re-grade counts (grade-runs.test.ts sums them from the rows) reach VIP's
    // 1,000,000원: the promise names VIP with nothing left, not the next grade up.
    expect(body.next_grade).toEqual({ name: 'VIP', remaining_amount: 0 });
  });

  it('counts the demo member orders by status (the guest order excluded)', async () => {
    const { token } = await loginDemo(ctx.app);
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.myOrderCounts, headers: bearer(token) }), 200, MyOrderCountsSchema);
    // delivered: three of DEMO_ORDER_STATUSES, the review demo order 20261014-0000903 (my-reviews-seed), and from
    // order-claims-seed the claim order 20261002-0000104 and the returnable orders 0000109–0000111 and 0000113;
    // claims: the orders of order-claims-seed with an open claim. Confirmed orders are no step of this summary.
    // The release delays and sold-outs of order-complaints-seed (20261016-0000304 … 20261027-0000307) add their
    // orders too: 2 paid, 3 preparing, 1 delivered and 1 with an open claim.
    expect(body).toEqual({ pay_waiting: 1, paid: 6, preparing: 5, shipping: 1, delivered: 10, claims: 6 });
  });
});
