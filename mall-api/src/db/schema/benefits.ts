import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { grades, members } from './members';
import { orders } from './orders';

/**
 * Coupons (spec "Coupon"): what they take off and where they apply. A member holds a coupon as a
 * member_coupons row (downloaded on goods detail, registered by code, or given by the mall).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** 상품 쿠폰, 장바구니 쿠폰, 배송비 쿠폰… as the coupon list labels it. */
    typeLabel: text('type_label').notNull(),
    discountType: text('discount_type', { enum: ['amount', 'rate'] }).notNull(),
    /** Won for `amount`, percent for `rate`. */
    discountValue: integer('discount_value').notNull(),
    applyRangeType: text('apply_range_type', { enum: ['all', 'seller', 'goods', 'category', 'brand'] }).notNull(),
    /** Ids of the sellers, goods, categories or brands of the range (empty for `all`). */
    applyTargetIds: jsonb('apply_target_ids').$type<number[]>().notNull().default([]),
    maximumDiscountAmount: integer('maximum_discount_amount'),
    minSellPrice: integer('min_sell_price').notNull().default(0),
    usableDevices: jsonb('usable_devices').$type<('pc' | 'mobile' | 'app')[]>().notNull(),
    /** Code members type to register it (null: not registrable by code). */
    code: text('code'),
    /** Offered on the goods detail of the goods in its range. */
    isDownloadable: boolean('is_downloadable').notNull().default(false),
    /** No end date. */
    isUnlimited: boolean('is_unlimited').notNull().default(false),
    validFrom: tz('valid_from').notNull(),
    validUntil: tz('valid_until'),
    /** A held coupon expires this many days after it was issued (or at validUntil, whichever comes first). */
    validDaysAfterIssue: integer('valid_days_after_issue'),
    /** A coupon the mall issues by rule (grade:GOLD:2026-12:0, grade-runs.ts): made once, by whoever asks first. */
    issueKey: text('issue_key'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    uniqueIndex('coupons_issue_key_uq')
      .on(t.issueKey)
      .where(sql`issue_key is not null`),
  ],
);

export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    registeredAt: tz('registered_at').notNull().defaultNow(),
    useStartAt: tz('use_start_at').notNull(),
    /** Null when the coupon never expires. */
    expireAt: tz('expire_at'),
    usedAt: tz('used_at'),
    usedOrderId: integer('used_order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('member_coupons_member_coupon_uq').on(t.memberId, t.couponId), index('member_coupons_member_idx').on(t.memberId)],
);

/**
 * Points (적립금) as a ledger: the balance is the sum of the rows. Earnings carry the date they expire
 * (spec: usable for 12 months by default); use, expiry and cancellation are negative rows.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind', { enum: ['earn', 'use', 'expire', 'restore', 'cancel'] }).notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    expiresAt: tz('expires_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('point_ledger_member_idx').on(t.memberId, t.createdAt)],
);

/** One row per month the re-grade ran (grade-runs.ts): written in the run's transaction, under its advisory lock. */
export const gradeRuns = pgTable('grade_runs', {
  month: text('month').primaryKey(),
  startedAt: tz('started_at').notNull().defaultNow(),
  membersCount: integer('members_count').notNull(),
  changedCount: integer('changed_count').notNull(),
  couponsIssued: integer('coupons_issued').notNull(),
});

/** Each member whose grade a run changed: from, to and the amount that decided it. */
export const gradeChanges = pgTable(
  'grade_changes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    fromGradeId: integer('from_grade_id')
      .notNull()
      .references(() => grades.id),
    toGradeId: integer('to_grade_id')
      .notNull()
      .references(() => grades.id),
    purchaseAmount: integer('purchase_amount').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grade_changes_member_month_uq').on(t.memberId, t.month)],
);
