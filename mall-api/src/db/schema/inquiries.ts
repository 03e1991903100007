import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { qnaCategories } from './cs';
import { members } from './members';
import { orders } from './orders';

/**
 * A member's 1:1 inquiries to the shop (/mypage/inquiry/qna, ADR 0011: mypage owns them). The
 * category is one of cs's `qna` categories; the shop's answer makes it answered, after which the
 * member may no longer edit or delete it.
 */
export const memberQnas = pgTable(
  'member_qnas',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => qnaCategories.id),
    /** The order the question is about, if the member picked one. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    answer: text('answer'),
    answeredAt: tz('answered_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('member_qnas_member_idx').on(t.memberId, t.createdAt)],
);
