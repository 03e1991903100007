import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns';

/** Shop settings by section (shop, features, design_colors…): the initial-settings call assembles them. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Server-side secrets generated once per database (the uid-token signing key), shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
