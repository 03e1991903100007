import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { period, tz } from './columns';
import { goods, goodsOptions } from './catalog';
import { members } from './members';

/**
 * 체험단 (issue 12, spec "experience-reviews"): members apply from `start_at` until `end_at` with an
 * option of the goods and a short plan; `recruit_count` of them are selected after the end (rule:
 * shared-contracts/exhibit/experience-group, `selectionOrder`), announced at `announce_at`, and write
 * their experience review (with photos) until `review_end_at`. `selected_at` is set once the selection
 * is stored.
 */
export const experienceGroups = pgTable(
  'experience_groups',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** What a selected member receives. */
    benefit: text('benefit').notNull(),
    /** What the review must show, one point per line. */
    mission: text('mission').notNull(),
    recruitCount: integer('recruit_count').notNull(),
    backgroundColor: text('background_color').notNull(),
    ...period(),
    announceAt: tz('announce_at').notNull(),
    reviewEndAt: tz('review_end_at').notNull(),
    selectedAt: tz('selected_at'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('experience_groups_period_idx').on(t.startAt, t.endAt)],
);

/** One application per member and group (the unique index refuses the second); `selected` once chosen. */
export const experienceGroupApplications = pgTable(
  'experience_group_applications',
  {
    id: serial('id').primaryKey(),
    experienceGroupId: integer('experience_group_id')
      .notNull()
      .references(() => experienceGroups.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsOptionId: integer('goods_option_id')
      .notNull()
      .references(() => goodsOptions.id, { onDelete: 'restrict' }),
    /** The applicant's short plan: how they will use and review the goods. */
    plan: text('plan').notNull(),
    /** The selection's rank (1…recruit_count); null: not selected (or not drawn yet). */
    selectedRank: integer('selected_rank'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('experience_group_applications_member_idx').on(t.experienceGroupId, t.memberId),
    index('experience_group_applications_by_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * A selected member's experience review (one per application). Its photos are review_photos rows
 * (uploaded like a goods review's, `experience_review_id` set when the review takes them).
 */
export const experienceReviews = pgTable(
  'experience_reviews',
  {
    id: serial('id').primaryKey(),
    experienceGroupId: integer('experience_group_id')
      .notNull()
      .references(() => experienceGroups.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => experienceGroupApplications.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    contents: text('contents').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('experience_reviews_group_idx').on(t.experienceGroupId, t.createdAt)],
);
