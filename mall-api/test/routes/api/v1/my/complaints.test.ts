import {
  COMPLAINT_API,
  COMPLAINT_MESSAGES,
  ComplaintAnswerSchema,
  ComplaintsResponseSchema,
  delayReward,
  IDEMPOTENCY_HEADER,
  MY_ORDER_MESSAGES,
} from '@mall/shared-contracts/order';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claims,
  goodsOptions,
  memberCoupons,
  orderComplaints,
  orderItems,
  orders,
  payments,
  pointLedger,
  sandboxPgTransactions,
} from '../../../../../src/db/schema';
import { SEED_COMPLAINTS } from '../../../../../src/db/seed/index';
import { SHOP_SETTINGS } from '../../../../../src/db/seed/shop-settings-data';
import { pointBalanceOf } from '../../../../../src/plugins/app/member/benefits/balances';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

/** /mypage/claim's endpoints over the seeded release delays and sold-outs (order-complaints-seed.ts). */
describe('my complaints (release delay, sold-out cancel)', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    auth = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, payload: object = {}, key?: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...auth, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }, payload });
  const complaintOf = async (orderNo: string) => {
    const [row] = await ctx.db.db
      .select({ complaint: orderComplaints, order: orders, line: orderItems })
      .from(orderComplaints)
      .innerJoin(orders, eq(orders.id, orderComplaints.orderId))
      .innerJoin(orderItems, eq(orderItems.id, orderComplaints.orderItemId))
      .where(eq(orders.orderNo, orderNo));
    return row!;
  };
  const ledgerOf = async (orderId: number, kind: 'earn' | 'restore') =>
    ctx.db.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.orderId, orderId), eq(pointLedger.kind, kind)));
  const stockOf = async (optionId: number) =>
    (await ctx.db.db.select({ stock: goodsOptions.stock }).from(goodsOptions).where(eq(goodsOptions.id, optionId)))[0]!.stock;
  const seeded = (orderNo: string) => SEED_COMPLAINTS.find((c) => c.orderNo === orderNo)!;

  it('is member only', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: COMPLAINT_API.list('release_delay') }), 401);
    expectApiError(await ctx.app.inject({ method: 'POST', url: COMPLAINT_API.accept(1), payload: {} }), 401);
  });

  it('lists each type by tab: pending ones with what answering gives, closed ones with what it gave', async () => {
    const delays = expectBody(await get(COMPLAINT_API.list('release_delay')), 200, ComplaintsResponseSchema);
    expect(delays.counts).toEqual({ claimable: 2, result: 2 });
    expect(delays.complaints.data.map((c) => c.order_id).sort()).toEqual(['20261024-0000301', '20261025-0000302']);
    const twoWeeks = delays.complaints.data.find((c) => c.order_id === '20261024-0000301')!;
    expect(twoWeeks).toMatchObject({ status: 'pending', status_label: '출고 지연 안내', delay_days: 14, seller_message: seeded('20261024-0000301').message });
    const paid = twoWeeks.item.price * twoWeeks.item.ea - twoWeeks.item.coupon_discount_amount;
    expect(twoWeeks.reward_point).toBe(delayReward(paid, 14, SHOP_SETTINGS.reward_policies, SHOP_SETTINGS.goods_price_krw_unit));
    expect(twoWeeks.reward_point).toBeGreaterThan(0);
    expect(twoWeeks.refund?.payment_amount).toBeGreaterThan(0);
    expect(twoWeeks.seller_name).not.toBe('');

    const delayResults = expectBody(await get(`${COMPLAINT_API.list('release_delay')}?tab=result`), 200, ComplaintsResponseSchema);
    const byStatus = Object.fromEntries(delayResults.complaints.data.map((c) => [c.status, c]));
    expect(byStatus.accepted).toMatchObject({ status_label: '지연 동의', delay_days: 5, reward_point: 0, refund: null, claim_id: null });
    expect(byStatus.cancelled).toMatchObject({ status_label: '주문 취소' });
    expect(byStatus.cancelled!.claim_id).not.toBeNull();
    expect(byStatus.cancelled!.refund?.payment_amount).toBeGreaterThan(0);

    const soldouts = expectBody(await get(COMPLAINT_API.list('cancel_by_soldout')), 200, ComplaintsResponseSchema);
    expect(soldouts.counts).toEqual({ claimable: 3, result: 1 });
    const vbank = soldouts.complaints.data.find((c) => c.order_id === '20261027-0000306')!;
    expect(vbank).toMatchObject({
      status_label: '품절 안내',
      needs_refund_account: true,
      payment_method_label: '가상계좌(무통장입금)',
      delay_days: 0,
      reward_point: 0,
    });
    const refunded = expectBody(await get(`${COMPLAINT_API.list('cancel_by_soldout')}?tab=result`), 200, ComplaintsResponseSchema).complaints.data[0]!;
    expect(refunded).toMatchObject({ status: 'refunded', status_label: '품절 환불 완료', order_id: '20261022-0000308' });
    expect(refunded.item.status).toBe('cancelled');

    expectApiError(await get(`${COMPLAINT_API.list('release_delay')}?tab=done`), 422);
  });

  it('accepts a delay once: the reward is paid and the line keeps waiting; a repeat is refused or replayed', async () => {
    const { complaint, order, line } = await complaintOf('20261024-0000301');
    const before = await pointBalanceOf(ctx.db.db, 1);
    const res = await post(COMPLAINT_API.accept(complaint.id), {}, 'accept-delay-0301-aaaa');
    const answer = expectBody(res, 200, ComplaintAnswerSchema).complaint;
    const expected = delayReward(line.price * line.ea - line.couponDiscountAmount, 14, SHOP_SETTINGS.reward_policies, SHOP_SETTINGS.goods_price_krw_unit);
    expect(answer).toMatchObject({ status: 'accepted', status_label: '지연 동의', reward_point: expected });
    expect(answer.responded_at).not.toBeNull();
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(before + expected);
    const earned = await ledgerOf(order.id, 'earn');
    expect(earned).toHaveLength(1);
    expect(earned[0]!.reason).toContain('출고 지연 보상');

    const replay = await post(COMPLAINT_API.accept(complaint.id), {}, 'accept-delay-0301-aaaa');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expectApiError(await post(COMPLAINT_API.accept(complaint.id)), 422, COMPLAINT_MESSAGES.closed);
    expectApiError(await post(COMPLAINT_API.cancel(complaint.id)), 422, COMPLAINT_MESSAGES.closed);
    expect(await ledgerOf(order.id, 'earn')).toHaveLength(1);
    const [after] = await ctx.db.db.select().from(orderItems).where(eq(orderItems.id, line.id));
    expect(after!.status).toBe('preparing');

    const claimable = expectBody(await get(COMPLAINT_API.list('release_delay')), 200, ComplaintsResponseSchema);
    expect(claimable.counts).toEqual({ claimable: 1, result: 3 });
  });

  it('cancels a delayed line at once: refunded through the PG, stock back, once', async () => {
    const { complaint, order, line } = await complaintOf('20261025-0000302');
    const [payment] = await ctx.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    const stock = await stockOf(line.optionId!);
    const answer = expectBody(await post(COMPLAINT_API.cancel(complaint.id)), 200, ComplaintAnswerSchema).complaint;
    expect(answer).toMatchObject({ status: 'cancelled', status_label: '주문 취소' });
    expect(answer.refund?.payment_amount).toBe(order.paymentAmount);
    const [claim] = await ctx.db.db.select().from(claims).where(eq(claims.id, answer.claim_id!));
    expect(claim).toMatchObject({ type: 'cancel', status: 'completed', reasonCode: 'DELAYED', reasonLabel: '배송 지연 (판매자 출고 지연 안내)' });
    const [pg] = await ctx.db.db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, payment!.pgTid));
    expect(pg!.cancelledAmount).toBe(order.paymentAmount);
    expect(await stockOf(line.optionId!)).toBe(stock + line.ea);

    expectApiError(await post(COMPLAINT_API.cancel(complaint.id)), 422, COMPLAINT_MESSAGES.closed);
    expect(await stockOf(line.optionId!)).toBe(stock + line.ea);
    const [pgAgain] = await ctx.db.db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, payment!.pgTid));
    expect(pgAgain!.cancelledAmount).toBe(order.paymentAmount);
  });

  it('refunds a sold-out line with its points and coupon back once; the other line stays', async () => {
    const { complaint, order, line } = await complaintOf('20261026-0000305');
    // The order paid 1,000P and a coupon on the sold-out line (what a sheet would have stored).
    const [coupon] = await ctx.db.db.select().from(memberCoupons).where(eq(memberCoupons.memberId, 1)).orderBy(asc(memberCoupons.id)).limit(1);
    await ctx.db.db.update(memberCoupons).set({ usedAt: new Date(), usedOrderId: order.id }).where(eq(memberCoupons.id, coupon!.id));
    await ctx.db.db.update(orderItems).set({ memberCouponId: coupon!.id }).where(eq(orderItems.id, line.id));
    await ctx.db.db
      .update(orders)
      .set({ pointAmount: 1000, paymentAmount: order.paymentAmount - 1000 })
      .where(eq(orders.id, order.id));
    const balance = await pointBalanceOf(ctx.db.db, 1);

    const answer = expectBody(await post(COMPLAINT_API.refund(complaint.id), {}, 'soldout-0305-bbbbbbbb'), 200, ComplaintAnswerSchema).complaint;
    expect(answer).toMatchObject({ status: 'refunded', status_label: '품절 환불 완료' });
    expect(answer.refund!.goods_amount).toBe(line.price * line.ea);
    const lines = await ctx.db.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    expect(lines.map((l) => l.status)).toEqual(['cancelled', 'preparing']);
    const [back] = await ctx.db.db.select().from(memberCoupons).where(eq(memberCoupons.id, coupon!.id));
    expect(back!.usedOrderId).toBeNull();
    const restored = (await ledgerOf(order.id, 'restore')).reduce((s, r) => s + r.amount, 0);
    expect(restored).toBe(answer.refund!.point_amount);
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(balance + restored);

    // The same key replays; another request is refused; nothing comes back twice.
    const replay = await post(COMPLAINT_API.refund(complaint.id), {}, 'soldout-0305-bbbbbbbb');
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expectApiError(await post(COMPLAINT_API.refund(complaint.id)), 422, COMPLAINT_MESSAGES.closed);
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(balance + restored);
  });

  it('asks a virtual-account refund for an account and keeps the complaint open until it has one', async () => {
    const { complaint } = await complaintOf('20261027-0000306');
    expectApiError(await post(COMPLAINT_API.refund(complaint.id)), 422, MY_ORDER_MESSAGES.refundAccountRequired);
    expect((await complaintOf('20261027-0000306')).complaint.status).toBe('pending');
    const answer = expectBody(
      await post(COMPLAINT_API.refund(complaint.id), { refund_account: { bank_code: '004', account_number: '123-456-789012', holder_name: '김데모' } }),
      200,
      ComplaintAnswerSchema,
    ).complaint;
    expect(answer.status).toBe('refunded');
    expect(answer.refund_account).toMatch(/123\*+012 김데모$/);
  });

  it('refuses what is not the member’s to answer: unknown, the other type, a line that moved on', async () => {
    expectApiError(await post(COMPLAINT_API.accept(999_999)), 404, COMPLAINT_MESSAGES.notFound);
    const soldout = await complaintOf('20261027-0000307');
    expectApiError(await post(COMPLAINT_API.accept(soldout.complaint.id)), 404, COMPLAINT_MESSAGES.notFound);
    await ctx.db.db.update(orderItems).set({ status: 'shipping' }).where(eq(orderItems.id, soldout.line.id));
    expectApiError(await post(COMPLAINT_API.refund(soldout.complaint.id)), 422, COMPLAINT_MESSAGES.lineMoved);
    await ctx.db.db.update(orderItems).set({ status: 'preparing' }).where(eq(orderItems.id, soldout.line.id));
    expectApiError(
      await post(COMPLAINT_API.refund(soldout.complaint.id), { refund_account: { bank_code: '004', account_number: '12', holder_name: 'x' } }),
      422,
    );
  });
});
