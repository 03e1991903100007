import { z } from 'zod';
import { ORDER_NUMBER_PATTERN } from '../constants';
import { CartAddBodySchema, LineTimeDealSchema } from './cart';
import { boundedText, dbIdList, INPUT_LIMITS } from '../platform-api/common';
import { ORDER_LINE_STATUSES } from './status';

/** The order squad's endpoints (ADR 0011): the order sheet and payment under /orders, history under /my/orders. */
export const ORDER_API = {
  start: '/api/v1/orders/start',
  sheet: (orderId: string) => `/api/v1/orders/${orderId}/sheet`,
} as const;

/**
 * Order start, prepare-pay and result carry this header (docs/adr/0012, idempotency): the first
 * result is stored per key and caller, a replay returns it, the same key with another body is a 422.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** A replayed answer says so in this response header. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';

/** An order reserves its stock this long from its start once a payment is tried; unpaid, it expires and the stock goes back. */
export const ORDER_RESERVATION_MINUTES = 30;

/**
 * What one holder (a member, or a visitor's device) may hold with unpaid sheets (issue 25): a sheet
 * nobody tried to pay gives its stock back after `sheetMinutes` (prepare-pay extends it to
 * ORDER_RESERVATION_MINUTES from the start); at most `openSheetsMax` sheets without a payment attempt
 * stay open (a new one releases the oldest); at most `perOptionEaMax` units of one option across
 * the holder's open sheets. Starts per client address are rate limited on the route.
 */
export const ORDER_HOLD_RULES = {
  sheetMinutes: 10,
  openSheetsMax: 3,
  perOptionEaMax: 10,
} as const;

export const ORDER_MESSAGES = {
  idempotencyKeyRequired: '주문 요청을 확인할 수 없습니다. 새로고침 후 다시 시도해 주세요.',
  idempotencyKeyReused: '이미 처리된 주문 요청과 내용이 다릅니다. 새로고침 후 다시 시도해 주세요.',
  idempotencyInFlight: '주문을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
  orderNotFound: '주문 정보를 찾을 수 없습니다.',
  nothingToOrder: '주문할 상품을 선택해 주세요.',
  cartItemGone: '장바구니에 없는 상품이 있습니다. 장바구니를 다시 확인해 주세요.',
  soldOutInOrder: (goodsName: string) => `품절된 상품이 있습니다: ${goodsName}`,
  outOfStockInOrder: (goodsName: string, stock: number) => `재고가 부족합니다: ${goodsName} (남은 수량 ${stock}개)`,
  adultOnly: '성인 인증 후 구매할 수 있는 상품입니다.',
  orderExpired: '주문 유효 시간이 지났습니다. 장바구니에서 다시 주문해 주세요.',
  holdLimit: (goodsName: string, max: number) => `한 상품 옵션은 결제 전 주문서에 ${max}개까지 담을 수 있습니다: ${goodsName}`,
} as const;

export const OrderNumberSchema = boundedText(INPUT_LIMITS.shortText).regex(ORDER_NUMBER_PATTERN, ORDER_MESSAGES.orderNotFound);
export const OrderNumberParamSchema = z.object({ orderId: OrderNumberSchema });

/** Order the chosen cart lines, or buy goods now from goods detail (the lines go straight to the sheet). */
export const OrderStartBodySchema = z
  .object({ cart_ids: dbIdList(1).optional(), items: CartAddBodySchema.shape.items.optional() })
  .refine((b) => (b.cart_ids === undefined) !== (b.items === undefined), { message: ORDER_MESSAGES.nothingToOrder });

export const OrderStartResponseSchema = z.object({
  /** The order number: the sheet's URL is /order/{order_id}. */
  order_id: z.string(),
  /** ISO 8601: the stock stays reserved until then. */
  expires_at: z.string(),
});

export const OrderLineStatusSchema = z.enum(ORDER_LINE_STATUSES);

export const OrderLineSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  option_id: z.number().int().nullable(),
  goods_name: z.string(),
  brand_name: z.string(),
  option_name: z.string(),
  thumbnail_url: z.string(),
  /** List price of one unit (정가 + option extra). */
  list_price: z.number().int(),
  /** What one unit sells for (after the goods' own discount, with the option extra). */
  price: z.number().int(),
  ea: z.number().int().min(1),
  /** What the line's coupon took off it (one coupon per line). */
  coupon_discount_amount: z.number().int(),
  status: OrderLineStatusSchema,
  status_label: z.string(),
  /** The time deal whose price the line took (ended: the sheet re-priced it at the ordinary price). */
  time_deal: LineTimeDealSchema.nullable(),
});

export const OrderPackSchema = z.object({
  seller_id: z.number().int(),
  seller_name: z.string(),
  goods_amount: z.number().int(),
  shipping_amount: z.number().int(),
  items: z.array(OrderLineSchema),
});

export const OrderAmountsSchema = z.object({
  /** Σ list price × ea. */
  list_amount: z.number().int(),
  /** list_amount − goods_amount: the goods' own discounts. */
  discount_amount: z.number().int(),
  /** Σ price × ea. */
  goods_amount: z.number().int(),
  shipping_amount: z.number().int(),
  coupon_discount_amount: z.number().int(),
  point_amount: z.number().int(),
  /** goods + shipping − coupons − points: what the payment charges. */
  payment_amount: z.number().int(),
});

export const OrdererSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });

export const OrderSheetSchema = z.object({
  order_id: z.string(),
  status: OrderLineStatusSchema,
  status_label: z.string(),
  /** ISO 8601 with offset. */
  ordered_at: z.string(),
  expires_at: z.string(),
  is_member: z.boolean(),
  /** The member's name, phone and e-mail to start from; empty for a guest, who types them. */
  orderer: OrdererSchema,
  /** What the last 결제하기 stored (a retry after a decline starts from it); empty strings before. */
  receiver: z.object({ name: z.string(), phone: z.string(), zipcode: z.string(), address1: z.string(), address2: z.string(), memo: z.string() }),
  packs: z.array(OrderPackSchema),
  amounts: OrderAmountsSchema,
});

export type OrderStartBody = z.infer<typeof OrderStartBodySchema>;
export type OrderStartResponse = z.infer<typeof OrderStartResponseSchema>;
export type OrderLine = z.infer<typeof OrderLineSchema>;
export type OrderPack = z.infer<typeof OrderPackSchema>;
export type OrderAmounts = z.infer<typeof OrderAmountsSchema>;
export type OrderSheet = z.infer<typeof OrderSheetSchema>;
