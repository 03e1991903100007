import { z } from 'zod';
import { COUPON_DEVICE_LABELS } from '../member/benefit';
import { formatPrice } from '../rules/format';
import { DbIdSchema } from '../platform-api/common';

/**
 * Order coupon apply (spec: order coupon apply modal, Coupon entity). The rule, shared by the sheet's
 * modal and mall-api (which checks it again in prepare-pay and uses the coupons at settlement):
 *
 * - **One coupon per line, one line per coupon.** A member coupon takes money off one order line
 *   (all its units); a line takes at most one coupon. A coupon of range `all` (장바구니 쿠폰 included)
 *   is put on one line like any other, so a partial cancel knows exactly which discount goes with
 *   which line and gives the coupon back with that line.
 * - **Range** (`applyRangeType`): `all` every line; `seller`, `goods`, `brand` the line's seller,
 *   goods or brand is one of the coupon's targets; `category` the goods' category or one of its
 *   parent categories is.
 * - **Devices** (`usableDevices`): a coupon for the app only (or PC only, …) is offered everywhere but
 *   applies only where the shopper is: our app's WebView (its user-agent marker), else the storefront's
 *   `user-device-type` header (pc or mobile). The modal shows the others with the reason.
 * - **minSellPrice**: the line's amount (paid unit price × quantity) must reach it.
 * - **Discount**: `amount` takes its value; `rate` takes value % of the line's amount, rounded down
 *   to 10원 and capped at `maximumDiscountAmount`; never more than the line's amount.
 * - The coupons together may not bring the payment under the PG's smallest charge
 *   (CHECKOUT_RULES.minPaymentAmount, 100원).
 * - Only a member's own coupons that are usable now (not used, started, not expired) are offered.
 *   A coupon is spent when the payment settles, in the same transaction as the order (a coupon used
 *   by another order meanwhile refuses the payment), and comes back when its line is cancelled.
 */
export const ORDER_COUPON_API = {
  coupons: (orderId: string) => `/api/v1/orders/${orderId}/coupons`,
} as const;

export const COUPON_RANGE_TYPES = ['all', 'seller', 'goods', 'category', 'brand'] as const;
export type CouponRangeType = (typeof COUPON_RANGE_TYPES)[number];

export const ORDER_COUPON_MESSAGES = {
  membersOnly: '쿠폰은 회원만 사용할 수 있습니다.',
  notUsable: '사용할 수 없는 쿠폰입니다. 쿠폰을 다시 선택해 주세요.',
  outOfRange: '이 상품에는 적용할 수 없는 쿠폰입니다.',
  deviceOnly: (devices: readonly CouponDevice[]) => `${devices.map((d) => COUPON_DEVICE_LABELS[d]).join('·')}에서만 사용할 수 있는 쿠폰입니다.`,
  minSellPrice: (min: number) => `${formatPrice(min)} 이상 구매 시 사용할 수 있습니다.`,
  oneCouponPerLine: '상품 하나에는 쿠폰 한 장만 적용할 수 있습니다.',
  oneLinePerCoupon: '쿠폰 한 장은 상품 하나에만 적용할 수 있습니다.',
  lineUnknown: '주문에 없는 상품입니다.',
  overPayment: (min: number) => `쿠폰 할인 후 결제 금액이 ${formatPrice(min)} 이상이어야 합니다.`,
  alreadyUsed: '다른 주문에 이미 사용된 쿠폰이 있어 결제를 완료하지 못했습니다. 쿠폰을 다시 선택해 주세요.',
} as const;

/** Where a coupon may be used (the Coupon entity's usableDevices). */
export type CouponDevice = keyof typeof COUPON_DEVICE_LABELS;

export interface RuleCoupon {
  discount_type: 'amount' | 'rate';
  discount_value: number;
  apply_range_type: CouponRangeType;
  apply_target_ids: readonly number[];
  maximum_discount_amount: number | null;
  min_sell_price: number;
  /** Where it applies; absent = everywhere. */
  usable_devices?: readonly CouponDevice[];
}

export interface RuleLine {
  id: number;
  goods_id: number;
  seller_id: number | null;
  brand_id: number | null;
  /** The goods' category and its parents. */
  category_ids: readonly number[];
  /** Paid unit price × quantity. */
  amount: number;
}

export function couponRangeCovers(coupon: Pick<RuleCoupon, 'apply_range_type' | 'apply_target_ids'>, line: RuleLine): boolean {
  const targets = coupon.apply_target_ids;
  switch (coupon.apply_range_type) {
    case 'all':
      return true;
    case 'seller':
      return line.seller_id !== null && targets.includes(line.seller_id);
    case 'goods':
      return targets.includes(line.goods_id);
    case 'brand':
      return line.brand_id !== null && targets.includes(line.brand_id);
    case 'category':
      return line.category_ids.some((id) => targets.includes(id));
  }
}

/** What a coupon takes off a line, or why it cannot be put on it. */
export function couponDiscountFor(coupon: RuleCoupon, line: RuleLine, device?: CouponDevice): { ok: true; amount: number } | { ok: false; reason: string } {
  if (!couponRangeCovers(coupon, line)) return { ok: false, reason: ORDER_COUPON_MESSAGES.outOfRange };
  if (device && coupon.usable_devices && !coupon.usable_devices.includes(device))
    return { ok: false, reason: ORDER_COUPON_MESSAGES.deviceOnly(coupon.usable_devices) };
  if (line.amount < coupon.min_sell_price) return { ok: false, reason: ORDER_COUPON_MESSAGES.minSellPrice(coupon.min_sell_price) };
  let amount = coupon.discount_type === 'amount' ? coupon.discount_value : Math.floor((line.amount * coupon.discount_value) / 100 / 10) * 10;
  if (coupon.discount_type === 'rate' && coupon.maximum_discount_amount !== null) amount = Math.min(amount, coupon.maximum_discount_amount);
  return { ok: true, amount: Math.max(0, Math.min(amount, line.amount)) };
}

/** 10% · 20% (최대 10,000원) · 5,000원 */
export function couponDiscountLabel(coupon: Pick<RuleCoupon, 'discount_type' | 'discount_value' | 'maximum_discount_amount'>): string {
  if (coupon.discount_type === 'amount') return `${formatPrice(coupon.discount_value)} 할인`;
  const cap = coupon.maximum_discount_amount !== null ? ` (최대 ${formatPrice(coupon.maximum_discount_amount)})` : '';
  return `${coupon.discount_value}% 할인${cap}`;
}

export const CouponChoiceSchema = z.object({ item_id: DbIdSchema, member_coupon_id: DbIdSchema });
export type CouponChoice = z.infer<typeof CouponChoiceSchema>;
/** prepare-pay's coupons: at most one per line (checked with the rule). */
export const CouponChoicesSchema = z.array(CouponChoiceSchema).max(100);

/**
 * Checks a whole choice against the rule: each line and coupon once, each coupon usable on its line,
 * the payment not under the smallest charge. Answers the discount per line, or the first error.
 */
export function applyCouponChoices(
  choices: readonly CouponChoice[],
  ctx: { lines: readonly RuleLine[]; coupons: ReadonlyMap<number, RuleCoupon>; payable: number; minPayment: number; device?: CouponDevice },
): { ok: true; discounts: Map<number, number>; total: number } | { ok: false; error: string } {
  const discounts = new Map<number, number>();
  const used = new Set<number>();
  for (const c of choices) {
    if (discounts.has(c.item_id)) return { ok: false, error: ORDER_COUPON_MESSAGES.oneCouponPerLine };
    if (used.has(c.member_coupon_id)) return { ok: false, error: ORDER_COUPON_MESSAGES.oneLinePerCoupon };
    const line = ctx.lines.find((l) => l.id === c.item_id);
    if (!line) return { ok: false, error: ORDER_COUPON_MESSAGES.lineUnknown };
    const coupon = ctx.coupons.get(c.member_coupon_id);
    if (!coupon) return { ok: false, error: ORDER_COUPON_MESSAGES.notUsable };
    const d = couponDiscountFor(coupon, line, ctx.device);
    if (!d.ok) return { ok: false, error: d.reason };
    discounts.set(c.item_id, d.amount);
    used.add(c.member_coupon_id);
  }
  const total = [...discounts.values()].reduce((s, n) => s + n, 0);
  if (choices.length > 0 && ctx.payable - total < ctx.minPayment) return { ok: false, error: ORDER_COUPON_MESSAGES.overPayment(ctx.minPayment) };
  return { ok: true, discounts, total };
}

export const OrderCouponOptionSchema = z.object({
  member_coupon_id: z.number().int(),
  title: z.string(),
  type_label: z.string(),
  discount_label: z.string(),
  /** What it takes off this line (0 when not applicable). */
  discount_amount: z.number().int(),
  applicable: z.boolean(),
  /** Why it cannot be put on this line (null when it can). */
  reason: z.string().nullable(),
  /** KST date-time, null for no end. */
  expire_at: z.string().nullable(),
});

export const OrderCouponsSchema = z.object({
  order_id: z.string(),
  /** What the sheet may still charge before coupons (goods + shipping): the payment floor is checked against it. */
  payable: z.number().int(),
  lines: z.array(
    z.object({
      item_id: z.number().int(),
      goods_name: z.string(),
      brand_name: z.string(),
      option_name: z.string(),
      thumbnail_url: z.string(),
      ea: z.number().int(),
      amount: z.number().int(),
      coupons: z.array(OrderCouponOptionSchema),
    }),
  ),
  /** The choice the order holds (the last 결제하기 stored it): a retry starts from it. */
  selected: z.array(CouponChoiceSchema),
});
export type OrderCouponOption = z.infer<typeof OrderCouponOptionSchema>;
export type OrderCoupons = z.infer<typeof OrderCouponsSchema>;

/** The modal's URL carries the choice as `itemId:memberCouponId` pairs (`12:3,13:5`). */
export function encodeCouponChoices(choices: readonly CouponChoice[]): string {
  return choices.map((c) => `${c.item_id}:${c.member_coupon_id}`).join(',');
}
export function decodeCouponChoices(text: string | undefined): CouponChoice[] {
  const out: CouponChoice[] = [];
  for (const pair of (text ?? '').split(',')) {
    const m = /^(\d{1,9}):(\d{1,9})$/.exec(pair.trim());
    if (m) out.push({ item_id: Number(m[1]), member_coupon_id: Number(m[2]) });
  }
  return out;
}
