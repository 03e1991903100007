/**
 * The member grades (웰컴 → VIP): names, colours, benefits, review points and monthly coupons. The member
 * domain owns them; the seed writes them to `grades` and the media route draws each grade's badge from them.
 * Order matters: the seed assigns ids 1..n in this order.
 */
export const GRADES = [
  {
    code: 'WELCOME',
    name: '웰컴',
    color: '#9e9e9e',
    minPurchaseAmount: 0,
    benefits: ['구매 금액의 0.5% 적립', '첫 구매 10% 할인 쿠폰'],
    textReviewPoint: 100,
    photoReviewPoint: 500,
    monthlyCoupons: [],
  },
  {
    code: 'SILVER',
    name: '실버',
    color: '#8a9bb0',
    minPurchaseAmount: 100_000,
    benefits: ['구매 금액의 1% 적립', '매월 무료배송 쿠폰 1장', '생일 쿠폰 3,000원'],
    textReviewPoint: 200,
    photoReviewPoint: 700,
    monthlyCoupons: [],
  },
  {
    code: 'GOLD',
    name: '골드',
    color: '#c9a227',
    minPurchaseAmount: 300_000,
    benefits: ['구매 금액의 2% 적립', '매월 무료배송 쿠폰 2장', '생일 쿠폰 5,000원', '5% 할인 쿠폰 매월 1장'],
    textReviewPoint: 300,
    photoReviewPoint: 1000,
    // The grade coupon the re-grade pays on the 1st (migration 0047 sets the same on malls seeded before).
    monthlyCoupons: [{ title: '골드 등급 5% 할인 쿠폰', discount_type: 'rate', discount_value: 5, maximum_discount_amount: 10_000, min_sell_price: 30_000 }],
  },
  {
    code: 'VIP',
    name: 'VIP',
    color: '#6b2bd9',
    minPurchaseAmount: 1_000_000,
    benefits: ['구매 금액의 3% 적립', '무료배송 무제한', '생일 쿠폰 10,000원', '10% 할인 쿠폰 매월 1장', '신상품 사전 구매'],
    textReviewPoint: 500,
    photoReviewPoint: 1500,
    monthlyCoupons: [{ title: 'VIP 등급 10% 할인 쿠폰', discount_type: 'rate', discount_value: 10, maximum_discount_amount: 30_000, min_sell_price: 30_000 }],
  },
] as const;
