import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { goods } from './catalog';

/** The colour chart the colour facet shows (label and swatch code). */
export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  code: text('code').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** The colours a goods comes in: its name's colour or its colour options (kept by the seed from those rows). */
export const goodsColors = pgTable(
  'goods_colors',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.colorId] }), index('goods_colors_color_idx').on(t.colorId)],
);

/** One row per keyword search (the first page of a search without filters): hot searches count them. */
export const searchLogs = pgTable(
  'search_logs',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword').notNull(),
    resultCount: integer('result_count').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('search_logs_created_idx').on(t.createdAt), index('search_logs_keyword_idx').on(t.keyword)],
);

/**
 * The last counted hot-search vote of a visitor (member id, else client address; hashed) for a keyword: a
 * search is logged for 인기 검색어 only when the visitor's last counted vote is older than the hot window.
 */
export const searchVotes = pgTable(
  'search_votes',
  {
    keyword: text('keyword').notNull(),
    voter: text('voter').notNull(),
    votedAt: tz('voted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.voter] }), index('search_votes_voted_idx').on(t.votedAt)],
);

/** A click on a search result (spec "Feedback": keyword and goods_id): the popular order ranks clicked goods higher for that keyword. */
export const searchFeedbacks = pgTable(
  'search_feedbacks',
  {
    id: serial('id').primaryKey(),
    keyword: text('keyword').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('search_feedbacks_keyword_goods_idx').on(t.keyword, t.goodsId)],
);

/** Base search words (spec "Search engine"): the shop's words for the search box, each with the page it leads to. */
export const basicSearchWords = pgTable('basic_search_words', {
  id: serial('id').primaryKey(),
  keyword: text('keyword').notNull().unique(),
  /** A same-site path (the migration checks it starts with one slash). */
  linkUrl: text('link_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
