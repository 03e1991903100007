import { CLAIM_API } from '@mall/shared-contracts/order';
import { and, eq, ne } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, goodsOptions, orderItems, orders } from '../../../../../src/db/schema';
import { EXCHANGE_JOURNEY_ORDER } from '../../../../../src/db/seed/index';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, loginDemo } from '../../../../helpers/api';
import { DEMO_ADDRESS, setStock } from '../../../../helpers/fixtures';

/**
 * PostgreSQL only (npm run test:pg): real concurrent transactions. Twenty shoppers' delivered lines
 * ask at once for the last 3 units of one option: exactly 3 exchanges hold them, stock ends at 0;
 * then twenty exchange → return requests of one exchange give its unit back once.
 */
describe('exchanges under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  const saved = { ...process.env };
  beforeAll(async () => {
    process.env.DATABASE_POOL_MAX = '20';
    ctx = await buildTestApp();
    auth = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(async () => {
    await ctx?.close();
    process.env = saved;
  });

  const stockOf = async (optionId: number) => (await ctx.db.db.select().from(goodsOptions).where(eq(goodsOptions.id, optionId)))[0]!.stock;
  const home = DEMO_ADDRESS;

  it('20 concurrent exchanges into an option with 3 units: exactly 3 hold them, stock 0; one exchange → return gives its unit back once', async () => {
    // Twenty delivered orders of the demo member, each a copy of the exchange journey's order and line.
    const [source] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, EXCHANGE_JOURNEY_ORDER));
    const [line] = await ctx.db.db.select().from(orderItems).where(eq(orderItems.orderId, source!.id));
    const copies: { orderNo: string; itemId: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const { id: _o, ...order } = source!;
      const [o] = await ctx.db.db
        .insert(orders)
        .values({ ...order, orderNo: `20261027-99${String(i).padStart(5, '0')}` })
        .returning();
      const { id: _l, ...item } = line!;
      const [l] = await ctx.db.db
        .insert(orderItems)
        .values({ ...item, orderId: o!.id })
        .returning();
      copies.push({ orderNo: o!.orderNo, itemId: l!.id });
    }
    const [target] = await ctx.db.db
      .select()
      .from(goodsOptions)
      .where(and(eq(goodsOptions.goodsId, line!.goodsId), ne(goodsOptions.id, line!.optionId!)))
      .limit(1);
    await setStock(ctx.db.db, target!.id, 3);

    const answers = await Promise.all(
      copies.map((c) =>
        ctx.app.inject({
          method: 'POST',
          url: CLAIM_API.exchange(c.orderNo),
          headers: { ...auth, 'idempotency-key': randomUUID() },
          payload: { items: [{ item_id: c.itemId, option_id: target!.id }], reason_code: 'SIZE', pickup: home, delivery: home },
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect([422, 503]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 422 && a.json().code === 'EXCHANGE_OPTION_SOLD_OUT').length).toBeGreaterThan(0);
    expect(await stockOf(target!.id)).toBe(0);
    const held = await ctx.db.db
      .select()
      .from(claims)
      .where(and(eq(claims.exchangeOptionId, target!.id), eq(claims.status, 'requested')));
    expect(held.reduce((s, c) => s + c.exchangeReservedEa, 0)).toBe(3);

    // One of them turned into a return by twenty requests at once (each with its own key): one wins.
    const exchangeId = (ok[0]!.json() as { claim_ids: number[] }).claim_ids[0]!;
    const turns = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: CLAIM_API.toReturn(exchangeId),
          headers: { ...auth, 'idempotency-key': randomUUID() },
          payload: { reason_code: 'CHANGE_MIND', pickup: home },
        }),
      ),
    );
    expect(turns.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of turns.filter((x) => x.statusCode !== 200)) expect([422, 503]).toContain(a.statusCode);
    expect(await stockOf(target!.id)).toBe(1);
    const [withdrawn] = await ctx.db.db.select().from(claims).where(eq(claims.id, exchangeId));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', exchangeReservedEa: 0 });
    expect(await ctx.db.db.select().from(claims).where(eq(claims.fromClaimId, exchangeId))).toHaveLength(1);
  });
});
