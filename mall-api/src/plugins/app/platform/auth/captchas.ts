import { formatKstDateTime } from '@mall/shared-contracts';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { captchas } from '../../../../db/schema';
import { captchaImage, newCaptchaAnswer } from '../../../../lib/captcha-image';
import { sandboxEnabled } from '../../../../lib/environment';
import { unprocessable } from '../../../../lib/errors';
import { hashToken, newToken } from '../../../../lib/tokens';

const TTL_MS = 5 * 60_000;
const MAX_CHECKS = 3;
export const CAPTCHA_MESSAGES = {
  wrong: '자동입력 방지 문자가 일치하지 않습니다. 다시 입력해 주세요.',
  expired: '자동입력 방지 문자가 만료되었습니다. 새로고침해 주세요.',
  required: '자동입력 방지 문자를 입력해 주세요.',
} as const;

const answerHash = (token: string, answer: string) => hashToken(`${token}:${answer.trim().toUpperCase()}`);

/** make-captcha / check-captcha: a person proves they are one before the 6th login attempt. */
export function createCaptchas(db: Database) {
  return {
    async make(): Promise<{ token: string; image: string; expire_at: string }> {
      const token = newToken();
      const answer = newCaptchaAnswer();
      const expiresAt = new Date(Date.now() + TTL_MS);
      // The image carries no character: outside production the sandbox page tells its answer (e2e, demo).
      const sandboxAnswer = sandboxEnabled() ? answer : null;
      await db.insert(captchas).values({ tokenHash: hashToken(token), answerHash: answerHash(token, answer), expiresAt, sandboxAnswer });
      return { token, image: captchaImage(answer), expire_at: formatKstDateTime(expiresAt) };
    },

    /** Three tries per image; a solved captcha waits for the login that uses it. */
    async check(token: string, code: string): Promise<void> {
      const [row] = await db
        .update(captchas)
        .set({ attempts: sql`${captchas.attempts} + 1` })
        .where(and(eq(captchas.tokenHash, hashToken(token)), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
        .returning();
      if (!row || row.attempts > MAX_CHECKS) throw unprocessable(CAPTCHA_MESSAGES.expired, 'CAPTCHA_EXPIRED');
      if (row.answerHash !== answerHash(token, code)) throw unprocessable(CAPTCHA_MESSAGES.wrong, 'CAPTCHA_WRONG');
      await db.update(captchas).set({ solvedAt: new Date() }).where(eq(captchas.id, row.id));
    },

    /** The sandbox's view of a live captcha's answer (null in production, where it is never kept). */
    async sandboxAnswer(token: string): Promise<string | null> {
      if (!sandboxEnabled()) return null;
      const [row] = await db
        .select({ answer: captchas.sandboxAnswer })
        .from(captchas)
        .where(and(eq(captchas.tokenHash, hashToken(token)), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())));
      return row?.answer ?? null;
    },

    /** A login attempt spends a solved captcha, whatever its outcome: the next attempt needs a new one. */
    async spend(token: string): Promise<boolean> {
      const rows = await db
        .update(captchas)
        .set({ usedAt: new Date() })
        .where(and(eq(captchas.tokenHash, hashToken(token)), isNotNull(captchas.solvedAt), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
        .returning({ id: captchas.id });
      return rows.length > 0;
    },
  };
}
export type Captchas = ReturnType<typeof createCaptchas>;
