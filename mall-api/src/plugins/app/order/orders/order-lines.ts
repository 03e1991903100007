import { canTransition, ORDER_STATUS_LABELS, orderSummaryStatus, restoresStock, type OrderLineStatus } from '@mall/shared-contracts/order';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { goodsOptions, orderItems, orders } from '../../../../db/schema';
import { goodsImageUrl } from '../../catalog/goods/goods-mappers';

/** An order line as the order sheet and the payment result answer it. */
export function toOrderLineView(l: typeof orderItems.$inferSelect) {
  const status = l.status as OrderLineStatus;
  return {
    id: l.id,
    goods_id: l.goodsId,
    option_id: l.optionId,
    goods_name: l.goodsName,
    brand_name: l.brandName,
    option_name: l.optionName,
    thumbnail_url: goodsImageUrl(l.goodsId, 1),
    list_price: l.listPrice,
    price: l.price,
    ea: l.ea,
    coupon_discount_amount: l.couponDiscountAmount,
    status,
    status_label: ORDER_STATUS_LABELS[status],
    time_deal:
      l.timeDealTitle !== null && l.timeDealSalePrice !== null && l.timeDealEndAt !== null
        ? { title: l.timeDealTitle, sale_price: l.timeDealSalePrice, end_at: l.timeDealEndAt.toISOString(), ended: l.timeDealEnded }
        : null,
  };
}

export interface MovedLine {
  id: number;
  from: OrderLineStatus;
  optionId: number | null;
  ea: number;
}

/**
 * The one place a line changes status (docs/adr/0012-order-states.md). Inside the caller's
 * transaction: locks the order's lines, moves those the machine allows to `to` (the others stay and
 * are not returned, so the caller decides whether that is an error), gives stock back for moves that
 * restore it and re-computes the order's summary status. A repeated request finds the lines already
 * moved: nothing is restored twice.
 */
export async function moveLines(tx: Database, orderId: number, to: OrderLineStatus, lineIds?: readonly number[]): Promise<MovedLine[]> {
  const lines = await tx
    .select({ id: orderItems.id, status: orderItems.status, optionId: orderItems.optionId, ea: orderItems.ea })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), lineIds ? inArray(orderItems.id, [...lineIds]) : undefined))
    .orderBy(asc(orderItems.id))
    .for('update');
  const movable = lines
    .map((l) => ({ ...l, from: l.status as OrderLineStatus }))
    .filter((l) => canTransition(l.from, to))
    .map(({ id, from, optionId, ea }) => ({ id, from, optionId, ea }));
  if (movable.length === 0) return [];
  const now = new Date();
  await tx
    .update(orderItems)
    // Arriving (shipping → delivered) dates the line: the return and exchange window counts from it. A
    // withdrawn or refused claim takes the line back to delivered and keeps the first date.
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'delivered'
        ? { deliveredAt: sql`case when ${orderItems.status} = 'shipping' then ${now.toISOString()}::timestamptz else ${orderItems.deliveredAt} end` }
        : {}),
    })
    .where(
      inArray(
        orderItems.id,
        movable.map((l) => l.id),
      ),
    );
  const restocked = movable.filter((l) => l.optionId !== null && restoresStock(l.from, to));
  if (restocked.length)
    await addStock(
      tx,
      restocked.map((l) => ({ optionId: l.optionId!, ea: l.ea })),
    );
  await refreshOrderStatus(tx, orderId, now);
  return movable;
}

/** Gives units back (or, with negative ea, takes them), in one statement however many options. */
export async function addStock(tx: Database, lines: ReadonlyArray<{ optionId: number; ea: number }>) {
  // UPDATE … FROM applies one joined row per target row: sum the same option first.
  const byOption = new Map<number, number>();
  for (const l of lines) byOption.set(l.optionId, (byOption.get(l.optionId) ?? 0) + l.ea);
  const values = sql.join(
    [...byOption].map(([optionId, ea]) => sql`(${optionId}::int, ${ea}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${goodsOptions} set stock = ${goodsOptions}.stock + v.ea from (values ${values}) as v(id, ea) where ${goodsOptions}.id = v.id`);
}

export async function refreshOrderStatus(tx: Database, orderId: number, now = new Date()) {
  const statuses = await tx.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const status = orderSummaryStatus(statuses.map((s) => s.status as OrderLineStatus));
  await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, orderId));
  return status;
}

/** An order's amounts as the sheet, the result and the detail answer them (list amount from its lines). */
export function toOrderAmounts(order: typeof orders.$inferSelect, listAmount: number) {
  return {
    list_amount: listAmount,
    discount_amount: listAmount - order.goodsAmount,
    goods_amount: order.goodsAmount,
    shipping_amount: order.shippingAmount,
    coupon_discount_amount: order.couponDiscountAmount,
    point_amount: order.pointAmount,
    payment_amount: order.paymentAmount,
  };
}

/** Where an order ships, as the sheet and the detail answer it. */
export function toOrderReceiver(order: typeof orders.$inferSelect) {
  return {
    name: order.receiverName,
    phone: order.receiverPhone,
    zipcode: order.zipcode,
    address1: order.address1,
    address2: order.address2,
    memo: order.deliveryMemo,
  };
}
