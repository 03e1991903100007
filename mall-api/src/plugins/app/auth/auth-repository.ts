import { formatKstDateTime } from '@mall/shared-contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { loginFailures, members, sessions } from '../../../db/schema';
import { verifyPassword } from '../../../lib/password';
import { accessTokenTtlSeconds, hashToken, newToken, REFRESH_TOKEN_TTL_SECONDS } from '../../../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    authRepository: AuthRepository;
  }
}

export interface ActiveSession {
  sessionId: number;
  memberId: number;
}

export function createAuthRepository(db: Database) {
  async function issue(executor: Database, memberId: number) {
    const token = newToken();
    const refreshToken = newToken();
    const now = Date.now();
    const expiresAt = new Date(now + accessTokenTtlSeconds() * 1000);
    await executor.insert(sessions).values({
      memberId,
      tokenHash: hashToken(token),
      refreshTokenHash: hashToken(refreshToken),
      expiresAt,
      refreshExpiresAt: new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return { token, refresh_token: refreshToken, expired_at: formatKstDateTime(expiresAt) };
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
    /** Verifies credentials; counts failures per typed login id and resets them on success. */
    async verifyCredentials(loginId: string, password: string) {
      const [member] = await db.select({ id: members.id, passwordHash: members.passwordHash }).from(members).where(eq(members.loginId, loginId));
      if (member && (await verifyPassword(password, member.passwordHash))) {
        await db.delete(loginFailures).where(eq(loginFailures.loginId, loginId));
        return { ok: true as const, memberId: member.id };
      }
      const [row] = await db
        .insert(loginFailures)
        .values({ loginId, failedCount: 1 })
        .onConflictDoUpdate({
          target: loginFailures.loginId,
          set: { failedCount: sql`${loginFailures.failedCount} + 1`, lastFailedAt: new Date() },
        })
        .returning({ failedCount: loginFailures.failedCount });
      return { ok: false as const, failedCount: row?.failedCount ?? 1 };
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

    /** refresh-token flow: both tokens must belong to the same unrevoked session. */
    async findByRefresh(token: string, refreshToken: string): Promise<ActiveSession | null> {
      const [row] = await db
        .select({ sessionId: sessions.id, memberId: sessions.memberId })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            eq(sessions.refreshTokenHash, hashToken(refreshToken)),
            isNull(sessions.revokedAt),
            gt(sessions.refreshExpiresAt, new Date()),
          ),
        );
      return row ?? null;
    },

    revoke: (sessionId: number) => revoke(db, sessionId),

    /** Old session revoked and new one issued atomically; null if someone else rotated first. */
    async rotate(session: ActiveSession) {
      return db.transaction(async (tx) => {
        const tdb = tx as unknown as Database;
        if (!(await revoke(tdb, session.sessionId))) return null;
        return issue(tdb, session.memberId);
      });
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
