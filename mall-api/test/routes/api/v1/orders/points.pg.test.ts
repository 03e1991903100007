import {
  CHECKOUT_API,
  CHECKOUT_MESSAGES,
  ORDER_API,
  OrderResultSchema,
  OrderStartResponseSchema,
  PreparePayResponseSchema,
} from '@mall/shared-contracts/order';
import { and, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pointLedger } from '../../../../../src/db/schema';
import { pointBalanceOf } from '../../../../../src/plugins/app/member/benefits/balances';
import { bearer, expectBody, loginDemo, sandboxPg } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { DEMO_ORDERER, DEMO_RECEIVER, pickOption } from '../../../../helpers/fixtures';

/**
 * PostgreSQL only (npm run test:pg): a member's points under real concurrent settlements. Eight
 * sheets each spend the whole balance; the PG approves all eight and the eight results arrive at
 * once. Exactly one order is paid with the points; the others are refused (and refunded) with a
 * Korean message, the balance ends at zero and the ledger holds one use row.
 */
describe('points spent by parallel checkouts (PostgreSQL)', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  const saved = { ...process.env };
  const PARALLEL = 8;
  const BALANCE = 3_500;

  beforeAll(async () => {
    process.env.DATABASE_POOL_MAX = '20';
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(async () => {
    await ctx?.close();
    process.env = saved;
  });

  it(`${PARALLEL} checkouts each spending the whole ${BALANCE.toLocaleString('ko-KR')}-point balance: one pays, the rest are refused`, async () => {
    const memberId = 1;
    // The wallet holds exactly BALANCE points.
    const before = await pointBalanceOf(ctx.db.db, memberId);
    await ctx.db.db.insert(pointLedger).values({ memberId, amount: BALANCE - before, kind: 'earn', reason: '테스트 적립' });
    expect(await pointBalanceOf(ctx.db.db, memberId)).toBe(BALANCE);

    const o = await pickOption(ctx.db.db, { minStock: PARALLEL * 2, minUnitPrice: 20_000 });
    const sheets: { orderNo: string; tid: string }[] = [];
    for (let i = 0; i < PARALLEL; i++) {
      const started = expectBody(
        await ctx.app.inject({
          method: 'POST',
          url: ORDER_API.start,
          headers: { ...member, 'idempotency-key': randomUUID() },
          payload: { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 1 }] },
        }),
        200,
        OrderStartResponseSchema,
      );
      const prepared = expectBody(
        await ctx.app.inject({
          method: 'POST',
          url: CHECKOUT_API.preparePay(started.order_id),
          headers: { ...member, 'idempotency-key': randomUUID() },
          payload: { orderer: DEMO_ORDERER, receiver: DEMO_RECEIVER, payment: { method: 'card', card_company: 'shinhan' }, point_amount: BALANCE },
        }),
        200,
        PreparePayResponseSchema,
      );
      expect((await sandboxPg(ctx.app, prepared.pg_tid, 'approve')).statusCode).toBe(303);
      sheets.push({ orderNo: started.order_id, tid: prepared.pg_tid });
    }
    // Nothing is spent before the results come back.
    expect(await pointBalanceOf(ctx.db.db, memberId)).toBe(BALANCE);

    const results = await Promise.all(
      sheets.map(async (s) =>
        expectBody(
          await ctx.app.inject({
            method: 'POST',
            url: CHECKOUT_API.result(s.orderNo),
            headers: { ...member, 'idempotency-key': `result-${s.tid}` },
            payload: { pg_tid: s.tid },
          }),
          200,
          OrderResultSchema,
        ),
      ),
    );
    const paid = results.filter((r) => r.status === 'paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.payment).toMatchObject({ status: 'approved' });
    expect(paid[0]!.amounts.point_amount).toBe(BALANCE);
    const refused = results.filter((r) => r.status !== 'paid');
    expect(refused).toHaveLength(PARALLEL - 1);
    for (const r of refused) {
      expect(r.status).toBe('ordering');
      expect(r.payment).toMatchObject({ status: 'cancelled', fail_message: CHECKOUT_MESSAGES.pointSpentElsewhere });
    }

    // The wallet adds up: one use row of the whole balance, nothing below zero.
    expect(await pointBalanceOf(ctx.db.db, memberId)).toBe(0);
    const orderIds = (
      await ctx.db.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          inArray(
            orders.orderNo,
            sheets.map((s) => s.orderNo),
          ),
        )
    ).map((r) => r.id);
    const uses = await ctx.db.db
      .select({ orderId: pointLedger.orderId, amount: pointLedger.amount })
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, memberId), eq(pointLedger.kind, 'use'), inArray(pointLedger.orderId, orderIds)));
    expect(uses).toEqual([{ orderId: expect.any(Number), amount: -BALANCE }]);
    const [paidOrder] = await ctx.db.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, paid[0]!.order_id));
    expect(uses[0]!.orderId).toBe(paidOrder!.id);
  });
});
