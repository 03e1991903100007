import { randomInt } from 'node:crypto';
import { formatKstDateTime } from '@mall/shared-contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { accountTokens } from '../../../../db/schema';
import { hashToken, newToken } from '../../../../lib/tokens';

export type AccountTokenPurpose = (typeof accountTokens.$inferInsert)['purpose'];
export type AccountTokenRow = typeof accountTokens.$inferSelect;

export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  find_id: 10 * 60_000,
  // A verification code lives three minutes, as the countdown on the page shows.
  auth_code: 3 * 60_000,
  password_reset: 10 * 60_000,
  profile_edit: 10 * 60_000,
};
export const MAX_CODE_ATTEMPTS = 5;

/** Six digits, leading zeros allowed; the form sends it as a number. */
export const newVerificationCode = () => randomInt(0, 1_000_000);
export const formatCode = (code: number) => String(code).padStart(6, '0');

/** Short-lived grants of the account flows (find id, codes, password reset, profile edit), stored hashed. */
export function createAccountTokens(db: Database) {
  return {
    async issue(
      purpose: AccountTokenPurpose,
      memberIds: number[],
      extra: { channel?: 'email' | 'phone'; recipient?: string; code?: number } = {},
    ): Promise<{ token: string; expireAt: string }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[purpose]);
      await db.insert(accountTokens).values({
        purpose,
        tokenHash: hashToken(token),
        memberIds,
        channel: extra.channel ?? null,
        recipient: extra.recipient ?? null,
        codeHash: extra.code === undefined ? null : hashToken(`${purpose}:${formatCode(extra.code)}`),
        expiresAt,
      });
      return { token, expireAt: formatKstDateTime(expiresAt) };
    },

    /** The token's row whatever its state (the caller tells expired from unknown). */
    async find(purpose: AccountTokenPurpose, token: string): Promise<AccountTokenRow | null> {
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)));
      return row ?? null;
    },

    /** Counts one attempt at a code (before checking it), so guessing stops after MAX_CODE_ATTEMPTS. */
    async countAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(accountTokens)
        .set({ attempts: sql`${accountTokens.attempts} + 1` })
        .where(eq(accountTokens.id, id))
        .returning({ attempts: accountTokens.attempts });
      return row?.attempts ?? MAX_CODE_ATTEMPTS + 1;
    },

    codeMatches: (row: AccountTokenRow, code: number) => row.codeHash !== null && row.codeHash === hashToken(`${row.purpose}:${formatCode(code)}`),

    async markVerified(id: number): Promise<void> {
      await db.update(accountTokens).set({ verifiedAt: new Date() }).where(eq(accountTokens.id, id));
    },

    /** Uses a live token once; false when it was already used or has expired meanwhile. */
    async consume(id: number): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
        .returning({ id: accountTokens.id });
      return rows.length > 0;
    },

    /** How many codes went to one recipient in the last hour (a sender must not be a spam cannon). */
    async recentCodesTo(recipient: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(accountTokens)
        .where(
          and(eq(accountTokens.recipient, recipient), eq(accountTokens.purpose, 'auth_code'), gt(accountTokens.createdAt, new Date(Date.now() - 3_600_000))),
        );
      return row?.n ?? 0;
    },
  };
}
export type AccountTokens = ReturnType<typeof createAccountTokens>;

export const isLive = (row: AccountTokenRow, now = new Date()) => !row.usedAt && row.expiresAt.getTime() > now.getTime();
