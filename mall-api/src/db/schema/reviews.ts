import { boolean, check, customType, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tz } from './columns';
import { brands, goods } from './catalog';
import { experienceReviews } from './experience-groups';
import { members } from './members';
import { orderItems } from './orders';

/**
 * Goods reviews. goods.review_count and review_score_avg are kept from these rows in the same
 * transaction as every write (and recomputed by the seed), never set by hand.
 */
export const goodsReviews = pgTable(
  'goods_reviews',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The order line reviewed: one review per line. Null for reviews older than order history. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    optionName: text('option_name').notNull(),
    score: integer('score').notNull(),
    contents: text('contents').notNull(),
    isBest: boolean('is_best').notNull().default(false),
    /** Points the writer earned for it (the grade's text or photo review point): taken back if it is deleted. */
    rewardPoint: integer('reward_point').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('goods_reviews_goods_idx').on(t.goodsId, t.createdAt),
    index('goods_reviews_member_idx').on(t.memberId),
    uniqueIndex('goods_reviews_order_item_uq').on(t.orderItemId),
  ],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => goodsReviews.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId)],
);

/** Binary column (PGlite answers Uint8Array, node-postgres a Buffer: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Photos a member uploaded for a review (POST /api/v1/my/goods-reviews/photos), served at
 * /media/review-photos/{id}. The bytes are in the media store (lib/media-store.ts) under
 * `storageKey` (migration 0048); rows written before, and the seed's small demo photos, keep them in
 * `data`. `reviewId` is set
 * when a review takes the photo (`experience_review_id` for an experience review); a photo no review took is
 * removed after a day.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    /** Random, not sequential (migration 0045): a photo's id says nothing about anyone else's. */
    id: integer('id')
      .primaryKey()
      .default(sql`(floor(random() * 2147483646) + 1)::int`),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').references(() => goodsReviews.id, { onDelete: 'cascade' }),
    /** Or the experience review (체험단) that took it: a photo belongs to one review of either kind. */
    experienceReviewId: integer('experience_review_id').references(() => experienceReviews.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** The media store's key of the bytes (null for rows that keep them in `data`). */
    storageKey: text('storage_key'),
    /** Bytes kept in the row: rows from before the media store, and the seed's small demo photos. */
    data: bytea('data'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('review_photos_member_idx').on(t.memberId, t.createdAt),
    index('review_photos_review_idx').on(t.reviewId),
    check('review_photos_bytes_ck', sql`${t.storageKey} IS NOT NULL OR ${t.data} IS NOT NULL`),
  ],
);

/** A member's wish folders (spec "Wish folder": name, orderSeq); wished goods without a folder are in none. */
export const wishFolders = pgTable(
  'wish_folders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    orderSeq: integer('order_seq').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('wish_folders_member_idx').on(t.memberId, t.orderSeq)],
);

/** Wished goods: goods.wish_count is kept from these rows. */
export const wishGoods = pgTable(
  'wish_goods',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => wishFolders.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wish_goods_member_goods_uq').on(t.memberId, t.goodsId),
    index('wish_goods_goods_idx').on(t.goodsId),
    index('wish_goods_folder_idx').on(t.folderId),
  ],
);

export const wishBrands = pgTable(
  'wish_brands',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.brandId] })],
);
