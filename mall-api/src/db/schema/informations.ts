import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Banks for refund accounts and bank transfers (informations/banks). */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Delivery companies with their tracking page (informations/delivery-companies). */
export const deliveryCompanies = pgTable('delivery_companies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  /** `{invoice}` is replaced by the invoice number. */
  trackingUrlTemplate: text('tracking_url_template').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Reasons lists (informations/reasons/{type}): cancel, return and exchange claims, member withdrawal.
 * `fault` says who pays the return shipping of a claim: the buyer (change of mind) or the seller.
 */
export const reasons = pgTable(
  'reasons',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['cancel', 'return', 'exchange', 'withdraw'] }).notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    detailReasonRequired: boolean('detail_reason_required').notNull().default(false),
    fault: text('fault', { enum: ['buyer', 'seller'] }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('reasons_type_code_uq').on(t.type, t.code), index('reasons_type_idx').on(t.type, t.sortOrder)],
);
