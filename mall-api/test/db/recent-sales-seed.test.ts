import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/db/schema';
import { seed } from '../../src/db/seed/index';
import { RECENT_SALE_DAYS, RECENT_SALE_SLOT_MS, recentSale, seedRecentSales } from '../../src/db/seed/recent-sales-seed';
import { createTestDb } from '../helpers/build-app';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;
const DAY = 86_400_000;

describe('recent shopper sales (best and rankings)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    await seed(t.db.db);
  });
  afterAll(() => t?.dispose());

  const salesSince = async (since: Date) => {
    const rows = await t.db.db
      .select({ n: sql<number>`count(distinct ${orders.id})::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(gte(orders.paidAt, since), sql`${orders.orderNo} not like 'seed-%'`));
    return Number(rows[0]!.n);
  };

  it('sells one order per six hours up to now, so the daily ranking has rows; numbers are real order numbers', async () => {
    const now = Date.now();
    expect(await salesSince(new Date(now - DAY))).toBeGreaterThanOrEqual(DAY / RECENT_SALE_SLOT_MS - 1);
    expect(await salesSince(new Date(now - RECENT_SALE_DAYS * DAY))).toBeGreaterThanOrEqual((RECENT_SALE_DAYS * DAY) / RECENT_SALE_SLOT_MS - 1);
    const [newest] = await t.db.db
      .select()
      .from(orders)
      .where(gte(orders.paidAt, new Date(now - RECENT_SALE_SLOT_MS)));
    expect(newest!.orderNo).toMatch(/^\d{8}-\d{7}$/);
  });

  it('a later start adds only the slots since the newest sale, each made from its slot number alone', async () => {
    const later = new Date(Date.now() + DAY);
    expect(await seedRecentSales(t.db.db, later)).toBe(DAY / RECENT_SALE_SLOT_MS);
    expect(await seedRecentSales(t.db.db, later)).toBe(0);
    const slot = Math.floor(later.getTime() / RECENT_SALE_SLOT_MS);
    const [order] = await t.db.db
      .select()
      .from(orders)
      .where(eq(orders.paidAt, new Date(slot * RECENT_SALE_SLOT_MS)));
    const lines = await t.db.db.select({ goodsId: orderItems.goodsId, ea: orderItems.ea }).from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines).toEqual(recentSale(slot).lines);
    expect(recentSale(slot)).toEqual(recentSale(slot));
  });
});
