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
    /**
     * Units sold: order lines in PURCHASED_STATUSES (paid and not taken back), kept by the order_items
     * triggers of migration 0040 on every insert, status move and delete, in the writer's transaction.
     */
    salesCount: integer('sales_count').notNull().default(0),
    badges: jsonb('badges').$type<string[]>().notNull().default([]),
    icon: jsonb('icon').$type<{ background_color: string; text_color: string; label: string } | null>(),
    createdAt: tz('created_at').notNull().defaultNow(),
    /**
     * Every two letters of the lower-cased name (goods_name_bigrams, migration 0036), stored (migration 0040):
     * a GIN match is re-checked on the row, and computing the bigrams of each matched name there cost more
     * than the rest of the search.
     */
    nameBigrams: text('name_bigrams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`goods_name_bigrams(name)`),
  },
  (t) => [
    index('goods_brand_idx').on(t.brandId),
    index('goods_category_idx').on(t.categoryId),
    // Korean substring search ("코트" in "울 블렌드 롱 코트") needs trigram, not btree.
    index('goods_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Two-letter Korean words (코트, 셔츠) have no trigram: the search finds names by their bigrams
    // (name_bigrams), then checks them with ilike. No pending list (fastupdate off): a bulk load left
    // unvacuumed made every search read the pending pages (575 → 37 ms).
    index('goods_name_bigram_idx').using('gin', t.nameBigrams).with({ fastupdate: false }),
    // Best goods of a search: the few goods that sold, most first.
    index('goods_sales_idx')
      .on(t.salesCount.desc(), t.wishCount.desc(), t.id.desc())
      .where(sql`${t.salesCount} > 0`),
    // The popular order without a keyword (category and brand listings): read in order, filtered by category.
    index('goods_popularity_idx').on(sql`(${t.salesCount} * 10 + ${t.wishCount} * 2 + ${t.reviewCount}) desc`, sql`${t.id} desc`),
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
    /** The size an option names (`사이즈 M` → M, `사이즈 250` → 250), for the search's size facets and filters. */
    fitSize: text('fit_size').generatedAlwaysAs(sql`case when name ~ '^사이즈 [A-Z]{1,4}$' then substr(name, 5) end`),
    shoeSize: text('shoe_size').generatedAlwaysAs(sql`case when name ~ '^사이즈 [0-9]{3}$' then substr(name, 5) end`),
  },
  (t) => [
    index('goods_options_goods_idx').on(t.goodsId),
    index('goods_options_fit_size_idx')
      .on(t.goodsId, t.fitSize)
      .where(sql`${t.fitSize} is not null`),
    index('goods_options_shoe_size_idx')
      .on(t.goodsId, t.shoeSize)
      .where(sql`${t.shoeSize} is not null`),
  ],
);
