import { API } from '@mall/shared-contracts';
import { ORDER_API, ORDER_MESSAGES, OrderSheetSchema, OrderStartResponseSchema } from '@mall/shared-contracts/order';
import { CartAddResponseSchema } from '@mall/shared-contracts/schemas';
import { and, asc, eq, gt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsOptions, orderItems, orders } from '../../../../../src/db/schema';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { countRows, pickOption, setStock } from '../../../../helpers/fixtures';

describe('order start and sheet', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  const device = async () => ({ 'uid-token': await ctx.app.uidTokens.issue() });
  const start = (headers: Record<string, string>, payload: object, key: string | null = randomUUID()) =>
    ctx.app.inject({ method: 'POST', url: ORDER_API.start, headers: key ? { ...headers, 'idempotency-key': key } : headers, payload });
  const sheet = async (headers: Record<string, string>, orderNo: string) =>
    expectBody(await ctx.app.inject({ method: 'GET', url: ORDER_API.sheet(orderNo), headers }), 200, OrderSheetSchema);
  const stockOf = async (optionId: number) =>
    (await ctx.db.db.select({ stock: goodsOptions.stock }).from(goodsOptions).where(eq(goodsOptions.id, optionId)))[0]!.stock;
  const addToCart = async (headers: Record<string, string>, items: Array<{ goods_id: number; option_id: number; ea: number }>) =>
    expectBody(await ctx.app.inject({ method: 'POST', url: API.carts, headers, payload: { items } }), 200, CartAddResponseSchema).cart_ids;

  beforeAll(async () => {
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  it('orders chosen cart lines: stock is reserved, the sheet shows packs by seller with their shipping and the member as orderer', async () => {
    const paid = await pickOption(ctx.db.db, { policy: 'paid', minStock: 20, maxUnitPrice: 20_000 });
    const free = await pickOption(ctx.db.db, { policy: 'free', minStock: 20 });
    const [paidCart, freeCart] = await addToCart(member, [
      { goods_id: paid.goodsId, option_id: paid.optionId, ea: 2 },
      { goods_id: free.goodsId, option_id: free.optionId, ea: 1 },
    ]);
    const before = [await stockOf(paid.optionId), await stockOf(free.optionId)];
    const res = expectBody(await start(member, { cart_ids: [paidCart!, freeCart!] }), 200, OrderStartResponseSchema);
    expect(res.order_id).toMatch(/^\d{8}-\d{7}$/);
    expect([await stockOf(paid.optionId), await stockOf(free.optionId)]).toEqual([before[0]! - 2, before[1]! - 1]);

    const body = await sheet(member, res.order_id);
    expect(body.status).toBe('ordering');
    expect(body.is_member).toBe(true);
    expect(body.orderer.name).toBe('김데모');
    expect(body.packs).toHaveLength(2);
    const paidPack = body.packs.find((p) => p.seller_id === paid.sellerId)!;
    expect(paidPack.shipping_amount).toBeGreaterThan(0);
    expect(body.packs.find((p) => p.seller_id === free.sellerId)!.shipping_amount).toBe(0);
    expect(paidPack.items[0]).toMatchObject({
      goods_id: paid.goodsId,
      option_id: paid.optionId,
      ea: 2,
      price: paid.unitPrice,
      status: 'ordering',
      status_label: '주문서 작성',
    });
    const a = body.amounts;
    expect(a.goods_amount).toBe(paid.unitPrice * 2 + free.unitPrice);
    expect(a.payment_amount).toBe(a.goods_amount + a.shipping_amount);
    expect(a.list_amount - a.discount_amount).toBe(a.goods_amount);
    // The cart keeps its lines until the order is paid.
    expect((await ctx.app.inject({ method: 'GET', url: API.cartCount, headers: member })).json()).toMatchObject({ count: expect.any(Number) });
  });

  it('buys now from goods detail as a visitor: the device owns the sheet, nobody else reads it', async () => {
    const o = await pickOption(ctx.db.db, { minStock: 5 });
    const visitor = await device();
    const res = expectBody(await start(visitor, { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 1 }] }), 200, OrderStartResponseSchema);
    const body = await sheet(visitor, res.order_id);
    expect(body.is_member).toBe(false);
    expect(body.orderer).toEqual({ name: '', phone: '', email: '' });
    expectApiError(await ctx.app.inject({ method: 'GET', url: ORDER_API.sheet(res.order_id), headers: await device() }), 404, ORDER_MESSAGES.orderNotFound);
    expectApiError(await ctx.app.inject({ method: 'GET', url: ORDER_API.sheet(res.order_id), headers: member }), 404, ORDER_MESSAGES.orderNotFound);
    // another member's or a guest's seeded order is not a sheet of this device either
    expectApiError(await ctx.app.inject({ method: 'GET', url: ORDER_API.sheet('20261101-0000001'), headers: visitor }), 404);
  });

  it('a line short of stock refuses the whole order: no order, no line, no stock taken (no half-written order)', async () => {
    const plenty = await pickOption(ctx.db.db, { minStock: 30 });
    const short = await pickOption(ctx.db.db, { minStock: 10, maxStock: 25 });
    await setStock(ctx.db.db, short.optionId, 1);
    const before = { orders: await countRows(ctx.db.db, 'orders'), lines: await countRows(ctx.db.db, 'order_items'), plenty: await stockOf(plenty.optionId) };
    const res = await start(member, {
      items: [
        { goods_id: plenty.goodsId, option_id: plenty.optionId, ea: 3 },
        { goods_id: short.goodsId, option_id: short.optionId, ea: 2 },
      ],
    });
    const error = expectApiError(res, 422);
    expect(error.code).toBe('OUT_OF_STOCK');
    expect(error.message).toMatch(/재고가 부족합니다: .+ \(남은 수량 1개\)/);
    expect(await countRows(ctx.db.db, 'orders')).toBe(before.orders);
    expect(await countRows(ctx.db.db, 'order_items')).toBe(before.lines);
    expect(await stockOf(plenty.optionId)).toBe(before.plenty);
    expect(await stockOf(short.optionId)).toBe(1);
    await setStock(ctx.db.db, short.optionId, 0);
    expect(expectApiError(await start(member, { items: [{ goods_id: short.goodsId, option_id: short.optionId, ea: 1 }] }), 422).code).toBe('SOLD_OUT');
  });

  it('refuses cart lines that are not the caller’s, a wrong option, adult goods for a visitor and an empty request', async () => {
    const o = await pickOption(ctx.db.db, { minStock: 5 });
    const [othersCart] = await addToCart(await device(), [{ goods_id: o.goodsId, option_id: o.optionId, ea: 1 }]);
    expectApiError(await start(member, { cart_ids: [othersCart!] }), 422, ORDER_MESSAGES.cartItemGone);
    expectApiError(await start(member, { items: [{ goods_id: o.goodsId + 1, option_id: o.optionId, ea: 1 }] }), 422, ORDER_MESSAGES.cartItemGone);
    expectApiError(await start(member, {}), 422, ORDER_MESSAGES.nothingToOrder);
    expectApiError(await start(member, { cart_ids: [1], items: [{ goods_id: 1, option_id: 1, ea: 1 }] }), 422);
    // the seed makes every 40th goods adult-only
    const [adult] = await ctx.db.db
      .select({ goods_id: goods.id, option_id: goodsOptions.id })
      .from(goods)
      .innerJoin(goodsOptions, eq(goodsOptions.goodsId, goods.id))
      .where(and(eq(goods.isAdult, true), gt(goodsOptions.stock, 0)))
      .orderBy(asc(goodsOptions.id))
      .limit(1);
    expectApiError(await start(await device(), { items: [{ goods_id: adult!.goods_id, option_id: adult!.option_id, ea: 1 }] }), 403, ORDER_MESSAGES.adultOnly);
  });

  it('idempotency: a replay returns the first answer (one order), another body with the key is a 422, a missing key is refused', async () => {
    const o = await pickOption(ctx.db.db, { minStock: 10 });
    const key = randomUUID();
    const body = { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 1 }] };
    const before = await stockOf(o.optionId);
    const first = await start(member, body, key);
    const again = await start(member, { items: [{ ea: 1, option_id: o.optionId, goods_id: o.goodsId }] }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(await stockOf(o.optionId)).toBe(before - 1);
    expectApiError(await start(member, { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 2 }] }, key), 422, ORDER_MESSAGES.idempotencyKeyReused);
    // the same key from another caller is their own key
    expectBody(await start(await device(), body, key), 200, OrderStartResponseSchema);
    expectApiError(await start(member, body, null), 422, ORDER_MESSAGES.idempotencyKeyRequired);
    expectApiError(await start(member, body, 'short'), 422, ORDER_MESSAGES.idempotencyKeyRequired);
  });

  it('a refusal is the first answer too: replaying a sold-out order is the same refusal even after a restock', async () => {
    const o = await pickOption(ctx.db.db, { minStock: 10 });
    await setStock(ctx.db.db, o.optionId, 0);
    const key = randomUUID();
    const body = { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 1 }] };
    expectApiError(await start(member, body, key), 422);
    await setStock(ctx.db.db, o.optionId, 5);
    const replay = await start(member, body, key);
    expect(expectApiError(replay, 422).code).toBe('SOLD_OUT');
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expectBody(await start(member, body), 200, OrderStartResponseSchema);
  });

  it('an unpaid order past its reservation expires: its stock goes back exactly once (sheet read, then the purge)', async () => {
    const o = await pickOption(ctx.db.db, { minStock: 10 });
    const before = await stockOf(o.optionId);
    const res = expectBody(await start(member, { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 3 }] }), 200, OrderStartResponseSchema);
    expect(await stockOf(o.optionId)).toBe(before - 3);
    await ctx.db.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, res.order_id));
    const body = await sheet(member, res.order_id);
    expect(body.status).toBe('expired');
    expect(body.packs[0]!.items[0]!.status_label).toBe('주문 만료');
    expect(await stockOf(o.optionId)).toBe(before);
    await ctx.app.purgeExpired(new Date(Date.now() + 3_600_000));
    await sheet(member, res.order_id);
    expect(await stockOf(o.optionId)).toBe(before);

    const other = expectBody(await start(member, { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 2 }] }), 200, OrderStartResponseSchema);
    const purged = await ctx.app.purgeExpired(new Date(Date.now() + 31 * 60_000));
    expect(purged.expiredOrders).toBeGreaterThanOrEqual(1);
    expect(await stockOf(o.optionId)).toBe(before);
    const [line] = await ctx.db.db
      .select({ status: orderItems.status })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderNo, other.order_id));
    expect(line!.status).toBe('expired');
  });
});
