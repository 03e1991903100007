import { createHash, timingSafeEqual } from 'node:crypto';
import { ALLOWED_SOCIAL_LOGIN, formatKstDateTime } from '@mall/shared-contracts';
import { MEMBER_MESSAGES } from '@mall/shared-contracts/member';
import {
  SOCIAL_MESSAGES,
  SOCIAL_PLATFORM_LABELS,
  type SocialConnections,
  type SocialDuplicates,
  type SocialPlatform,
  type SocialProfile,
  type SocialRegisterBody,
  type SocialResult,
} from '@mall/shared-contracts/member';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { grades, memberPolicyAgreements, members, sandboxOauthGrants, socialAccounts, socialAuthentications } from '../../../../db/schema';
import { AppError, notFound, unprocessable } from '../../../../lib/errors';
import { hashToken, newToken } from '../../../../lib/tokens';
import type { AccountsRepository } from '../members/accounts-repository';
import { maskEmail, maskLoginId } from '../members/masking';

declare module 'fastify' {
  interface FastifyInstance {
    socialLogin: SocialLogin;
    /** The sandbox platform's own side (its consent page issues codes); outside production only. */
    sandboxSocialProvider: SandboxSocialProvider;
  }
}

/** What a platform shares about the person once they consented (the profile call). */
export interface SocialPerson {
  /** The platform's stable id of the person. */
  id: string;
  name: string;
  email: string;
  phone: string | null;
}

/**
 * A social login platform as OAuth 2.0 providers work: the consent page (authorize URL with our
 * `state`), the code the platform redirects back with, the code exchanged for an access token, and
 * the profile read with that token. Production plugs in each platform's real client.
 */
export interface SocialProvider {
  name: string;
  /** `codeChallenge`: the S256 PKCE challenge of the attempt's verifier (a platform without PKCE ignores it). */
  authorizeUrl(platform: SocialPlatform, state: string, redirectUri: string, codeChallenge: string): string;
  exchangeCode(platform: SocialPlatform, code: string, codeVerifier: string): Promise<string | null>;
  profile(platform: SocialPlatform, accessToken: string): Promise<SocialPerson | null>;
}

export interface SandboxSocialProvider extends SocialProvider {
  /** The person consented on the sandbox page: a one-minute code for the redirect back, bound to the request's PKCE challenge. */
  consent(platform: SocialPlatform, person: Omit<SocialPerson, 'id'>, codeChallenge: string | null): Promise<string>;
}

const CODE_TTL_MS = 60_000;
/** An attempt (and the cookie that binds it to its browser) lives this long. */
export const ATTEMPT_TTL_MS = 10 * 60_000;

/** PKCE (RFC 7636) S256: the challenge is the base64url sha256 of the verifier. */
export const pkceChallengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The sandbox platform's id of a person: the same e-mail on the same platform is always the same person. */
export const sandboxSocialIdOf = (platform: SocialPlatform, email: string) =>
  createHash('sha256').update(`sandbox-social:${platform}:${email.trim().toLowerCase()}`).digest('hex').slice(0, 20);

/**
 * The sandbox platform (outside production): its consent page /sandbox/oauth/{platform}/authorize
 * asks who the person is and issues a one-minute code on consent; the code is exchanged once for an
 * access token, which reads the profile.
 */
export function createSandboxSocialProvider(db: Database): SandboxSocialProvider {
  return {
    name: 'sandbox',
    authorizeUrl: (platform, state, redirectUri, codeChallenge) =>
      `/sandbox/oauth/${platform}/authorize?${new URLSearchParams({
        response_type: 'code',
        client_id: 'k-mall',
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      })}`,

    async consent(platform, person, codeChallenge) {
      const code = newToken();
      await db.insert(sandboxOauthGrants).values({
        platform,
        codeHash: hashToken(code),
        profile: { id: sandboxSocialIdOf(platform, person.email), ...person },
        codeChallenge,
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      });
      return code;
    },

    async exchangeCode(platform, code, codeVerifier) {
      const [grant] = await db
        .select({ id: sandboxOauthGrants.id, codeChallenge: sandboxOauthGrants.codeChallenge })
        .from(sandboxOauthGrants)
        .where(and(eq(sandboxOauthGrants.codeHash, hashToken(code)), eq(sandboxOauthGrants.platform, platform)));
      // PKCE: a code issued for a challenge is exchanged only with its verifier (a stolen code is worthless).
      if (!grant || (grant.codeChallenge !== null && !sameHash(grant.codeChallenge, pkceChallengeOf(codeVerifier)))) return null;
      const accessToken = newToken();
      const rows = await db
        .update(sandboxOauthGrants)
        .set({ accessTokenHash: hashToken(accessToken), exchangedAt: new Date() })
        .where(and(eq(sandboxOauthGrants.id, grant.id), isNull(sandboxOauthGrants.exchangedAt), gt(sandboxOauthGrants.expiresAt, new Date())))
        .returning({ id: sandboxOauthGrants.id });
      return rows.length ? accessToken : null;
    },

    async profile(platform, accessToken) {
      const [row] = await db
        .select({ profile: sandboxOauthGrants.profile })
        .from(sandboxOauthGrants)
        .where(and(eq(sandboxOauthGrants.accessTokenHash, hashToken(accessToken)), eq(sandboxOauthGrants.platform, platform)));
      return row?.profile ?? null;
    },
  };
}

type Attempt = typeof socialAuthentications.$inferSelect;

const attemptGone = () => new AppError(410, 'SOCIAL_ATTEMPT_GONE', SOCIAL_MESSAGES.noAttempt);
const alreadyConnected = () => new AppError(409, 'SOCIAL_ALREADY_CONNECTED', SOCIAL_MESSAGES.alreadyConnected);
/** A member who joined with a social account has no password of ours (register stores this marker, never a hash). */
export const NO_PASSWORD_PREFIX = 'social$';
const hasPassword = (passwordHash: string) => !passwordHash.startsWith(NO_PASSWORD_PREFIX);

/**
 * Social login attempts and the members' platform accounts. An attempt is polled by its opaque
 * token; once the platform's callback authorized it, it serves exactly one login, join or connection.
 */
export function createSocialLogin(db: Database, provider: SocialProvider, deps: { accounts: Pick<AccountsRepository, 'currentPolicies'> }) {
  const active = isNull(members.withdrawnAt);
  const expired = (row: Attempt, now = new Date()) => row.expiresAt.getTime() <= now.getTime();

  async function find(token: string): Promise<Attempt | null> {
    const [row] = await db
      .select()
      .from(socialAuthentications)
      .where(eq(socialAuthentications.tokenHash, hashToken(token)));
    return row ?? null;
  }

  /** An authorized, unused, unexpired attempt with its person, or 410. */
  async function authorized(token: string): Promise<Attempt & { providerUserId: string; email: string; name: string }> {
    const row = await find(token);
    if (!row || row.status !== 'authorized' || row.usedAt || expired(row) || !row.providerUserId || !row.email || !row.name) throw attemptGone();
    return row as Attempt & { providerUserId: string; email: string; name: string };
  }

  async function connectedMember(platform: SocialPlatform, providerUserId: string) {
    const [row] = await db
      .select({ memberId: socialAccounts.memberId })
      .from(socialAccounts)
      .innerJoin(members, eq(members.id, socialAccounts.memberId))
      .where(and(eq(socialAccounts.platform, platform), eq(socialAccounts.providerUserId, providerUserId), active));
    return row?.memberId ?? null;
  }

  async function membersByEmail(email: string) {
    return db
      .select({ id: members.id, loginId: members.loginId, loginType: members.loginType })
      .from(members)
      .where(and(eq(members.email, email), active))
      .orderBy(asc(members.id));
  }

  /** Marks the attempt used by a member, once (inside the caller's transaction when given). */
  async function spend(executor: Pick<Database, 'update'>, row: Attempt, memberId: number) {
    const rows = await executor
      .update(socialAuthentications)
      .set({ usedAt: new Date(), usedByMemberId: memberId })
      .where(and(eq(socialAuthentications.id, row.id), isNull(socialAuthentications.usedAt)))
      .returning({ id: socialAuthentications.id });
    if (!rows.length) throw attemptGone();
  }

  return {
    provider,

    /**
     * A new attempt: its token (the OAuth `state`), the consent page with the PKCE challenge, and the
     * browser nonce the route sets as an httpOnly cookie: only the browser holding it can complete the
     * attempt on the callback, so a consent page link sent to someone else authorizes nothing.
     */
    async start(platform: SocialPlatform, callbackUrl: string) {
      const token = newToken();
      const browserNonce = newToken();
      const codeVerifier = newToken();
      const expiresAt = new Date(Date.now() + ATTEMPT_TTL_MS);
      await db
        .insert(socialAuthentications)
        .values({ tokenHash: hashToken(token), platform, provider: provider.name, expiresAt, browserNonceHash: hashToken(browserNonce), codeVerifier });
      return {
        attempt: {
          token,
          authorize_url: provider.authorizeUrl(platform, token, callbackUrl, pkceChallengeOf(codeVerifier)),
          expire_at: formatKstDateTime(expiresAt),
        },
        browserNonce,
      };
    },

    /**
     * The platform's redirect: a code to exchange, or the person's refusal. Answers whether the attempt
     * is now authorized. It must arrive in the browser that started the attempt (its cookie nonce): in
     * any other browser the attempt fails and its code is never exchanged.
     */
    async callback(
      platform: SocialPlatform,
      state: string,
      browserNonce: string | undefined,
      answer: { code?: string; error?: string },
    ): Promise<'authorized' | 'cancelled' | 'failed' | 'foreign' | 'gone'> {
      const row = await find(state);
      if (!row || row.platform !== platform || row.status !== 'pending' || expired(row)) return 'gone';
      const settle = (values: Partial<Attempt>) =>
        db
          .update(socialAuthentications)
          .set(values)
          .where(and(eq(socialAuthentications.id, row.id), eq(socialAuthentications.status, 'pending')));
      if (!browserNonce || !row.browserNonceHash || !sameHash(row.browserNonceHash, hashToken(browserNonce))) {
        await settle({ status: 'failed', failureReason: SOCIAL_MESSAGES.otherBrowser });
        return 'foreign';
      }
      if (answer.error || !answer.code) {
        await settle({
          status: answer.error === 'access_denied' ? 'cancelled' : 'failed',
          failureReason: answer.error === 'access_denied' ? null : SOCIAL_MESSAGES.failed(SOCIAL_PLATFORM_LABELS[platform]),
        });
        return answer.error === 'access_denied' ? 'cancelled' : 'failed';
      }
      const accessToken = await provider.exchangeCode(platform, answer.code, row.codeVerifier ?? '');
      const person = accessToken ? await provider.profile(platform, accessToken) : null;
      if (!person) {
        await settle({ status: 'failed', failureReason: SOCIAL_MESSAGES.failed(SOCIAL_PLATFORM_LABELS[platform]) });
        return 'failed';
      }
      await settle({ status: 'authorized', providerUserId: person.id, name: person.name, email: person.email.trim().toLowerCase(), phone: person.phone });
      return 'authorized';
    },

    /** What the polling storefront sees: the status and, once authorized, what comes next. */
    async result(token: string): Promise<SocialResult | null> {
      const row = await find(token);
      if (!row) return null;
      const status = row.usedAt ? 'used' : row.status === 'pending' && expired(row) ? 'expired' : row.status;
      let memberState: SocialResult['member_state'] = null;
      if (status === 'authorized' && row.providerUserId && row.email) {
        memberState = (await connectedMember(row.platform, row.providerUserId)) ? 'connected' : (await membersByEmail(row.email)).length ? 'duplicated' : 'new';
      }
      return { status, platform_type: row.platform, member_state: memberState, failure_reason: row.failureReason };
    },

    /** login-with-3rd-party-authentication: the member connected to the platform account; the attempt is spent. */
    async loginMember(platform: string, token: string): Promise<number> {
      const row = await authorized(token);
      if (row.platform !== platform) throw attemptGone();
      const memberId = await connectedMember(row.platform, row.providerUserId);
      if (!memberId) throw new AppError(404, 'SOCIAL_NOT_CONNECTED', SOCIAL_MESSAGES.notConnected);
      await spend(db, row, memberId);
      return memberId;
    },

    async profile(token: string): Promise<SocialProfile> {
      const row = await authorized(token);
      return { platform_type: row.platform, name: row.name, email: maskEmail(row.email), expire_at: formatKstDateTime(row.expiresAt) };
    },

    async duplicatesByEmail(token: string): Promise<SocialDuplicates> {
      const row = await authorized(token);
      const rows = await membersByEmail(row.email);
      return { email: maskEmail(row.email), members: rows.map((m) => ({ masking_login_id: maskLoginId(m.loginId), regist_type: m.loginType })) };
    },

    /**
     * members/by-3rd-party-authentication: joins with the platform account. Refused when the account
     * is connected already or its e-mail belongs to a member (who connects it after logging in).
     */
    async register(body: SocialRegisterBody): Promise<number> {
      const row = await authorized(body.token);
      if (await connectedMember(row.platform, row.providerUserId)) throw alreadyConnected();
      if ((await membersByEmail(row.email)).length) throw new AppError(409, 'SOCIAL_EMAIL_TAKEN', SOCIAL_MESSAGES.emailTaken);
      const inForce = await deps.accounts.currentPolicies();
      const agreed = new Map(body.policies.map((p) => [p.id, p.is_agree]));
      if (inForce.some((p) => p.isRequired && agreed.get(p.id) !== true)) throw unprocessable(MEMBER_MESSAGES.requiredPolicies, 'POLICIES_REQUIRED');
      const marketing = inForce.find((p) => p.code === 'marketing');
      const marketingAgreed = !marketing || agreed.get(marketing.id) === true;
      const [welcome] = await db.select({ id: grades.id }).from(grades).orderBy(asc(grades.sortOrder)).limit(1);
      const now = new Date();
      return db.transaction(async (tx) => {
        const [member] = await tx
          .insert(members)
          .values({
            // The platform's id is the account's login id; the account has no password of ours.
            loginId: `${row.platform}_${row.providerUserId}`,
            passwordHash: `${NO_PASSWORD_PREFIX}${newToken()}`,
            name: row.name,
            loginType: row.platform,
            gradeId: welcome!.id,
            email: row.email,
            phone: row.phone,
            marketingSms: marketingAgreed && body.marketing_sms,
            marketingSmsAt: now,
            marketingEmail: marketingAgreed && body.marketing_email,
            marketingEmailAt: now,
          })
          .returning({ id: members.id });
        await tx.insert(socialAccounts).values({ memberId: member!.id, platform: row.platform, providerUserId: row.providerUserId, email: row.email });
        await tx
          .insert(memberPolicyAgreements)
          .values(inForce.map((p) => ({ memberId: member!.id, policyId: p.id, policyCode: p.code, agreed: agreed.get(p.id) === true, agreedAt: now })));
        await spend(tx, row, member!.id);
        return member!.id;
      });
    },

    /** connect: a logged-in member takes the platform account (one per platform, never another member's). */
    async connect(memberId: number, token: string): Promise<SocialPlatform> {
      const row = await authorized(token);
      const owner = await connectedMember(row.platform, row.providerUserId);
      // Spec section 8: the account is another member's; connect another one.
      if (owner && owner !== memberId) throw new AppError(409, 'SOCIAL_ALREADY_CONNECTED', SOCIAL_MESSAGES.alreadyConnectedAccount);
      if (!owner) {
        const [other] = await db
          .select({ id: socialAccounts.id })
          .from(socialAccounts)
          .where(and(eq(socialAccounts.memberId, memberId), eq(socialAccounts.platform, row.platform)));
        if (other) throw new AppError(409, 'SOCIAL_PLATFORM_TAKEN', SOCIAL_MESSAGES.memberHasPlatform(SOCIAL_PLATFORM_LABELS[row.platform]));
      }
      await db.transaction(async (tx) => {
        if (!owner) await tx.insert(socialAccounts).values({ memberId, platform: row.platform, providerUserId: row.providerUserId, email: row.email });
        await spend(tx, row, memberId);
      });
      return row.platform;
    },

    /** My page: the member's account on each usable platform, and whether the member has a password. */
    async connections(memberId: number): Promise<SocialConnections> {
      const [member] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
      const rows = await db.select().from(socialAccounts).where(eq(socialAccounts.memberId, memberId));
      return {
        has_password: member ? hasPassword(member.passwordHash) : false,
        connections: ALLOWED_SOCIAL_LOGIN.map((platform) => {
          const row = rows.find((r) => r.platform === platform);
          return {
            platform_type: platform,
            label: SOCIAL_PLATFORM_LABELS[platform],
            connected: Boolean(row),
            email: row?.email ? maskEmail(row.email) : null,
            connected_at: row ? formatKstDateTime(row.connectedAt) : null,
          };
        }),
      };
    },

    /**
     * disconnect: the member lets go of the platform's account, but never of the last way to log in
     * (a member without a password whose only social account it is).
     */
    async disconnect(memberId: number, platform: SocialPlatform): Promise<void> {
      const label = SOCIAL_PLATFORM_LABELS[platform];
      await db.transaction(async (tx) => {
        const [member] = await tx.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId)).for('update');
        const accounts = await tx.select({ platform: socialAccounts.platform }).from(socialAccounts).where(eq(socialAccounts.memberId, memberId));
        if (!member || !accounts.some((a) => a.platform === platform)) throw notFound(SOCIAL_MESSAGES.notConnectedPlatform(label), 'SOCIAL_NOT_CONNECTED');
        if (!hasPassword(member.passwordHash) && accounts.length <= 1) throw new AppError(409, 'SOCIAL_LAST_LOGIN_WAY', SOCIAL_MESSAGES.lastLoginWay(label));
        await tx.delete(socialAccounts).where(and(eq(socialAccounts.memberId, memberId), eq(socialAccounts.platform, platform)));
      });
    },
  };
}
export type SocialLogin = ReturnType<typeof createSocialLogin>;

export const socialLoginPlugin = fp(
  async (app) => {
    const sandbox = createSandboxSocialProvider(app.db);
    app.decorate('sandboxSocialProvider', sandbox);
    app.decorate('socialLogin', createSocialLogin(app.db, sandbox, { accounts: app.accountsRepository }));
  },
  { name: 'social-login', dependencies: ['db', 'accounts-repository'] },
);

export default socialLoginPlugin;
