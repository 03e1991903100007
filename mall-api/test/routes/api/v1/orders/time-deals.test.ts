import { API } from '@mall/shared-contracts';
import {
  CHECKOUT_API,
  ORDER_API,
  OrderSheetSchema,
  OrderStartResponseSchema,
  PreparePayResponseSchema,
  TIME_DEAL_MESSAGES,
  cartUnitPrice,
} from '@mall/shared-contracts/order';
import { CartAddResponseSchema, CartListSchema } from '@mall/shared-contracts/schemas';
import { and, asc, eq, gte } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, goods, goodsOptions, members, timeAttacks } from '../../../../../src/db/schema';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { DEMO_ORDERER, DEMO_RECEIVER } from '../../../../helpers/fixtures';

const HOUR = 3_600_000;

/** Seeded time deals (exhibit-data.ts TIME_ATTACKS): goods 21 runs now at 29,900원, goods 39's ended two days ago. */
describe('time-deal prices in the cart, the order sheet and prepare-pay', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  const option = async (goodsId: number) => {
    const [row] = await ctx.db.db
      .select({ optionId: goodsOptions.id, extra: goodsOptions.extraAmount, ordinary: goods.baseDiscountedPrice, price: goods.price })
      .from(goodsOptions)
      .innerJoin(goods, eq(goods.id, goodsOptions.goodsId))
      .where(and(eq(goodsOptions.goodsId, goodsId), gte(goodsOptions.stock, 5)))
      .orderBy(asc(goodsOptions.id))
      .limit(1);
    return row!;
  };
  const deal = async (goodsId: number) => (await ctx.db.db.select().from(timeAttacks).where(eq(timeAttacks.goodsId, goodsId)))[0]!;
  const cart = async () => expectBody(await ctx.app.inject({ method: 'GET', url: API.carts, headers: member }), 200, CartListSchema);
  const sheet = async (orderNo: string) =>
    expectBody(await ctx.app.inject({ method: 'GET', url: ORDER_API.sheet(orderNo), headers: member }), 200, OrderSheetSchema);
  const prepare = (orderNo: string) =>
    ctx.app.inject({
      method: 'POST',
      url: CHECKOUT_API.preparePay(orderNo),
      headers: { ...member, 'idempotency-key': randomUUID() },
      payload: { orderer: DEMO_ORDERER, receiver: DEMO_RECEIVER, payment: { method: 'card', card_company: 'shinhan' } },
    });

  beforeAll(async () => {
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  it('charges the running deal in the cart, the sheet and prepare-pay; once it ends the sheet re-prices and prepare-pay refuses the old amount', async () => {
    const o = await option(21);
    const d = await deal(21);
    expect(d.salePrice).toBeLessThan(o.ordinary);
    const [cartId] = expectBody(
      await ctx.app.inject({ method: 'POST', url: API.carts, headers: member, payload: { items: [{ goods_id: 21, option_id: o.optionId, ea: 2 }] } }),
      200,
      CartAddResponseSchema,
    ).cart_ids;
    const list = await cart();
    const line = list.packs.flatMap((p) => p.items).find((i) => i.cart_id === cartId)!;
    expect(line.time_deal).toMatchObject({ title: d.title, sale_price: d.salePrice, ended: false });
    const pack = list.packs.find((p) => p.items.some((i) => i.cart_id === cartId))!;
    expect(pack.items).toHaveLength(1);
    expect(pack.goods_price).toBe((d.salePrice + o.extra) * 2);
    expect(list.summary.total_discount_price).toBe((o.price - d.salePrice) * 2);
    expect(list.summary.total_payment_price).toBe(list.summary.total_goods_price - list.summary.total_discount_price + list.summary.total_shipping_price);

    const started = expectBody(
      await ctx.app.inject({ method: 'POST', url: ORDER_API.start, headers: { ...member, 'idempotency-key': randomUUID() }, payload: { cart_ids: [cartId] } }),
      200,
      OrderStartResponseSchema,
    );
    const before = await sheet(started.order_id);
    const sheetLine = before.packs[0]!.items[0]!;
    expect(sheetLine.price).toBe(d.salePrice + o.extra);
    expect(sheetLine.list_price).toBe(o.price + o.extra);
    expect(sheetLine.time_deal).toMatchObject({ title: d.title, sale_price: d.salePrice, ended: false });
    expect(before.amounts.goods_amount).toBe((d.salePrice + o.extra) * 2);

    // The deal ends before 결제하기: the old amount is refused, the sheet re-prices at the ordinary price.
    await ctx.db.db
      .update(timeAttacks)
      .set({ endAt: new Date(Date.now() - 1000) })
      .where(eq(timeAttacks.id, d.id));
    expectApiError(await prepare(started.order_id), 422, TIME_DEAL_MESSAGES.endedAtPay);
    const after = await sheet(started.order_id);
    expect(after.packs[0]!.items[0]!.price).toBe(o.ordinary + o.extra);
    expect(after.packs[0]!.items[0]!.time_deal).toMatchObject({ title: d.title, ended: true });
    expect(after.amounts.goods_amount).toBe((o.ordinary + o.extra) * 2);
    expect(after.amounts.payment_amount).toBe(after.amounts.goods_amount + after.amounts.shipping_amount);
    const paid = expectBody(await prepare(started.order_id), 200, PreparePayResponseSchema);
    expect(paid.amount).toBe(after.amounts.payment_amount);
    // A second read changes nothing (re-priced once).
    expect((await sheet(started.order_id)).amounts).toEqual({ ...after.amounts, payment_amount: paid.amount });
  });

  it('a cart line last touched during a deal that has ended says so and charges the ordinary price; one added after it never had the deal', async () => {
    const o = await option(39);
    const d = await deal(39);
    expect(d.endAt.getTime()).toBeLessThan(Date.now());
    expect(d.salePrice).toBeLessThan(o.ordinary);
    const [demo] = await ctx.db.db.select({ id: members.id }).from(members).where(eq(members.loginId, 'demo'));
    const seenAt = new Date(d.endAt.getTime() - HOUR);
    await ctx.db.db.insert(carts).values({ memberId: demo!.id, goodsId: 39, optionId: o.optionId, ea: 1, createdAt: seenAt, updatedAt: seenAt });
    let line = (await cart()).packs.flatMap((p) => p.items).find((i) => i.option_id === o.optionId)!;
    expect(line.time_deal).toMatchObject({ title: d.title, sale_price: d.salePrice, ended: true });
    // Touched again (quantity changed) after the deal: the ordinary price is what the shopper saw.
    await ctx.app.inject({ method: 'PATCH', url: API.cart(line.cart_id), headers: member, payload: { ea: 2 } });
    line = (await cart()).packs.flatMap((p) => p.items).find((i) => i.option_id === o.optionId)!;
    expect(line.ea).toBe(2);
    expect(line.time_deal).toBeNull();
  });

  it('charges and shows no deal while the shop has time deals switched off; a sheet made during the deal re-prices before payment', async () => {
    const o = await option(21);
    const d = await deal(21);
    // Running again (the first test ended it).
    await ctx.db.db
      .update(timeAttacks)
      .set({ startAt: new Date(Date.now() - HOUR), endAt: new Date(Date.now() + HOUR) })
      .where(eq(timeAttacks.id, d.id));
    const features = (await ctx.app.settingsRepository.shopSettings()).features;
    const [cartId] = expectBody(
      await ctx.app.inject({ method: 'POST', url: API.carts, headers: member, payload: { items: [{ goods_id: 21, option_id: o.optionId, ea: 1 }] } }),
      200,
      CartAddResponseSchema,
    ).cart_ids;
    const made = expectBody(
      await ctx.app.inject({ method: 'POST', url: ORDER_API.start, headers: { ...member, 'idempotency-key': randomUUID() }, payload: { cart_ids: [cartId] } }),
      200,
      OrderStartResponseSchema,
    );
    expect((await sheet(made.order_id)).packs[0]!.items[0]!.price).toBe(d.salePrice + o.extra);
    await ctx.app.settingsRepository.setSection('features', { ...features, time_deal: false });
    try {
      const line = (await cart()).packs.flatMap((p) => p.items).find((i) => i.cart_id === cartId)!;
      expect(line.time_deal).toBeNull();
      expect(cartUnitPrice(line)).toBe(o.ordinary + o.extra);

      // Ordered now: the ordinary price.
      const started = expectBody(
        await ctx.app.inject({
          method: 'POST',
          url: ORDER_API.start,
          headers: { ...member, 'idempotency-key': randomUUID() },
          payload: { cart_ids: [cartId] },
        }),
        200,
        OrderStartResponseSchema,
      );
      const fresh = (await sheet(started.order_id)).packs[0]!.items[0]!;
      expect(fresh.price).toBe(o.ordinary + o.extra);
      expect(fresh.time_deal).toBeNull();

      // The sheet made at the deal price: prepare-pay refuses it, reading it again charges the ordinary price.
      expectApiError(await prepare(made.order_id), 422, TIME_DEAL_MESSAGES.endedAtPay);
      const after = await sheet(made.order_id);
      expect(after.packs[0]!.items[0]!.price).toBe(o.ordinary + o.extra);
      expect(after.amounts.goods_amount).toBe((o.ordinary + o.extra) * line.ea);
      expect(expectBody(await prepare(made.order_id), 200, PreparePayResponseSchema).amount).toBe(after.amounts.payment_amount);
    } finally {
      await ctx.app.settingsRepository.setSection('features', features);
    }
  });

  it('never charges an upcoming deal (goods 33 opens tomorrow)', async () => {
    const o = await option(33);
    const started = expectBody(
      await ctx.app.inject({
        method: 'POST',
        url: ORDER_API.start,
        headers: { ...member, 'idempotency-key': randomUUID() },
        payload: { items: [{ goods_id: 33, option_id: o.optionId, ea: 1 }] },
      }),
      200,
      OrderStartResponseSchema,
    );
    const line = (await sheet(started.order_id)).packs[0]!.items[0]!;
    expect(line.price).toBe(o.ordinary + o.extra);
    expect(line.time_deal).toBeNull();
  });
});
