import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { goods } from './catalog';

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
    startAt: tz('start_at').notNull(),
    endAt: tz('end_at').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('popups_position_idx').on(t.position, t.startAt)],
);
