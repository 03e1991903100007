import { and, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { formatKstDateTime } from '@mall/shared-contracts';
import type { Database } from '../../../../db/client';
import { appAccessTokens } from '../../../../db/schema';
import { hashToken, newToken } from '../../../../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    appAccessTokensRepository: AppAccessTokensRepository;
  }
}

/** A year: the member re-registers biometrics after logging in with a password again. */
export const APP_ACCESS_TOKEN_TTL_MS = 365 * 86_400_000;

/**
 * Biometric login tokens: one live token per device. Issuing revokes the device's earlier token
 * (whoever it belonged to), so a shared phone never logs in as the previous owner.
 */
export function createAppAccessTokensRepository(db: Database) {
  const revokeDevice = (executor: Database, uuid: string) =>
    executor
      .update(appAccessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(appAccessTokens.uuid, uuid), isNull(appAccessTokens.revokedAt)))
      .returning({ id: appAccessTokens.id });

  return {
    async issue(memberId: number, uuid: string) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + APP_ACCESS_TOKEN_TTL_MS);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await revokeDevice(tx, uuid);
        await tx.insert(appAccessTokens).values({ memberId, uuid, tokenHash: hashToken(token), expiresAt });
      });
      return { token, uuid, expired_at: formatKstDateTime(expiresAt) };
    },

    /** The member's token on this device is revoked; false when there was none. */
    async revoke(memberId: number, uuid: string) {
      const rows = await db
        .update(appAccessTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(appAccessTokens.memberId, memberId), eq(appAccessTokens.uuid, uuid), isNull(appAccessTokens.revokedAt)))
        .returning({ id: appAccessTokens.id });
      return rows.length > 0;
    },

    /** The member of a live token issued for exactly this device, else null. */
    async memberFor(token: string, uuid: string): Promise<number | null> {
      const [row] = await db
        .select({ memberId: appAccessTokens.memberId })
        .from(appAccessTokens)
        .where(
          and(
            eq(appAccessTokens.tokenHash, hashToken(token)),
            eq(appAccessTokens.uuid, uuid),
            isNull(appAccessTokens.revokedAt),
            gt(appAccessTokens.expiresAt, new Date()),
          ),
        );
      return row?.memberId ?? null;
    },
  };
}
export type AppAccessTokensRepository = ReturnType<typeof createAppAccessTokensRepository>;

export const appAccessTokensRepositoryPlugin = fp(
  async (app) => {
    app.decorate('appAccessTokensRepository', createAppAccessTokensRepository(app.db));
  },
  { name: 'app-access-tokens-repository', dependencies: ['db'] },
);

export default appAccessTokensRepositoryPlugin;
