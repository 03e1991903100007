import { z } from 'zod';
import { boundedText, DbIdParamSchema, dbIdList } from '../platform-api/common';
import { ReceiverSchema } from './checkout';
import {
  MyClaimRowSchema,
  MyOrderLineSchema,
  orderManageApi,
  PickupSchema,
  RefundAccountBodySchema,
  RefundEstimateSchema,
  type RefundEstimate,
} from './my-orders';
import { refundEstimate } from './refunds';

/**
 * Return, exchange and exchange → return (spec section 2 "Member order management"; ADR 0012).
 * A return is refunded when it is registered (빠른 환불: the courier's pickup is booked with it), so
 * its claim is completed at once; an exchange waits for the seller (requested).
 */
const MEMBER_CLAIM_API = orderManageApi('member');
export const CLAIM_API = {
  returnSheet: MEMBER_CLAIM_API.returnSheet,
  return: MEMBER_CLAIM_API.return,
  exchangeSheet: MEMBER_CLAIM_API.exchangeSheet,
  exchangeOptions: MEMBER_CLAIM_API.exchangeOptions,
  exchange: MEMBER_CLAIM_API.exchange,
  toReturnSheet: MEMBER_CLAIM_API.toReturnSheet,
  toReturn: MEMBER_CLAIM_API.toReturn,
} as const;

export const CLAIM_MESSAGES = {
  returnNotAllowed: '반품할 수 없는 상품입니다. 배송완료된 상품만 반품을 신청할 수 있습니다.',
  returnNothingSelected: '반품할 상품을 선택해 주세요.',
  returnReasonRequired: '반품 사유를 선택해 주세요.',
  exchangeNotAllowed: '교환할 수 없는 상품입니다. 배송완료된 상품만 교환을 신청할 수 있습니다.',
  exchangeReasonRequired: '교환 사유를 선택해 주세요.',
  exchangeOptionRequired: '교환할 옵션을 선택해 주세요.',
  exchangeOptionSoldOut: '선택한 옵션은 품절되었습니다. 다른 옵션을 선택해 주세요.',
  exchangeOptionUnknown: '이 상품의 옵션이 아닙니다.',
  exchangeOptionSame: '지금 옵션과 다른 옵션을 선택해 주세요.',
  exchangeOptionPriceDiffers: '가격이 다른 옵션으로는 교환할 수 없습니다. 반품 후 다시 주문해 주세요.',
  exchangeNothingSelected: '교환할 상품을 선택해 주세요.',
  exchangeNoOption: '이 상품에는 교환할 수 있는 다른 옵션이 없습니다.',
  deliveryRequired: '교환 상품을 받을 주소를 입력해 주세요.',
  exchangeNotFound: '교환 신청 내역을 찾을 수 없습니다.',
  toReturnNotAllowed: '접수 중인 교환만 반품으로 바꿀 수 있습니다.',
  pickupRequired: '회수지 주소를 입력해 주세요.',
  claimWindowClosed: '배송완료 후 7일이 지나 반품·교환 신청 기간이 끝났습니다.',
} as const;

export type ShippingFeePayer = 'buyer' | 'seller';

/** One leg (seller → buyer or back) when a seller ships for free: what the couriers charge the mall. */
export const RETURN_SHIPPING_LEG_DEFAULT = 3_000;

/**
 * What the buyer pays to send goods back (the FAQ: change of mind costs the round trip; a defect or
 * a wrong delivery costs the buyer nothing). One leg is the seller's shipping price (or the default
 * leg for free-shipping sellers).
 * - return: the way back, plus the way out when the order's pack was shipped free;
 * - exchange: the way back and the replacement's way out.
 */
export function returnShippingFee(input: {
  type: 'return' | 'exchange';
  payer: ShippingFeePayer;
  sellerShippingPrice: number;
  packShippedFree: boolean;
}): number {
  if (input.payer === 'seller') return 0;
  const leg = input.sellerShippingPrice > 0 ? input.sellerShippingPrice : RETURN_SHIPPING_LEG_DEFAULT;
  if (input.type === 'exchange') return leg * 2;
  return input.packShippedFree ? leg * 2 : leg;
}

/**
 * What the buyer pays for exchanging the lines of these seller packs, by payer: both legs of each
 * pack (the way back and the replacement's way out) when the buyer's reason, nothing when the seller's.
 */
export function exchangeShippingFees(packs: readonly Pick<ReturnedPack, 'sellerShippingPrice'>[]): Record<ShippingFeePayer, number> {
  const buyer = packs.reduce(
    (s, p) => s + returnShippingFee({ type: 'exchange', payer: 'buyer', sellerShippingPrice: p.sellerShippingPrice, packShippedFree: false }),
    0,
  );
  return { buyer, seller: 0 };
}

/**
 * What a return gives back: the cancel refund of the lines (refundEstimate), except that a buyer's
 * return keeps the pack's outbound shipping and pays the return shipping — taken from the payment
 * refund first, then from the points.
 */
export function returnRefund(base: RefundEstimate, payer: ShippingFeePayer, fee: number): RefundEstimate {
  const keptShipping = payer === 'buyer' ? base.shipping_amount : 0;
  const deduction = payer === 'buyer' ? fee : 0;
  const back = Math.max(0, base.payment_amount + base.point_amount - keptShipping - deduction);
  const payment = Math.min(back, base.payment_amount);
  return {
    ...base,
    shipping_amount: base.shipping_amount - keptShipping,
    return_shipping_amount: deduction,
    payment_amount: payment,
    point_amount: back - payment,
  };
}

/** The seller packs a return sends back: their shipping price and whether the order shipped them free. */
export interface ReturnedPack {
  sellerShippingPrice: number;
  packShippedFree: boolean;
}

/** refundEstimate + returnRefund in one call, for both payers (the sheet shows the one the reason picks). */
export function returnEstimates(
  input: Parameters<typeof refundEstimate>[0] & { returnedPacks: readonly ReturnedPack[] },
): Record<ShippingFeePayer, RefundEstimate> {
  const base = refundEstimate(input);
  const fee = input.returnedPacks.reduce((s, p) => s + returnShippingFee({ type: 'return', payer: 'buyer', ...p }), 0);
  return { buyer: returnRefund(base, 'buyer', fee), seller: returnRefund(base, 'seller', 0) };
}

export const ClaimReasonSchema = z.object({
  code: z.string(),
  label: z.string(),
  detail_reason_required: z.boolean(),
  /** Who pays the return shipping for this reason. */
  payer: z.enum(['buyer', 'seller']),
});

/** The pickup address the shopper sends (same rules as a receiver). */
export const PickupBodySchema = ReceiverSchema;

export const ReturnSheetSchema = z.object({
  order_id: z.string(),
  items: z.array(MyOrderLineSchema),
  selected_ids: z.array(z.number().int()),
  reasons: z.array(ClaimReasonSchema),
  /** What comes back when the buyer pays the return shipping, and when the seller does. */
  estimates: z.object({ buyer: RefundEstimateSchema, seller: RefundEstimateSchema }),
  pickup: PickupSchema,
  payment_method_label: z.string(),
  needs_refund_account: z.boolean(),
});

export const ReturnBodySchema = z.object({
  item_ids: dbIdList(1, 50),
  reason_code: boundedText(40).min(1, CLAIM_MESSAGES.returnReasonRequired),
  detail_reason: boundedText(500).default(''),
  pickup: PickupBodySchema,
  refund_account: RefundAccountBodySchema.optional(),
});

export const ClaimCreatedSchema = z.object({ order_id: z.string(), claim_ids: z.array(z.number().int()) });

export type ClaimReason = z.infer<typeof ClaimReasonSchema>;
export type ReturnSheet = z.infer<typeof ReturnSheetSchema>;
export type ReturnBody = z.input<typeof ReturnBodySchema>;
export type ClaimCreated = z.infer<typeof ClaimCreatedSchema>;

/** One option of the line's goods in the exchange option change modal. */
export const ExchangeOptionSchema = z.object({
  option_id: z.number().int(),
  name: z.string(),
  stock: z.number().int(),
  /** Why it cannot be chosen: null when it can. */
  unavailable: z.enum(['current', 'sold_out', 'price_differs']).nullable(),
});

export const ExchangeOptionsSchema = z.object({
  item_id: z.number().int(),
  goods_name: z.string(),
  option_name: z.string(),
  ea: z.number().int(),
  options: z.array(ExchangeOptionSchema),
});

export const ExchangeSheetSchema = z.object({
  order_id: z.string(),
  items: z.array(MyOrderLineSchema),
  selected_ids: z.array(z.number().int()),
  reasons: z.array(ClaimReasonSchema),
  /** The exchange shipping the buyer pays for the selected lines, by who the reason blames. */
  fees: z.object({ buyer: z.number().int(), seller: z.number().int() }),
  pickup: PickupSchema,
  /** Where the replacement goes by default (the order's receiver). */
  delivery: PickupSchema,
});

export const ExchangeBodySchema = z.object({
  items: z
    .array(z.object({ item_id: DbIdParamSchema, option_id: DbIdParamSchema }))
    .min(1, CLAIM_MESSAGES.exchangeNothingSelected)
    .max(50),
  reason_code: boundedText(40).min(1, CLAIM_MESSAGES.exchangeReasonRequired),
  detail_reason: boundedText(500).default(''),
  pickup: PickupBodySchema,
  delivery: PickupBodySchema,
});

export const ExchangeParamSchema = z.object({ exchangeId: DbIdParamSchema });

/** Exchange → return: the open exchange, the return reasons and what the return gives back. */
export const ToReturnSheetSchema = z.object({
  order_id: z.string(),
  exchange: MyClaimRowSchema,
  reasons: z.array(ClaimReasonSchema),
  estimates: z.object({ buyer: RefundEstimateSchema, seller: RefundEstimateSchema }),
  pickup: PickupSchema,
  payment_method_label: z.string(),
  needs_refund_account: z.boolean(),
});

export const ToReturnBodySchema = ReturnBodySchema.omit({ item_ids: true });

export type ExchangeOption = z.infer<typeof ExchangeOptionSchema>;
export type ExchangeOptions = z.infer<typeof ExchangeOptionsSchema>;
export type ExchangeSheet = z.infer<typeof ExchangeSheetSchema>;
export type ExchangeBody = z.input<typeof ExchangeBodySchema>;
export type ToReturnSheet = z.infer<typeof ToReturnSheetSchema>;
export type ToReturnBody = z.input<typeof ToReturnBodySchema>;
