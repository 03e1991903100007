import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { goods, goodsOptions } from './catalog';
import { members } from './members';

/** A line belongs to a member or, before login, to the device's uid-token. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    uidToken: text('uid_token'),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => goodsOptions.id, { onDelete: 'cascade' }),
    ea: integer('ea').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  // One line per option per owner: adding again upserts (ea summed) instead of duplicating.
  (t) => [
    uniqueIndex('carts_member_option_uq')
      .on(t.memberId, t.optionId)
      .where(sql`member_id is not null`),
    uniqueIndex('carts_uid_option_uq')
      .on(t.uidToken, t.optionId)
      .where(sql`member_id is null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: integer('member_id').references(() => members.id),
    ordererName: text('orderer_name').notNull(),
    status: text('status').notNull(),
    goodsAmount: integer('goods_amount').notNull(),
    shippingAmount: integer('shipping_amount').notNull(),
    paymentAmount: integer('payment_amount').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('orders_member_idx').on(t.memberId)],
);

/** Order lines: a snapshot of what was bought, at the price paid. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    goodsName: text('goods_name').notNull(),
    brandName: text('brand_name').notNull(),
    optionName: text('option_name').notNull(),
    /** Paid unit price (KRW). */
    price: integer('price').notNull(),
    ea: integer('ea').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** A guest login (orderer name + order number) authorises reading that one order until it expires. */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_sessions_token_idx').on(t.tokenHash)],
);
