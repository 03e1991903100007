import { formatKstDateTime } from '@mall/shared-contracts';
import {
  couponDiscountFor,
  couponDiscountLabel,
  type CouponChoice,
  type CouponDevice,
  type OrderCoupons,
  type RuleCoupon,
  type RuleLine,
} from '@mall/shared-contracts/order';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { categories, coupons, goods, memberCoupons, orderItems, orders } from '../../../../db/schema';
import { goodsImageUrl } from '../../catalog/goods/goods-mappers';

type OrderRow = typeof orders.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;

/** A coupon row as the coupon rule reads it (@mall/shared-contracts/order): range, discount, minimum and devices. */
export const ruleCouponOf = (c: CouponRow): RuleCoupon => ({
  discount_type: c.discountType,
  discount_value: c.discountValue,
  apply_range_type: c.applyRangeType,
  apply_target_ids: c.applyTargetIds,
  maximum_discount_amount: c.maximumDiscountAmount,
  min_sell_price: c.minSellPrice,
  usable_devices: c.usableDevices,
});
type LineRow = typeof orderItems.$inferSelect;

export interface HeldCoupon extends RuleCoupon {
  memberCouponId: number;
  title: string;
  typeLabel: string;
  expireAt: Date | null;
}

/**
 * The order's lines as the coupon rule reads them (seller, brand, the goods' category and its
 * parents) and the member's coupons usable at `now`: the two inputs of couponDiscountFor /
 * applyCouponChoices (@mall/shared-contracts/order, ./coupons.ts).
 */
export async function couponContext(tx: Database, order: OrderRow, memberId: number, now: Date) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const goodsRows = lines.length
    ? await tx
        .select({ id: goods.id, brandId: goods.brandId, categoryId: goods.categoryId })
        .from(goods)
        .where(
          inArray(
            goods.id,
            lines.map((l) => l.goodsId),
          ),
        )
    : [];
  const cats = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const parentOf = new Map(cats.map((c) => [c.id, c.parentId]));
  const withParents = (id: number | null) => {
    const out: number[] = [];
    for (let at = id; at !== null && at !== undefined && !out.includes(at); at = parentOf.get(at) ?? null) out.push(at);
    return out;
  };
  const ruleLines: RuleLine[] = lines.map((l) => {
    const g = goodsRows.find((r) => r.id === l.goodsId);
    return {
      id: l.id,
      goods_id: l.goodsId,
      seller_id: l.sellerId,
      brand_id: g?.brandId ?? null,
      category_ids: withParents(g?.categoryId ?? null),
      amount: l.price * l.ea,
    };
  });
  const held = await tx
    .select({ held: memberCoupons, coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(
      and(
        eq(memberCoupons.memberId, memberId),
        isNull(memberCoupons.usedAt),
        lte(memberCoupons.useStartAt, now),
        or(isNull(memberCoupons.expireAt), gt(memberCoupons.expireAt, now)),
      ),
    )
    .orderBy(asc(memberCoupons.expireAt), asc(memberCoupons.id));
  const usable = new Map<number, HeldCoupon>(
    held.map(({ held: h, coupon: c }) => [
      h.id,
      {
        memberCouponId: h.id,
        title: c.title,
        typeLabel: c.typeLabel,
        expireAt: h.expireAt,
        ...ruleCouponOf(c),
      },
    ]),
  );
  return { lines, ruleLines, usable };
}

/** The modal's answer: every line with each usable coupon, its discount there (on `device`) or why not. */
export function toOrderCoupons(order: OrderRow, ctx: Awaited<ReturnType<typeof couponContext>>, device: CouponDevice): OrderCoupons {
  return {
    order_id: order.orderNo,
    payable: order.goodsAmount + order.shippingAmount,
    lines: ctx.lines.map((l: LineRow, i) => ({
      item_id: l.id,
      goods_name: l.goodsName,
      brand_name: l.brandName,
      option_name: l.optionName,
      thumbnail_url: goodsImageUrl(l.goodsId, 1),
      ea: l.ea,
      amount: l.price * l.ea,
      coupons: [...ctx.usable.values()].map((c) => {
        const d = couponDiscountFor(c, ctx.ruleLines[i]!, device);
        return {
          member_coupon_id: c.memberCouponId,
          title: c.title,
          type_label: c.typeLabel,
          discount_label: couponDiscountLabel(c),
          discount_amount: d.ok ? d.amount : 0,
          applicable: d.ok,
          reason: d.ok ? null : d.reason,
          expire_at: c.expireAt ? formatKstDateTime(c.expireAt) : null,
        };
      }),
    })),
    selected: ctx.lines
      .filter((l) => l.memberCouponId !== null && ctx.usable.has(l.memberCouponId))
      .map((l): CouponChoice => ({ item_id: l.id, member_coupon_id: l.memberCouponId! })),
  };
}

/**
 * Spends the coupons the order's lines hold, at settlement (same transaction as the points and the
 * paid lines). Locks them first: false, with nothing written, when one is no longer usable (used by
 * another order meanwhile, or expired), so the caller refuses the payment.
 */
export async function spendLineCoupons(tx: Database, order: OrderRow, now: Date): Promise<boolean> {
  if (order.memberId === null) return true;
  const ids = (
    await tx
      .select({ id: orderItems.memberCouponId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.memberCouponId)))
  ).map((r) => r.id!);
  if (ids.length === 0) return true;
  const held = await tx
    .select()
    .from(memberCoupons)
    .where(and(inArray(memberCoupons.id, ids), eq(memberCoupons.memberId, order.memberId)))
    .for('update');
  const usable = held.filter((h) => h.usedAt === null && h.useStartAt <= now && (h.expireAt === null || h.expireAt > now));
  if (usable.length !== ids.length) return false;
  await tx.update(memberCoupons).set({ usedAt: now, usedOrderId: order.id }).where(inArray(memberCoupons.id, ids));
  return true;
}

/**
 * Gives back the coupons of lines that just left the order (cancelled; the caller moved them with
 * moveLines, so a repeated request finds nothing to move and restores nothing twice).
 */
export async function restoreLineCoupons(tx: Database, orderId: number, lineIds: readonly number[]) {
  if (lineIds.length === 0) return;
  const ids = (
    await tx
      .select({ id: orderItems.memberCouponId })
      .from(orderItems)
      .where(and(inArray(orderItems.id, [...lineIds]), isNotNull(orderItems.memberCouponId)))
  ).map((r) => r.id!);
  if (ids.length === 0) return;
  await tx
    .update(memberCoupons)
    .set({ usedAt: null, usedOrderId: null })
    .where(and(inArray(memberCoupons.id, ids), eq(memberCoupons.usedOrderId, orderId)));
}
