import { createHash } from 'node:crypto';
import { formatKstDateTime, type IdentityResult } from '@mall/shared-contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { identityVerifications } from '../../../../db/schema';
import { hashToken, newToken } from '../../../../lib/tokens';
import { maskPhone } from '../../member/members/masking';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityVerification;
  }
}

/** A person as the provider reports them after a successful verification. */
export interface VerifiedPerson {
  name: string;
  phone: string;
  birthdate: string;
  gender: 'male' | 'female';
  /** The provider's connecting information (CI): the same person always has the same one. */
  ci: string;
}

export type VerificationRow = typeof identityVerifications.$inferSelect;

const TTL_MS = 10 * 60_000;
/**
 * The sandbox provider's CI: the same person (name, birth date, gender, phone) always gets the same
 * one, as with the real providers, so "already a member" works in the demo.
 */
export const sandboxCiOf = (person: Omit<VerifiedPerson, 'ci'>) =>
  createHash('sha256').update(`sandbox-ci:${person.name}|${person.birthdate}|${person.gender}|${person.phone}`).digest('base64url');

/** The CI is a person's identity across services: keep only a hash of it. */
export const hashCi = (ci: string) => createHash('sha256').update(`k-mall-ci:${ci}`).digest('hex');

/**
 * Identity verification (본인인증) behind a provider adapter. The storefront asks for a token, opens
 * the provider's page with it in a popup and polls the result; the provider reports the person to
 * us. The sandbox provider's page is /sandbox/identity/{token} (outside production), where a person
 * trying the demo types who they are and approves, or cancels.
 */
export function createIdentityVerification(db: Database, provider = 'sandbox') {
  async function find(token: string): Promise<VerificationRow | null> {
    const [row] = await db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.tokenHash, hashToken(token)));
    return row ?? null;
  }
  const expired = (row: VerificationRow, now = new Date()) => row.expiresAt.getTime() <= now.getTime();

  return {
    provider,

    async start(): Promise<{ token: string; verificationUrl: string; expireAt: string }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + TTL_MS);
      await db.insert(identityVerifications).values({ tokenHash: hashToken(token), provider, expiresAt });
      return { token, verificationUrl: `/sandbox/identity/${token}`, expireAt: formatKstDateTime(expiresAt) };
    },

    find,

    /** What the storefront may see: the status and the person, phone masked. */
    async result(token: string): Promise<IdentityResult | null> {
      const row = await find(token);
      if (!row) return null;
      const status = row.status === 'pending' && expired(row) ? 'expired' : row.status;
      return {
        status,
        name: row.name,
        phone: row.phone ? maskPhone(row.phone) : null,
        birthdate: row.birthdate,
        gender: row.gender,
        failure_reason: row.failureReason,
      };
    },

    /** The provider's report (the sandbox page calls this when the person approves). */
    async complete(token: string, person: VerifiedPerson): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(identityVerifications)
        .set({
          status: 'verified',
          name: person.name,
          phone: person.phone,
          birthdate: person.birthdate,
          gender: person.gender,
          ciHash: hashCi(person.ci),
          verifiedAt: now,
        })
        .where(
          and(eq(identityVerifications.tokenHash, hashToken(token)), eq(identityVerifications.status, 'pending'), gt(identityVerifications.expiresAt, now)),
        )
        .returning({ id: identityVerifications.id });
      return rows.length > 0;
    },

    async cancel(token: string, reason: 'cancelled' | 'failed', failureReason: string | null = null): Promise<void> {
      await db
        .update(identityVerifications)
        .set({ status: reason, failureReason })
        .where(and(eq(identityVerifications.tokenHash, hashToken(token)), eq(identityVerifications.status, 'pending')));
    },

    /**
     * A verified, unexpired, unused verification, or null. `use` marks it used by a member inside
     * the caller's transaction, so one verification never serves two accounts.
     */
    async verified(token: string): Promise<VerificationRow | null> {
      const row = await find(token);
      if (!row || row.status !== 'verified' || row.usedAt || expired(row)) return null;
      return row;
    },

    async use(executor: Pick<Database, 'update'>, rowId: number, memberId: number): Promise<boolean> {
      const rows = await executor
        .update(identityVerifications)
        .set({ usedByMemberId: memberId, usedAt: new Date() })
        .where(and(eq(identityVerifications.id, rowId), isNull(identityVerifications.usedAt)))
        .returning({ id: identityVerifications.id });
      return rows.length > 0;
    },
  };
}
export type IdentityVerification = ReturnType<typeof createIdentityVerification>;

export const identityPlugin = fp(
  async (app) => {
    app.decorate('identity', createIdentityVerification(app.db));
  },
  { name: 'identity', dependencies: ['db'] },
);

export default identityPlugin;
