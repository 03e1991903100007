import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';

export const grades = pgTable('grades', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  /** Purchases (delivered or confirmed, last 12 months) needed to reach this grade. */
  minPurchaseAmount: integer('min_purchase_amount').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** What the grade gives, as the grade-benefit page lists it. */
  benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
  /** Review points by grade (spec section 6: "Grades give review point rules"). */
  textReviewPoint: integer('text_review_point').notNull().default(0),
  photoReviewPoint: integer('photo_review_point').notNull().default(0),
  /** The coupons the grade pays every month: the monthly re-grade makes that month's coupon from each (grade-runs.ts). */
  monthlyCoupons: jsonb('monthly_coupons').$type<GradeMonthlyCoupon[]>().notNull().default([]),
});

export interface GradeMonthlyCoupon {
  title: string;
  discount_type: 'amount' | 'rate';
  discount_value: number;
  maximum_discount_amount?: number;
  min_sell_price: number;
}

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    loginType: text('login_type', { enum: ['shop', 'kakao', 'naver', 'apple', 'payco', 'facebook'] })
      .notNull()
      .default('shop'),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    isVerifyAge: boolean('is_verify_age').notNull().default(false),
    isCertificated: boolean('is_certificated').notNull().default(false),
    passwordChangedAt: tz('password_changed_at').notNull().defaultNow(),
    email: text('email'),
    /** Digits only: 01012345678. */
    phone: text('phone'),
    /** YYYY-MM-DD, from identity verification. */
    birthdate: text('birthdate'),
    gender: text('gender', { enum: ['male', 'female'] }),
    /**
     * The identity provider's connecting information (CI), hashed: one person, one shop account
     * (member-duplicate-check). Null for members who never verified their identity.
     */
    ciHash: text('ci_hash'),
    /** Marketing consent with its date (정보통신망법): SMS and e-mail separately. */
    marketingSms: boolean('marketing_sms').notNull().default(false),
    marketingSmsAt: tz('marketing_sms_at'),
    marketingEmail: boolean('marketing_email').notNull().default(false),
    marketingEmailAt: tz('marketing_email_at'),
    /** The hash a password change replaced: a new password must differ from it. */
    previousPasswordHash: text('previous_password_hash'),
    /** "Change later" on the password-change advice: not asked again before this instant. */
    passwordAdviceSnoozedUntil: tz('password_advice_snoozed_until'),
    withdrawnAt: tz('withdrawn_at'),
    /** The last successful login: a year without one makes the account dormant (휴면). */
    lastLoginAt: tz('last_login_at'),
    /** When a login woke the account from dormancy; the session reports it as is_awaked for a day. */
    awakenedAt: tz('awakened_at'),
    /** Recommendations from the member's own activity (paid switch `personalization`): on unless the member turned them off. */
    personalizationEnabled: boolean('personalization_enabled').notNull().default(true),
    personalizationChangedAt: tz('personalization_changed_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_ci_uq')
      .on(t.ciHash)
      .where(sql`ci_hash is not null and withdrawn_at is null`),
  ],
);

/**
 * Failed attempts per scope and bounded key (login id, client address, guest order number): the
 * captcha after 5 login failures, account and order lockouts, per-client ceilings. A counter older
 * than its window starts over; the purge job removes rows a day after their last failure.
 */
export const failureCounters = pgTable(
  'failure_counters',
  {
    scope: text('scope', { enum: ['login_id', 'login_client', 'guest_client_order', 'guest_client', 'guest_phone_code'] }).notNull(),
    key: text('key').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    firstFailedAt: tz('first_failed_at').notNull().defaultNow(),
    lastFailedAt: tz('last_failed_at').notNull().defaultNow(),
    lockedUntil: tz('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('failure_counters_last_idx').on(t.lastFailedAt)],
);

/** Login captchas (make-captcha / check-captcha): the answer kept hashed, solved once, used by one login. */
export const captchas = pgTable(
  'captchas',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    answerHash: text('answer_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    solvedAt: tz('solved_at'),
    usedAt: tz('used_at'),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** The answer in clear, for the sandbox page (outside production only, lib/environment.ts); null in production. */
    sandboxAnswer: text('sandbox_answer'),
  },
  (t) => [uniqueIndex('captchas_token_uq').on(t.tokenHash), index('captchas_expiry_idx').on(t.expiresAt)],
);

/** Only sha256 hashes of the opaque tokens are stored: a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    refreshExpiresAt: tz('refresh_expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    /**
     * Every rotation of one login shares its family; a refresh token presented after its rotation
     * (stolen and replayed, or the victim's next refresh) ends the whole family. The family's start
     * bounds its absolute lifetime.
     */
    familyId: text('family_id').notNull().default(''),
    familyStartedAt: tz('family_started_at').notNull().defaultNow(),
    rotatedAt: tz('rotated_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_idx').on(t.tokenHash),
    uniqueIndex('sessions_refresh_idx').on(t.refreshTokenHash),
    index('sessions_family_idx').on(t.familyId),
  ],
);

/** Which version of which policy a member agreed to at join (and marketing changes later). */
export const memberPolicyAgreements = pgTable(
  'member_policy_agreements',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    policyId: integer('policy_id').notNull(),
    policyCode: text('policy_code').notNull(),
    agreed: boolean('agreed').notNull(),
    agreedAt: tz('agreed_at').notNull().defaultNow(),
  },
  (t) => [index('member_policy_agreements_member_idx').on(t.memberId)],
);

/** Why members left (reasons list `withdraw`), kept without the member's identity. */
export const memberWithdrawals = pgTable('member_withdrawals', {
  id: serial('id').primaryKey(),
  reasonCode: text('reason_code').notNull(),
  detailReason: text('detail_reason'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** The body size a member keeps for size recommendations (/mypage/my-size). */
export const memberSizes = pgTable('member_sizes', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  heightCm: integer('height_cm'),
  weightKg: integer('weight_kg'),
  topSize: text('top_size'),
  bottomSize: text('bottom_size'),
  shoeSizeMm: integer('shoe_size_mm'),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * Short-lived grants of the find flows, each an opaque token stored hashed:
 * - find_id: the members a find-id matched (sending their unmasked ids by e-mail or SMS);
 * - auth_code: a verification code sent for find-password (attempts counted, verified_at once right);
 * - password_reset: the right to set a new password, once;
 * - profile_edit: the member confirmed the password and may edit the profile for a few minutes.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['find_id', 'auth_code', 'password_reset', 'profile_edit'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    memberIds: jsonb('member_ids').$type<number[]>().notNull(),
    channel: text('channel', { enum: ['email', 'phone'] }),
    recipient: text('recipient'),
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: tz('verified_at'),
    usedAt: tz('used_at'),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_tokens_hash_uq').on(t.tokenHash), index('account_tokens_expiry_idx').on(t.expiresAt)],
);
