import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods } from './catalog';
import { period, tz } from './columns';

/**
 * Gifts with purchase (spec "Giveaway": name, conditionLabel, imageUrl, startAt, endAt; ADR 0011:
 * catalog owns them). A giveaway runs from `start_at` until `end_at`; buying one of its target goods
 * (giveaway_goods) for at least `min_purchase_amount` in one order earns the gift, while stock lasts.
 * Goods detail shows the giveaways of its goods (the giveaway modal) and each giveaway's qualifying
 * goods (the giveaway-target-goods modal).
 */
export const giveaways = pgTable(
  'giveaways',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** What earns it, as shoppers read it: "대상 상품 5만원 이상 구매 시 증정". */
    conditionLabel: text('condition_label').notNull(),
    imageUrl: text('image_url').notNull(),
    /** The order amount of target goods that earns it (0: any purchase of a target goods). */
    minPurchaseAmount: integer('min_purchase_amount').notNull().default(0),
    /** Gifts prepared (null: while the period lasts). */
    quantity: integer('quantity'),
    ...period(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('giveaways_period_idx').on(t.startAt, t.endAt)],
);

/** The goods whose purchase earns a giveaway, in the order the modal lists them. */
export const giveawayGoods = pgTable(
  'giveaway_goods',
  {
    id: serial('id').primaryKey(),
    giveawayId: integer('giveaway_id')
      .notNull()
      .references(() => giveaways.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('giveaway_goods_giveaway_goods_uq').on(t.giveawayId, t.goodsId), index('giveaway_goods_goods_idx').on(t.goodsId)],
);
