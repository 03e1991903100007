import { formatKstDateTime } from '@mall/shared-contracts';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { members, sessions } from '../../../../db/schema';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../../../lib/password';
import { accessTokenTtlSeconds, hashToken, newToken, REFRESH_TOKEN_TTL_SECONDS } from '../../../../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    authRepository: AuthRepository;
  }
}

export interface ActiveSession {
  sessionId: number;
  memberId: number;
}

/** A login keeps refreshing for at most this long; then the member logs in again (ASVS 3.3). */
export const sessionMaxLifetimeMs = () => Number(process.env.SESSION_MAX_LIFETIME_DAYS ?? 30) * 86_400_000;

export interface SessionFamily {
  familyId: string;
  familyStartedAt: Date;
}

export function createAuthRepository(db: Database) {
  async function issue(executor: Database, memberId: number, family?: SessionFamily) {
    const token = newToken();
    const refreshToken = newToken();
    const now = Date.now();
    const expiresAt = new Date(now + accessTokenTtlSeconds() * 1000);
    const familyStartedAt = family?.familyStartedAt ?? new Date(now);
    // The refresh token never outlives the family's absolute lifetime.
    const refreshExpiresAt = new Date(Math.min(now + REFRESH_TOKEN_TTL_SECONDS * 1000, familyStartedAt.getTime() + sessionMaxLifetimeMs()));
    await executor.insert(sessions).values({
      memberId,
      tokenHash: hashToken(token),
      refreshTokenHash: hashToken(refreshToken),
      expiresAt,
      refreshExpiresAt,
      familyId: family?.familyId ?? newToken(),
      familyStartedAt,
    });
    // The refresh token leaves mall-api only as the httpOnly cookie (lib/refresh-cookie.ts `handOverTokens`).
    return { token, refreshToken, expired_at: formatKstDateTime(expiresAt) };
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  }

  /** Marks the session revoked; false when it already was (a concurrent rotation won). */
  async function revoke(executor: Database, sessionId: number) {
    const rows = await executor
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  return {
    /**
     * The password check of a login, after the brute-force gates (routes/api/v1/auth: captcha, locks).
     * An unknown or withdrawn id costs the same as a known one (a dummy hash), so timing tells nothing;
     * a hash made with weaker parameters is replaced now that the password is known.
     */
    async verifyCredentials(loginId: string, password: string): Promise<{ ok: true; memberId: number } | { ok: false }> {
      const [member] = await db
        .select({ id: members.id, passwordHash: members.passwordHash })
        .from(members)
        .where(and(eq(members.loginId, loginId), isNull(members.withdrawnAt)));
      if (!member) return verifyAgainstDummy(password).then(() => ({ ok: false as const }));
      if (!(await verifyPassword(password, member.passwordHash))) return { ok: false };
      if (needsRehash(member.passwordHash))
        await db
          .update(members)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(members.id, member.id));
      return { ok: true, memberId: member.id };
    },

    issue: (memberId: number) => issue(db, memberId),

    /** A live session for an access token: not revoked and not expired. */
    async findActive(token: string): Promise<ActiveSession | null> {
      const [row] = await db
        .select({ sessionId: sessions.id, memberId: sessions.memberId })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      return row ?? null;
    },

    /**
     * refresh-token flow: both tokens must belong to the same session. A refresh token whose session
     * was already rotated is a replay: the whole family ends (the thief's and the member's sessions).
     * A family past its absolute lifetime ends too.
     */
    async findByRefresh(token: string, refreshToken: string): Promise<(ActiveSession & SessionFamily) | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.refreshTokenHash, hashToken(refreshToken))));
      if (!row) return null;
      if (row.rotatedAt) {
        await revokeFamily(row.familyId);
        return null;
      }
      if (row.revokedAt || row.refreshExpiresAt <= new Date()) return null;
      if (Date.now() - row.familyStartedAt.getTime() >= sessionMaxLifetimeMs()) {
        await revokeFamily(row.familyId);
        return null;
      }
      return { sessionId: row.id, memberId: row.memberId, familyId: row.familyId, familyStartedAt: row.familyStartedAt };
    },

    /** Every session of a member ends (password changed elsewhere, withdrawal). */
    async revokeAll(memberId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
    },

    revoke: (sessionId: number) => revoke(db, sessionId),

    /** Old session revoked (as rotated) and the next one of its family issued atomically; null if someone else rotated first or the family is too old. */
    async rotate(session: ActiveSession) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, session.sessionId));
      if (!row || Date.now() - row.familyStartedAt.getTime() >= sessionMaxLifetimeMs()) return null;
      return db.transaction(async (tx) => {
        const tdb = tx as unknown as Database;
        const rotated = await tdb
          .update(sessions)
          .set({ revokedAt: new Date(), rotatedAt: new Date() })
          .where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        if (!rotated.length) return null;
        return issue(tdb, session.memberId, { familyId: row.familyId, familyStartedAt: row.familyStartedAt });
      });
    },

    /** The purge job: sessions whose refresh token expired, or that ended, more than a day ago. */
    async purge(before: Date): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(or(lt(sessions.refreshExpiresAt, before), lt(sessions.revokedAt, before)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

export const authRepositoryPlugin = fp(
  async (app) => {
    app.decorate('authRepository', createAuthRepository(app.db));
  },
  { name: 'auth-repository', dependencies: ['db'] },
);

export default authRepositoryPlugin;
