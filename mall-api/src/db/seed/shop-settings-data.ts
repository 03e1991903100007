import { EASY_PAY_PROVIDERS, LIMITS, PAID_FEATURES, type ShopSettings } from '@mall/shared-contracts';
import { GRADES } from '../../plugins/app/member/members/grades';
import { SEED_EPOCH } from './goods-factory';

/** Initial settings of the demo mall, seeded into shop_settings (one row per section). */
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
  // Every paid feature is on (my pay registers cards and accounts with the sandbox easy-pay provider).
  features: Object.fromEntries(PAID_FEATURES.map((f) => [f, true])) as ShopSettings['features'],
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
  // The defaults of shared-ui tokens.css, so the page does not change colour once settings arrive.
  design_colors: { primary: '#111111', secondary: '#555555', accent: '#ff3b30' },
  goods_price_krw_unit: LIMITS.defaultGoodsPriceKrwUnit,
};

const DAY = 86_400_000;
const KST = (date: string) => new Date(`${date}T00:00:00+09:00`);

/** Main-page popups: two running campaigns and one that ended (kept to show the period filter). */
export const POPUPS = [
  {
    position: 'main',
    title: '겨울 아우터 최대 50% 할인',
    subtitle: '인기 패딩·코트 시즌 특가',
    linkUrl: '/goods/detail/20',
    backgroundColor: '#1f3a5f',
    startAt: new Date(SEED_EPOCH - 10 * DAY),
    endAt: KST('2099-12-31'),
  },
  {
    position: 'main',
    title: '신규 회원 웰컴 쿠폰',
    subtitle: '가입하면 바로 쓰는 10% 할인 쿠폰',
    linkUrl: '/join',
    backgroundColor: '#6a1b9a',
    startAt: new Date(SEED_EPOCH),
    endAt: KST('2099-12-31'),
  },
  {
    position: 'main',
    title: '추석 연휴 배송 안내',
    subtitle: '연휴 기간 주문은 10월 10일부터 순차 출고됩니다',
    linkUrl: '/cs-center/notice',
    backgroundColor: '#8d6e63',
    startAt: KST('2026-09-20'),
    endAt: KST('2026-10-10'),
  },
] as const;
