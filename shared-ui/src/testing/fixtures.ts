/**
 * Payload fixtures for component tests, each parsed through its zod contract so a fixture cannot drift
 * from what mall-api answers. Re-exported by `@mall/shared-ui/testing` (fake-platform.tsx).
 */
import type { z } from 'zod';
import type {
  CartItem,
  CartList,
  CartPack,
  GoodsCard,
  GoodsDetail,
  Me,
  NoticeDetail,
  NoticeList,
  NoticeSummary,
  SessionState,
  ShopSettings,
  TokenPair,
  PaidFeature,
} from '@mall/shared-contracts';
import {
  CartItemSchema,
  CartListSchema,
  CartPackSchema,
  GoodsCardSchema,
  GoodsDetailSchema,
  MeSchema,
  NoticeDetailSchema,
  NoticeListSchema,
  NoticeSummarySchema,
  TokenSchema,
  ShopSettingsSchema,
} from '@mall/shared-contracts/schemas';
import { EASY_PAY_PROVIDERS, PAID_FEATURES } from '@mall/shared-contracts';

const honest = <S extends z.ZodType>(schema: S, value: z.input<S>): z.infer<S> => schema.parse(value);

export function meFixture(overrides: Partial<Me> = {}): Me {
  return honest(MeSchema, {
    login_id: 'kim01',
    name: '김민지',
    login_type: 'shop',
    grade: { id: 2, code: 'SILVER', name: '실버', image_url: '/media/grades/SILVER.svg' },
    is_verify_age: false,
    is_awaked: false,
    is_need_password_update: false,
    is_certificated: true,
    ...overrides,
  });
}

export function tokensFixture(overrides: Partial<TokenPair> = {}): TokenPair {
  return honest(TokenSchema, { token: 'access-1', expired_at: '2099-12-31 23:59:59', ...overrides });
}

export function memberSession(user: Me = meFixture()): SessionState {
  return { status: 'member', user, guest: null };
}

export function goodsCardFixture(overrides: Partial<GoodsCard> = {}): GoodsCard {
  return honest(GoodsCardSchema, {
    id: 101,
    brand_name: '무드웨어',
    name: '오버핏 코튼 셔츠',
    headline: null,
    thumbnail_url: '/img/goods-101.jpg',
    hover_image_url: null,
    price: 15900,
    base_discounted_price: 12900,
    sale_rate: 18,
    stock: 50,
    is_soldout: false,
    is_adult: false,
    is_restock_notice: false,
    review_count: 12,
    review_score_avg: 4.5,
    wish_count: 120,
    badges: ['무료배송', '단독'],
    icon: null,
    ...overrides,
  });
}

export function goodsDetailFixture(overrides: Partial<GoodsDetail> = {}): GoodsDetail {
  return honest(GoodsDetailSchema, {
    id: 101,
    name: '오버핏 코튼 셔츠',
    headline: '데일리 셔츠',
    goods_type: 'normal',
    brand: { id: 7, name: '무드웨어', name_en: 'MOODWEAR' },
    seller: { id: 3, name: '무드웨어 공식' },
    category_full_path: '의류 > 상의 > 셔츠',
    price: 15900,
    sell_price: 15900,
    base_discounted_price: 12900,
    sale_rate: 18,
    image_urls: ['/img/goods-101-1.jpg'],
    description: '부드러운 코튼 소재의 셔츠입니다.',
    stock: 30,
    is_soldout: false,
    is_adult: false,
    review_count: 0,
    review_score_avg: 0,
    wish_count: 5,
    shipping: { shipping_price_policy: 'conditional', shipping_price: 3000, conditional_free_from: 50000, extra_shipping_price: 0, is_charge_on_each: false },
    options: [
      { id: 1001, name: '화이트 / M', extra_amount: 0, stock: 10, is_soldout: false },
      { id: 1002, name: '블랙 / L', extra_amount: 1000, stock: 0, is_soldout: true },
    ],
    ...overrides,
  });
}

export function cartItemFixture(overrides: Partial<CartItem> = {}): CartItem {
  return honest(CartItemSchema, {
    cart_id: 1,
    brand_id: 7,
    brand_name: '무드웨어',
    ea: 1,
    option_id: 1001,
    option_stock: 10,
    option_name: '화이트 / M',
    option_extra_amount: 0,
    goods_id: 101,
    goods_name: '오버핏 코튼 셔츠',
    goods_headline: null,
    goods_thumbnail_url: '/img/goods-101.jpg',
    goods_price: 15900,
    goods_sell_price: 15900,
    goods_base_discounted_price: 12900,
    goods_stock: 30,
    goods_type: 'normal',
    is_soldout: false,
    seller_id: 3,
    seller_name: '무드웨어 공식',
    time_deal: null,
    ...overrides,
  });
}

export function cartPackFixture(overrides: Partial<CartPack> = {}): CartPack {
  const items = overrides.items ?? [cartItemFixture()];
  return honest(CartPackSchema, {
    seller_id: items[0]?.seller_id ?? 3,
    seller_name: items[0]?.seller_name ?? '무드웨어 공식',
    shipping_price_policy: 'conditional',
    shipping_price: 3000,
    conditional_free_from: 50000,
    extra_shipping_price: 0,
    is_charge_on_each: false,
    goods_price: items.reduce((sum, i) => sum + (i.goods_base_discounted_price + i.option_extra_amount) * i.ea, 0),
    ...overrides,
    items,
  });
}

export function cartListFixture(packs: CartPack[] = []): CartList {
  const lines = packs.flatMap((p) => p.items);
  const goods = lines.reduce((s, i) => s + i.goods_price * i.ea, 0);
  const discounted = lines.reduce((s, i) => s + (i.goods_base_discounted_price + i.option_extra_amount) * i.ea, 0);
  const shipping = packs.reduce((s, p) => s + (p.shipping_price_policy === 'free' ? 0 : p.shipping_price), 0);
  return honest(CartListSchema, {
    packs,
    summary: { total_goods_price: goods, total_discount_price: goods - discounted, total_shipping_price: shipping, total_payment_price: discounted + shipping },
    count: lines.length,
  });
}

export function noticeSummaryFixture(overrides: Partial<NoticeSummary> = {}): NoticeSummary {
  return honest(NoticeSummarySchema, { id: 1, title: '배송 지연 안내', is_important: false, created_at: '2024-03-02T10:00:00+09:00', ...overrides });
}

export function noticeListFixture(
  items: NoticeSummary[],
  page = { current_page: 1, per_page: 10, total: items.length, last_page: 1 },
  pinned: NoticeSummary[] = [],
): NoticeList {
  return honest(NoticeListSchema, { ...page, pinned, data: items });
}

export function noticeDetailFixture(overrides: Partial<NoticeDetail> = {}): NoticeDetail {
  return honest(NoticeDetailSchema, {
    ...noticeSummaryFixture(),
    contents: '택배사 사정으로 배송이 지연되고 있습니다.',
    prev: null,
    next: null,
    ...overrides,
  });
}

/** Settings of a mall with every paid feature on except `off`. */
export function shopSettingsFixture(off: PaidFeature[] = [], overrides: Partial<ShopSettings> = {}): ShopSettings {
  return honest(ShopSettingsSchema, {
    shop: {
      name: '케이몰',
      company_name: '주식회사 케이몰',
      ceo_name: '박서준',
      business_number: '123-45-67890',
      mail_order_number: '제2026-서울강남-01234호',
      address: '서울특별시 강남구 테헤란로 123',
      privacy_officer: '이지은',
    },
    customer_service: { phone: '1588-1234', email: 'help@k-mall.example', hours: '평일 10:00 ~ 17:00', lunch: '12:00 ~ 13:00' },
    social_links: [],
    features: Object.fromEntries(PAID_FEATURES.map((f) => [f, !off.includes(f)])) as ShopSettings['features'],
    easy_pays: Object.fromEntries(EASY_PAY_PROVIDERS.map((p) => [p, true])) as ShopSettings['easy_pays'],
    reward_policies: [{ delay_days: 7, rate: 0.01, max_reward_price: 10000 }],
    point_rules: { usable_months: 12, min_usable_point: 1000, text_review_point: 300, photo_review_point: 1000 },
    grade_colors: { WELCOME: '#9e9e9e', SILVER: '#90a4ae', GOLD: '#c9a227', VIP: '#222222' },
    design_colors: { primary: '#111111', secondary: '#555555', accent: '#ff3b30' },
    goods_price_krw_unit: 10,
    ...overrides,
  });
}
