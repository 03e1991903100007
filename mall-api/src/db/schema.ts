import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Timestamps are timestamptz so PGlite and PostgreSQL agree regardless of the server time zone. */
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const grades = pgTable('grades', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  /** Cumulative purchase amount needed to reach this grade. */
  minPurchaseAmount: integer('min_purchase_amount').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  color: text('color').notNull(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  parentId: integer('parent_id'),
  depth: integer('depth').notNull(),
  fullPath: text('full_path').notNull(),
});

export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  shippingPricePolicy: text('shipping_price_policy', { enum: ['free', 'conditional', 'paid'] }).notNull(),
  shippingPrice: integer('shipping_price').notNull(),
  conditionalFreeFrom: integer('conditional_free_from'),
  extraShippingPrice: integer('extra_shipping_price').notNull(),
  isChargeOnEach: boolean('is_charge_on_each').notNull().default(false),
});

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    headline: text('headline'),
    goodsType: text('goods_type', { enum: ['normal', 'adult', 'giftcard'] }).notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** 정가 (list price). */
    price: integer('price').notNull(),
    /** 판매가 before the base discount. */
    sellPrice: integer('sell_price').notNull(),
    baseDiscountedPrice: integer('base_discounted_price').notNull(),
    description: text('description').notNull(),
    imageCount: integer('image_count').notNull(),
    isAdult: boolean('is_adult').notNull().default(false),
    reviewCount: integer('review_count').notNull().default(0),
    reviewScoreAvg: doublePrecision('review_score_avg').notNull().default(0),
    wishCount: integer('wish_count').notNull().default(0),
    badges: jsonb('badges').$type<string[]>().notNull().default([]),
    icon: jsonb('icon').$type<{ background_color: string; text_color: string; label: string } | null>(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('goods_brand_idx').on(t.brandId),
    index('goods_category_idx').on(t.categoryId),
    // Korean substring search ("코트" in "울 블렌드 롱 코트") needs trigram, not btree.
    index('goods_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const goodsOptions = pgTable(
  'goods_options',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    extraAmount: integer('extra_amount').notNull().default(0),
    stock: integer('stock').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('goods_options_goods_idx').on(t.goodsId)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: text('position', { enum: ['main_top', 'main_middle'] }).notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  linkUrl: text('link_url').notNull(),
  backgroundColor: text('background_color').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const goodsSections = pgTable('goods_sections', {
  id: serial('id').primaryKey(),
  pageCode: text('page_code').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  sortOrder: integer('sort_order').notNull(),
});

export const goodsSectionItems = pgTable(
  'goods_section_items',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => goodsSections.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('goods_section_items_section_idx').on(t.sectionId)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('notices_created_idx').on(t.createdAt)],
);

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  loginId: text('login_id').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  loginType: text('login_type', { enum: ['shop', 'kakao', 'naver', 'apple', 'payco', 'facebook'] })
    .notNull()
    .default('shop'),
  gradeId: integer('grade_id')
    .notNull()
    .references(() => grades.id),
  point: integer('point').notNull().default(0),
  couponCount: integer('coupon_count').notNull().default(0),
  purchaseAmount: integer('purchase_amount').notNull().default(0),
  isVerifyAge: boolean('is_verify_age').notNull().default(false),
  isCertificated: boolean('is_certificated').notNull().default(false),
  passwordChangedAt: tz('password_changed_at').notNull().defaultNow(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Keyed by the typed login id, so attempts on unknown ids are counted too (captcha after 5). */
export const loginFailures = pgTable('login_failures', {
  loginId: text('login_id').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lastFailedAt: tz('last_failed_at').notNull().defaultNow(),
});

/** Only sha256 hashes of the opaque tokens are stored: a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    refreshExpiresAt: tz('refresh_expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), uniqueIndex('sessions_refresh_idx').on(t.refreshTokenHash)],
);

/** A line belongs to a member or, before login, to the device's uid-token. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    uidToken: text('uid_token'),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => goodsOptions.id, { onDelete: 'cascade' }),
    ea: integer('ea').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  // One line per option per owner: adding again upserts (ea summed) instead of duplicating.
  (t) => [
    uniqueIndex('carts_member_option_uq')
      .on(t.memberId, t.optionId)
      .where(sql`member_id is not null`),
    uniqueIndex('carts_uid_option_uq')
      .on(t.uidToken, t.optionId)
      .where(sql`member_id is null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id').references(() => members.id),
    ordererName: text('orderer_name').notNull(),
    status: text('status').notNull(),
    goodsAmount: integer('goods_amount').notNull(),
    shippingAmount: integer('shipping_amount').notNull(),
    paymentAmount: integer('payment_amount').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('orders_member_idx').on(t.memberId)],
);

/** One row per app install (device uuid): push token and the push consents with their dates. */
export const appDevices = pgTable(
  'app_devices',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    os: text('os', { enum: ['android', 'ios'] }).notNull(),
    appVersion: text('app_version').notNull(),
    pushToken: text('push_token'),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    pushAgreed: boolean('push_agreed').notNull().default(false),
    pushAgreedAt: tz('push_agreed_at'),
    nightPushAgreed: boolean('night_push_agreed').notNull().default(false),
    nightPushAgreedAt: tz('night_push_agreed_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_devices_uuid_uq').on(t.uuid)],
);

/** Latest and minimum supported app version per OS (the stores' release train). */
export const appVersions = pgTable('app_versions', {
  os: text('os', { enum: ['android', 'ios'] }).primaryKey(),
  latestVersion: text('latest_version').notNull(),
  minimumVersion: text('minimum_version').notNull(),
  storeUrl: text('store_url').notNull(),
  releasedAt: tz('released_at').notNull(),
});

/** Biometric login: a member's token for one device, kept by the app; only its hash is stored. */
export const appAccessTokens = pgTable(
  'app_access_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_access_tokens_hash_uq').on(t.tokenHash), index('app_access_tokens_uuid_idx').on(t.uuid)],
);

/** Order lines: a snapshot of what was bought, at the price paid. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    goodsName: text('goods_name').notNull(),
    brandName: text('brand_name').notNull(),
    optionName: text('option_name').notNull(),
    /** Paid unit price (KRW). */
    price: integer('price').notNull(),
    ea: integer('ea').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** A guest login (orderer name + order number) authorises reading that one order until it expires. */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_sessions_token_idx').on(t.tokenHash)],
);

/** Shop settings by section (shop, features, design_colors…): the initial-settings call assembles them. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    position: text('position', { enum: ['main'] }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    linkUrl: text('link_url'),
    backgroundColor: text('background_color').notNull(),
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('popups_position_idx').on(t.position, t.startAt)],
);
