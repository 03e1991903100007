import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { orderNumber } from '../../plugins/app/order/orders/orders-repository';
import { buildCategoryRows } from './category-rows';
import { goodsLine, writeOrderAmounts } from './order-lines';
import { createRandom } from './random';
import { REVIEWER_COUNT } from './reviews-data';
import { seededReviewers } from './reviews-seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** One shopper's order (and one wish) every six hours: 4 a day, so the daily ranking has rows. */
export const RECENT_SALE_SLOT_MS = 6 * HOUR;
/** How far back a fresh demo mall sells (the monthly ranking's 30 days and the 30 before, for its rank change). */
export const RECENT_SALE_DAYS = 60;

/** The goods shoppers keep buying: a hot few first, so rankings have a clear head and a long tail. */
const HOT_GOODS = [7, 23, 5, 61, 34, 12, 88, 47, 3, 19, 56, 72, 15, 90, 28, 41, 66, 9, 83, 50];

/** A slot's shopper (the seeded reviewers), goods and units: a function of the absolute slot number only. */
export function recentSale(slot: number) {
  const rnd = createRandom(slot * 7919 + 17);
  // Squaring a uniform number favours the head of HOT_GOODS.
  const goodsIds = [HOT_GOODS[Math.floor(rnd.next() ** 2 * HOT_GOODS.length)]!];
  if (rnd.chance(0.3)) {
    const second = HOT_GOODS[Math.floor(rnd.next() * HOT_GOODS.length)]!;
    if (second !== goodsIds[0]) goodsIds.push(second);
  }
  return {
    reviewer: slot % REVIEWER_COUNT,
    lines: goodsIds.map((goodsId) => ({ goodsId, ea: rnd.int(1, 3) })),
    wishGoodsId: HOT_GOODS[Math.floor(rnd.next() ** 1.5 * HOT_GOODS.length)]!,
  };
}

/** A seeded sale stands where a real one would by its age: paid, then delivered, then confirmed. */
const statusAt = (ageMs: number) => (ageMs > 14 * DAY ? 'confirmed' : ageMs > 3 * DAY ? 'delivered' : ageMs > DAY ? 'shipping' : 'paid');

/**
 * The shoppers' (seeded reviewers') recent orders and wishes, relative to now, that the best and
 * ranking pages count: one per six-hour slot over the last 60 days. Each slot's order depends on the
 * slot's absolute number only, and only slots after the newest seeded one are added, so a demo mall
 * started again later keeps selling (its daily and weekly rankings are never empty) and its history
 * stays as it was.
 */
export async function seedRecentSales(db: Database, now = new Date()): Promise<number> {
  const shoppers = await seededReviewers(db);
  if (shoppers.length < REVIEWER_COUNT) return 0;
  const [newest] = await db
    .select({ paidAt: t.orders.paidAt })
    .from(t.orders)
    .where(
      and(
        inArray(
          t.orders.memberId,
          shoppers.map((s) => s.id),
        ),
        isNotNull(t.orders.paidAt),
      ),
    )
    .orderBy(desc(t.orders.paidAt))
    .limit(1);
  const last = Math.floor(now.getTime() / RECENT_SALE_SLOT_MS);
  const first = newest?.paidAt ? Math.floor(newest.paidAt.getTime() / RECENT_SALE_SLOT_MS) + 1 : last - (RECENT_SALE_DAYS * DAY) / RECENT_SALE_SLOT_MS + 1;
  if (first > last) return 0;
  const { leaves } = buildCategoryRows();
  await db.transaction(async (tx) => {
    for (let slot = first; slot <= last; slot++) {
      const sale = recentSale(slot);
      const buyer = shoppers[sale.reviewer]!;
      // The slot's start, never in the future (the current slot sells a minute ago at the latest).
      const at = new Date(Math.min(slot * RECENT_SALE_SLOT_MS, now.getTime() - 60_000));
      const status = statusAt(now.getTime() - at.getTime());
      const [order] = await tx
        .insert(t.orders)
        .values({
          orderNo: `seed-sale-${slot}`,
          memberId: buyer.id,
          ordererName: buyer.name,
          status,
          goodsAmount: 0,
          shippingAmount: 0,
          paymentAmount: 0,
          paidAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: t.orders.id });
      const lines = sale.lines.map((l) => goodsLine(order!.id, l.goodsId, l.ea, status, leaves));
      await tx.insert(t.orderItems).values(lines);
      await writeOrderAmounts(tx, order!.id, lines);
      await tx
        .update(t.orders)
        .set({ orderNo: orderNumber(order!.id, at) })
        .where(eq(t.orders.id, order!.id));
      await tx.insert(t.wishGoods).values({ memberId: buyer.id, goodsId: sale.wishGoodsId, createdAt: at }).onConflictDoNothing();
    }
  });
  return last - first + 1;
}
