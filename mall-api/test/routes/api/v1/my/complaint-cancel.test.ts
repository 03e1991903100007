import { COMPLAINT_API, MY_ORDER_MESSAGES, MY_ORDERS_API, MyOrderDetailSchema, type MyOrderLine } from '@mall/shared-contracts/order';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderComplaints, orderItems, orders } from '../../../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

/** Preparing, with a 14-day release delay the member has not answered (order-complaints-seed.ts). */
const DELAYED_ORDER = '20261024-0000301';
const itemsOf = (detail: { packs: { items: MyOrderLine[] }[] }) => detail.packs.flatMap((p) => p.items);

describe('a line with an unanswered release delay is cancelled through the delay, never the ordinary cancel', () => {
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

  it('offers the delay answer instead of 주문취소, refuses the ordinary cancel in Korean, and the delay cancel still works', async () => {
    const detail = expectBody(await get(MY_ORDERS_API.detail(DELAYED_ORDER)), 200, MyOrderDetailSchema);
    const line = itemsOf(detail)[0]!;
    expect(line).toMatchObject({ status: 'preparing' });
    expect(line.actions).toMatchObject({ can_cancel: false, answer_complaint: 'delivery-delay' });

    expectApiError(await get(`${MY_ORDERS_API.cancelSheet(DELAYED_ORDER)}?item_ids=${line.id}`), 422, MY_ORDER_MESSAGES.cancelComplaintPending);
    const refused = await post(MY_ORDERS_API.cancel(DELAYED_ORDER), { item_ids: [line.id], reason_code: 'CHANGE_MIND' }, 'pending-delay-cancel-01');
    expectApiError(refused, 422, MY_ORDER_MESSAGES.cancelComplaintPending);
    expect(refused.json()).toMatchObject({ code: 'COMPLAINT_PENDING' });
    expect((await ctx.db.db.select().from(orderItems).where(eq(orderItems.id, line.id)))[0]!.status).toBe('preparing');

    // Answered on /mypage/claim: the line is cancelled through the complaint, both end consistent.
    const [complaint] = await ctx.db.db
      .select()
      .from(orderComplaints)
      .where(and(eq(orderComplaints.orderItemId, line.id), eq(orderComplaints.status, 'pending')));
    const answered = await post(COMPLAINT_API.cancel(complaint!.id), {}, 'pending-delay-answer-01');
    expect(answered.statusCode).toBe(200);
    const [after] = await ctx.db.db.select().from(orderComplaints).where(eq(orderComplaints.id, complaint!.id));
    expect(after).toMatchObject({ status: 'cancelled' });
    expect((await ctx.db.db.select().from(orderItems).where(eq(orderItems.id, line.id)))[0]!.status).toBe('cancelled');
    const [order] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, DELAYED_ORDER));
    expect(order!.status).toBe('cancelled');
  });
});
