import { CancelResponseSchema, CHECKOUT_API, MY_ORDERS_API, MyOrderDetailSchema } from '@mall/shared-contracts/order';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsOptions, orderItems, orders, payments, sandboxPgTransactions } from '../../../../../src/db/schema';
import { bearer, expectApiError, expectBody, loginDemo, sandboxPg } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { DEMO_ORDERER, DEMO_RECEIVER } from '../../../../helpers/fixtures';
import { placeOrder } from '../../../../helpers/orders';

/**
 * Issue 25 item 5: a line cancelled before a virtual account's deposit refunded 0 and left the
 * account expecting the full amount, which was then accepted with nothing refunded. Now the amount
 * due follows the lines still ordered and a deposit of the old amount is refused.
 */
describe('virtual account: a partial cancel before the deposit lowers the amount due', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  /** Two options of one goods (one seller, one parcel): cancelling one line leaves the shipping as it was. */
  async function twoOptionsOfOneGoods() {
    const [pair] = await ctx.db.db
      .select({ goodsId: goods.id, optionIds: sql<number[]>`array_agg(${goodsOptions.id} order by ${goodsOptions.id})` })
      .from(goods)
      .innerJoin(goodsOptions, eq(goodsOptions.goodsId, goods.id))
      .where(and(eq(goods.isAdult, false), eq(goodsOptions.extraAmount, 0), gte(goodsOptions.stock, 10), gte(goods.baseDiscountedPrice, 20_000)))
      .groupBy(goods.id)
      .having(sql`count(*) >= 2`)
      .orderBy(asc(goods.id))
      .limit(1);
    return { goodsId: pair!.goodsId, optionIds: pair!.optionIds.slice(0, 2) };
  }

  it('cancels one line of an unpaid virtual account: the account expects the rest, the old amount is refused', async () => {
    const { goodsId, optionIds } = await twoOptionsOfOneGoods();
    const {
      orderNo,
      prepared,
      result: waiting,
    } = await placeOrder(
      ctx.app,
      member,
      optionIds.map((option_id) => ({ goods_id: goodsId, option_id, ea: 1 })),
      { orderer: DEMO_ORDERER, receiver: DEMO_RECEIVER, payment: { method: 'virtual_account' } },
      'issue',
    );
    expect(waiting.status).toBe('pay_waiting');
    const fullAmount = prepared.amount;
    const [order] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const lines = await ctx.db.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id)).orderBy(asc(orderItems.id));
    const [cancelled, kept] = [lines[0]!, lines[1]!];

    expectBody(
      await ctx.app.inject({
        method: 'POST',
        url: MY_ORDERS_API.cancel(orderNo),
        headers: member,
        payload: { item_ids: [cancelled.id], reason_code: 'CHANGE_MIND' },
      }),
      200,
      CancelResponseSchema,
    );
    const due = fullAmount - cancelled.price * cancelled.ea;
    const [payment] = await ctx.db.db.select().from(payments).where(eq(payments.pgTid, prepared.pg_tid));
    expect(payment).toMatchObject({ status: 'waiting_deposit', amount: due, refundedAmount: 0 });
    const detail = expectBody(await ctx.app.inject({ method: 'GET', url: MY_ORDERS_API.detail(orderNo), headers: member }), 200, MyOrderDetailSchema);
    expect(detail.payment).toMatchObject({ status: 'waiting_deposit', amount: due });
    // The PG's page asks for the new amount.
    const page = await ctx.app.inject({ method: 'GET', url: prepared.payment_url });
    expect(page.body).toContain(`${due.toLocaleString('ko-KR')}원`);

    // A deposit of the old amount (a signed notification from the PG) is refused: the order stays unpaid.
    const old = await ctx.app.inject({
      method: 'POST',
      url: CHECKOUT_API.pgCallback,
      payload: {
        pg_tid: prepared.pg_tid,
        event: 'deposited',
        amount: fullAmount,
        signature: ctx.app.paymentGateway.sign(prepared.pg_tid, 'deposited', fullAmount),
      },
    });
    expectApiError(old, 422);
    expect((await ctx.db.db.select().from(orderItems).where(eq(orderItems.id, kept.id)))[0]!.status).toBe('pay_waiting');

    // The deposit of what is due pays the line still ordered.
    await sandboxPg(ctx.app, prepared.pg_tid, 'deposit');
    const [paid] = await ctx.db.db.select().from(payments).where(eq(payments.pgTid, prepared.pg_tid));
    expect(paid).toMatchObject({ status: 'approved', amount: due });
    expect((await ctx.db.db.select().from(orderItems).where(eq(orderItems.id, kept.id)))[0]!.status).toBe('paid');

    // Cancelling the rest refunds what was paid, not the first amount.
    expectBody(
      await ctx.app.inject({
        method: 'POST',
        url: MY_ORDERS_API.cancel(orderNo),
        headers: member,
        payload: {
          item_ids: [kept.id],
          reason_code: 'CHANGE_MIND',
          refund_account: { bank_code: '004', account_number: '12345678901', holder_name: '김데모' },
        },
      }),
      200,
      CancelResponseSchema,
    );
    const [refunded] = await ctx.db.db.select().from(payments).where(eq(payments.pgTid, prepared.pg_tid));
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: due });
    const [pg] = await ctx.db.db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, prepared.pg_tid));
    expect(pg!.cancelledAmount).toBe(fullAmount);
  });
});
