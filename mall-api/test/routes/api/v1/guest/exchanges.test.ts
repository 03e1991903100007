import { API, HEADERS, MESSAGES } from '@mall/shared-contracts';
import {
  CLAIM_API,
  CLAIM_MESSAGES,
  ClaimCreatedSchema,
  ClaimsResponseSchema,
  ExchangeOptionsSchema,
  ExchangeSheetSchema,
  MY_ORDER_MESSAGES,
  MY_ORDERS_API,
  MyOrdersResponseSchema,
  orderManageApi,
  ORDER_MESSAGES,
  ToReturnSheetSchema,
} from '@mall/shared-contracts/order';
import { GuestLoginResponseSchema } from '@mall/shared-contracts/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, goodsOptions, orderItems, orders, payments, pointLedger } from '../../../../../src/db/schema';
import {
  EXTRA_GUEST_ORDERS,
  GUEST_EXCHANGE_JOURNEY_ORDER,
  GUEST_EXCHANGED_TO_RETURN_ORDER,
  GUEST_OPEN_EXCHANGE_ORDER,
  GUEST_ORDER,
  RETURNABLE_ORDER,
  TO_RETURN_JOURNEY_ORDER,
} from '../../../../../src/db/seed/index';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { proveGuestPhone } from '../../../../helpers/guest';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

const GUEST = orderManageApi('guest');

/** The guest mirror of exchange and exchange → return (/guest/order/exchange/*): the member's rules, the guest token's orders only. */
describe('guest exchanges (/api/v1/guest/orders/{id}/exchange, /api/v1/guest/exchanges/{id}/to-return)', () => {
  let ctx: TestContext;
  let guest: Record<string, string>;
  let member: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const login = await ctx.app.inject({
      method: 'POST',
      url: API.guestLogin,
      payload: { orderer_name: GUEST_ORDER.ordererName, order_id: GUEST_ORDER.orderNo },
    });
    guest = { [HEADERS.guestToken]: expectBody(login, 200, GuestLoginResponseSchema).guest_token };
    // The orderer's other guest orders open once the session proved the phone (ADR 0014, test/security/guest-access.test.ts).
    await proveGuestPhone(ctx.app, guest, GUEST_ORDER.phone);
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers = guest) => ctx.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, key?: string, headers = guest) =>
    ctx.app.inject({ method: 'POST', url, headers: key ? { ...headers, 'idempotency-key': key } : headers, payload });
  const linesOf = async (orderNo: string) => {
    const [o] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return { order: o!, lines: await ctx.db.db.select().from(orderItems).where(eq(orderItems.orderId, o!.id)).orderBy(orderItems.id) };
  };
  const stockOf = async (optionId: number) => (await ctx.db.db.select().from(goodsOptions).where(eq(goodsOptions.id, optionId)))[0]!.stock;
  const choosable = async (line: { goodsId: number; optionId: number | null; ea: number }) => {
    const rows = await ctx.db.db
      .select()
      .from(goodsOptions)
      .where(and(eq(goodsOptions.goodsId, line.goodsId), ne(goodsOptions.id, line.optionId!)))
      .orderBy(goodsOptions.sortOrder);
    const current = (await ctx.db.db.select().from(goodsOptions).where(eq(goodsOptions.id, line.optionId!)))[0]!;
    return rows.filter((o) => o.extraAmount === current.extraAmount && o.stock >= line.ea);
  };
  const openExchangeOf = async (orderNo: string) => {
    const { lines } = await linesOf(orderNo);
    const [exchange] = await ctx.db.db
      .select()
      .from(claims)
      .where(and(eq(claims.orderItemId, lines[0]!.id), eq(claims.type, 'exchange'), eq(claims.status, 'requested')));
    return exchange!;
  };

  it('shows the seeded exchanges: the open one in the exchange tab and its complete page, the one that became a return', async () => {
    const open = await openExchangeOf(GUEST_OPEN_EXCHANGE_ORDER);
    const list = expectBody(await get(`${GUEST.list}?tab=exchange&months=12`), 200, MyOrdersResponseSchema);
    expect(list.claims.data.map((c) => [c.order_id, c.status_label])).toEqual([
      [GUEST_OPEN_EXCHANGE_ORDER, '교환요청'],
      [GUEST_EXCHANGED_TO_RETURN_ORDER, '교환철회'],
    ]);
    const complete = expectBody(await get(`${GUEST.claims}?ids=${open.id}`), 200, ClaimsResponseSchema);
    expect(complete.claims[0]).toMatchObject({
      type: 'exchange',
      reason_label: '색상 교환',
      can_turn_to_return: true,
      pickup: { name: GUEST_ORDER.ordererName, address1: '서울특별시 마포구 백범로 35' },
      exchange_delivery: { name: GUEST_ORDER.ordererName },
    });
    const { lines } = await linesOf(GUEST_EXCHANGED_TO_RETURN_ORDER);
    const pair = await ctx.db.db.select().from(claims).where(eq(claims.orderItemId, lines[0]!.id)).orderBy(claims.id);
    const done = expectBody(await get(`${GUEST.claims}?ids=${pair.map((c) => c.id).join(',')}`), 200, ClaimsResponseSchema);
    expect(done.claims.map((c) => [c.type, c.status_label])).toEqual([
      ['exchange', '교환철회'],
      ['return', '반품완료'],
    ]);
    expect(done.total.payment_amount).toBeGreaterThan(0);
  });

  it('refuses another’s order or exchange: a member’s, another guest’s, and a member token on the guest routes', async () => {
    const memberLines = await linesOf(RETURNABLE_ORDER);
    const line = memberLines.lines[0]!;
    expectApiError(await get(`${GUEST.exchangeSheet(RETURNABLE_ORDER)}?item_ids=${line.id}`), 404, ORDER_MESSAGES.orderNotFound);
    expectApiError(await get(GUEST.exchangeOptions(RETURNABLE_ORDER, line.id)), 404, ORDER_MESSAGES.orderNotFound);
    const [other] = await choosable(line);
    const body = {
      items: [{ item_id: line.id, option_id: other!.id }],
      reason_code: 'SIZE',
      pickup: { name: '이게스트', phone: '010-5555-0001', zipcode: '04104', address1: '서울특별시 마포구 백범로 35', address2: '301호' },
      delivery: { name: '이게스트', phone: '010-5555-0001', zipcode: '04104', address1: '서울특별시 마포구 백범로 35', address2: '301호' },
    };
    const stockBefore = await stockOf(other!.id);
    expectApiError(await post(GUEST.exchange(RETURNABLE_ORDER), body, 'guest-foreign-exch-01'), 404, ORDER_MESSAGES.orderNotFound);
    expect(await stockOf(other!.id)).toBe(stockBefore);
    expect((await linesOf(RETURNABLE_ORDER)).lines[0]!.status).toBe('delivered');
    // Another guest's order (another orderer) is no more this guest's than a member's.
    expectApiError(await get(`${GUEST.exchangeSheet(EXTRA_GUEST_ORDERS[0].orderNo)}?item_ids=1`), 404, ORDER_MESSAGES.orderNotFound);

    // The member's open exchange is not the guest's to turn into a return, nor the guest's the member's.
    const memberExchange = await openExchangeOf(TO_RETURN_JOURNEY_ORDER);
    expectApiError(await get(GUEST.toReturnSheet(memberExchange.id)), 404, CLAIM_MESSAGES.exchangeNotFound);
    expectApiError(await post(GUEST.toReturn(memberExchange.id), { reason_code: 'CHANGE_MIND', pickup: body.pickup }, 'guest-foreign-ret-001'), 404);
    expect((await openExchangeOf(TO_RETURN_JOURNEY_ORDER)).status).toBe('requested');
    const guestExchange = await openExchangeOf(GUEST_OPEN_EXCHANGE_ORDER);
    expectApiError(await get(CLAIM_API.toReturnSheet(guestExchange.id), member), 404, CLAIM_MESSAGES.exchangeNotFound);
    expectApiError(await get(`${CLAIM_API.exchangeSheet(GUEST_OPEN_EXCHANGE_ORDER)}?item_ids=1`, member), 404);

    // Without a guest session: the guest's 401, which the shell answers with the guest login.
    const asMember = expectApiError(await get(GUEST.toReturnSheet(guestExchange.id), member), 401, MESSAGES.guestAuthenticationRequired);
    expect(asMember.cause).toBe('GuestAuthenticationException');
    expectApiError(await get(`${GUEST.exchangeSheet(GUEST_EXCHANGE_JOURNEY_ORDER)}?item_ids=1`, {}), 401);
  });

  it('exchanges a delivered guest line once (the option’s units held), then turns it into a return once (units back, refund, no points)', async () => {
    const { order, lines } = await linesOf(GUEST_EXCHANGE_JOURNEY_ORDER);
    const line = lines[0]!;
    const sheet = expectBody(await get(`${GUEST.exchangeSheet(GUEST_EXCHANGE_JOURNEY_ORDER)}?item_ids=${line.id}`), 200, ExchangeSheetSchema);
    expect(sheet.selected_ids).toEqual([line.id]);
    expect(sheet.pickup).toMatchObject({ name: GUEST_ORDER.ordererName, address1: '서울특별시 마포구 백범로 35' });
    expect(sheet.delivery).toEqual(sheet.pickup);
    const options = expectBody(await get(GUEST.exchangeOptions(GUEST_EXCHANGE_JOURNEY_ORDER, line.id)), 200, ExchangeOptionsSchema);
    expect(options.options.find((o) => o.option_id === line.optionId)!.unavailable).toBe('current');
    const wanted = options.options.find((o) => o.unavailable === null)!;
    const [ownBefore, wantedBefore] = [await stockOf(line.optionId!), await stockOf(wanted.option_id)];

    const url = GUEST.exchange(GUEST_EXCHANGE_JOURNEY_ORDER);
    const body = { items: [{ item_id: line.id, option_id: wanted.option_id }], reason_code: 'SIZE', pickup: sheet.pickup, delivery: sheet.delivery };
    expectApiError(await post(url, body), 422, ORDER_MESSAGES.idempotencyKeyRequired);
    const key = 'guest-exchange-key-001';
    const [first, second] = await Promise.all([post(url, body, key), post(url, body, key)]);
    const created = expectBody(first, 200, ClaimCreatedSchema);
    expect(expectBody(second, 200, ClaimCreatedSchema)).toEqual(created);
    expectApiError(await post(url, body, 'guest-exchange-key-002'), 422, CLAIM_MESSAGES.exchangeNotAllowed);
    expect(await stockOf(wanted.option_id)).toBe(wantedBefore - line.ea);
    const exchangeId = created.claim_ids[0]!;
    const complete = expectBody(await get(`${GUEST.claims}?ids=${exchangeId}`), 200, ClaimsResponseSchema);
    expect(complete.claims[0]).toMatchObject({ status_label: '교환요청', exchange_option_name: wanted.name, can_turn_to_return: true });
    // The member's claims endpoint does not know it.
    expectApiError(await get(`${MY_ORDERS_API.claims}?ids=${exchangeId}`, member), 404, MY_ORDER_MESSAGES.claimNotFound);

    const turnSheet = expectBody(await get(GUEST.toReturnSheet(exchangeId)), 200, ToReturnSheetSchema);
    expect(turnSheet).toMatchObject({ order_id: GUEST_EXCHANGE_JOURNEY_ORDER, exchange: { id: exchangeId }, needs_refund_account: false });
    expect(turnSheet.estimates.buyer.point_amount).toBe(0);
    const turnBody = { reason_code: 'CHANGE_MIND', pickup: turnSheet.pickup };
    const turnKey = 'guest-to-return-key-01';
    const [a, b] = await Promise.all([post(GUEST.toReturn(exchangeId), turnBody, turnKey), post(GUEST.toReturn(exchangeId), turnBody, turnKey)]);
    const turned = expectBody(a, 200, ClaimCreatedSchema);
    expect(expectBody(b, 200, ClaimCreatedSchema)).toEqual(turned);
    expectApiError(await post(GUEST.toReturn(exchangeId), turnBody, 'guest-to-return-key-02'), 422, CLAIM_MESSAGES.toReturnNotAllowed);

    // Released once, returned once, refunded through the PG; a guest has no points to restore.
    expect(await stockOf(wanted.option_id)).toBe(wantedBefore);
    expect(await stockOf(line.optionId!)).toBe(ownBefore + line.ea);
    expect((await linesOf(GUEST_EXCHANGE_JOURNEY_ORDER)).lines[0]!.status).toBe('returned');
    const [payment] = await ctx.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.refundedAmount).toBe(turnSheet.estimates.buyer.payment_amount);
    expect(await ctx.db.db.select().from(pointLedger).where(eq(pointLedger.orderId, order.id))).toEqual([]);
    const done = expectBody(await get(`${GUEST.claims}?ids=${exchangeId},${turned.claim_ids[0]}`), 200, ClaimsResponseSchema);
    expect(done.claims.map((c) => [c.type, c.status_label])).toEqual([
      ['exchange', '교환철회'],
      ['return', '반품완료'],
    ]);
  });
});
