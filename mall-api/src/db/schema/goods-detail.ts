import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { goods, sellers } from './catalog';
import { qnaCategories } from './cs';
import { members } from './members';

/**
 * Questions a member asks on goods detail (ADR 0011: catalog owns them), listed on the goods and in
 * the member's My page (/api/v1/my/seller-qna). `goods`: a product question, shown in the goods' Q&A
 * list (a secret one only to its writer); `seller`: a question to the seller about the goods, with one
 * of cs's `seller_qna` categories and a title, never shown to others. The writer may edit or delete a
 * question until it is answered.
 */
export const goodsQnas = pgTable(
  'goods_qnas',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['goods', 'seller'] }).notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** A `seller_qna` category of cs's list (seller questions only). */
    categoryId: integer('category_id').references(() => qnaCategories.id),
    /** Seller questions only. */
    title: text('title'),
    contents: text('contents').notNull(),
    isSecret: boolean('is_secret').notNull().default(false),
    answer: text('answer'),
    answeredAt: tz('answered_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('goods_qnas_goods_idx').on(t.goodsId, t.kind, t.createdAt), index('goods_qnas_member_idx').on(t.memberId, t.createdAt)],
);

/** The frames of a goods' 360° view (the goods-360-images modal), in turning order. */
export const goods360Images = pgTable(
  'goods_360_images',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** Degrees the goods is turned in this frame (0–359). */
    angle: integer('angle').notNull(),
    sortOrder: integer('sort_order').notNull(),
    url: text('url').notNull(),
  },
  (t) => [uniqueIndex('goods_360_images_goods_angle_uq').on(t.goodsId, t.angle), index('goods_360_images_goods_idx').on(t.goodsId, t.sortOrder)],
);
