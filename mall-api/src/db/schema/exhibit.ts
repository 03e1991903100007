import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { period, tz } from './columns';
import { brands, goods } from './catalog';
import { members } from './members';
import { RANKING_PERIODS } from '@mall/shared-contracts/catalog';
import { EXHIBIT_MENU_KINDS } from '@mall/shared-contracts/exhibit/kinds';

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

export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    position: text('position', { enum: ['main'] }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    linkUrl: text('link_url'),
    backgroundColor: text('background_color').notNull(),
    ...period(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('popups_position_idx').on(t.position, t.startAt)],
);

/**
 * Lego pages (issue 12): a page (`main`) is an ordered list of typed sections, so what `/` shows
 * changes with these rows and no redeploy. A section's kind says where its content comes from:
 * its banners (`banner_position`), its own goods or brands, the time deals, the planning events
 * or the live rooms on air; an event menu lists the event kinds it names (`event_kinds`) with their counts.
 */
export const LEGO_SECTION_KINDS = [
  'banner_carousel',
  'goods_carousel',
  'goods_grid',
  'brand_row',
  'time_deals',
  'exhibition_teasers',
  'live_now',
  'event_menu',
] as const;

export const legoPages = pgTable('lego_pages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
});

export const legoSections = pgTable(
  'lego_sections',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => legoPages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEGO_SECTION_KINDS }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** banner_carousel: which banners it turns. */
    bannerPosition: text('banner_position', { enum: ['main_top', 'main_middle'] }),
    /** event_menu: which event kinds it lists, in this order. */
    eventKinds: text('event_kinds', { enum: EXHIBIT_MENU_KINDS }).array(),
    /** goods_carousel / goods_grid: filled by /best's ranking of this period (units sold) instead of its own goods. */
    bestPeriod: text('best_period', { enum: RANKING_PERIODS }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('lego_sections_page_idx').on(t.pageId, t.sortOrder)],
);

export const legoSectionGoods = pgTable(
  'lego_section_goods',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => legoSections.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('lego_section_goods_section_idx').on(t.sectionId)],
);

export const legoSectionBrands = pgTable(
  'lego_section_brands',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => legoSections.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('lego_section_brands_section_idx').on(t.sectionId)],
);

/** 기획전: a curated goods selection open from `start_at` until `end_at` (its state follows the clock). */
export const planningEvents = pgTable(
  'planning_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull(),
    backgroundColor: text('background_color').notNull(),
    ...period(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('planning_events_period_idx').on(t.startAt, t.endAt)],
);

export const planningEventGoods = pgTable(
  'planning_event_goods',
  {
    id: serial('id').primaryKey(),
    planningEventId: integer('planning_event_id')
      .notNull()
      .references(() => planningEvents.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('planning_event_goods_event_idx').on(t.planningEventId)],
);

/** A member's recently viewed planning events (one row per event, `viewed_at` moves on each view). */
export const recentPlanningViews = pgTable(
  'recent_planning_views',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    planningEventId: integer('planning_event_id')
      .notNull()
      .references(() => planningEvents.id, { onDelete: 'cascade' }),
    viewedAt: tz('viewed_at').notNull(),
  },
  (t) => [
    uniqueIndex('recent_planning_views_member_event_idx').on(t.memberId, t.planningEventId),
    index('recent_planning_views_member_idx').on(t.memberId, t.viewedAt),
  ],
);

/** 타임딜: one goods at `sale_price` between `start_at` and `end_at`. */
export const timeAttacks = pgTable(
  'time_attacks',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    salePrice: integer('sale_price').notNull(),
    ...period(),
  },
  (t) => [index('time_attacks_goods_idx').on(t.goodsId), index('time_attacks_period_idx').on(t.startAt, t.endAt)],
);

/**
 * Live-commerce broadcasts: on air between `start_at` and `end_at`, headlining `goods_id` (its other
 * goods in live_room_goods). `video_url` is what the player plays: the sandbox stream while on air,
 * the replay once ended (mall-api's `/media/live/...`, a local file: docs/adr/0009 sandboxes).
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    hostName: text('host_name').notNull(),
    description: text('description').notNull().default(''),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    backgroundColor: text('background_color').notNull(),
    videoUrl: text('video_url').notNull().default('/media/live/sandbox-broadcast.webm'),
    ...period(),
  },
  (t) => [index('live_rooms_period_idx').on(t.startAt, t.endAt)],
);

/** The goods a broadcast sells, in the order the host shows them. */
export const liveRoomGoods = pgTable(
  'live_room_goods',
  {
    id: serial('id').primaryKey(),
    liveRoomId: integer('live_room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('live_room_goods_room_idx').on(t.liveRoomId)],
);

/**
 * A room's user token (spec "Live commerce: user-token"): what a viewer chats with. A member's carries
 * their id and name; a visitor's a generated 시청자 nickname. Stored hashed, valid until `expires_at`.
 */
export const liveRoomTokens = pgTable(
  'live_room_tokens',
  {
    id: serial('id').primaryKey(),
    liveRoomId: integer('live_room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('live_room_tokens_room_idx').on(t.liveRoomId)],
);

/** The chat feed of a room: what viewers wrote, oldest first. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: serial('id').primaryKey(),
    liveRoomId: integer('live_room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    /** The host's notices stand out in the feed. */
    isHost: boolean('is_host').notNull().default(false),
    body: text('body').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('live_chat_messages_room_idx').on(t.liveRoomId, t.id)],
);

/** 쇼케이스 분류 (`/showcase/{sortId}` tabs): 브랜드 쇼케이스, 신진 디자이너… */
export const showcaseSorts = pgTable('showcase_sorts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** 쇼케이스: a brand or designer's curated story with its goods, open from `start_at` until `end_at`. */
export const showcases = pgTable(
  'showcases',
  {
    id: serial('id').primaryKey(),
    sortId: integer('sort_id')
      .notNull()
      .references(() => showcaseSorts.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description').notNull(),
    backgroundColor: text('background_color').notNull(),
    ...period(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('showcases_sort_idx').on(t.sortId, t.sortOrder)],
);

export const showcaseGoods = pgTable(
  'showcase_goods',
  {
    id: serial('id').primaryKey(),
    showcaseId: integer('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('showcase_goods_showcase_idx').on(t.showcaseId)],
);

/** 코디샷: a styled look (model, height, style tags) tagged with the goods it wears. */
export const codyShots = pgTable(
  'cody_shots',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    modelName: text('model_name').notNull(),
    modelHeight: integer('model_height').notNull(),
    style: text('style').notNull(),
    backgroundColor: text('background_color').notNull(),
    publishedAt: tz('published_at').notNull(),
  },
  (t) => [index('cody_shots_published_idx').on(t.publishedAt)],
);

export const codyShotGoods = pgTable(
  'cody_shot_goods',
  {
    id: serial('id').primaryKey(),
    codyShotId: integer('cody_shot_id')
      .notNull()
      .references(() => codyShots.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** Where the tag sits on the look (아우터, 상의, 하의, 신발, 가방…). */
    part: text('part').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('cody_shot_goods_shot_idx').on(t.codyShotId)],
);

/**
 * 공동구매: one goods at `sale_price` if `target_quantity` pieces are joined for before `end_at`.
 * Progress is the sum of its participations' quantities (rows, never a stored counter).
 */
export const jointPurchases = pgTable(
  'joint_purchases',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    salePrice: integer('sale_price').notNull(),
    targetQuantity: integer('target_quantity').notNull(),
    maxQuantityPerMember: integer('max_quantity_per_member').notNull(),
    ...period(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('joint_purchases_period_idx').on(t.startAt, t.endAt)],
);

/** A member's participation in a joint purchase (once per member; the quantity they committed to). */
export const jointPurchaseParticipants = pgTable(
  'joint_purchase_participants',
  {
    id: serial('id').primaryKey(),
    jointPurchaseId: integer('joint_purchase_id')
      .notNull()
      .references(() => jointPurchases.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('joint_purchase_participants_member_idx').on(t.jointPurchaseId, t.memberId)],
);

/** 스팟 테마: a short-lived themed goods corner (`/spot-theme/{id}`). */
export const spotThemes = pgTable('spot_themes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  description: text('description').notNull(),
  backgroundColor: text('background_color').notNull(),
  ...period(),
});

export const spotThemeGoods = pgTable(
  'spot_theme_goods',
  {
    id: serial('id').primaryKey(),
    spotThemeId: integer('spot_theme_id')
      .notNull()
      .references(() => spotThemes.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('spot_theme_goods_theme_idx').on(t.spotThemeId)],
);

/** 기획 카테고리 (`/exhibit/category/{id}`): an exhibit-curated goods category, apart from the catalog tree. */
export const exhibitCategories = pgTable('exhibit_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  backgroundColor: text('background_color').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const exhibitCategoryGoods = pgTable(
  'exhibit_category_goods',
  {
    id: serial('id').primaryKey(),
    exhibitCategoryId: integer('exhibit_category_id')
      .notNull()
      .references(() => exhibitCategories.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('exhibit_category_goods_category_idx').on(t.exhibitCategoryId)],
);
