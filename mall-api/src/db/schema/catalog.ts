import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tz } from './columns';

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
    /** The seller sends a restock alert for this goods when it is sold out (the 재입고 알림 card). */
    restockNotice: boolean('restock_notice').notNull().default(false),
    /** Aggregates of goods_reviews and wish_goods, kept with every write (never set by hand). */
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
    // Two-letter Korean words (코트, 셔츠) have no trigram: the search finds names by their bigrams
    // (goods_name_bigrams, created by migration 0036), then checks them with ilike. No pending list
    // (fastupdate off): a bulk load left unvacuumed made every search read the pending pages (575 → 37 ms).
    index('goods_name_bigram_idx')
      .using('gin', sql`goods_name_bigrams(${t.name})`)
      .with({ fastupdate: false }),
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
