import { z } from 'zod';
import { LIMITS } from '../constants';
import { boundedText, paginator } from '../platform-api/common';

/**
 * The member's coupon wallet and point history (ADR 0011: owned by the member squad). The order squad
 * spends coupons and points at checkout; these pages list what the member holds and what happened.
 */
export const BENEFIT_API = {
  /** GET the held coupons by state (20 a page); POST registers one by its code. */
  myCoupons: '/api/v1/my/coupons',
  myPointHistory: '/api/v1/my/point-history',
} as const;

/** `/mypage/benefit/{tabType}`. */
export const BENEFIT_TABS = ['coupon', 'point'] as const;
export type BenefitTab = (typeof BENEFIT_TABS)[number];
export const isBenefitTab = (value: string | undefined): value is BenefitTab => BENEFIT_TABS.includes(value as BenefitTab);

export const COUPON_STATES = ['usable', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_LABELS: Record<CouponState, string> = { usable: '사용 가능', used: '사용 완료', expired: '기간 만료' };

export const COUPON_DEVICE_LABELS = { pc: 'PC', mobile: '모바일 웹', app: '앱' } as const;
export const COUPON_RANGE_LABELS = {
  all: '전체 상품',
  seller: '특정 판매자 상품',
  goods: '특정 상품',
  category: '특정 카테고리 상품',
  brand: '특정 브랜드 상품',
} as const;

export const BENEFIT_MESSAGES = {
  enterCode: '쿠폰 코드를 입력해 주세요.',
  codeFormat: '쿠폰 코드는 영문과 숫자 4~30자입니다.',
  unknownCode: '존재하지 않는 쿠폰 코드입니다. 다시 확인해 주세요.',
  notInPeriod: '등록 기간이 아닌 쿠폰입니다.',
  alreadyRegistered: '이미 등록된 쿠폰입니다.',
  registered: '쿠폰이 등록되었습니다.',
} as const;

/** What a member types: spaces and dashes dropped, upper case (WINTER-2026 → WINTER2026). */
export const normalizeCouponCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{4,30}$/;
/** Null when the typed code can be sent. */
export function couponCodeError(code: string): string | null {
  const normalized = normalizeCouponCode(code);
  if (!normalized) return BENEFIT_MESSAGES.enterCode;
  return COUPON_CODE_PATTERN.test(normalized) ? null : BENEFIT_MESSAGES.codeFormat;
}

export const MyCouponsQuerySchema = z.object({
  status: z.enum(COUPON_STATES).default('usable'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const CouponRegisterBodySchema = z.object({ code: boundedText(40) });

/** Spec "Coupon" with the member coupon's isUsable, expireAt, useStartAt, registedAt. */
export const MemberCouponSchema = z.object({
  id: z.number().int(),
  coupon_id: z.number().int(),
  title: z.string(),
  type_label: z.string(),
  discount_type: z.enum(['amount', 'rate']),
  discount_value: z.number().int(),
  apply_range_type: z.enum(['all', 'seller', 'goods', 'category', 'brand']),
  maximum_discount_amount: z.number().int().nullable(),
  min_sell_price: z.number().int(),
  usable_device_labels: z.array(z.string()),
  is_unlimited: z.boolean(),
  state: z.enum(COUPON_STATES),
  is_usable: z.boolean(),
  use_start_at: z.string(),
  /** Null: never expires. */
  expire_at: z.string().nullable(),
  registed_at: z.string(),
  used_at: z.string().nullable(),
  /** The code the coupon is registered by, when it has one (shown with a copy button, to pass on). */
  code: z.string().nullable().default(null),
});
export const MyCouponListSchema = paginator(MemberCouponSchema).extend({
  /** How many the member holds in each state (the tab labels). */
  counts: z.object({ usable: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});

export const PointHistoryQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const POINT_KIND_LABELS = { earn: '적립', use: '사용', expire: '소멸', restore: '사용 취소', cancel: '적립 취소' } as const;
export const PointEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.enum(['earn', 'use', 'expire', 'restore', 'cancel']),
  reason: z.string(),
  created_at: z.string(),
  /** Earnings only: when what is left of them expires. */
  expires_at: z.string().nullable(),
});
export const PointHistorySchema = paginator(PointEntrySchema).extend({
  balance: z.number().int(),
  /** Points that expire within EXPIRING_POINT_DAYS unless used first. */
  expiring_amount: z.number().int(),
  expiring_until: z.string(),
});

/** The point page warns about points expiring within this many days. */
export const EXPIRING_POINT_DAYS = 30;
export const POINT_HISTORY_PAGE_SIZE = 20;
export const MEMBER_COUPONS_PAGE_SIZE = LIMITS.memberCouponsPageSize;

/**
 * What is left of each earning after the uses, expiries and cancellations: they consume the earnings
 * that expire first (the order a mall spends points in). Returns the remaining amount per earning.
 */
export function remainingEarnings<T extends { amount: number; expiresAt: Date | null }>(
  earnings: readonly T[],
  consumed: number,
): { earning: T; left: number }[] {
  const order = [...earnings].sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity));
  let toConsume = Math.max(0, consumed);
  return order.map((earning) => {
    const used = Math.min(earning.amount, toConsume);
    toConsume -= used;
    return { earning, left: earning.amount - used };
  });
}

export type MyCouponsQuery = z.infer<typeof MyCouponsQuerySchema>;
export type MemberCoupon = z.infer<typeof MemberCouponSchema>;
export type MyCouponList = z.infer<typeof MyCouponListSchema>;
export type PointEntry = z.infer<typeof PointEntrySchema>;
export type PointHistory = z.infer<typeof PointHistorySchema>;
