import { z } from 'zod';
import { LIMITS } from '../constants';
import { COUPON_RANGE_LABELS } from '../member/benefit';
import { COUPON_RANGE_TYPES } from '../order/coupons';
import { formatPrice } from '../rules/format';
import { dbIdList, paginator } from '../platform-api/common';
import { GoodsCardSchema } from './goods';

export { couponDiscountLabel } from '../order/coupons';

/**
 * Coupons on goods detail and the coupon conditions page (ADR 0011: catalog shows them; the member
 * squad's wallet holds them; the order squad's checkout applies them with couponDiscountFor). A
 * downloadable coupon (`is_downloadable`) is offered on the goods detail of every goods its range covers
 * (couponRangeCovers, the checkout's rule) while it is in its period; a member downloads it once (a
 * member_coupons row, as if registered by code) and it expires at the earlier of its own end and its days
 * after issue. `/coupon/conditions/{couponId}` shows any coupon's conditions and the goods and brands it
 * applies to, LIMITS.couponUsableGoodsBrands at a time.
 */
export const GOODS_COUPON_API = {
  /** GET the goods' downloadable coupons (a member's answer marks the ones they hold). */
  goodsCoupons: (goodsId: number | string) => `/api/v1/goods/${goodsId}/coupons`,
  /** POST { coupon_ids } downloads them (login); answers the goods' coupons again. */
  goodsCouponsDownload: (goodsId: number | string) => `/api/v1/goods/${goodsId}/coupons/download`,
  /** GET a coupon's conditions with its first usable brands. */
  couponConditions: (couponId: number | string) => `/api/v1/coupons/${couponId}/conditions`,
  /** GET the goods a coupon applies to, LIMITS.couponUsableGoodsBrands a page. */
  couponGoods: (couponId: number | string) => `/api/v1/coupons/${couponId}/goods`,
} as const;

export const couponConditionsPagePath = (couponId: number) => `/coupon/conditions/${couponId.toString()}`;

/** Goods and brands a coupon page shows at a time (spec constant "Coupon usable goods/brands"). */
export const COUPON_USABLE_PAGE_SIZE = LIMITS.couponUsableGoodsBrands;
/** The most coupons one download call takes ("모두 받기" sends every one the goods offers). */
export const COUPON_DOWNLOAD_MAX = 20;

export const GOODS_COUPON_MESSAGES = {
  title: '쿠폰 받기',
  loadFailed: '쿠폰을 불러오지 못했습니다',
  empty: '이 상품에 다운로드할 수 있는 쿠폰이 없습니다.',
  downloaded: '쿠폰이 발급되었습니다. 마이페이지 > 쿠폰함에서 확인하실 수 있습니다.',
  downloadedMany: (n: number) => `쿠폰 ${n.toString()}장이 발급되었습니다. 마이페이지 > 쿠폰함에서 확인하실 수 있습니다.`,
  alreadyDownloaded: '이미 다운로드한 쿠폰입니다.',
  allDownloaded: '이 상품의 쿠폰을 모두 받았습니다.',
  notDownloadable: '다운로드할 수 없는 쿠폰입니다. 쿠폰 목록을 다시 확인해 주세요.',
  conditionsNotFound: '쿠폰을 찾을 수 없습니다.',
  conditionsLoadFailed: '쿠폰 정보를 불러오지 못했습니다',
  goodsEmpty: '이 쿠폰을 적용할 수 있는 상품이 없습니다.',
  ended: '발급 기간이 끝난 쿠폰입니다.',
  upcoming: '아직 발급 기간이 아닌 쿠폰입니다.',
  goodsLoadFailed: '적용 상품을 불러오지 못했습니다',
  noMinimum: '최소 주문 금액 없음',
  minimum: (min: number) => `${formatPrice(min)} 이상 구매 시`,
  noMaximum: '최대 할인 금액 제한 없음',
  maximum: (max: number) => `최대 ${formatPrice(max)} 할인`,
} as const;

const CouponCommon = {
  id: z.number().int(),
  title: z.string(),
  type_label: z.string(),
  discount_type: z.enum(['amount', 'rate']),
  discount_value: z.number().int(),
  /** `15% 할인 (최대 20,000원)` · `5,000원 할인`. */
  discount_label: z.string(),
  apply_range_type: z.enum(COUPON_RANGE_TYPES),
  /** 전체 상품, 특정 브랜드 상품… */
  apply_range_label: z.string(),
  maximum_discount_amount: z.number().int().nullable(),
  min_sell_price: z.number().int(),
  usable_device_labels: z.array(z.string()),
  /** KST `YYYY-MM-DD HH:mm:ss`: the coupon's own period (null end: no end date). */
  valid_from: z.string(),
  valid_until: z.string().nullable(),
  /** A downloaded coupon lasts this many days (or until valid_until, whichever comes first). */
  valid_days_after_issue: z.number().int().nullable(),
  /** `다운로드 후 14일간 (2026.12.31까지)` · `2026.12.31 23:59까지` · `기한 없음`. */
  period_label: z.string(),
};

export const GoodsCouponSchema = z.object({
  ...CouponCommon,
  /** What it takes off one of this goods at its price where the shopper is (0 when it cannot be used: see reason). */
  discount_amount: z.number().int(),
  /** Why it takes nothing off here, as the order's coupon modal says it (device-only, minimum); null when it applies. */
  reason: z.string().nullable(),
  /** The member already holds it (always false for a visitor). */
  is_downloaded: z.boolean(),
});

export const GoodsCouponsSchema = z.object({
  goods_id: z.number().int(),
  /** The goods' price the discounts were worked out on (its discounted price). */
  price: z.number().int(),
  coupons: z.array(GoodsCouponSchema),
  /** The largest single discount (one coupon per order line) and the price after it. */
  max_discount_amount: z.number().int(),
  best_price: z.number().int(),
  /** Coupons offered that the viewer does not hold yet. */
  downloadable_count: z.number().int(),
  /** Set by a download: the coupons it just issued. */
  downloaded_ids: z.array(z.number().int()).optional(),
});

export const CouponDownloadBodySchema = z.object({ coupon_ids: dbIdList(1, COUPON_DOWNLOAD_MAX) });

const CouponTargetSchema = z.object({ id: z.number().int(), name: z.string(), link_url: z.string().nullable() });

export const CouponConditionsSchema = z.object({
  ...CouponCommon,
  is_downloadable: z.boolean(),
  /** Ended (valid_until passed) or not started yet: shown, but cannot be downloaded or registered now. */
  state: z.enum(['upcoming', 'ongoing', 'ended']),
  /** The sellers, goods, categories or brands of the range (empty for `all`), first few, and how many. */
  targets: z.array(CouponTargetSchema),
  target_count: z.number().int(),
  /** Brands of the goods it applies to, the ones with most goods first (COUPON_USABLE_PAGE_SIZE). */
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), logo_url: z.string(), goods_count: z.number().int() })),
  brand_count: z.number().int(),
  goods_count: z.number().int(),
});

export const CouponGoodsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const CouponGoodsSchema = paginator(GoodsCardSchema);

export type GoodsCoupon = z.infer<typeof GoodsCouponSchema>;
export type GoodsCoupons = z.infer<typeof GoodsCouponsSchema>;
export type CouponDownloadBody = z.infer<typeof CouponDownloadBodySchema>;
export type CouponConditions = z.infer<typeof CouponConditionsSchema>;
export type CouponGoods = z.infer<typeof CouponGoodsSchema>;

export const couponRangeLabel = (type: (typeof COUPON_RANGE_TYPES)[number]) => COUPON_RANGE_LABELS[type];

/** `2026.12.31` from a KST date-time. */
const day = (kst: string) => kst.slice(0, 10).replaceAll('-', '.');

/** How long a coupon lasts once held, as the download modal and the conditions page say it. */
export function couponPeriodLabel(c: { valid_until: string | null; valid_days_after_issue: number | null }): string {
  if (c.valid_days_after_issue !== null) {
    const days = `다운로드 후 ${c.valid_days_after_issue.toString()}일간`;
    return c.valid_until ? `${days} (${day(c.valid_until)}까지)` : days;
  }
  return c.valid_until ? `${day(c.valid_until)} ${c.valid_until.slice(11, 16)}까지` : '기한 없음';
}

/** The coupons a "모두 받기" sends: the offered ones the viewer does not hold. */
export const couponsToDownload = (coupons: readonly Pick<GoodsCoupon, 'id' | 'is_downloaded'>[]) => coupons.filter((c) => !c.is_downloaded).map((c) => c.id);
