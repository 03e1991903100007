import {
  CancelResponseSchema,
  CLAIM_API,
  CLAIM_MESSAGES,
  ClaimCreatedSchema,
  ClaimsResponseSchema,
  MY_ORDERS_API,
  ORDER_MESSAGES,
  ReturnSheetSchema,
} from '@mall/shared-contracts/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, goodsOptions, orderItems, orders, payments, sandboxPgTransactions } from '../../../../../src/db/schema';
import { CANCEL_JOURNEY_ORDER, RETURN_JOURNEY_ORDER, RETURNABLE_ORDER } from '../../../../../src/db/seed/index';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { DEMO_ADDRESS } from '../../../../helpers/fixtures';

describe('my orders: returns (and replayed claims)', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    auth = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, payload: object, key?: string) =>
    ctx.app.inject({ method: 'POST', url, headers: key ? { ...auth, 'idempotency-key': key } : auth, payload });
  const linesOf = async (orderNo: string) => {
    const [o] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return { order: o!, lines: await ctx.db.db.select().from(orderItems).where(eq(orderItems.orderId, o!.id)).orderBy(orderItems.id) };
  };
  const stockOf = async (optionId: number) => (await ctx.db.db.select().from(goodsOptions).where(eq(goodsOptions.id, optionId)))[0]!.stock;

  it('shows the return sheet: delivered lines, reasons with who pays, both refunds, the pickup at the receiver', async () => {
    const { order, lines } = await linesOf(RETURNABLE_ORDER);
    const sheet = expectBody(await get(`${CLAIM_API.returnSheet(RETURNABLE_ORDER)}?item_ids=${lines[0]!.id}`), 200, ReturnSheetSchema);
    expect(sheet.items.map((l) => l.id)).toEqual(lines.map((l) => l.id));
    expect(sheet.selected_ids).toEqual([lines[0]!.id]);
    expect(sheet.reasons.find((r) => r.code === 'CHANGE_MIND')).toMatchObject({ label: '단순 변심', payer: 'buyer' });
    expect(sheet.reasons.find((r) => r.code === 'DEFECT')).toMatchObject({ payer: 'seller', detail_reason_required: true });
    expect(sheet.estimates.buyer.return_shipping_amount).toBeGreaterThan(0);
    expect(sheet.estimates.seller.payment_amount - sheet.estimates.buyer.payment_amount).toBe(sheet.estimates.buyer.return_shipping_amount);
    expect(sheet.pickup).toMatchObject({ name: order.receiverName, address1: order.address1 });
    // A paid (not delivered) order has nothing to return.
    expectApiError(await get(`${CLAIM_API.returnSheet(CANCEL_JOURNEY_ORDER)}?item_ids=1`), 422, CLAIM_MESSAGES.returnNotAllowed);
  });

  it('returns a line once: stock, PG partial refund less the return shipping, claim with pickup; a repeat replays', async () => {
    const { order, lines } = await linesOf(RETURN_JOURNEY_ORDER);
    const line = lines[0]!;
    const stockBefore = await stockOf(line.optionId!);
    const sheet = expectBody(await get(`${CLAIM_API.returnSheet(RETURN_JOURNEY_ORDER)}?item_ids=${line.id}`), 200, ReturnSheetSchema);
    const pickup = DEMO_ADDRESS;
    const body = { item_ids: [line.id], reason_code: 'CHANGE_MIND', pickup };

    expectApiError(await post(CLAIM_API.return(RETURN_JOURNEY_ORDER), body), 422, ORDER_MESSAGES.idempotencyKeyRequired);
    expectApiError(
      await post(CLAIM_API.return(RETURN_JOURNEY_ORDER), { ...body, reason_code: 'DEFECT' }, 'return-key-detail-0001'),
      422,
      '상세 사유를 입력해 주세요.',
    );
    const key = 'return-key-0000000001';
    const [first, second] = await Promise.all([
      post(CLAIM_API.return(RETURN_JOURNEY_ORDER), body, key),
      post(CLAIM_API.return(RETURN_JOURNEY_ORDER), body, key),
    ]);
    const a = expectBody(first, 200, ClaimCreatedSchema);
    expect(expectBody(second, 200, ClaimCreatedSchema)).toEqual(a);
    expect([first, second].filter((r) => r.headers['idempotency-replayed'] === 'true')).toHaveLength(1);
    // Later, the same key still replays; another key finds the line returned; the key with another body is refused.
    expect(expectBody(await post(CLAIM_API.return(RETURN_JOURNEY_ORDER), body, key), 200, ClaimCreatedSchema)).toEqual(a);
    expectApiError(await post(CLAIM_API.return(RETURN_JOURNEY_ORDER), body, 'return-key-0000000002'), 422, CLAIM_MESSAGES.returnNotAllowed);
    expectApiError(await post(CLAIM_API.return(RETURN_JOURNEY_ORDER), { ...body, detail_reason: '다른 요청' }, key), 422, ORDER_MESSAGES.idempotencyKeyReused);

    expect(await stockOf(line.optionId!)).toBe(stockBefore + line.ea);
    const [payment] = await ctx.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.refundedAmount).toBe(sheet.estimates.buyer.payment_amount);
    const [pg] = await ctx.db.db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, payment!.pgTid));
    expect(pg!.cancelledAmount).toBe(sheet.estimates.buyer.payment_amount);
    const after = await linesOf(RETURN_JOURNEY_ORDER);
    expect(after.lines.map((l) => l.status)).toEqual(['returned', 'delivered']);
    expect(await ctx.db.db.select().from(claims).where(eq(claims.orderItemId, line.id))).toHaveLength(1);

    const complete = expectBody(await get(`${MY_ORDERS_API.claims}?ids=${a.claim_ids.join(',')}`), 200, ClaimsResponseSchema);
    expect(complete.claims[0]).toMatchObject({
      type: 'return',
      status_label: '반품완료',
      shipping_fee_payer: 'buyer',
      pickup: { ...pickup, phone: '01012345678' },
    });
    expect(complete.total.return_shipping_amount).toBe(sheet.estimates.buyer.return_shipping_amount);
    expect(complete.total.payment_amount).toBe(sheet.estimates.buyer.payment_amount);
  });

  it('replays a repeated cancel sent with the same key instead of refusing it', async () => {
    const { lines } = await linesOf(CANCEL_JOURNEY_ORDER);
    const body = { item_ids: [lines[1]!.id], reason_code: 'CHANGE_MIND' };
    const key = 'cancel-key-0000000001';
    const a = expectBody(await post(MY_ORDERS_API.cancel(CANCEL_JOURNEY_ORDER), body, key), 200, CancelResponseSchema);
    const again = await post(MY_ORDERS_API.cancel(CANCEL_JOURNEY_ORDER), body, key);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(expectBody(again, 200, CancelResponseSchema)).toEqual(a);
  });
});
