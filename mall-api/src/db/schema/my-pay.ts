import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { members } from './members';

/**
 * My pay (paid switch `myPay`): cards and bank accounts a member registered with the easy-pay
 * provider. The provider keeps the card; the shop keeps the billing key it charges with (never sent
 * to the browser) and what the shopper may see. Deleting ends the key at the provider first.
 */
export const myPayMethods = pgTable(
  'my_pay_methods',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['card', 'account'] }).notNull(),
    issuerName: text('issuer_name').notNull(),
    maskedNumber: text('masked_number').notNull(),
    billingKey: text('billing_key').notNull(),
    /** The provider's registration it came from: completing the same registration twice adds one method. */
    registrationId: text('registration_id').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    deletedAt: tz('deleted_at'),
  },
  (t) => [
    index('my_pay_methods_member_idx')
      .on(t.memberId)
      .where(sql`deleted_at is null`),
    uniqueIndex('my_pay_methods_registration_uq').on(t.registrationId),
  ],
);

/** The sandbox easy-pay provider's own ledger (a real provider keeps it on its side). */
export const sandboxMyPayRegistrations = pgTable('sandbox_my_pay_registrations', {
  registrationId: text('registration_id').primaryKey(),
  /** The shop's reference of the member (the provider knows no member ids). */
  memberRef: text('member_ref').notNull(),
  kind: text('kind', { enum: ['card', 'account'] }).notNull(),
  returnUrl: text('return_url').notNull(),
  /** ready → registered | cancelled; registered → revoked (the shop deleted it). */
  state: text('state', { enum: ['ready', 'registered', 'cancelled', 'revoked'] })
    .notNull()
    .default('ready'),
  issuerName: text('issuer_name'),
  maskedNumber: text('masked_number'),
  billingKey: text('billing_key'),
  expiresAt: tz('expires_at').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
