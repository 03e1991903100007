import { API, HEADERS, MESSAGES, parseKstDateTime } from '@mall/shared-contracts';
import { MyOrderDetailSchema, orderManageApi } from '@mall/shared-contracts/order';
import { GuestLoginResponseSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestSessions } from '../../../../../src/db/schema';
import { EXTRA_GUEST_ORDERS, GUEST_ORDER } from '../../../../../src/db/seed/index';
import { hashToken } from '../../../../../src/lib/tokens';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('guest login and guest order', () => {
  let ctx: TestContext;
  const guestLogin = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: API.guestLogin, payload });
  const readOrder = (orderId: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url: orderManageApi('guest').detail(orderId), headers: token ? { [HEADERS.guestToken]: token } : {} });
  const login = async (orderer_name: string = GUEST_ORDER.ordererName, order_id: string = GUEST_ORDER.orderNo) =>
    expectBody(await guestLogin({ orderer_name, order_id }), 200, GuestLoginResponseSchema);

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('logs a guest in by orderer name and order number with a two-hour token stored as a hash', async () => {
    const body = await login(` ${GUEST_ORDER.ordererName} `, ` ${GUEST_ORDER.orderNo}`);
    expect(body).toMatchObject({ order_id: GUEST_ORDER.orderNo, orderer_name: GUEST_ORDER.ordererName });
    const ttl = parseKstDateTime(body.expired_at)!.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(2 * 3600_000);
    const rows = await ctx.db.db
      .select()
      .from(guestSessions)
      .where(eq(guestSessions.tokenHash, hashToken(body.guest_token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(body.guest_token);
  });

  it.each([
    ['a wrong orderer name', '김아무개', GUEST_ORDER.orderNo],
    ['an unknown order number', GUEST_ORDER.ordererName, '20991231-9999999'],
    ['a member order (not a guest order)', '김데모', '20261020-0000002'],
  ])('refuses %s with one Korean message and no cause', async (_label, name, orderNo) => {
    const body = expectApiError(await guestLogin({ orderer_name: name, order_id: orderNo }), 401, MESSAGES.guestLoginFailed);
    expect(body.code).toBe('GUEST_LOGIN_FAILED');
    expect(body.cause).toBeUndefined();
  });

  it('validates the body with Korean field messages', async () => {
    const body = expectApiError(await guestLogin({ orderer_name: ' ', order_id: '' }), 422, MESSAGES.ordererNameRequired);
    expect(body.errors).toEqual([
      { field: 'orderer_name', message: MESSAGES.ordererNameRequired },
      { field: 'order_id', message: MESSAGES.orderIdRequired },
    ]);
  });

  it('reads the guest order with its lines, amounts that add up, and a Korean status label', async () => {
    const { guest_token } = await login();
    const order = expectBody(await readOrder(GUEST_ORDER.orderNo, guest_token), 200, MyOrderDetailSchema);
    expect(order).toMatchObject({ order_id: GUEST_ORDER.orderNo, orderer: { name: GUEST_ORDER.ordererName }, status: 'paid', status_label: '결제완료' });
    const items = order.packs.flatMap((p) => p.items);
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]!.goods_name).toMatch(/[가-힣]/);
    expect(order.amounts.goods_amount).toBe(items.reduce((sum, i) => sum + i.price * i.ea, 0));
    expect(order.amounts.shipping_amount).toBe(order.packs.reduce((sum, p) => sum + p.shipping_amount, 0));
    expect(order.amounts.payment_amount).toBe(order.amounts.goods_amount + order.amounts.shipping_amount);
    expect(order.ordered_at).toBe('2026-10-31T15:00:00.000Z');
  });

  it('seeds more guest orders to look up', async () => {
    const [extra] = EXTRA_GUEST_ORDERS;
    const { guest_token } = await login(extra.ordererName, extra.orderNo);
    const order = expectBody(await readOrder(extra.orderNo, guest_token), 200, MyOrderDetailSchema);
    expect(order.status_label).toBe('배송중');
  });

  it('answers 401 GuestAuthenticationException without a live guest token', async () => {
    const missing = expectApiError(await readOrder(GUEST_ORDER.orderNo), 401, MESSAGES.guestAuthenticationRequired);
    expect(missing.cause).toBe('GuestAuthenticationException');
    expect(expectApiError(await readOrder(GUEST_ORDER.orderNo, 'garbage'), 401).cause).toBe('GuestAuthenticationException');
    const { guest_token } = await login();
    await ctx.db.db
      .update(guestSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guestSessions.tokenHash, hashToken(guest_token)));
    expect(expectApiError(await readOrder(GUEST_ORDER.orderNo, guest_token), 401).cause).toBe('GuestAuthenticationException');
  });

  it('guest logout ends the session on the server: the same token no longer opens the order', async () => {
    const { guest_token } = await login();
    expectBody(await readOrder(GUEST_ORDER.orderNo, guest_token), 200, MyOrderDetailSchema);
    const logout = (token?: string) => ctx.app.inject({ method: 'POST', url: API.guestLogout, headers: token ? { [HEADERS.guestToken]: token } : {} });
    expect((await logout(guest_token)).json()).toEqual({ success: true });
    const rows = await ctx.db.db
      .select()
      .from(guestSessions)
      .where(eq(guestSessions.tokenHash, hashToken(guest_token)));
    expect(rows).toHaveLength(0);
    expect(expectApiError(await readOrder(GUEST_ORDER.orderNo, guest_token), 401).cause).toBe('GuestAuthenticationException');
    // Again, or with no token at all: nothing left to end, same answer.
    expect((await logout(guest_token)).statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(200);
  });

  it('a guest token opens its own orders only (not another guest’s, not a member’s)', async () => {
    const { guest_token } = await login();
    expectApiError(await readOrder(EXTRA_GUEST_ORDERS[0].orderNo, guest_token), 404, MESSAGES.guestOrderNotFound);
    expectApiError(await readOrder('20261020-0000002', guest_token), 404, MESSAGES.guestOrderNotFound);
  });

  it('a member bearer token is no guest token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: orderManageApi('guest').detail(GUEST_ORDER.orderNo),
      headers: { authorization: 'Bearer whatever' },
    });
    expect(expectApiError(res, 401).cause).toBe('GuestAuthenticationException');
  });
});
