import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { period, tz } from './columns';
import { goods, goodsOptions } from './catalog';
import { members } from './members';

/**
 * 래플 (issue 12): members enter from `start_at` until `end_at`, choosing one size (an option of the
 * raffle's goods); `winner_count` winners are drawn after the end (rule: shared-contracts/exhibit/raffle,
 * `drawOrder`) and may buy the goods at `price`. `drawn_at` is set once the draw is stored.
 */
export const raffles = pgTable(
  'raffles',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    winnerCount: integer('winner_count').notNull(),
    backgroundColor: text('background_color').notNull(),
    ...period(),
    announceAt: tz('announce_at').notNull(),
    drawnAt: tz('drawn_at'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('raffles_period_idx').on(t.startAt, t.endAt)],
);

/** One entry per member and raffle (the unique index refuses the second). */
export const raffleEntries = pgTable(
  'raffle_entries',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsOptionId: integer('goods_option_id')
      .notNull()
      .references(() => goodsOptions.id, { onDelete: 'restrict' }),
    /** When the member agreed to the entry notes (required to enter). */
    agreedAt: tz('agreed_at').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('raffle_entries_raffle_member_idx').on(t.raffleId, t.memberId), index('raffle_entries_member_idx').on(t.memberId, t.createdAt)],
);

export const raffleWinners = pgTable(
  'raffle_winners',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => raffleEntries.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (t) => [uniqueIndex('raffle_winners_entry_idx').on(t.entryId), index('raffle_winners_raffle_idx').on(t.raffleId, t.rank)],
);

/** 스페셜 이벤트: an event page (how to take part, the benefit, notes) open from `start_at` until `end_at`, with its goods. */
export const specialEvents = pgTable(
  'special_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    benefit: text('benefit').notNull(),
    description: text('description').notNull(),
    /** How to take part, one step per line. */
    howTo: text('how_to').notNull(),
    /** Notes, one per line. */
    notes: text('notes').notNull(),
    backgroundColor: text('background_color').notNull(),
    ...period(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('special_events_period_idx').on(t.startAt, t.endAt)],
);

export const specialEventGoods = pgTable(
  'special_event_goods',
  {
    id: serial('id').primaryKey(),
    specialEventId: integer('special_event_id')
      .notNull()
      .references(() => specialEvents.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('special_event_goods_event_idx').on(t.specialEventId)],
);
