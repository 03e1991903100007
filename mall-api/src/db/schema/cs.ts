import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    contents: text('contents').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('notices_created_idx').on(t.createdAt)],
);

/**
 * Terms and policies by code (terms, privacy, age14, marketing…), one row per version: the version in
 * force is the newest whose effective date has come. Join records which one a member agreed to.
 */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    isRequired: boolean('is_required').notNull(),
    /** Shown at join (terms to agree to) or only in the customer centre (e.g. the e-commerce notice). */
    forJoin: boolean('for_join').notNull().default(true),
    version: text('version').notNull(),
    contents: text('contents').notNull(),
    effectiveAt: tz('effective_at').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('policies_code_version_uq').on(t.code, t.version), index('policies_code_idx').on(t.code, t.effectiveAt)],
);

/** Categories of questions: `qna` for a 1:1 inquiry to the shop, `seller_qna` for a question to a seller. */
export const qnaCategories = pgTable(
  'qna_categories',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['qna', 'seller_qna'] }).notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('qna_categories_kind_name_uq').on(t.kind, t.name)],
);

/** FAQ types (배송, 주문/결제…), in the order the customer centre lists them. */
export const faqTypes = pgTable('faq_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

/** Frequently asked questions with their answers (plain text: the page renders line breaks). */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => faqTypes.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('faqs_type_idx').on(t.typeId, t.sortOrder)],
);

/** Shopping guides (쇼핑 가이드): the words of each /cs-center/info page, by code, plain-text paragraphs. */
export const shoppingGuides = pgTable('shopping_guides', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Interest-free instalments a card company offers (무이자 할부), each for a period. */
export const cardBenefits = pgTable(
  'card_benefits',
  {
    id: serial('id').primaryKey(),
    cardName: text('card_name').notNull(),
    months: text('months').notNull(),
    minAmount: integer('min_amount').notNull(),
    note: text('note'),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('card_benefits_period_idx').on(t.startsAt, t.endsAt)],
);
