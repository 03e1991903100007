import { API, HEADERS, MESSAGES } from '@mall/shared-contracts';
import { enterMessage } from '@mall/shared-contracts/member';
import {
  CancelResponseSchema,
  CancelSheetSchema,
  CLAIM_MESSAGES,
  ClaimCreatedSchema,
  ClaimsResponseSchema,
  GUEST_ORDER_API,
  GUEST_ORDER_MESSAGES,
  MY_ORDER_MESSAGES,
  MY_ORDERS_API,
  MyOrderDetailSchema,
  MyOrdersResponseSchema,
  orderManageApi,
  ORDER_MESSAGES,
  PurchaseConfirmResponseSchema,
  ReceiptSchema,
  ReturnSheetSchema,
} from '@mall/shared-contracts/order';
import { GuestLoginResponseSchema } from '@mall/shared-contracts/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, goodsOptions, orderItems, orders, payments, pointLedger } from '../../../../../src/db/schema';
import {
  EXTRA_GUEST_ORDERS,
  GUEST_CANCELLED_ORDER,
  GUEST_EXCHANGED_TO_RETURN_ORDER,
  GUEST_CLAIM_ORDERS,
  GUEST_ORDER,
  GUEST_PREPARING_ORDER,
  GUEST_RETURNABLE_ORDER,
  GUEST_RETURNED_ORDER,
  GUEST_SHIPPING_ORDER,
  RETURNABLE_ORDER,
} from '../../../../../src/db/seed/index';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { proveGuestPhone } from '../../../../helpers/guest';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

const GUEST = orderManageApi('guest');

describe('the guest mirror of the order pages (/api/v1/guest/orders)', () => {
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
  const post = (url: string, payload?: object, key?: string, headers = guest) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, payload });
  const linesOf = async (orderNo: string) => {
    const [o] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return { order: o!, lines: await ctx.db.db.select().from(orderItems).where(eq(orderItems.orderId, o!.id)).orderBy(orderItems.id) };
  };
  const stockOf = async (optionId: number) => (await ctx.db.db.select().from(goodsOptions).where(eq(goodsOptions.id, optionId)))[0]!.stock;

  it('lists the orders of the guest: the one looked up and the same orderer’s other guest orders, nobody else’s', async () => {
    const list = expectBody(await get(`${GUEST.list}?months=12`), 200, MyOrdersResponseSchema);
    const numbers = list.orders.data.map((o) => o.order_id);
    expect(new Set(numbers)).toEqual(new Set([GUEST_ORDER.orderNo, ...GUEST_CLAIM_ORDERS.map((o) => o.orderNo)]));
    expect(numbers).not.toContain(EXTRA_GUEST_ORDERS[0].orderNo);
    const cancels = expectBody(await get(`${GUEST.list}?tab=cancel&months=12`), 200, MyOrdersResponseSchema);
    expect(cancels.claims.data.map((c) => [c.order_id, c.status_label])).toEqual([[GUEST_CANCELLED_ORDER, '취소완료']]);
    const returns = expectBody(await get(`${GUEST.list}?tab=return&months=12`), 200, MyOrdersResponseSchema);
    expect(returns.claims.data.map((c) => [c.order_id, c.status_label])).toEqual([
      [GUEST_RETURNED_ORDER, '반품완료'],
      [GUEST_EXCHANGED_TO_RETURN_ORDER, '반품완료'],
    ]);
  });

  it('a guest route refuses a member, and a member route refuses a guest', async () => {
    const asMember = expectApiError(await get(GUEST.list, member), 401, MESSAGES.guestAuthenticationRequired);
    expect(asMember.cause).toBe('GuestAuthenticationException');
    expectApiError(await get(MY_ORDERS_API.list), 401);
    expectApiError(await get(MY_ORDERS_API.detail(GUEST_ORDER.orderNo)), 401);
    // The guest's token opens neither a member's order nor another guest's.
    expectApiError(await get(GUEST.detail(RETURNABLE_ORDER)), 404, ORDER_MESSAGES.orderNotFound);
    expectApiError(await get(GUEST.detail(EXTRA_GUEST_ORDERS[0].orderNo)), 404);
    const { lines } = await linesOf(RETURNABLE_ORDER);
    expectApiError(await post(GUEST.cancel(RETURNABLE_ORDER), { item_ids: [lines[0]!.id], reason_code: 'CHANGE_MIND' }), 404);
    expectApiError(await get(`${GUEST.claims}?ids=1`), 404, MY_ORDER_MESSAGES.claimNotFound);
  });

  it('shows the detail, the receipt and the complete pages of the seeded claims', async () => {
    const detail = expectBody(await get(GUEST.detail(GUEST_RETURNED_ORDER)), 200, MyOrderDetailSchema);
    expect(detail.packs.flatMap((p) => p.items).map((i) => i.status_label)).toEqual(['반품완료', '구매확정']);
    expect(detail.orderer).toMatchObject({ name: GUEST_ORDER.ordererName, phone: GUEST_ORDER.phone });
    expect(detail.address_editable).toBe(false);
    expect(detail.payment?.method_label).toBe('네이버페이');
    const receipt = expectBody(await get(GUEST.receipt(GUEST_RETURNED_ORDER)), 200, ReceiptSchema);
    expect(receipt.order_id).toBe(GUEST_RETURNED_ORDER);
    const claimIds = detail.packs.flatMap((p) => p.items).flatMap((i) => (i.claim ? [i.claim.id] : []));
    const complete = expectBody(await get(`${GUEST.claims}?ids=${claimIds.join(',')}`), 200, ClaimsResponseSchema);
    expect(complete.claims[0]).toMatchObject({ type: 'return', status_label: '반품완료', pickup: { name: GUEST_ORDER.ordererName } });
  });

  it('cancels a guest line once: stock and a partial PG refund, no points; a repeat with the key replays', async () => {
    const { order, lines } = await linesOf(GUEST_PREPARING_ORDER);
    const line = lines.find((l) => l.status === 'paid')!;
    const stockBefore = await stockOf(line.optionId!);
    const sheet = expectBody(await get(`${GUEST.cancelSheet(GUEST_PREPARING_ORDER)}?item_ids=${line.id}`), 200, CancelSheetSchema);
    expect(sheet.estimate.payment_amount).toBe(line.price * line.ea);
    expect(sheet.estimate.point_amount).toBe(0);
    const body = { item_ids: [line.id], reason_code: 'CHANGE_MIND' };
    const key = 'guest-cancel-key-00001';
    const [first, second] = await Promise.all([post(GUEST.cancel(GUEST_PREPARING_ORDER), body, key), post(GUEST.cancel(GUEST_PREPARING_ORDER), body, key)]);
    const done = expectBody(first, 200, CancelResponseSchema);
    expect(expectBody(second, 200, CancelResponseSchema)).toEqual(done);
    expectApiError(await post(GUEST.cancel(GUEST_PREPARING_ORDER), body, 'guest-cancel-key-00002'), 422, MY_ORDER_MESSAGES.cancelNotAllowed);
    expect(await stockOf(line.optionId!)).toBe(stockBefore + line.ea);
    const [payment] = await ctx.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.refundedAmount).toBe(line.price * line.ea);
    expect(await ctx.db.db.select().from(pointLedger).where(eq(pointLedger.orderId, order.id))).toEqual([]);
    const complete = expectBody(await get(`${GUEST.claims}?ids=${done.claim_ids.join(',')}`), 200, ClaimsResponseSchema);
    expect(complete).toMatchObject({ order_id: GUEST_PREPARING_ORDER, total: { payment_amount: line.price * line.ea } });
    // The member's claims endpoint does not know the guest's claim.
    expectApiError(await get(`${MY_ORDERS_API.claims}?ids=${done.claim_ids[0]}`, member), 404, MY_ORDER_MESSAGES.claimNotFound);
  });

  it('returns a delivered guest line (pickup at the order’s receiver), and confirms the other without points', async () => {
    const { lines } = await linesOf(GUEST_RETURNABLE_ORDER);
    const sheet = expectBody(await get(`${GUEST.returnSheet(GUEST_RETURNABLE_ORDER)}?item_ids=${lines[0]!.id}`), 200, ReturnSheetSchema);
    expect(sheet.pickup).toMatchObject({ name: GUEST_ORDER.ordererName, address1: '서울특별시 마포구 백범로 35' });
    expect(sheet.needs_refund_account).toBe(false);
    expectApiError(await post(GUEST.return(GUEST_RETURNABLE_ORDER), { item_ids: [lines[0]!.id], reason_code: 'SIZE', pickup: sheet.pickup }), 422);
    const created = expectBody(
      await post(GUEST.return(GUEST_RETURNABLE_ORDER), { item_ids: [lines[0]!.id], reason_code: 'SIZE', pickup: sheet.pickup }, 'guest-return-key-0001'),
      200,
      ClaimCreatedSchema,
    );
    const [claim] = await ctx.db.db.select().from(claims).where(eq(claims.id, created.claim_ids[0]!));
    expect(claim).toMatchObject({ type: 'return', status: 'completed', pickupAddress1: '서울특별시 마포구 백범로 35' });
    expectApiError(
      await post(GUEST.return(GUEST_RETURNABLE_ORDER), { item_ids: [lines[0]!.id], reason_code: 'SIZE', pickup: sheet.pickup }, 'guest-return-key-0002'),
      422,
      CLAIM_MESSAGES.returnNotAllowed,
    );
    const confirmed = expectBody(await post(GUEST.confirm(GUEST_RETURNABLE_ORDER, lines[1]!.id)), 200, PurchaseConfirmResponseSchema);
    expect(confirmed).toMatchObject({ status: 'confirmed', earned_point: 0 });
    expectApiError(await post(GUEST.confirm(GUEST_RETURNABLE_ORDER, lines[1]!.id)), 422, MY_ORDER_MESSAGES.alreadyConfirmed);
  });

  it('changes the delivery address before shipping, and refuses it in Korean once a parcel left', async () => {
    const address = {
      name: '이게스트',
      phone: '010-5555-0001',
      zipcode: '06236',
      address1: '서울특별시 강남구 테헤란로 152',
      address2: '12층',
      memo: '경비실에 맡겨 주세요.',
    };
    const put = (orderNo: string, payload: object, headers = guest) =>
      ctx.app.inject({ method: 'PUT', url: GUEST_ORDER_API.address(orderNo), headers, payload });
    const before = expectBody(await get(GUEST.detail(GUEST_ORDER.orderNo)), 200, MyOrderDetailSchema);
    expect(before.address_editable).toBe(true);
    expectApiError(await put(GUEST_ORDER.orderNo, { ...address, zipcode: '123' }), 422);
    expectApiError(await put(GUEST_ORDER.orderNo, { ...address, address2: ' ' }), 422, enterMessage('상세 주소'));
    const changed = expectBody(await put(GUEST_ORDER.orderNo, address), 200, MyOrderDetailSchema);
    expect(changed.receiver).toMatchObject({ zipcode: '06236', address1: '서울특별시 강남구 테헤란로 152', address2: '12층', memo: '경비실에 맡겨 주세요.' });

    const shipping = expectBody(await get(GUEST.detail(GUEST_SHIPPING_ORDER)), 200, MyOrderDetailSchema);
    expect(shipping.address_editable).toBe(false);
    expectApiError(await put(GUEST_SHIPPING_ORDER, address), 422, GUEST_ORDER_MESSAGES.addressLocked);
    const [kept] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, GUEST_SHIPPING_ORDER));
    expect(kept!.address1).toBe('서울특별시 마포구 백범로 35');
    // Members have no such endpoint for their orders; a member token is no guest token.
    expect(expectApiError(await put(GUEST_ORDER.orderNo, address, member), 401).cause).toBe('GuestAuthenticationException');
    const guestOrders = await ctx.db.db
      .select()
      .from(orders)
      .where(and(isNull(orders.memberId), eq(orders.ordererName, GUEST_ORDER.ordererName)));
    expect(guestOrders.length).toBe(1 + GUEST_CLAIM_ORDERS.length);
  });
});
