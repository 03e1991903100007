import {
  CLAIM_API,
  CLAIM_MESSAGES,
  ClaimCreatedSchema,
  ClaimsResponseSchema,
  ExchangeOptionsSchema,
  ExchangeSheetSchema,
  MY_ORDERS_API,
  MyOrdersResponseSchema,
  ORDER_MESSAGES,
  ToReturnSheetSchema,
} from '@mall/shared-contracts/order';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, goodsOptions, orderItems, orders, payments } from '../../../../../src/db/schema';
import { EXCHANGE_JOURNEY_ORDER, RETURNABLE_ORDER, TO_RETURN_JOURNEY_ORDER } from '../../../../../src/db/seed/index';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { DEMO_ADDRESS, setStock } from '../../../../helpers/fixtures';

describe('my orders: exchanges and exchange → return', () => {
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
  const otherOptions = async (goodsId: number, optionId: number) =>
    ctx.db.db
      .select()
      .from(goodsOptions)
      .where(and(eq(goodsOptions.goodsId, goodsId), ne(goodsOptions.id, optionId)))
      .orderBy(goodsOptions.sortOrder);
  const home = DEMO_ADDRESS;
  const office = { name: '김데모', phone: '010-1234-5678', zipcode: '04524', address1: '서울특별시 중구 세종대로 110', address2: '3층' };

  it('shows the exchange sheet: delivered lines, reasons with who pays, both legs for the buyer, pickup and delivery at the receiver', async () => {
    const { order, lines } = await linesOf(RETURNABLE_ORDER);
    const sheet = expectBody(await get(`${CLAIM_API.exchangeSheet(RETURNABLE_ORDER)}?item_ids=${lines[0]!.id}`), 200, ExchangeSheetSchema);
    expect(sheet.items.map((l) => l.id)).toEqual(lines.map((l) => l.id));
    expect(sheet.selected_ids).toEqual([lines[0]!.id]);
    expect(sheet.reasons.find((r) => r.code === 'SIZE')).toMatchObject({ label: '사이즈 교환', payer: 'buyer' });
    expect(sheet.reasons.find((r) => r.code === 'DEFECT')).toMatchObject({ payer: 'seller', detail_reason_required: true });
    expect(sheet.fees.seller).toBe(0);
    expect(sheet.fees.buyer % 2).toBe(0);
    expect(sheet.fees.buyer).toBeGreaterThanOrEqual(6_000);
    expect(sheet.pickup).toMatchObject({ name: order.receiverName, address1: order.address1 });
    expect(sheet.delivery).toEqual(sheet.pickup);
    // An open exchange has nothing more to exchange.
    expectApiError(await get(`${CLAIM_API.exchangeSheet(TO_RETURN_JOURNEY_ORDER)}?item_ids=1`), 422, CLAIM_MESSAGES.exchangeNotAllowed);
  });

  it('lists the goods’ options for the modal: the current one and the short ones are not choosable', async () => {
    const { lines } = await linesOf(RETURNABLE_ORDER);
    const line = lines[0]!;
    const others = await otherOptions(line.goodsId, line.optionId!);
    await setStock(ctx.db.db, others[0]!.id, 0);
    const body = expectBody(await get(CLAIM_API.exchangeOptions(RETURNABLE_ORDER, line.id)), 200, ExchangeOptionsSchema);
    expect(body).toMatchObject({ item_id: line.id, goods_name: line.goodsName, option_name: line.optionName, ea: line.ea });
    expect(body.options.find((o) => o.option_id === line.optionId)!.unavailable).toBe('current');
    expect(body.options.find((o) => o.option_id === others[0]!.id)!.unavailable).toBe('sold_out');
    expect(body.options.filter((o) => o.unavailable === null).length).toBeGreaterThan(0);
  });

  it('requests an exchange once: the option’s units held in the same transaction, a repeat replays, another body is a 422', async () => {
    const { order, lines } = await linesOf(EXCHANGE_JOURNEY_ORDER);
    const line = lines[0]!;
    const [wanted, short] = await otherOptions(line.goodsId, line.optionId!);
    await setStock(ctx.db.db, short!.id, 0);
    const before = await stockOf(wanted!.id);
    const body = { items: [{ item_id: line.id, option_id: wanted!.id }], reason_code: 'SIZE', pickup: home, delivery: office };
    const url = CLAIM_API.exchange(EXCHANGE_JOURNEY_ORDER);

    expectApiError(await post(url, body), 422, ORDER_MESSAGES.idempotencyKeyRequired);
    expectApiError(
      await post(url, { ...body, items: [{ item_id: line.id, option_id: line.optionId! }] }, 'exchange-same-000001'),
      422,
      CLAIM_MESSAGES.exchangeOptionSame,
    );
    expectApiError(
      await post(url, { ...body, items: [{ item_id: line.id, option_id: short!.id }] }, 'exchange-short-00001'),
      422,
      CLAIM_MESSAGES.exchangeOptionSoldOut,
    );
    const foreign = (await ctx.db.db.select().from(goodsOptions).where(ne(goodsOptions.goodsId, line.goodsId)).limit(1))[0]!;
    expectApiError(
      await post(url, { ...body, items: [{ item_id: line.id, option_id: foreign.id }] }, 'exchange-foreign-001'),
      422,
      CLAIM_MESSAGES.exchangeOptionUnknown,
    );
    expectApiError(await post(url, { ...body, reason_code: 'DEFECT' }, 'exchange-detail-0001'), 422, '상세 사유를 입력해 주세요.');
    // The refusals took nothing.
    expect(await stockOf(wanted!.id)).toBe(before);

    const key = 'exchange-key-00000001';
    const [first, second] = await Promise.all([post(url, body, key), post(url, body, key)]);
    const a = expectBody(first, 200, ClaimCreatedSchema);
    expect(expectBody(second, 200, ClaimCreatedSchema)).toEqual(a);
    expect([first, second].filter((r) => r.headers['idempotency-replayed'] === 'true')).toHaveLength(1);
    expect(expectBody(await post(url, body, key), 200, ClaimCreatedSchema)).toEqual(a);
    expectApiError(await post(url, { ...body, detail_reason: '다른 요청' }, key), 422, ORDER_MESSAGES.idempotencyKeyReused);
    expectApiError(await post(url, body, 'exchange-key-00000002'), 422, CLAIM_MESSAGES.exchangeNotAllowed);

    expect(await stockOf(wanted!.id)).toBe(before - line.ea);
    const after = await linesOf(EXCHANGE_JOURNEY_ORDER);
    expect(after.lines[0]!.status).toBe('exchange_requested');
    expect(after.order.status).toBe('exchange_requested');
    // Nothing is refunded by an exchange.
    const [payment] = await ctx.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.refundedAmount).toBe(0);
    const [claim] = await ctx.db.db.select().from(claims).where(eq(claims.id, a.claim_ids[0]!));
    expect(claim).toMatchObject({
      type: 'exchange',
      status: 'requested',
      exchangeOptionId: wanted!.id,
      exchangeReservedEa: line.ea,
      shippingFeePayer: 'buyer',
    });

    const complete = expectBody(await get(`${MY_ORDERS_API.claims}?ids=${a.claim_ids.join(',')}`), 200, ClaimsResponseSchema);
    expect(complete.claims[0]).toMatchObject({
      type: 'exchange',
      status_label: '교환요청',
      exchange_option_name: wanted!.name,
      pickup: { ...home, phone: '01012345678' },
      exchange_delivery: { ...office, phone: '01012345678' },
      can_turn_to_return: true,
    });
    expect(complete.claims[0]!.return_shipping_amount).toBeGreaterThanOrEqual(6_000);

    // The exchange tab lists it first.
    const list = expectBody(await get(`${MY_ORDERS_API.list}?tab=exchange`), 200, MyOrdersResponseSchema);
    expect(list.claims.data[0]).toMatchObject({ id: a.claim_ids[0], order_id: EXCHANGE_JOURNEY_ORDER, exchange_option_name: wanted!.name });
  });

  it('turns an open exchange into a return once: held units back to the exchange option, the line returned and refunded', async () => {
    const { order, lines } = await linesOf(TO_RETURN_JOURNEY_ORDER);
    const line = lines[0]!;
    const [exchange] = await ctx.db.db
      .select()
      .from(claims)
      .where(and(eq(claims.orderItemId, line.id), eq(claims.status, 'requested')));
    expect(exchange!.exchangeReservedEa).toBe(line.ea);
    const heldOption = exchange!.exchangeOptionId!;
    const [heldBefore, ownBefore] = [await stockOf(heldOption), await stockOf(line.optionId!)];

    const sheet = expectBody(await get(CLAIM_API.toReturnSheet(exchange!.id)), 200, ToReturnSheetSchema);
    expect(sheet).toMatchObject({ order_id: TO_RETURN_JOURNEY_ORDER, exchange: { id: exchange!.id, can_turn_to_return: true } });
    expect(sheet.reasons.map((r) => r.code)).toContain('CHANGE_MIND');
    // The buyer's return pays its shipping (and, the whole order coming back, keeps the outbound fee); the seller's costs nothing.
    expect(sheet.estimates.buyer.return_shipping_amount).toBeGreaterThan(0);
    expect(sheet.estimates.seller.return_shipping_amount).toBe(0);
    expect(sheet.estimates.seller.payment_amount).toBeGreaterThan(sheet.estimates.buyer.payment_amount);

    const url = CLAIM_API.toReturn(exchange!.id);
    const body = { reason_code: 'CHANGE_MIND', pickup: home };
    expectApiError(await post(url, body), 422, ORDER_MESSAGES.idempotencyKeyRequired);
    const key = 'to-return-key-000001';
    const [first, second] = await Promise.all([post(url, body, key), post(url, body, key)]);
    const a = expectBody(first, 200, ClaimCreatedSchema);
    expect(expectBody(second, 200, ClaimCreatedSchema)).toEqual(a);
    expectApiError(await post(url, { ...body, reason_code: 'SIZE' }, key), 422, ORDER_MESSAGES.idempotencyKeyReused);
    expectApiError(await post(url, body, 'to-return-key-000002'), 422, CLAIM_MESSAGES.toReturnNotAllowed);
    expectApiError(await get(CLAIM_API.toReturnSheet(exchange!.id)), 422, CLAIM_MESSAGES.toReturnNotAllowed);

    // Released once, returned once.
    expect(await stockOf(heldOption)).toBe(heldBefore + line.ea);
    expect(await stockOf(line.optionId!)).toBe(ownBefore + line.ea);
    const [withdrawn] = await ctx.db.db.select().from(claims).where(eq(claims.id, exchange!.id));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', exchangeReservedEa: 0 });
    const after = await linesOf(TO_RETURN_JOURNEY_ORDER);
    expect(after.lines[0]!.status).toBe('returned');
    const [payment] = await ctx.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.refundedAmount).toBe(sheet.estimates.buyer.payment_amount);

    const done = expectBody(await get(`${MY_ORDERS_API.claims}?ids=${exchange!.id},${a.claim_ids[0]}`), 200, ClaimsResponseSchema);
    expect(done.claims.map((c) => [c.type, c.status_label])).toEqual([
      ['exchange', '교환철회'],
      ['return', '반품완료'],
    ]);
    expect(done.claims[1]!.from_claim_id).toBe(exchange!.id);
  });

  it('refuses exchange → return once the replacement shipped, and for another member’s or an unknown exchange', async () => {
    const [shipping] = await ctx.db.db
      .select({ id: claims.id })
      .from(claims)
      .innerJoin(orderItems, eq(orderItems.id, claims.orderItemId))
      .where(and(eq(claims.type, 'exchange'), eq(orderItems.status, 'exchange_shipping')));
    const sheet = await get(MY_ORDERS_API.claims + `?ids=${shipping!.id}`);
    expect(expectBody(sheet, 200, ClaimsResponseSchema).claims[0]).toMatchObject({ status_label: '교환상품 배송중', can_turn_to_return: false });
    expectApiError(await get(CLAIM_API.toReturnSheet(shipping!.id)), 422, CLAIM_MESSAGES.toReturnNotAllowed);
    expectApiError(
      await post(CLAIM_API.toReturn(shipping!.id), { reason_code: 'CHANGE_MIND', pickup: home }, 'to-return-shipped-01'),
      422,
      CLAIM_MESSAGES.toReturnNotAllowed,
    );
    expectApiError(await get(CLAIM_API.toReturnSheet(999_999)), 404, CLAIM_MESSAGES.exchangeNotFound);
  });
});
