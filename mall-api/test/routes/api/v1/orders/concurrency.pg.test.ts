import { ORDER_API, OrderStartResponseSchema } from '@mall/shared-contracts/order';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsOptions, orderItems } from '../../../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { pickOption, setStock } from '../../../../helpers/fixtures';

/**
 * PostgreSQL only (npm run test:pg): real concurrent transactions. 200 shoppers order the last 10
 * units of one option at once: exactly 10 orders hold them, stock ends at 0, never below.
 */
describe('order start under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  const saved = { ...process.env };
  beforeAll(async () => {
    process.env.DATABASE_POOL_MAX = '20';
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
    process.env = saved;
  });

  it('200 concurrent checkouts of an option with 10 units: exactly 10 orders, stock 0', async () => {
    const o = await pickOption(ctx.db.db, { minStock: 10 });
    await setStock(ctx.db.db, o.optionId, 10);
    const devices = await Promise.all(Array.from({ length: 200 }, () => ctx.app.uidTokens.issue()));
    const answers = await Promise.all(
      devices.map((uid) =>
        ctx.app.inject({
          method: 'POST',
          url: ORDER_API.start,
          headers: { 'uid-token': uid, 'idempotency-key': randomUUID() },
          payload: { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 1 }] },
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const a of ok) expect(OrderStartResponseSchema.safeParse(a.json()).success).toBe(true);
    // every other answer is an honest refusal: sold out (or, on a saturated pool, busy: nothing taken)
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect([422, 503]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 422 && a.json().code === 'SOLD_OUT').length).toBeGreaterThan(0);
    const [{ stock }] = (await ctx.db.db.select({ stock: goodsOptions.stock }).from(goodsOptions).where(eq(goodsOptions.id, o.optionId))) as [
      { stock: number },
    ];
    expect(stock).toBe(0);
    const [{ n }] = (await ctx.db.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.ea}), 0)::int` })
      .from(orderItems)
      .where(and(eq(orderItems.optionId, o.optionId), eq(orderItems.status, 'ordering')))) as [{ n: number }];
    expect(n).toBe(10);
  });

  it('the same idempotency key sent 20 times at once makes one order', async () => {
    const o = await pickOption(ctx.db.db, { minStock: 30 });
    await setStock(ctx.db.db, o.optionId, 30);
    const uid = await ctx.app.uidTokens.issue();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: ORDER_API.start,
          headers: { 'uid-token': uid, 'idempotency-key': key },
          payload: { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 1 }] },
        }),
      ),
    );
    const ids = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().order_id));
    expect(ids.size).toBe(1);
    const [{ stock }] = (await ctx.db.db.select({ stock: goodsOptions.stock }).from(goodsOptions).where(eq(goodsOptions.id, o.optionId))) as [
      { stock: number },
    ];
    expect(stock).toBe(29);
  });
});
