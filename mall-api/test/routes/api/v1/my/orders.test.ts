import {
  CancelResponseSchema,
  CancelSheetSchema,
  ClaimsResponseSchema,
  MY_ORDER_MESSAGES,
  MY_ORDERS_API,
  MyOrderDetailSchema,
  MyOrdersResponseSchema,
  ORDER_LINE_STATUSES,
  PurchaseConfirmResponseSchema,
  ReceiptSchema,
} from '@mall/shared-contracts/order';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, goodsOptions, orderItems, orders, payments, pointLedger, refundAccounts, sandboxPgTransactions } from '../../../../../src/db/schema';
import { CANCEL_JOURNEY_ORDER, MEMBER_CLAIM_ORDERS, VBANK_PAID_ORDER } from '../../../../../src/db/seed/index';
import { pointBalanceOf } from '../../../../../src/plugins/app/member/benefits/balances';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

describe('my orders', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    auth = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: auth, payload });
  const linesOf = async (orderNo: string) => {
    const [o] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    return { order: o!, lines: await ctx.db.db.select().from(orderItems).where(eq(orderItems.orderId, o!.id)).orderBy(orderItems.id) };
  };

  it('is member only', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: MY_ORDERS_API.list }), 401);
  });

  it('seeds every line status but the open sheet, and every claim state', async () => {
    const lines = await ctx.db.db
      .select({ status: orderItems.status })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.memberId, 1));
    expect(new Set(lines.map((l) => l.status))).toEqual(new Set(ORDER_LINE_STATUSES));
    const rows = await ctx.db.db.select({ type: claims.type, status: claims.status }).from(claims);
    for (const type of ['cancel', 'return', 'exchange'])
      expect(new Set(rows.filter((r) => r.type === type).map((r) => r.status)).size, type).toBeGreaterThanOrEqual(type === 'exchange' ? 2 : 3);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['requested', 'completed', 'withdrawn', 'refused']));
  });

  it('lists the orders of the period, newest first, ten a page, and each claim tab', async () => {
    const all = expectBody(await get(`${MY_ORDERS_API.list}?months=12`), 200, MyOrdersResponseSchema);
    const inDb = await ctx.db.db.select().from(orders).where(eq(orders.memberId, 1));
    const placed = inDb.filter((o) => o.status !== 'ordering' && o.createdAt > new Date(Date.now() - 360 * 86_400_000));
    expect(all.orders.total).toBe(placed.length);
    expect(all.orders.data).toHaveLength(10);
    const dates = all.orders.data.map((o) => o.ordered_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = expectBody(await get(`${MY_ORDERS_API.list}?months=12&page=2`), 200, MyOrdersResponseSchema);
    expect(page2.orders.data.map((o) => o.order_id)).not.toContain(all.orders.data[0]!.order_id);
    // The July order is outside three months.
    const three = expectBody(await get(MY_ORDERS_API.list), 200, MyOrdersResponseSchema);
    expect(three.months).toBe(3);
    expect(three.orders.total).toBeLessThan(all.orders.total);

    const returns = expectBody(await get(`${MY_ORDERS_API.list}?tab=return&months=12`), 200, MyOrdersResponseSchema);
    expect(new Set(returns.claims.data.map((c) => c.status_label))).toEqual(new Set(['반품거부', '반품완료', '반품요청', '반품철회']));
    expect(returns.orders.data).toEqual([]);
    expectApiError(await get(`${MY_ORDERS_API.list}?months=2`), 422, '조회 기간을 다시 선택해 주세요.');
  });

  it('shows the detail with payment, delivery and claims, and the receipt', async () => {
    const [first] = MEMBER_CLAIM_ORDERS;
    const detail = expectBody(await get(MY_ORDERS_API.detail(first!.orderNo)), 200, MyOrderDetailSchema);
    const items = detail.packs.flatMap((p) => p.items);
    expect(items.map((i) => i.status_label)).toEqual(['구매확정', '반품완료']);
    expect(items[1]!.claim).toMatchObject({ type: 'return', status_label: '반품완료', reason_label: '사이즈가 맞지 않음' });
    expect(items[0]!.delivery?.company).toBe('CJ대한통운');
    expect(detail.payment).toMatchObject({ method_label: '신용/체크카드', card_company: '신한카드' });
    expect(detail.receiver.address1).toBe('서울특별시 서초구 반포대로 235');
    const receipt = expectBody(await get(MY_ORDERS_API.receipt(first!.orderNo)), 200, ReceiptSchema);
    expect(receipt.supply_amount + receipt.vat_amount).toBe(receipt.payment.amount - receipt.payment.refunded_amount);
    expect(receipt.shop.name).toBe('케이몰');
    // Another member's or an unknown order is not found.
    expectApiError(await get(MY_ORDERS_API.detail('20261101-0000001')), 404);
  });

  it('confirms a delivered line once, earning the grade points; refuses lines not delivered', async () => {
    const { order, lines } = await linesOf('20261020-0000007');
    const line = lines[0]!;
    expect(line.status).toBe('delivered');
    const before = await pointBalanceOf(ctx.db.db, 1);
    const res = expectBody(await post(MY_ORDERS_API.confirm(order.orderNo, line.id)), 200, PurchaseConfirmResponseSchema);
    // 실버: 1% of what the line was paid, in 10-won units.
    expect(res.earned_point).toBe(Math.floor((line.price * line.ea) / 100 / 10) * 10);
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(before + res.earned_point);
    expectApiError(await post(MY_ORDERS_API.confirm(order.orderNo, line.id)), 422, MY_ORDER_MESSAGES.alreadyConfirmed);
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(before + res.earned_point);
    const paid = await linesOf(CANCEL_JOURNEY_ORDER);
    expectApiError(await post(MY_ORDERS_API.confirm(CANCEL_JOURNEY_ORDER, paid.lines[0]!.id)), 422, MY_ORDER_MESSAGES.confirmNotAllowed);
    // Undo for the other tests of this file.
    await ctx.db.db.update(orderItems).set({ status: 'delivered', confirmedAt: null }).where(eq(orderItems.id, line.id));
    await ctx.db.db.delete(pointLedger).where(and(eq(pointLedger.orderId, order.id), eq(pointLedger.kind, 'earn')));
  });

  it('cancels a paid line: stock, payment (partial PG cancel) and claim exactly once, even when repeated', async () => {
    const { order, lines } = await linesOf(CANCEL_JOURNEY_ORDER);
    const line = lines[0]!;
    const stock = async () => (await ctx.db.db.select().from(goodsOptions).where(eq(goodsOptions.id, line.optionId!)))[0]!.stock;
    const stockBefore = await stock();
    const sheet = expectBody(await get(`${MY_ORDERS_API.cancelSheet(order.orderNo)}?item_ids=${line.id}`), 200, CancelSheetSchema);
    expect(sheet.selected_ids).toEqual([line.id]);
    expect(sheet.reasons[0]!.label).toBe('단순 변심');
    expect(sheet.needs_refund_account).toBe(false);
    expect(sheet.estimate.payment_amount).toBe(line.price * line.ea);

    const body = { item_ids: [line.id], reason_code: 'CHANGE_MIND' };
    expectApiError(await post(MY_ORDERS_API.cancel(order.orderNo), { item_ids: [line.id], reason_code: 'ETC' }), 422, MY_ORDER_MESSAGES.detailReasonRequired);
    const [first, second] = await Promise.all([post(MY_ORDERS_API.cancel(order.orderNo), body), post(MY_ORDERS_API.cancel(order.orderNo), body)]);
    const ok = [first, second].filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const done = expectBody(ok[0]!, 200, CancelResponseSchema);
    expectApiError(
      [first, second].find((r) => r.statusCode !== 200)!,
      422,
      MY_ORDER_MESSAGES.cancelNotAllowed,
    );
    expectApiError(await post(MY_ORDERS_API.cancel(order.orderNo), body), 422, MY_ORDER_MESSAGES.cancelNotAllowed);

    expect(await stock()).toBe(stockBefore + line.ea);
    const [payment] = await ctx.db.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.refundedAmount).toBe(line.price * line.ea);
    const [pg] = await ctx.db.db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, payment!.pgTid));
    expect(pg!.cancelledAmount).toBe(line.price * line.ea);
    expect(pg!.state).toBe('captured');
    const after = await linesOf(order.orderNo);
    expect(after.lines.map((l) => l.status)).toEqual(['cancelled', 'paid']);
    expect(after.order.status).toBe('paid');

    const complete = expectBody(await get(`${MY_ORDERS_API.claims}?ids=${done.claim_ids.join(',')}`), 200, ClaimsResponseSchema);
    expect(complete.claims[0]).toMatchObject({ type: 'cancel', status_label: '취소완료', reason_label: '단순 변심' });
    expect(complete.total.payment_amount).toBe(line.price * line.ea);
  });

  it('asks a virtual-account order for a refund account, saves it and names it on the claim', async () => {
    const { lines } = await linesOf(VBANK_PAID_ORDER);
    const sheet = expectBody(await get(`${MY_ORDERS_API.cancelSheet(VBANK_PAID_ORDER)}?item_ids=${lines[1]!.id}`), 200, CancelSheetSchema);
    expect(sheet.needs_refund_account).toBe(true);
    const body = { item_ids: [lines[1]!.id], reason_code: 'REORDER' };
    expectApiError(await post(MY_ORDERS_API.cancel(VBANK_PAID_ORDER), body), 422, MY_ORDER_MESSAGES.refundAccountRequired);
    const res = expectBody(
      await post(MY_ORDERS_API.cancel(VBANK_PAID_ORDER), {
        ...body,
        refund_account: { bank_code: '004', account_number: '123-456-7890', holder_name: '김데모' },
      }),
      200,
      CancelResponseSchema,
    );
    const [saved] = await ctx.db.db.select().from(refundAccounts).where(eq(refundAccounts.memberId, 1));
    expect(saved).toMatchObject({ bankCode: '004', accountNumber: '1234567890' });
    const complete = expectBody(await get(`${MY_ORDERS_API.claims}?ids=${res.claim_ids[0]}`), 200, ClaimsResponseSchema);
    expect(complete.claims[0]!.refund_account).toBe('KB국민은행 123****890 김데모');
    // Not the member's claim ids: not found.
    expectApiError(await get(`${MY_ORDERS_API.claims}?ids=999999`), 404, MY_ORDER_MESSAGES.claimNotFound);
  });

  it('refuses to cancel a shipped line in Korean', async () => {
    const { order, lines } = await linesOf('20261020-0000006');
    expect(lines[0]!.status).toBe('shipping');
    expectApiError(
      await post(MY_ORDERS_API.cancel(order.orderNo), { item_ids: [lines[0]!.id], reason_code: 'CHANGE_MIND' }),
      422,
      MY_ORDER_MESSAGES.cancelNotAllowed,
    );
  });
});
