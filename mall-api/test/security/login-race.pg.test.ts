import { API, LIMITS } from '@mall/shared-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureCounters } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build-app';

/**
 * Issue 25 item 6, PostgreSQL only (npm run test:pg): 40 wrong logins sent at once, from 40 addresses,
 * used to read "fewer than 5 failures" together and got 16 password checks before the captcha applied.
 * The attempt is now counted before the check, in one conditional statement: at most 5 checks.
 */
describe('login failures counted atomically on PostgreSQL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('40 parallel wrong passwords get no more password checks than the captcha threshold', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: API.login,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: { login_id: 'demo', password: `wrong-guess-${i}!` },
        }),
      ),
    );
    const codes = answers.map((r) => (r.json() as { code?: string }).code);
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    // LOGIN_FAILED is an answer after a password check; CAPTCHA_REQUIRED is refused before it.
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(LIMITS.loginFailuresBeforeCaptcha);
    expect(codes.filter((c) => c === 'CAPTCHA_REQUIRED')).toHaveLength(40 - LIMITS.loginFailuresBeforeCaptcha);
    const [row] = await ctx.db.db
      .select()
      .from(failureCounters)
      .where(and(eq(failureCounters.scope, 'login_id'), eq(failureCounters.key, 'demo')));
    expect(row?.failedCount).toBe(LIMITS.loginFailuresBeforeCaptcha);
  });
});
