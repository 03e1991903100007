import { EASY_PAY_PROVIDERS, LIMITS, PAID_FEATURES, type ShopSettings } from '@mall/shared-contracts';
import { GRADES } from '../db/seed/catalog-data';

/** Initial settings of the demo mall; static, so the route can let browsers cache them 5 minutes. */
export const SHOP_SETTINGS: ShopSettings = {
  shop: {
    name: '케이몰',
    company_name: '주식회사 케이몰',
    ceo_name: '박서준',
    business_number: '123-45-67890',
    mail_order_number: '제2026-서울강남-01234호',
    address: '서울특별시 강남구 테헤란로 123, 케이몰타워 15층',
    privacy_officer: '이지은',
  },
  customer_service: {
    phone: '1588-1234',
    email: 'help@k-mall.example',
    hours: '평일 10:00 ~ 17:00 (주말·공휴일 휴무)',
    lunch: '12:00 ~ 13:00',
  },
  social_links: [
    { type: 'instagram', url: 'https://instagram.com/kmall.official' },
    { type: 'youtube', url: 'https://youtube.com/@kmall' },
    { type: 'kakao', url: 'https://pf.kakao.com/_kmall' },
  ],
  // Every paid feature is on except the in-house easy pay, which the demo mall has not contracted.
  features: Object.fromEntries(PAID_FEATURES.map((f) => [f, f !== 'my_pay'])) as ShopSettings['features'],
  easy_pays: Object.fromEntries(EASY_PAY_PROVIDERS.map((p) => [p, true])) as ShopSettings['easy_pays'],
  reward_policies: [
    { delay_days: 7, rate: 0.01, max_reward_price: 10_000 },
    { delay_days: 14, rate: 0.02, max_reward_price: 20_000 },
  ],
  point_rules: {
    usable_months: LIMITS.defaultPointUsableMonths,
    min_usable_point: 1000,
    text_review_point: 300,
    photo_review_point: 1000,
  },
  grade_colors: Object.fromEntries(GRADES.map((g) => [g.code, g.color])),
  design_colors: { primary: '#111111', secondary: '#f5f5f5', accent: '#ff3d00' },
  goods_price_krw_unit: LIMITS.defaultGoodsPriceKrwUnit,
};
