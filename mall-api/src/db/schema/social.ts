import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { members } from './members';

/** The social login platforms the shop accepts (spec section 5: messenger, search portal, device maker). */
export const SOCIAL_PLATFORMS = ['kakao', 'naver', 'apple'] as const;

/**
 * A member's account at a social login platform: the platform's user id, never its tokens. One
 * platform account belongs to one member, and a member connects at most one account per platform.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
    /** The platform's stable id of the person (OAuth subject). */
    providerUserId: text('provider_user_id').notNull(),
    /** The e-mail the platform reported when the account was connected. */
    email: text('email'),
    connectedAt: tz('connected_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_uq').on(t.platform, t.providerUserId),
    uniqueIndex('social_accounts_member_platform_uq').on(t.memberId, t.platform),
  ],
);

/**
 * One social login attempt (generate-token): the storefront polls it by its opaque token (stored
 * hashed) while the person is at the platform's consent page; the platform's callback records the
 * person the code exchange reported. Used once: a login, a join or a connection.
 */
export const socialAuthentications = pgTable(
  'social_authentications',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['pending', 'authorized', 'cancelled', 'failed'] })
      .notNull()
      .default('pending'),
    providerUserId: text('provider_user_id'),
    name: text('name'),
    email: text('email'),
    /** Digits only, when the platform shares it. */
    phone: text('phone'),
    failureReason: text('failure_reason'),
    /** sha256 of the httpOnly cookie nonce of the browser that started the attempt (checked on the callback). */
    browserNonceHash: text('browser_nonce_hash'),
    /** PKCE: the verifier the code is exchanged with (its S256 challenge went to the consent page). */
    codeVerifier: text('code_verifier'),
    usedByMemberId: integer('used_by_member_id'),
    usedAt: tz('used_at'),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('social_authentications_expiry_idx').on(t.expiresAt)],
);

/**
 * The sandbox platform's own side (outside production): authorization codes it issued on consent
 * and the access tokens they were exchanged for, each hashed, once, with the profile it shares.
 */
export const sandboxOauthGrants = pgTable(
  'sandbox_oauth_grants',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: SOCIAL_PLATFORMS }).notNull(),
    codeHash: text('code_hash').notNull().unique(),
    accessTokenHash: text('access_token_hash').unique(),
    profile: jsonb('profile').$type<{ id: string; name: string; email: string; phone: string | null }>().notNull(),
    /** PKCE: the S256 challenge of the authorize request; the exchange must present its verifier. */
    codeChallenge: text('code_challenge'),
    exchangedAt: tz('exchanged_at'),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_oauth_grants_expiry_idx').on(t.expiresAt)],
);
