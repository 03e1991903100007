import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tz } from './columns';

/**
 * What the sandbox SMS/e-mail sender "sent" (the real senders deliver instead): verification codes,
 * unmasked login ids. The sandbox inbox (/sandbox/inbox, outside production) lists them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * Identity verification (본인인증) sessions: the storefront opens the provider's page with the token,
 * the provider reports the person. Only the result the mall needs is kept; the CI is kept hashed.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    name: text('name'),
    phone: text('phone'),
    birthdate: text('birthdate'),
    gender: text('gender', { enum: ['male', 'female'] }),
    ciHash: text('ci_hash'),
    failureReason: text('failure_reason'),
    /** The member whose account used this verification (join, adult check, certificate); once. */
    usedByMemberId: integer('used_by_member_id'),
    usedAt: tz('used_at'),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    verifiedAt: tz('verified_at'),
  },
  (t) => [index('identity_verifications_expiry_idx').on(t.expiresAt)],
);
