/** The demo mall's coupons; dates are days relative to the seed epoch (negative: before it). */
export interface CouponSeed {
  key: string;
  title: string;
  typeLabel: string;
  discountType: 'amount' | 'rate';
  discountValue: number;
  applyRangeType: 'all' | 'seller' | 'goods' | 'category' | 'brand';
  applyTargetIds?: number[];
  maximumDiscountAmount?: number;
  minSellPrice?: number;
  usableDevices?: ('pc' | 'mobile' | 'app')[];
  code?: string;
  isDownloadable?: boolean;
  validFromDay: number;
  /** Null: no end date. */
  validUntilDay: number | null;
  validDaysAfterIssue?: number;
}

export const COUPONS: CouponSeed[] = [
  {
    key: 'welcome',
    title: '신규 회원 웰컴 10% 할인',
    typeLabel: '장바구니 쿠폰',
    discountType: 'rate',
    discountValue: 10,
    applyRangeType: 'all',
    maximumDiscountAmount: 10_000,
    minSellPrice: 30_000,
    validFromDay: -60,
    validUntilDay: 3650,
  },
  {
    key: 'cart5000',
    title: '5만원 이상 5,000원 할인',
    typeLabel: '장바구니 쿠폰',
    discountType: 'amount',
    discountValue: 5000,
    applyRangeType: 'all',
    minSellPrice: 50_000,
    validFromDay: -30,
    validUntilDay: 3650,
  },
  {
    key: 'brand3',
    title: '서울스탠다드 브랜드 15% 할인',
    typeLabel: '상품 쿠폰',
    discountType: 'rate',
    discountValue: 15,
    applyRangeType: 'brand',
    applyTargetIds: [3],
    maximumDiscountAmount: 20_000,
    minSellPrice: 0,
    isDownloadable: true,
    validFromDay: -20,
    validUntilDay: 3650,
  },
  {
    key: 'app3000',
    title: '앱 전용 3,000원 할인',
    typeLabel: '상품 쿠폰',
    discountType: 'amount',
    discountValue: 3000,
    applyRangeType: 'all',
    minSellPrice: 20_000,
    usableDevices: ['app'],
    validFromDay: -10,
    validUntilDay: 3650,
  },
  {
    key: 'goods1',
    title: '단독 특가 상품 2,000원 할인',
    typeLabel: '상품 쿠폰',
    discountType: 'amount',
    discountValue: 2000,
    applyRangeType: 'goods',
    applyTargetIds: [1, 3, 5],
    minSellPrice: 10_000,
    isDownloadable: true,
    validFromDay: -5,
    validUntilDay: 3650,
  },
  {
    key: 'winter',
    title: '겨울 아우터 20% 할인 (코드 등록)',
    typeLabel: '상품 쿠폰',
    discountType: 'rate',
    discountValue: 20,
    applyRangeType: 'category',
    applyTargetIds: [2],
    maximumDiscountAmount: 30_000,
    minSellPrice: 50_000,
    code: 'WINTER2026',
    validFromDay: -15,
    validUntilDay: 3650,
    validDaysAfterIssue: 30,
  },
  {
    key: 'seller6',
    title: '백앤백 셀러 3,000원 할인',
    typeLabel: '상품 쿠폰',
    discountType: 'amount',
    discountValue: 3000,
    applyRangeType: 'seller',
    applyTargetIds: [6],
    minSellPrice: 30_000,
    validFromDay: -7,
    validUntilDay: 3650,
  },
  {
    key: 'mens-outer',
    title: '남성 아우터 10% 할인',
    typeLabel: '상품 쿠폰',
    discountType: 'rate',
    discountValue: 10,
    applyRangeType: 'category',
    applyTargetIds: [9],
    maximumDiscountAmount: 15_000,
    minSellPrice: 50_000,
    validFromDay: -7,
    validUntilDay: 3650,
  },
  {
    key: 'autumn',
    title: '가을 시즌오프 7,000원 할인',
    typeLabel: '장바구니 쿠폰',
    discountType: 'amount',
    discountValue: 7000,
    applyRangeType: 'all',
    minSellPrice: 70_000,
    validFromDay: -90,
    validUntilDay: -20,
  },
];

/**
 * What the demo member holds: usable ones, one used, one expired (every state of the coupon list).
 * The usable ones cover every applyRangeType, and all of them fit goods 5 (백앤백, 서울스탠다드,
 * 남성의류>아우터>점퍼, 104,900원), so the order sheet's coupon modal has a real choice.
 */
export const DEMO_MEMBER_COUPONS: { coupon: string; registeredDay: number; state: 'usable' | 'used' | 'expired' }[] = [
  { coupon: 'welcome', registeredDay: -3, state: 'usable' },
  { coupon: 'cart5000', registeredDay: -10, state: 'usable' },
  { coupon: 'brand3', registeredDay: -8, state: 'usable' },
  { coupon: 'goods1', registeredDay: -4, state: 'usable' },
  { coupon: 'seller6', registeredDay: -2, state: 'usable' },
  { coupon: 'mens-outer', registeredDay: -1, state: 'usable' },
  { coupon: 'app3000', registeredDay: -6, state: 'used' },
  { coupon: 'autumn', registeredDay: -60, state: 'expired' },
];

/** The demo member's points: earned, used and expired rows; the balance is their sum. */
export const DEMO_POINTS: { amount: number; kind: 'earn' | 'use' | 'expire'; reason: string; day: number; expiresAfterDays?: number }[] = [
  { amount: 1000, kind: 'earn', reason: '회원가입 적립금', day: -400, expiresAfterDays: 365 },
  { amount: -1000, kind: 'expire', reason: '유효기간 만료', day: -35 },
  { amount: 2000, kind: 'earn', reason: '포토 리뷰 작성 적립', day: -40, expiresAfterDays: 365 },
  { amount: 1500, kind: 'earn', reason: '구매확정 적립 (주문 20261020-0000007)', day: -20, expiresAfterDays: 365 },
  { amount: 700, kind: 'earn', reason: '리뷰 작성 적립', day: -12, expiresAfterDays: 365 },
  { amount: -700, kind: 'use', reason: '주문 결제 사용', day: -6 },
];
