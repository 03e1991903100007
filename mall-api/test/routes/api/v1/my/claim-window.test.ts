import { API, HEADERS } from '@mall/shared-contracts';
import {
  CLAIM_API,
  CLAIM_MESSAGES,
  CLAIM_WINDOW_DAYS,
  claimWindowOpen,
  ExchangeSheetSchema,
  MY_ORDERS_API,
  MyOrderDetailSchema,
  type MyOrderLine,
  orderManageApi,
  ReturnSheetSchema,
} from '@mall/shared-contracts/order';
import { GuestLoginResponseSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, orderItems, orders } from '../../../../../src/db/schema';
import { GUEST_ORDER, GUEST_RETURNABLE_ORDER, RETURNABLE_ORDER } from '../../../../../src/db/seed/index';
import { moveLines } from '../../../../../src/plugins/app/order/orders/order-lines';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { DEMO_ADDRESS } from '../../../../helpers/fixtures';

const DAY = 86_400_000;
const itemsOf = (detail: { packs: { items: MyOrderLine[] }[] }) => detail.packs.flatMap((p) => p.items);
const GUEST = orderManageApi('guest');
/** The demo member's delivered order of seed/index.ts (ordered 2026-10-20, delivered two days later). */
const OLD_DELIVERED_ORDER = '20261020-0000008';
const pickup = DEMO_ADDRESS;

describe('the 7-day return and exchange window (members and guests)', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  let guest: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
    const login = await ctx.app.inject({
      method: 'POST',
      url: API.guestLogin,
      // The guest looks up the order it manages here (ADR 0014: a session opens the order it proved).
      payload: { orderer_name: GUEST_ORDER.ordererName, order_id: GUEST_RETURNABLE_ORDER },
    });
    guest = { [HEADERS.guestToken]: expectBody(login, 200, GuestLoginResponseSchema).guest_token };
  });
  afterAll(() => ctx?.close());

  const get = (url: string, headers = member) => ctx.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, key: string, headers = member) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': key }, payload });
  const linesOf = async (orderNo: string) => {
    const [o] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return { order: o!, lines: await ctx.db.db.select().from(orderItems).where(eq(orderItems.orderId, o!.id)).orderBy(orderItems.id) };
  };
  const deliveredDaysAgo = (id: number, days: number) =>
    ctx.db.db
      .update(orderItems)
      .set({ deliveredAt: new Date(Date.now() - days * DAY) })
      .where(eq(orderItems.id, id));

  it('seeds delivered lines inside the window (the return and exchange pages) and outside it (older orders)', async () => {
    const recent = expectBody(await get(MY_ORDERS_API.detail(RETURNABLE_ORDER)), 200, MyOrderDetailSchema);
    for (const line of itemsOf(recent)) {
      expect(line.actions).toMatchObject({ can_return: true, can_exchange: true, claim_window_closed: false });
      expect(claimWindowOpen(line.delivered_at, new Date())).toBe(true);
    }
    const old = expectBody(await get(MY_ORDERS_API.detail(OLD_DELIVERED_ORDER)), 200, MyOrderDetailSchema);
    expect(itemsOf(old)[0]).toMatchObject({ status: 'delivered' });
    // Delivered two days after the order (October), long past the window; confirm and review stay.
    expect(itemsOf(old)[0]!.delivered_at).not.toBeNull();
    expect(claimWindowOpen(itemsOf(old)[0]!.delivered_at, new Date())).toBe(false);
    expect(itemsOf(old)[0]!.actions).toMatchObject({ can_return: false, can_exchange: false, claim_window_closed: true, can_confirm: true, can_review: true });
  });

  it('refuses a member return or exchange after the window with 422 and the Korean reason, sheets included', async () => {
    const { lines } = await linesOf(OLD_DELIVERED_ORDER);
    const line = lines[0]!;
    expectApiError(await get(`${CLAIM_API.returnSheet(OLD_DELIVERED_ORDER)}?item_ids=${line.id}`), 422, CLAIM_MESSAGES.claimWindowClosed);
    expectApiError(await get(`${CLAIM_API.exchangeSheet(OLD_DELIVERED_ORDER)}?item_ids=${line.id}`), 422, CLAIM_MESSAGES.claimWindowClosed);
    expectApiError(await get(CLAIM_API.exchangeOptions(OLD_DELIVERED_ORDER, line.id)), 422, CLAIM_MESSAGES.claimWindowClosed);
    const returned = await post(CLAIM_API.return(OLD_DELIVERED_ORDER), { item_ids: [line.id], reason_code: 'SIZE', pickup }, 'window-return-000001');
    expectApiError(returned, 422, CLAIM_MESSAGES.claimWindowClosed);
    expect(returned.json()).toMatchObject({ code: 'CLAIM_WINDOW_CLOSED' });
    const exchanged = await post(
      CLAIM_API.exchange(OLD_DELIVERED_ORDER),
      { items: [{ item_id: line.id, option_id: line.optionId ?? 1 }], reason_code: 'SIZE', pickup, delivery: pickup },
      'window-exchange-0001',
    );
    expectApiError(exchanged, 422, CLAIM_MESSAGES.claimWindowClosed);
    // Nothing moved, no claim written.
    expect((await linesOf(OLD_DELIVERED_ORDER)).lines[0]!.status).toBe('delivered');
    expect(await ctx.db.db.select().from(claims).where(eq(claims.orderItemId, line.id))).toEqual([]);
  });

  it('counts Korean calendar days: the 7th day after delivery is the last, the 8th is refused (guest)', async () => {
    const { lines } = await linesOf(GUEST_RETURNABLE_ORDER);
    const [first, second] = lines;
    // Delivered at noon KST 7 days ago: still the last day.
    const kstNoon = (daysAgo: number) => {
      const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
      return new Date(new Date(`${today}T12:00:00+09:00`).getTime() - daysAgo * DAY);
    };
    await ctx.db.db
      .update(orderItems)
      .set({ deliveredAt: kstNoon(CLAIM_WINDOW_DAYS) })
      .where(eq(orderItems.id, first!.id));
    await ctx.db.db
      .update(orderItems)
      .set({ deliveredAt: kstNoon(CLAIM_WINDOW_DAYS + 1) })
      .where(eq(orderItems.id, second!.id));
    const detail = expectBody(await get(GUEST.detail(GUEST_RETURNABLE_ORDER), guest), 200, MyOrderDetailSchema);
    expect(itemsOf(detail).map((l) => [l.id, l.actions.can_return, l.actions.claim_window_closed])).toEqual([
      [first!.id, true, false],
      [second!.id, false, true],
    ]);
    // The sheet offers the line still in time only.
    const sheet = expectBody(await get(`${GUEST.returnSheet(GUEST_RETURNABLE_ORDER)}?item_ids=${second!.id}`, guest), 200, ReturnSheetSchema);
    expect(sheet.items.map((l) => l.id)).toEqual([first!.id]);
    expect(sheet.selected_ids).toEqual([]);
    expectBody(await get(`${GUEST.exchangeSheet(GUEST_RETURNABLE_ORDER)}?item_ids=${first!.id}`, guest), 200, ExchangeSheetSchema);
    expectApiError(
      await post(GUEST.return(GUEST_RETURNABLE_ORDER), { item_ids: [second!.id], reason_code: 'SIZE', pickup }, 'guest-window-000001', guest),
      422,
      CLAIM_MESSAGES.claimWindowClosed,
    );
    // Both together: refused as a whole, nothing returned.
    expectApiError(
      await post(GUEST.return(GUEST_RETURNABLE_ORDER), { item_ids: [first!.id, second!.id], reason_code: 'SIZE', pickup }, 'guest-window-000002', guest),
      422,
      CLAIM_MESSAGES.claimWindowClosed,
    );
    expect((await linesOf(GUEST_RETURNABLE_ORDER)).lines.map((l) => l.status)).toEqual(['delivered', 'delivered']);
    await deliveredDaysAgo(second!.id, 2);
  });

  it('dates a line when it arrives (shipping → delivered) and keeps the date when a claim takes it back to delivered', async () => {
    const { order, lines } = await linesOf('20261020-0000006');
    const line = lines[0]!;
    expect(line).toMatchObject({ status: 'shipping', deliveredAt: null });
    const before = Date.now();
    await ctx.db.db.transaction(async (tx) => {
      await moveLines(tx, order.id, 'delivered', [line.id]);
    });
    const arrived = (await linesOf('20261020-0000006')).lines[0]!.deliveredAt!;
    expect(arrived.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // A return asked and withdrawn: back to delivered, same arrival day.
    await ctx.db.db.transaction(async (tx) => {
      await moveLines(tx, order.id, 'return_requested', [line.id]);
      await moveLines(tx, order.id, 'delivered', [line.id]);
    });
    expect((await linesOf('20261020-0000006')).lines[0]!.deliveredAt).toEqual(arrived);
    const detail = expectBody(await get(MY_ORDERS_API.detail('20261020-0000006')), 200, MyOrderDetailSchema);
    expect(itemsOf(detail)[0]!.actions).toMatchObject({ can_return: true, can_exchange: true, claim_window_closed: false });
  });
});
