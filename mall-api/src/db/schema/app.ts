import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { members } from './members';

/** One row per app install (device uuid): push token and the push consents with their dates. */
export const appDevices = pgTable(
  'app_devices',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    os: text('os', { enum: ['android', 'ios'] }).notNull(),
    appVersion: text('app_version').notNull(),
    pushToken: text('push_token'),
    /** Proof of possession: the hash of the secret issued to the app when the device registered. */
    secretHash: text('secret_hash'),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    pushAgreed: boolean('push_agreed').notNull().default(false),
    pushAgreedAt: tz('push_agreed_at'),
    nightPushAgreed: boolean('night_push_agreed').notNull().default(false),
    nightPushAgreedAt: tz('night_push_agreed_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_devices_uuid_uq').on(t.uuid)],
);

/** Latest and minimum supported app version per OS (the stores' release train). */
export const appVersions = pgTable('app_versions', {
  os: text('os', { enum: ['android', 'ios'] }).primaryKey(),
  latestVersion: text('latest_version').notNull(),
  minimumVersion: text('minimum_version').notNull(),
  storeUrl: text('store_url').notNull(),
  releasedAt: tz('released_at').notNull(),
});

/** Biometric login: a member's token for one device, kept by the app; only its hash is stored. */
export const appAccessTokens = pgTable(
  'app_access_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    uuid: text('uuid').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_access_tokens_hash_uq').on(t.tokenHash), index('app_access_tokens_uuid_idx').on(t.uuid)],
);
