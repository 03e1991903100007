import { z } from 'zod';
import { DbIdParamSchema, paginator } from '../platform-api/common';
import { OrderLineSchema } from './api';
import { COMPLAINT_PAGE_TABS, type ComplaintPageType } from './complaint-pages';
import { RefundAccountBodySchema, RefundEstimateSchema } from './my-orders';

/**
 * Complaints: what the shop raises on a paid line and the shopper answers (/mypage/claim; spec
 * "Complaints: release-delay, cancel-by-soldout"; ADR 0012 "Shop-raised claims"). Not a claim: claims
 * are the shopper's cancel, return and exchange (./claims.ts; docs/adr/0026).
 * - 출고 지연 (release_delay): the seller cannot ship by the promised date and gives a new one. The
 *   shopper accepts it (기다리기) and earns the delay reward of the shop's reward policies, or cancels
 *   the line at once (preparing lines too: the seller asked for the delay).
 * - 품절 취소 (cancel_by_soldout): the seller cannot ship at all. The shopper takes the refund.
 * pending (claimable) → accepted | cancelled | refunded (result).
 */
export const COMPLAINT_TYPES = ['release_delay', 'cancel_by_soldout'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export const COMPLAINT_STATUSES = ['pending', 'accepted', 'cancelled', 'refunded'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The complaint each complaint page type (./complaint-pages.ts) shows. */
export const COMPLAINT_OF_PAGE: Record<ComplaintPageType, ComplaintType> = { 'delivery-delay': 'release_delay', 'soldout-cancel': 'cancel_by_soldout' };

export const COMPLAINT_STATUS_LABELS: Record<ComplaintType, Partial<Record<ComplaintStatus, string>>> = {
  release_delay: { pending: '출고 지연 안내', accepted: '지연 동의', cancelled: '주문 취소' },
  cancel_by_soldout: { pending: '품절 안내', refunded: '품절 환불 완료' },
};

/** The spec's endpoints (section 7, "Complaints: release-delay, cancel-by-soldout"). */
export const COMPLAINT_API = {
  list: (type: ComplaintType) => (type === 'release_delay' ? '/api/v1/my/release-delay' : '/api/v1/my/cancel-by-soldout'),
  accept: (id: number | string) => `/api/v1/my/release-delay/${id}/accept`,
  cancel: (id: number | string) => `/api/v1/my/release-delay/${id}/cancel`,
  refund: (id: number | string) => `/api/v1/my/cancel-by-soldout/${id}/refund`,
} as const;

export const COMPLAINT_MESSAGES = {
  notFound: '안내 내역을 찾을 수 없습니다.',
  closed: '이미 처리된 안내입니다.',
  lineMoved: '이미 취소되었거나 출고된 상품이라 처리할 수 없습니다.',
  acceptConfirm: '변경된 출고 예정일까지 기다리시겠어요? 지연 보상 적립금이 바로 지급됩니다.',
  cancelConfirm: '이 상품의 주문을 취소할까요? 결제 금액은 결제 수단으로 환불됩니다.',
  refundConfirm: '품절된 상품의 결제 금액을 환불받으시겠어요?',
} as const;

export const COMPLAINTS_PAGE_SIZE = 10;

/** The cancel claim's reason of a shop-raised cancel (the seller's fault: the buyer pays nothing). */
export const SHOP_CANCEL_REASONS: Record<ComplaintType, { code: string; label: string }> = {
  release_delay: { code: 'DELAYED', label: '배송 지연 (판매자 출고 지연 안내)' },
  cancel_by_soldout: { code: 'SOLDOUT', label: '품절 (판매자 품절 취소)' },
};

/** Whole days the seller's new ship date is past the promised one (0 when not later). */
export function delayDays(promisedShipAt: Date, expectedShipAt: Date): number {
  return Math.max(0, Math.floor((expectedShipAt.getTime() - promisedShipAt.getTime()) / 86_400_000));
}

/**
 * The delay reward (구매 리워드, shop settings `reward_policies`): the policy with the most delay days the
 * delay reaches gives its rate of what the line was paid, capped at its maximum and rounded down to the
 * mall's price unit; 0 below the first policy.
 */
export function delayReward(
  paidAmount: number,
  days: number,
  policies: ReadonlyArray<{ delay_days: number; rate: number; max_reward_price: number }>,
  unit: number,
): number {
  const policy = [...policies].sort((a, b) => b.delay_days - a.delay_days).find((p) => days >= p.delay_days);
  if (!policy || paidAmount <= 0) return 0;
  const raw = Math.min(Math.floor(paidAmount * policy.rate), policy.max_reward_price);
  const step = Math.max(1, unit);
  return Math.floor(raw / step) * step;
}

export const ComplaintSchema = z.object({
  id: z.number().int(),
  type: z.enum(COMPLAINT_TYPES),
  status: z.enum(COMPLAINT_STATUSES),
  status_label: z.string(),
  order_id: z.string(),
  ordered_at: z.string(),
  item: OrderLineSchema,
  seller_name: z.string(),
  seller_message: z.string(),
  notified_at: z.string(),
  responded_at: z.string().nullable(),
  /** Release delay: the promised and the new ship date, the days between and the reward (to earn while pending, earned once accepted). */
  promised_ship_at: z.string().nullable(),
  expected_ship_at: z.string().nullable(),
  delay_days: z.number().int(),
  reward_point: z.number().int(),
  /** What a cancel or refund gives back (estimated while pending, the claim's once done); null for an accepted delay. */
  refund: RefundEstimateSchema.nullable(),
  payment_method_label: z.string(),
  /** A virtual-account payment needs a refund account to cancel or refund. */
  needs_refund_account: z.boolean(),
  refund_account: z.string().nullable(),
  /** The cancel claim a cancel or refund made (its complete page). */
  claim_id: z.number().int().nullable(),
});

export const ComplaintsQuerySchema = z.object({
  tab: z.enum(COMPLAINT_PAGE_TABS).default('claimable'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ComplaintsResponseSchema = z.object({
  type: z.enum(COMPLAINT_TYPES),
  tab: z.enum(COMPLAINT_PAGE_TABS),
  counts: z.object({ claimable: z.number().int(), result: z.number().int() }),
  complaints: paginator(ComplaintSchema),
});

export const ComplaintParamSchema = z.object({ complaintId: DbIdParamSchema });
export const ComplaintAnswerBodySchema = z.object({ refund_account: RefundAccountBodySchema.optional() }).default({});
export const ComplaintAnswerSchema = z.object({ complaint: ComplaintSchema });

export type Complaint = z.infer<typeof ComplaintSchema>;
export type ComplaintsResponse = z.infer<typeof ComplaintsResponseSchema>;
export type ComplaintAnswerBody = z.input<typeof ComplaintAnswerBodySchema>;
export type ComplaintAnswer = z.infer<typeof ComplaintAnswerSchema>;
