import { CHECKOUT_API, ORDER_API, ORDER_HOLD_RULES, ORDER_MESSAGES, ORDER_RESERVATION_MINUTES, OrderStartResponseSchema } from '@mall/shared-contracts/order';
import { and, asc, eq, gte } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsOptions, orders } from '../../../../../src/db/schema';
import { expectApiError, expectBody } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { DEMO_ORDERER, DEMO_RECEIVER, setStock } from '../../../../helpers/fixtures';

type Line = { goods_id: number; option_id: number; ea: number };
const MINUTE = 60_000;

/** Issue 25, stock hoarding: what one visitor or member can hold with unpaid sheets, and how soon it goes back. */
describe('order holds: per option, open sheets, hold time', () => {
  let ctx: TestContext;
  let options: { goodsId: number; optionId: number; name: string }[];
  const device = async () => ({ 'uid-token': await ctx.app.uidTokens.issue() });
  const start = (headers: Record<string, string>, items: Line[]) =>
    ctx.app.inject({ method: 'POST', url: ORDER_API.start, headers: { ...headers, 'idempotency-key': randomUUID() }, payload: { items } });
  const line = (i: number, ea: number): Line => ({ goods_id: options[i]!.goodsId, option_id: options[i]!.optionId, ea });
  const stockOf = async (optionId: number) =>
    (await ctx.db.db.select({ stock: goodsOptions.stock }).from(goodsOptions).where(eq(goodsOptions.id, optionId)))[0]!.stock;
  const orderOf = async (orderNo: string) => (await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

  beforeAll(async () => {
    ctx = await buildTestApp();
    options = (
      await ctx.db.db
        .select({ goodsId: goods.id, optionId: goodsOptions.id, name: goods.name })
        .from(goodsOptions)
        .innerJoin(goods, eq(goods.id, goodsOptions.goodsId))
        .where(and(eq(goods.isAdult, false), eq(goodsOptions.extraAmount, 0), gte(goodsOptions.stock, 1)))
        .orderBy(asc(goodsOptions.id))
        .limit(6)
    ).map((r) => r);
    for (const o of options) await setStock(ctx.db.db, o.optionId, 50);
  });
  afterAll(() => ctx?.close());

  it('one visitor cannot take every unit of an option: at most 10 units of it across their unpaid sheets', async () => {
    const visitor = await device();
    // The attack: one anonymous start for all 50 units.
    expectApiError(await start(visitor, [line(0, 50)]), 422, ORDER_MESSAGES.holdLimit(options[0]!.name, ORDER_HOLD_RULES.perOptionEaMax));
    expect(await stockOf(options[0]!.optionId)).toBe(50);
    expectBody(await start(visitor, [line(0, 8)]), 200, OrderStartResponseSchema);
    // 8 held + 3 more is over the bound; 8 + 2 is not.
    const over = expectApiError(await start(visitor, [line(0, 3)]), 422, ORDER_MESSAGES.holdLimit(options[0]!.name, ORDER_HOLD_RULES.perOptionEaMax));
    expect(over.code).toBe('HOLD_LIMIT');
    expectBody(await start(visitor, [line(0, 2)]), 200, OrderStartResponseSchema);
    expect(await stockOf(options[0]!.optionId)).toBe(40);
    // Another shopper still buys the option.
    expectBody(await start(await device(), [line(0, 1)]), 200, OrderStartResponseSchema);
    expect(await stockOf(options[0]!.optionId)).toBe(39);
  });

  it(`at most ${ORDER_HOLD_RULES.openSheetsMax} sheets without a payment attempt stay open: a new one releases the oldest and its stock`, async () => {
    const visitor = await device();
    const before = await stockOf(options[1]!.optionId);
    const first = expectBody(await start(visitor, [line(1, 2)]), 200, OrderStartResponseSchema);
    const second = expectBody(await start(visitor, [line(2, 1)]), 200, OrderStartResponseSchema);
    // A sheet that went to payment is not released.
    const prepared = await ctx.app.inject({
      method: 'POST',
      url: CHECKOUT_API.preparePay(second.order_id),
      headers: { ...visitor, 'idempotency-key': randomUUID() },
      payload: { orderer: DEMO_ORDERER, receiver: DEMO_RECEIVER, payment: { method: 'card', card_company: 'shinhan' } },
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const third = expectBody(await start(visitor, [line(3, 1)]), 200, OrderStartResponseSchema);
    const fourth = expectBody(await start(visitor, [line(4, 1)]), 200, OrderStartResponseSchema);
    expect((await orderOf(first.order_id)).status).toBe('ordering');
    const fifth = expectBody(await start(visitor, [line(5, 1)]), 200, OrderStartResponseSchema);
    // Untried sheets: first, third, fourth, fifth → the oldest (first) goes, its 2 units come back.
    expect((await orderOf(first.order_id)).status).toBe('expired');
    expect(await stockOf(options[1]!.optionId)).toBe(before);
    for (const no of [second.order_id, third.order_id, fourth.order_id, fifth.order_id]) expect((await orderOf(no)).status).toBe('ordering');
  });

  it(`an untried sheet holds for ${ORDER_HOLD_RULES.sheetMinutes} minutes; a payment attempt extends it to ${ORDER_RESERVATION_MINUTES} from the start`, async () => {
    const visitor = await device();
    const started = expectBody(await start(visitor, [line(5, 1)]), 200, OrderStartResponseSchema);
    const order = await orderOf(started.order_id);
    expect(order.expiresAt!.getTime() - order.createdAt.getTime()).toBe(ORDER_HOLD_RULES.sheetMinutes * MINUTE);
    const prepared = await ctx.app.inject({
      method: 'POST',
      url: CHECKOUT_API.preparePay(started.order_id),
      headers: { ...visitor, 'idempotency-key': randomUUID() },
      payload: { orderer: DEMO_ORDERER, receiver: DEMO_RECEIVER, payment: { method: 'card', card_company: 'shinhan' } },
    });
    expect(prepared.statusCode, prepared.body).toBe(200);
    const tried = await orderOf(started.order_id);
    expect(tried.expiresAt!.getTime() - tried.createdAt.getTime()).toBe(ORDER_RESERVATION_MINUTES * MINUTE);
  });

  it('units held by sheets past their time go back at the next start of the option, before the purge: nobody is told 품절 for them', async () => {
    const o = options[2]!;
    await setStock(ctx.db.db, o.optionId, 5);
    const hoarder = await device();
    const held = expectBody(await start(hoarder, [line(2, 5)]), 200, OrderStartResponseSchema);
    expect(await stockOf(o.optionId)).toBe(0);
    expectApiError(await start(await device(), [line(2, 1)]), 422, ORDER_MESSAGES.soldOutInOrder(o.name));
    await ctx.db.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, held.order_id));
    expectBody(await start(await device(), [line(2, 1)]), 200, OrderStartResponseSchema);
    expect((await orderOf(held.order_id)).status).toBe('expired');
    expect(await stockOf(o.optionId)).toBe(4);
  });
});

describe('order start rate per client address', () => {
  let ctx: TestContext;
  const saved = process.env.ORDER_START_RATE_LIMIT_MAX;
  beforeAll(async () => {
    process.env.ORDER_START_RATE_LIMIT_MAX = '3';
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
    process.env.ORDER_START_RATE_LIMIT_MAX = saved;
  });

  it('fresh visitor devices from one address cannot start sheets without end: the 4th start in the window is a 429', async () => {
    const [o] = await ctx.db.db
      .select({ goodsId: goods.id, optionId: goodsOptions.id })
      .from(goodsOptions)
      .innerJoin(goods, eq(goods.id, goodsOptions.goodsId))
      .where(and(eq(goods.isAdult, false), gte(goodsOptions.stock, 10)))
      .orderBy(asc(goodsOptions.id))
      .limit(1);
    // An address of this run's own: with REDIS_URL the buckets outlive the run and are shared by every run.
    const octet = () => 1 + Math.floor(Math.random() * 250);
    const address = `10.${octet()}.${octet()}.${octet()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: ORDER_API.start,
        remoteAddress: address,
        headers: { 'uid-token': await ctx.app.uidTokens.issue(), 'idempotency-key': randomUUID() },
        payload: { items: [{ goods_id: o!.goodsId, option_id: o!.optionId, ea: 1 }] },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another address is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: ORDER_API.start,
      remoteAddress: `10.${octet()}.${octet()}.${octet()}`,
      headers: { 'uid-token': await ctx.app.uidTokens.issue(), 'idempotency-key': randomUUID() },
      payload: { items: [{ goods_id: o!.goodsId, option_id: o!.optionId, ea: 1 }] },
    });
    expect(other.statusCode).toBe(200);
  });
});
