import { CancelResponseSchema, CancelSheetSchema, COMPLAINT_API, ComplaintAnswerSchema, IDEMPOTENCY_HEADER, MY_ORDERS_API } from '@mall/shared-contracts/order';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, orderComplaints, orderItems, orders, payments, pointLedger } from '../../../../../src/db/schema';
import { pointBalanceOf } from '../../../../../src/plugins/app/member/benefits/balances';
import { bearer, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';

/**
 * Issue 25 item 18: a delivery-delay reward was kept when the delayed line was cancelled right after
 * accepting the delay. The cancel now takes it back: from the points, and what the member already
 * spent off that cancel's refund (the balance never goes below zero).
 */
describe('a delivery-delay reward comes back when its line is cancelled', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    auth = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const post = (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers: auth, payload });
  /** The seeded release delay of this order (order-complaints-seed.ts), accepted: its reward paid now. */
  async function acceptDelay(orderNo: string) {
    const [found] = await ctx.db.db
      .select({ complaint: orderComplaints, order: orders, line: orderItems })
      .from(orderComplaints)
      .innerJoin(orders, eq(orders.id, orderComplaints.orderId))
      .innerJoin(orderItems, eq(orderItems.id, orderComplaints.orderItemId))
      .where(eq(orders.orderNo, orderNo));
    const answer = expectBody(
      await ctx.app.inject({
        method: 'POST',
        url: COMPLAINT_API.accept(found!.complaint.id),
        headers: { ...auth, [IDEMPOTENCY_HEADER]: `accept-${orderNo}` },
        payload: {},
      }),
      200,
      ComplaintAnswerSchema,
    ).complaint;
    expect(answer.reward_point).toBeGreaterThan(0);
    return { order: found!.order, line: found!.line, reward: answer.reward_point };
  }

  it('accept then cancel the line being prepared (a cancel request): the reward is taken back from the points at once', async () => {
    const before = await pointBalanceOf(ctx.db.db, 1);
    const { order, line, reward } = await acceptDelay('20261024-0000301');
    expect(line.status).toBe('preparing');
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(before + reward);
    const done = expectBody(await post(MY_ORDERS_API.cancel(order.orderNo), { item_ids: [line.id], reason_code: 'CHANGE_MIND' }), 200, CancelResponseSchema);
    const [claim] = await ctx.db.db.select().from(claims).where(eq(claims.id, done.claim_ids[0]!));
    expect(claim).toMatchObject({ status: 'requested', rewardWithheldAmount: 0 });
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(before);
    const takenBack = await ctx.db.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.orderId, order.id), eq(pointLedger.kind, 'cancel')));
    expect(takenBack.map((r) => [r.amount, r.reason])).toEqual([[-reward, `출고 지연 보상 회수 (주문 ${order.orderNo})`]]);
  });

  it('accept, spend every point, then cancel a paid line: what was spent comes off the refund, the points never below zero', async () => {
    const { order, line, reward } = await acceptDelay('20261025-0000302');
    expect(line.status).toBe('paid');
    // The member spends the whole balance (the reward included) elsewhere.
    const balance = await pointBalanceOf(ctx.db.db, 1);
    await ctx.db.db.insert(pointLedger).values({ memberId: 1, amount: -balance, kind: 'use', reason: '다른 주문에 사용' });
    const sheet = expectBody(
      await ctx.app.inject({ method: 'GET', url: `${MY_ORDERS_API.cancelSheet(order.orderNo)}?item_ids=${line.id}`, headers: auth }),
      200,
      CancelSheetSchema,
    );
    const restored = sheet.estimate.point_amount;
    const [paymentBefore] = await ctx.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    const done = expectBody(await post(MY_ORDERS_API.cancel(order.orderNo), { item_ids: [line.id], reason_code: 'CHANGE_MIND' }), 200, CancelResponseSchema);

    const fromPoints = Math.min(reward, restored);
    const withheld = reward - fromPoints;
    expect(withheld).toBeGreaterThan(0);
    const [claim] = await ctx.db.db.select().from(claims).where(eq(claims.id, done.claim_ids[0]!));
    expect(claim).toMatchObject({ refundPaymentAmount: sheet.estimate.payment_amount - withheld, rewardWithheldAmount: withheld });
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(restored - fromPoints);
    expect(await pointBalanceOf(ctx.db.db, 1)).toBeGreaterThanOrEqual(0);
    const [paymentAfter] = await ctx.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(paymentAfter!.refundedAmount - paymentBefore!.refundedAmount).toBe(sheet.estimate.payment_amount - withheld);
  });
});
