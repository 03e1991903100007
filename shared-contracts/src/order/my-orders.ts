import { z } from 'zod';
import { boundedText, DbIdParamSchema, DbIdSchema, dbIdList, paginator } from '../platform-api/common';
import { OrderAmountsSchema, OrderLineSchema, OrderNumberSchema, OrderLineStatusSchema } from './api';
import { PAYMENT_METHODS } from './checkout';
import { type OrderLineStatus } from './status';
import type { ComplaintPageType } from './complaint-pages';

/**
 * Who manages orders: a member (their orders, /mypage/order) or a guest session (the guest orders it
 * opens, /guest/order — spec section 2: "a guest mirror with the same structure"). The pages are the
 * same; the session picks the endpoints and the page base (ADR 0012, "Guests manage their orders").
 */
export type OrderScope = 'member' | 'guest';
export const ORDER_PAGES_BASE: Record<OrderScope, '/mypage/order' | '/guest/order'> = { member: '/mypage/order', guest: '/guest/order' };

/** The order-management endpoints of a scope: the member's under /api/v1/my, a guest session's under /api/v1/guest. */
export function orderManageApi(scope: OrderScope) {
  const root = scope === 'member' ? '/api/v1/my' : '/api/v1/guest';
  const order = (orderId: string) => `${root}/orders/${orderId}`;
  return {
    list: `${root}/orders`,
    detail: order,
    receipt: (orderId: string) => `${order(orderId)}/payment-receipt`,
    confirm: (orderId: string, itemId: number) => `${order(orderId)}/items/${itemId}/confirm`,
    cancelSheet: (orderId: string) => `${order(orderId)}/cancel`,
    cancel: (orderId: string) => `${order(orderId)}/cancel`,
    returnSheet: (orderId: string) => `${order(orderId)}/return`,
    return: (orderId: string) => `${order(orderId)}/return`,
    exchangeSheet: (orderId: string) => `${order(orderId)}/exchange`,
    exchangeOptions: (orderId: string, itemId: number | string) => `${order(orderId)}/items/${itemId}/exchange-options`,
    exchange: (orderId: string) => `${order(orderId)}/exchange`,
    toReturnSheet: (exchangeId: number | string) => `${root}/exchanges/${exchangeId}/to-return`,
    toReturn: (exchangeId: number | string) => `${root}/exchanges/${exchangeId}/to-return`,
    claims: `${root}/claims`,
  } as const;
}

const MEMBER_ORDERS_API = orderManageApi('member');

/** The member's order history and claims (/mypage/order, spec section 2 "Member order management"). */
export const MY_ORDERS_API = {
  list: MEMBER_ORDERS_API.list,
  detail: MEMBER_ORDERS_API.detail,
  receipt: MEMBER_ORDERS_API.receipt,
  confirm: MEMBER_ORDERS_API.confirm,
  cancelSheet: MEMBER_ORDERS_API.cancelSheet,
  cancel: MEMBER_ORDERS_API.cancel,
  claims: MEMBER_ORDERS_API.claims,
  refundAccount: '/api/v1/my/refund-account',
} as const;

export const CLAIM_TYPES = ['cancel', 'return', 'exchange'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const CLAIM_STATUSES = ['requested', 'completed', 'withdrawn', 'refused'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_TYPE_LABELS: Record<ClaimType, string> = { cancel: '취소', return: '반품', exchange: '교환' };
export const CLAIM_STATUS_LABELS: Record<ClaimType, Record<ClaimStatus, string>> = {
  cancel: { requested: '취소요청', completed: '취소완료', withdrawn: '취소철회', refused: '취소거부' },
  return: { requested: '반품요청', completed: '반품완료', withdrawn: '반품철회', refused: '반품거부' },
  exchange: { requested: '교환요청', completed: '교환완료', withdrawn: '교환철회', refused: '교환거부' },
};

/** The list's tabs: every order, or the claims of one kind (/mypage/order/cancel …). */
export const MY_ORDER_TABS = ['all', ...CLAIM_TYPES] as const;
export type MyOrderTab = (typeof MY_ORDER_TABS)[number];

/** Period filter of the lists, in months back from today (Korean malls offer 1, 3, 6 and 12). */
export const MY_ORDER_PERIODS = [1, 3, 6, 12] as const;
export const MY_ORDER_PERIOD_DEFAULT = 3;
export const MY_ORDERS_PAGE_SIZE = 10;

export const MY_ORDER_MESSAGES = {
  confirmNotAllowed: '배송완료된 상품만 구매확정할 수 있습니다.',
  alreadyConfirmed: '이미 구매확정된 상품입니다.',
  lineNotFound: '주문 상품을 찾을 수 없습니다.',
  cancelNotAllowed: '취소할 수 없는 상품입니다. 배송이 시작된 상품은 반품을 신청해 주세요.',
  cancelComplaintPending: '판매자가 출고 지연이나 품절을 알린 상품입니다. 출고 지연·품절 안내에서 선택해 주세요.',
  cancelNothingSelected: '취소할 상품을 선택해 주세요.',
  reasonRequired: '취소 사유를 선택해 주세요.',
  reasonUnknown: '선택할 수 없는 사유입니다.',
  detailReasonRequired: '상세 사유를 입력해 주세요.',
  refundAccountRequired: '가상계좌 결제는 환불받을 계좌를 입력해 주세요.',
  accountNumberInvalid: '계좌번호는 숫자 10~14자리로 입력해 주세요.',
  holderRequired: '예금주를 입력해 주세요.',
  bankUnknown: '은행을 선택해 주세요.',
  claimNotFound: '신청 내역을 찾을 수 없습니다.',
  noPayment: '결제 내역이 없는 주문입니다.',
} as const;

/**
 * Purchase confirm (구매확정) earns points: the grade's rate (the grade benefits say "구매 금액의 N%
 * 적립") of what the line was paid, rounded down to the mall's price unit. Rates by grade code.
 */
export const PURCHASE_POINT_RATES: Record<string, number> = { WELCOME: 0.005, SILVER: 0.01, GOLD: 0.02, VIP: 0.03 };
export function purchasePoint(paidAmount: number, gradeCode: string, unit: number): number {
  const rate = PURCHASE_POINT_RATES[gradeCode] ?? 0;
  const raw = Math.floor(paidAmount * rate);
  return Math.floor(raw / unit) * unit;
}

/**
 * 전자상거래법 제17조 (청약철회): a return or an exchange may be asked within 7 days of receiving the
 * goods. Counted in Korean calendar days: delivered on the 19th (KST), the last day to ask is the 26th,
 * all day (ADR 0012, "Return and exchange window").
 */
export const CLAIM_WINDOW_DAYS = 7;
const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
const kstDayNumber = (at: Date) => Math.floor((at.getTime() + KST_OFFSET_MS) / DAY_MS);

/**
 * Whether a line delivered at `deliveredAt` may still be returned or exchanged at `now`. A line with no
 * delivery date (none is left after migration 0035's backfill) never loses the right on a guess.
 */
export function claimWindowOpen(deliveredAt: Date | string | null, now: Date): boolean {
  if (deliveredAt === null) return true;
  return kstDayNumber(now) - kstDayNumber(new Date(deliveredAt)) <= CLAIM_WINDOW_DAYS;
}

/** The last day (KST, YYYY-MM-DD) a line delivered at `deliveredAt` may be returned or exchanged. */
export function claimWindowLastDay(deliveredAt: Date | string): string {
  return new Date((kstDayNumber(new Date(deliveredAt)) + CLAIM_WINDOW_DAYS) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * What decides a line's buttons beside its status and open claim: when it arrived, the time now, and a
 * release delay or sold-out the seller announced on it and the shopper has not answered yet.
 */
export interface LineActionContext {
  deliveredAt: Date | string | null;
  now: Date;
  /** The /mypage/claim page that answers it (COMPLAINT_OF_PAGE). */
  pendingComplaint?: ComplaintPageType | null;
}

/** What a shopper may do with a line now (the buttons of the list and detail). */
export function lineActions(status: OrderLineStatus, hasOpenClaim: boolean, { deliveredAt, now, pendingComplaint = null }: LineActionContext) {
  const delivered = !hasOpenClaim && status === 'delivered';
  const inWindow = claimWindowOpen(deliveredAt, now);
  const cancellable = !hasOpenClaim && (status === 'paid' || status === 'pay_waiting' || status === 'preparing');
  return {
    // A line the seller announced a delay or a sold-out on is answered on /mypage/claim (its cancel goes
    // through the complaint there), never by the ordinary cancel: that would leave the complaint unanswerable.
    can_cancel: cancellable && !pendingComplaint,
    /** The /mypage/claim page where the shopper answers the seller's announcement on this line, or null. */
    answer_complaint: cancellable ? pendingComplaint : null,
    can_return: delivered && inWindow,
    can_exchange: delivered && inWindow,
    /** Delivered more than CLAIM_WINDOW_DAYS ago: no 반품/교환, CLAIM_MESSAGES.claimWindowClosed instead. */
    claim_window_closed: delivered && !inWindow,
    can_confirm: !hasOpenClaim && (status === 'delivered' || status === 'exchanged'),
    can_review: status === 'delivered' || status === 'confirmed',
  };
}

export const LineActionsSchema = z.object({
  can_cancel: z.boolean(),
  answer_complaint: z.enum(['delivery-delay', 'soldout-cancel']).nullable(),
  can_return: z.boolean(),
  can_exchange: z.boolean(),
  claim_window_closed: z.boolean(),
  can_confirm: z.boolean(),
  can_review: z.boolean(),
});

/** Where the courier picks a returned or exchanged parcel up. */
export const PickupSchema = z.object({ name: z.string(), phone: z.string(), zipcode: z.string(), address1: z.string(), address2: z.string() });

export const ClaimSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(CLAIM_TYPES),
  status: z.enum(CLAIM_STATUSES),
  status_label: z.string(),
  reason_label: z.string(),
  detail_reason: z.string(),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
  refund_goods_amount: z.number().int(),
  refund_shipping_amount: z.number().int(),
  refund_point_amount: z.number().int(),
  refund_payment_amount: z.number().int(),
  /** Where a virtual-account payment goes back ("KB국민은행 123***7890 김데모"), null otherwise. */
  refund_account: z.string().nullable(),
  exchange_option_name: z.string().nullable(),
  /** Return and exchange: who pays the return shipping, what the buyer pays, where the courier picks up. */
  shipping_fee_payer: z.enum(['buyer', 'seller']).nullable(),
  return_shipping_amount: z.number().int(),
  pickup: PickupSchema.nullable(),
  /** Exchange: where the replacement goes. */
  exchange_delivery: PickupSchema.nullable(),
  /** Exchange: open and its replacement not shipped yet, so it may still become a return. */
  can_turn_to_return: z.boolean(),
  /** Exchange → return: the exchange this return replaced. */
  from_claim_id: z.number().int().nullable(),
});

export const MyOrderLineSchema = OrderLineSchema.extend({
  actions: LineActionsSchema,
  /** The line's latest claim, if any. */
  claim: ClaimSummarySchema.nullable(),
  delivery: z.object({ company: z.string(), invoice_no: z.string(), tracking_url: z.string() }).nullable(),
  confirmed_at: z.string().nullable(),
  /** When the line reached the shopper (the return and exchange window counts from it). */
  delivered_at: z.string().nullable(),
});

export const MyOrderSummarySchema = z.object({
  order_id: z.string(),
  ordered_at: z.string(),
  status: OrderLineStatusSchema,
  status_label: z.string(),
  payment_amount: z.number().int(),
  items: z.array(MyOrderLineSchema),
});

/** A claim row of the cancel / return / exchange tab: the claim with its order and line. */
export const MyClaimRowSchema = ClaimSummarySchema.extend({
  order_id: z.string(),
  ordered_at: z.string(),
  item: OrderLineSchema,
});

export const MyOrdersQuerySchema = z.object({
  tab: z.enum(MY_ORDER_TABS).default('all'),
  months: z.coerce
    .number()
    .int()
    .refine((m) => (MY_ORDER_PERIODS as readonly number[]).includes(m), '조회 기간을 다시 선택해 주세요.')
    .default(MY_ORDER_PERIOD_DEFAULT),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const MyOrdersResponseSchema = z.object({
  tab: z.enum(MY_ORDER_TABS),
  months: z.number().int(),
  orders: paginator(MyOrderSummarySchema),
  claims: paginator(MyClaimRowSchema),
});

export const PaymentInfoSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  method_label: z.string(),
  status: z.string(),
  status_label: z.string(),
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  card_company: z.string().nullable(),
  installment_months: z.number().int(),
  vbank_name: z.string().nullable(),
  vbank_account: z.string().nullable(),
  vbank_due_at: z.string().nullable(),
  approved_at: z.string().nullable(),
});

export const MyOrderDetailSchema = z.object({
  order_id: z.string(),
  ordered_at: z.string(),
  paid_at: z.string().nullable(),
  status: OrderLineStatusSchema,
  status_label: z.string(),
  orderer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  receiver: z.object({ name: z.string(), phone: z.string(), zipcode: z.string(), address1: z.string(), address2: z.string(), memo: z.string() }),
  packs: z.array(
    z.object({
      seller_id: z.number().int(),
      seller_name: z.string(),
      shipping_amount: z.number().int(),
      items: z.array(MyOrderLineSchema),
    }),
  ),
  amounts: OrderAmountsSchema,
  payment: PaymentInfoSchema.nullable(),
  /** Σ of the completed claims' refunds (what came back so far). */
  refunded: z.object({ payment_amount: z.number().int(), point_amount: z.number().int() }),
  /** The delivery address may still change: nothing of the order has shipped (addressEditable). */
  address_editable: z.boolean(),
});

export const ReceiptSchema = z.object({
  order_id: z.string(),
  order_name: z.string(),
  shop: z.object({ name: z.string(), company_name: z.string(), ceo_name: z.string(), business_number: z.string(), address: z.string(), phone: z.string() }),
  payment: PaymentInfoSchema,
  /** VAT included: supply = round(amount / 1.1), vat = amount − supply (of what stays charged). */
  supply_amount: z.number().int(),
  vat_amount: z.number().int(),
});

export const PurchaseConfirmResponseSchema = z.object({
  item_id: z.number().int(),
  status: OrderLineStatusSchema,
  status_label: z.string(),
  earned_point: z.number().int(),
});

/** VAT-included amount → supply and VAT (Korean receipts). */
export function splitVat(amount: number) {
  const supply = Math.round(amount / 1.1);
  return { supply, vat: amount - supply };
}

export const MyOrderParamSchema = z.object({ orderId: OrderNumberSchema });
export const MyOrderItemParamSchema = z.object({ orderId: OrderNumberSchema, itemId: DbIdParamSchema });

/** The cancel step: the lines, the reasons and what would come back (GET …/cancel?item_ids=). */
export const CancelSheetQuerySchema = z.object({
  item_ids: z
    .string()
    .max(200)
    .regex(/^\d+(,\d+)*$/, MY_ORDER_MESSAGES.cancelNothingSelected)
    .transform((s) => s.split(',').map(Number)),
});

export const RefundEstimateSchema = z.object({
  goods_amount: z.number().int(),
  shipping_amount: z.number().int(),
  coupon_amount: z.number().int(),
  point_amount: z.number().int(),
  payment_amount: z.number().int(),
  /** The return shipping the buyer pays, taken from the refund (0 for a cancel). */
  return_shipping_amount: z.number().int(),
});

export const CancelSheetSchema = z.object({
  order_id: z.string(),
  items: z.array(MyOrderLineSchema),
  selected_ids: z.array(z.number().int()),
  reasons: z.array(z.object({ code: z.string(), label: z.string(), detail_reason_required: z.boolean() })),
  estimate: RefundEstimateSchema,
  payment_method_label: z.string(),
  needs_refund_account: z.boolean(),
});

export const RefundAccountBodySchema = z.object({
  bank_code: boundedText(10).min(1, MY_ORDER_MESSAGES.bankUnknown),
  account_number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10,14}$/, MY_ORDER_MESSAGES.accountNumberInvalid)),
  holder_name: boundedText(20).trim().min(1, MY_ORDER_MESSAGES.holderRequired),
});

export const RefundAccountSchema = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  /** Masked: 123****7890. */
  account_number: z.string(),
  holder_name: z.string(),
});

export const CancelBodySchema = z.object({
  item_ids: dbIdList(1, 50),
  reason_code: boundedText(40).min(1, MY_ORDER_MESSAGES.reasonRequired),
  detail_reason: boundedText(500).default(''),
  /** Required for a virtual-account payment unless the member has one saved. */
  refund_account: RefundAccountBodySchema.optional(),
});

export const CancelResponseSchema = z.object({ order_id: z.string(), claim_ids: z.array(z.number().int()) });

export const ClaimsQuerySchema = z.object({
  ids: z
    .string()
    .max(200)
    .regex(/^\d+(,\d+)*$/, MY_ORDER_MESSAGES.claimNotFound)
    .transform((s) => s.split(',').map(Number))
    .pipe(z.array(DbIdSchema)),
});

export const ClaimsResponseSchema = z.object({
  order_id: z.string(),
  claims: z.array(MyClaimRowSchema),
  total: RefundEstimateSchema,
});

/** 1234567890 → 123****890: what a screen shows of an account number. */
export const maskAccountNumber = (n: string) => (n.length <= 6 ? n : `${n.slice(0, 3)}${'*'.repeat(n.length - 6)}${n.slice(-3)}`);

export type ClaimSummary = z.infer<typeof ClaimSummarySchema>;
export type Pickup = z.infer<typeof PickupSchema>;
export type MyOrderLine = z.infer<typeof MyOrderLineSchema>;
export type MyOrderSummary = z.infer<typeof MyOrderSummarySchema>;
export type MyClaimRow = z.infer<typeof MyClaimRowSchema>;
export type MyOrdersResponse = z.infer<typeof MyOrdersResponseSchema>;
export type MyOrderDetail = z.infer<typeof MyOrderDetailSchema>;
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;
export type Receipt = z.infer<typeof ReceiptSchema>;
export type PurchaseConfirmResponse = z.infer<typeof PurchaseConfirmResponseSchema>;
export type CancelSheet = z.infer<typeof CancelSheetSchema>;
export type CancelBody = z.input<typeof CancelBodySchema>;
export type CancelResponse = z.infer<typeof CancelResponseSchema>;
export type ClaimsResponse = z.infer<typeof ClaimsResponseSchema>;
export type RefundAccount = z.infer<typeof RefundAccountSchema>;
export type RefundAccountBody = z.input<typeof RefundAccountBodySchema>;
export type RefundEstimate = z.infer<typeof RefundEstimateSchema>;
