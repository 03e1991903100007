import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { goods } from './catalog';
import { members } from './members';

/**
 * Who opened which goods detail last (`/recent-view-goods`, `/mypage/recent-view/goods`): one row per
 * viewer and goods, `viewed_at` moves on each view. A member's views are the member's; a visitor's
 * belong to the device (the uid-token mall-api issued), the way a visitor's cart does.
 */
export const recentGoodsViews = pgTable(
  'recent_goods_views',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    uidToken: text('uid_token'),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: tz('viewed_at').notNull(),
  },
  (t) => [
    uniqueIndex('recent_goods_views_member_goods_uq')
      .on(t.memberId, t.goodsId)
      .where(sql`member_id is not null`),
    uniqueIndex('recent_goods_views_uid_goods_uq')
      .on(t.uidToken, t.goodsId)
      .where(sql`member_id is null`),
    index('recent_goods_views_member_idx').on(t.memberId, t.viewedAt),
    index('recent_goods_views_uid_idx').on(t.uidToken, t.viewedAt),
    check('recent_goods_views_owner_ck', sql`member_id is not null or uid_token is not null`),
  ],
);

/** Views of a goods detail per KST day, counted with every recorded view: the 조회 ranking sums a period. */
export const goodsDailyViews = pgTable(
  'goods_daily_views',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.viewedOn] }), index('goods_daily_views_day_idx').on(t.viewedOn)],
);
