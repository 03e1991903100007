import { API, MESSAGES } from '@mall/shared-contracts';
import {
  CancelResponseSchema,
  GUEST_ORDER_API,
  GUEST_ORDER_MESSAGES,
  GuestPhoneCodeSentSchema,
  GuestSessionSchema,
  MyOrderDetailSchema,
  MyOrdersResponseSchema,
  ORDER_MESSAGES,
  orderManageApi,
  type PreparePayBody,
} from '@mall/shared-contracts/order';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, orderItems, orders, payments } from '../../src/db/schema';
import { expectApiError, expectBody } from '../helpers/api';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { pickOption } from '../helpers/fixtures';
import { guestLogin, lastCodeSentTo, proveGuestPhone } from '../helpers/guest';
import { placeOrder } from '../helpers/orders';

const GUEST = orderManageApi('guest');
const LOCKED = '주문 조회를 여러 번 잘못 시도하셨습니다. 15분 후에 다시 시도해 주세요.';

/**
 * Issue 25 item 1 "Guest order takeover": a guest token used to open every guest order of the same
 * orderer name and phone. Anyone who knew a guest's name and phone placed an unpaid order with them,
 * logged in with it and read, re-addressed and cancelled the victim's paid orders (refund to an
 * account of their choosing). Now a session opens what its holder proved (ADR 0014).
 * Item 19: wrong orderer names lock per client and order, never the order for everybody.
 */
describe('guest access: a guest session opens only what it proved', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const victim = { name: '김피해', phone: '01077770001', email: 'victim@example.com' };
  const receiver = { name: '김피해', phone: '010-7777-0001', zipcode: '04104', address1: '서울특별시 마포구 백범로 35', address2: '101호', memo: '' };

  /** A guest order placed like a visitor does: order sheet, prepare-pay, the sandbox PG; `deposit` pays a virtual account. */
  async function placeGuestOrder(orderer: typeof victim, payment: PreparePayBody['payment'], pay: 'approve' | 'issue' | 'deposit') {
    const visitor = { 'uid-token': await ctx.app.uidTokens.issue() };
    const o = await pickOption(ctx.db.db, { minStock: 20, minUnitPrice: 10_000 });
    const { orderNo, result } = await placeOrder(
      ctx.app,
      visitor,
      [{ goods_id: o.goodsId, option_id: o.optionId, ea: 2 }],
      { orderer, receiver, payment },
      pay,
    );
    const [order] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const lines = await ctx.db.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    return { orderNo, status: result.status, lineIds: lines.map((l) => l.id) };
  }

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': randomUUID() }, payload });
  const attackerAccount = { bank_code: '004', account_number: '12345678901234', holder_name: '박공격' };

  let paidByCard: Awaited<ReturnType<typeof placeGuestOrder>>;
  let paidByVbank: Awaited<ReturnType<typeof placeGuestOrder>>;
  beforeAll(async () => {
    paidByCard = await placeGuestOrder(victim, { method: 'card', card_company: 'shinhan' }, 'approve');
    paidByVbank = await placeGuestOrder(victim, { method: 'virtual_account' }, 'deposit');
  });

  it('the attacker’s unpaid order with the victim’s name and phone opens nothing of the victim', async () => {
    expect(paidByCard.status).toBe('paid');
    // The attacker knows the victim's name and phone, orders with them and never pays.
    const bait = await placeGuestOrder(victim, { method: 'virtual_account' }, 'issue');
    expect(bait.status).toBe('pay_waiting');
    const attacker = await guestLogin(ctx.app, victim.name, bait.orderNo, '198.51.100.66');

    // Reads: the list holds the bait only; the victim's orders, their receipt and their address are not found.
    const list = expectBody(await get(`${GUEST.list}?months=12`, attacker), 200, MyOrdersResponseSchema);
    expect(list.orders.data.map((o) => o.order_id)).toEqual([bait.orderNo]);
    for (const victimOrder of [paidByCard.orderNo, paidByVbank.orderNo]) {
      expectApiError(await get(GUEST.detail(victimOrder), attacker), 404, ORDER_MESSAGES.orderNotFound);
      expectApiError(await get(GUEST.receipt(victimOrder), attacker), 404);
      expectApiError(await get(`${GUEST.cancelSheet(victimOrder)}?item_ids=${paidByCard.lineIds[0]}`, attacker), 404);
    }

    // Changes: no new address, no cancel with the refund paid to the attacker's account.
    const address = { ...receiver, name: '박공격', address1: '서울특별시 강남구 테헤란로 152', address2: '공격자 집' };
    expectApiError(await ctx.app.inject({ method: 'PUT', url: GUEST_ORDER_API.address(paidByCard.orderNo), headers: attacker, payload: address }), 404);
    expectApiError(
      await post(GUEST.cancel(paidByVbank.orderNo), attacker, {
        item_ids: [paidByVbank.lineIds[0]],
        reason_code: 'CHANGE_MIND',
        refund_account: attackerAccount,
      }),
      404,
    );
    expectApiError(await post(GUEST.cancel(paidByCard.orderNo), attacker, { item_ids: [paidByCard.lineIds[0]], reason_code: 'CHANGE_MIND' }), 404);

    // The victim's orders are as they were: their address, their lines, no claim.
    const [card] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, paidByCard.orderNo));
    expect(card).toMatchObject({ receiverName: '김피해', address2: '101호' });
    const [vbank] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, paidByVbank.orderNo));
    expect(await ctx.db.db.select().from(claims).where(eq(claims.orderId, vbank!.id))).toEqual([]);
    expect(await ctx.db.db.select().from(claims).where(eq(claims.orderId, card!.id))).toEqual([]);

    // Asking for the phone proof sends the code to the victim's phone, never to the attacker; guessing stops.
    const session = expectBody(await get(GUEST_ORDER_API.session, attacker), 200, GuestSessionSchema);
    expect(session).toEqual({ order_id: bait.orderNo, orderer_name: victim.name, masked_phone: '010-****-0001', phone_verified: false });
    expectBody(await post(GUEST_ORDER_API.phoneCode, attacker), 200, GuestPhoneCodeSentSchema);
    const sent = await lastCodeSentTo(ctx.app, victim.phone);
    const wrong = sent === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++)
      expectApiError(await post(GUEST_ORDER_API.phoneVerify, attacker, { verification_code: wrong }), 422, MESSAGES.verificationCodeInvalid);
    // Five wrong guesses spend the code: even the right one no longer opens anything.
    expectApiError(await post(GUEST_ORDER_API.phoneVerify, attacker, { verification_code: sent }), 401, GUEST_ORDER_MESSAGES.phoneCodeExpired);
    expect(expectBody(await get(`${GUEST.list}?months=12`, attacker), 200, MyOrdersResponseSchema).orders.data).toHaveLength(1);
  });

  it('the orderer opens their other guest orders after proving the phone; a refund account only for the order looked up', async () => {
    const guest = await guestLogin(ctx.app, victim.name, paidByCard.orderNo);
    expect(expectBody(await get(`${GUEST.list}?months=12`, guest), 200, MyOrdersResponseSchema).orders.data.map((o) => o.order_id)).toEqual([
      paidByCard.orderNo,
    ]);
    expectApiError(await get(GUEST.detail(paidByVbank.orderNo), guest), 404);

    const proved = await proveGuestPhone(ctx.app, guest, victim.phone);
    expect(proved).toMatchObject({ order_id: paidByCard.orderNo, phone_verified: true });
    const numbers = expectBody(await get(`${GUEST.list}?months=12`, guest), 200, MyOrdersResponseSchema).orders.data.map((o) => o.order_id);
    expect(numbers).toEqual(expect.arrayContaining([paidByCard.orderNo, paidByVbank.orderNo]));
    expect(expectBody(await get(GUEST.detail(paidByVbank.orderNo), guest), 200, MyOrderDetailSchema).payment?.method).toBe('virtual_account');

    // Opened by the phone, not by its number: the refund account is refused, nothing moves.
    const cancelVbank = { item_ids: [paidByVbank.lineIds[0]], reason_code: 'CHANGE_MIND', refund_account: { ...attackerAccount, holder_name: '김피해' } };
    expectApiError(await post(GUEST.cancel(paidByVbank.orderNo), guest, cancelVbank), 403, GUEST_ORDER_MESSAGES.refundAccountNotProved);
    const [vbank] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, paidByVbank.orderNo));
    expect(await ctx.db.db.select().from(claims).where(eq(claims.orderId, vbank!.id))).toEqual([]);

    // Looked up by its own number and name, the same cancel is taken, the refund to the account sent.
    const owner = await guestLogin(ctx.app, victim.name, paidByVbank.orderNo);
    const done = expectBody(await post(GUEST.cancel(paidByVbank.orderNo), owner, cancelVbank), 200, CancelResponseSchema);
    const [claim] = await ctx.db.db.select().from(claims).where(eq(claims.id, done.claim_ids[0]!));
    expect(claim).toMatchObject({ status: 'completed', refundAccountNumber: '12345678901234', refundAccountHolder: '김피해' });
    const [payment] = await ctx.db.db.select().from(payments).where(eq(payments.orderId, vbank!.id));
    expect(payment!.refundedAmount).toBeGreaterThan(0);
  });

  it('a phone gets five codes an hour, however many sessions ask', async () => {
    const phone = '01077770002';
    const someone = { ...victim, phone };
    const order = await placeGuestOrder(someone, { method: 'virtual_account' }, 'issue');
    for (let i = 0; i < 5; i++) {
      const session = await guestLogin(ctx.app, someone.name, order.orderNo, `198.51.100.${70 + i}`);
      expectBody(await post(GUEST_ORDER_API.phoneCode, session), 200, GuestPhoneCodeSentSchema);
    }
    const sixth = await guestLogin(ctx.app, someone.name, order.orderNo, '198.51.100.80');
    expectApiError(await post(GUEST_ORDER_API.phoneCode, sixth), 429, GUEST_ORDER_MESSAGES.tooManyPhoneCodes);
    expect(await ctx.app.sandboxOutbox(phone)).toHaveLength(5);
  });

  it('a code works only in the session it was sent for', async () => {
    const first = await guestLogin(ctx.app, victim.name, paidByCard.orderNo, '198.51.100.90');
    const second = await guestLogin(ctx.app, victim.name, paidByCard.orderNo, '198.51.100.91');
    expectBody(await post(GUEST_ORDER_API.phoneCode, first), 200, GuestPhoneCodeSentSchema);
    const code = await lastCodeSentTo(ctx.app, victim.phone);
    expectApiError(await post(GUEST_ORDER_API.phoneVerify, second, { verification_code: code }), 401, GUEST_ORDER_MESSAGES.phoneCodeExpired);
    expect(expectBody(await post(GUEST_ORDER_API.phoneVerify, first, { verification_code: code }), 200, GuestSessionSchema).phone_verified).toBe(true);
    expect(expectBody(await get(GUEST_ORDER_API.session, second), 200, GuestSessionSchema).phone_verified).toBe(false);
    // A token that is gone proves nothing.
    expectApiError(await get(GUEST_ORDER_API.session, { 'guest-token': 'not-a-live-guest-token-000000' }), 401, MESSAGES.guestAuthenticationRequired);
  });

  it('five wrong orderer names lock that client for that order, never the real guest (item 19)', async () => {
    const guestLoginAs = (orderer_name: string, client: string) =>
      ctx.app.inject({
        method: 'POST',
        url: API.guestLogin,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { orderer_name, order_id: paidByCard.orderNo },
      });
    for (let i = 0; i < 4; i++) expectApiError(await guestLoginAs(`아무개${i}`, '192.0.2.7'), 401, MESSAGES.guestLoginFailed);
    expectApiError(await guestLoginAs('아무개4', '192.0.2.7'), 429, LOCKED);
    // The attacker's client rests, even with the right name…
    expectApiError(await guestLoginAs(victim.name, '192.0.2.7'), 429, LOCKED);
    // …the real guest, from their own client, logs in at once.
    expect((await guestLoginAs(victim.name, '203.0.113.45')).statusCode).toBe(200);
    // Spread over addresses, the wrong names lock nobody out either.
    for (let i = 0; i < 6; i++) expectApiError(await guestLoginAs(`홍길동${i}`, `192.0.2.${20 + i}`), 401, MESSAGES.guestLoginFailed);
    expect((await guestLoginAs(victim.name, '203.0.113.46')).statusCode).toBe(200);
  });
});
