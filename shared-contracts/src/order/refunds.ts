import type { RefundEstimate } from './my-orders';
import type { OrderLineStatus } from './status';

/** Statuses whose lines are out of the order for good (their share was or will not be charged). */
const GONE: readonly OrderLineStatus[] = ['cancelled', 'expired', 'returned'];

export interface RefundLine {
  id: number;
  sellerId: number | null;
  price: number;
  ea: number;
  status: OrderLineStatus;
  /** What the line's coupon took off it (one coupon per line, ./coupons.ts); 0 without one. */
  couponDiscount?: number;
}

/**
 * What cancelling (or returning) `selectedIds` gives back (docs/adr/0012-order-states.md):
 * - the goods paid for the lines;
 * - a seller pack's shipping fee once no line of that pack is left charged;
 * - minus what the lines' own coupons took off them (one coupon per line); when nothing is left of
 *   the order, everything still held comes back exactly;
 * - paid first back to the payment (up to what it still holds), the rest as points.
 */
export function refundEstimate(input: {
  lines: readonly RefundLine[];
  selectedIds: readonly number[];
  packs: ReadonlyArray<{ sellerId: number; shippingAmount: number }>;
  order: { pointAmount: number; paymentAmount: number };
  /** What earlier claims already gave back. */
  refunded: { payment: number; point: number };
  /** Nothing was charged yet (a virtual account waiting for its deposit): only points come back. */
  unpaid?: boolean;
}): RefundEstimate {
  const selected = input.lines.filter((l) => input.selectedIds.includes(l.id));
  const goods = selected.reduce((s, l) => s + l.price * l.ea, 0);
  const leftAfter = input.lines.filter((l) => !input.selectedIds.includes(l.id) && !GONE.includes(l.status));
  const shipping = input.packs
    .filter((p) => selected.some((l) => l.sellerId === p.sellerId) && !leftAfter.some((l) => l.sellerId === p.sellerId))
    .reduce((s, p) => s + p.shippingAmount, 0);
  const paymentLeft = input.unpaid ? 0 : Math.max(0, input.order.paymentAmount - input.refunded.payment);
  const pointLeft = Math.max(0, input.order.pointAmount - input.refunded.point);
  const coupon = selected.reduce((s, l) => s + (l.couponDiscount ?? 0), 0);
  if (leftAfter.length === 0) {
    return {
      goods_amount: goods,
      shipping_amount: shipping,
      coupon_amount: coupon,
      payment_amount: paymentLeft,
      point_amount: pointLeft,
      return_shipping_amount: 0,
    };
  }
  const total = Math.max(0, goods + shipping - coupon);
  const payment = Math.min(total, paymentLeft);
  const point = Math.min(total - payment, pointLeft);
  return { goods_amount: goods, shipping_amount: shipping, coupon_amount: coupon, payment_amount: payment, point_amount: point, return_shipping_amount: 0 };
}
