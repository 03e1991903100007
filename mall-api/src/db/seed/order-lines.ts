import { eq, notExists } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { BRANDS, SELLERS } from './catalog-data';
import { buildCategoryRows } from './category-rows';
import { SEED_EPOCH, makeGoods } from './goods-factory';
import { packShipping } from '../../plugins/app/order/carts/cart-packs';
import { toShippingPolicy } from '../../plugins/app/catalog/goods/goods-mappers';
import { DEMO_SHEET_ORDER } from './checkout-data';
import { DEMO_MEMBER } from './content-data';

const DAY = 86_400_000;

/** More guest orders to look up (the first one, 20261101-0000001 / 이게스트, is seeded with the demo member's orders). */
export const EXTRA_GUEST_ORDERS = [{ orderNo: '20261030-0000012', ordererName: '박비회', status: 'shipping', daysAgo: 2 }] as const;

/** Seeded orders of the demo member (id 1) beside DEMO_ORDER_STATUSES: the open sheet of the sheet page's example. */
const EXTRA_MEMBER_ORDERS = [{ ...DEMO_SHEET_ORDER, ordererName: DEMO_MEMBER.name, daysAgo: 0 }] as const;

/** Goods #n of the seed, skipping the adult-only ones (every 40th) so any shopper may see the line. */
const goodsIdFor = (orderId: number, k: number) => {
  const id = ((orderId * 7 + k * 31) % 100) + 1;
  return id % 40 === 0 ? id + 1 : id;
};

/**
 * Gives every order without lines one or two lines made from real seeded goods, with one pack per
 * seller charged by its shipping policy, and sets the order's amounts from them. Idempotent, so it
 * also brings an existing demo database up to date.
 */
export async function seedOrderLines(db: Database) {
  const { leaves } = buildCategoryRows();
  await db.transaction(async (tx) => {
    for (const g of EXTRA_GUEST_ORDERS) {
      await tx
        .insert(t.orders)
        .values({
          orderNo: g.orderNo,
          memberId: null,
          ordererName: g.ordererName,
          status: g.status,
          goodsAmount: 0,
          shippingAmount: 0,
          paymentAmount: 0,
          createdAt: new Date(SEED_EPOCH - g.daysAgo * DAY),
        })
        .onConflictDoNothing({ target: t.orders.orderNo });
    }
    for (const m of EXTRA_MEMBER_ORDERS) {
      await tx
        .insert(t.orders)
        .values({
          orderNo: m.orderNo,
          memberId: 1,
          ordererName: m.ordererName,
          status: m.status,
          goodsAmount: 0,
          shippingAmount: 0,
          paymentAmount: 0,
          createdAt: new Date(SEED_EPOCH - m.daysAgo * DAY),
        })
        .onConflictDoNothing({ target: t.orders.orderNo });
    }
    const bare = await tx
      .select({ id: t.orders.id, status: t.orders.status })
      .from(t.orders)
      .where(notExists(tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, t.orders.id))));
    for (const { id, status } of bare) {
      const lines = Array.from({ length: (id % 2) + 1 }, (_, k) => seedLine(id, k, status, leaves));
      await tx.insert(t.orderItems).values(lines);
      await writeOrderAmounts(tx, id, lines);
    }
  });
}

/** Line k of seeded order `orderId`: real seeded goods (its first option), at its price, in `status`. */
export function seedLine(orderId: number, k: number, status: string, leaves: ReturnType<typeof buildCategoryRows>['leaves']) {
  return goodsLine(orderId, goodsIdFor(orderId, k), k + 1, status, leaves);
}

/** A line of `ea` units of seeded goods `goodsId` (its first option), at its price, in `status`. */
export function goodsLine(orderId: number, goodsId: number, ea: number, status: string, leaves: ReturnType<typeof buildCategoryRows>['leaves']) {
  const { goods, options } = makeGoods(goodsId, leaves);
  const option = options[0]!;
  return {
    orderId,
    goodsId,
    sellerId: goods.sellerId,
    goodsName: goods.name,
    brandName: BRANDS[goods.brandId - 1]!.name,
    optionName: option.name,
    listPrice: goods.price + (option.extraAmount ?? 0),
    price: goods.baseDiscountedPrice + (option.extraAmount ?? 0),
    ea,
    // A seeded order is one step of the machine: its lines stand where the order does.
    status,
  };
}

/** One pack per seller, charged by the seller's shipping policy (as order start does), and the order's amounts. */
export async function writeOrderAmounts(tx: Database, orderId: number, lines: ReadonlyArray<{ sellerId: number; price: number; ea: number }>) {
  const packs = new Map<number, { goodsAmount: number; lines: number }>();
  for (const l of lines) {
    const pack = packs.get(l.sellerId) ?? { goodsAmount: 0, lines: 0 };
    packs.set(l.sellerId, { goodsAmount: pack.goodsAmount + l.price * l.ea, lines: pack.lines + 1 });
  }
  const packRows = [...packs].map(([sellerId, p]) => {
    const seller = SELLERS[sellerId - 1]!;
    return {
      orderId,
      sellerId,
      sellerName: seller.name,
      goodsAmount: p.goodsAmount,
      shippingAmount: packShipping(toShippingPolicy({ id: sellerId, ...seller }), p.goodsAmount, p.lines),
    };
  });
  await tx.insert(t.orderPacks).values(packRows);
  const goodsAmount = packRows.reduce((sum, p) => sum + p.goodsAmount, 0);
  const shippingAmount = packRows.reduce((sum, p) => sum + p.shippingAmount, 0);
  await tx
    .update(t.orders)
    .set({ goodsAmount, shippingAmount, paymentAmount: goodsAmount + shippingAmount })
    .where(eq(t.orders.id, orderId));
}
