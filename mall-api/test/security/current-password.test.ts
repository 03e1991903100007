import { API } from '@mall/shared-contracts';
import { CaptchaSchema, ProfileSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { bearer, expectApiError, expectBody } from '../helpers/api';
import { joinTestMember } from '../helpers/identity';

/**
 * Issue 25 item 13: whoever holds a session (a stolen one, a shared computer) could guess the member's
 * current password on prepare-for-edit without limit, then change it. Every check of the current
 * password now counts on the login's counters: a captcha from the 5th failure, a 30-minute rest at
 * the 20th, shared with the login form.
 */
describe('the current password is guessed no more often than at the login', () => {
  let ctx: TestContext;
  let seq = 0;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const client = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
  const newMember = () => joinTestMember(ctx.app, `curpw${process.pid % 1000}${(seq += 1)}${Math.random().toString(36).slice(2, 5)}`);
  const prepare = (token: string, password: string, extra: object = {}, n = 20) =>
    ctx.app.inject({
      method: 'POST',
      url: API.myPrepareForEdit,
      remoteAddress: '127.0.0.1',
      headers: { ...bearer(token), ...client(n) },
      payload: { password, ...extra },
    });
  const login = (loginId: string, password: string, n = 20) =>
    ctx.app.inject({ method: 'POST', url: API.login, remoteAddress: '127.0.0.1', headers: client(n), payload: { login_id: loginId, password } });
  /** A captcha the person solved (check-captcha marks it so); how it is drawn is not this test's business. */
  async function solvedCaptcha() {
    const made = expectBody(await ctx.app.inject({ method: 'POST', url: API.makeCaptcha }), 200, CaptchaSchema);
    await ctx.db.db
      .update(captchas)
      .set({ solvedAt: new Date() })
      .where(eq(captchas.tokenHash, hashToken(made.token)));
    return made.token;
  }

  it('from the 5th wrong current password a solved captcha is required, on prepare-for-edit and at the login alike', async () => {
    const member = await newMember();
    for (let i = 1; i <= 5; i++) {
      const body = expectApiError(await prepare(member.token, 'Wrong1357!x'), 422, '비밀번호가 일치하지 않습니다.');
      expect(body).toMatchObject({ code: 'WRONG_PASSWORD', failed_count: i, captcha_required: i >= 5 });
    }
    // The right password alone is refused now, without ending the session (no AuthenticationException).
    const refused = expectApiError(await prepare(member.token, member.password), 401, '자동입력 방지 문자를 입력해 주세요.');
    expect(refused).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha_required: true });
    expect(refused.cause).toBeUndefined();
    // The same counter as the login form's: the login asks for the captcha too.
    expect(expectApiError(await login(member.loginId, member.password), 401).code).toBe('CAPTCHA_REQUIRED');
    // With a solved captcha the member goes on, and the counter starts over.
    expectBody(await prepare(member.token, member.password, { captcha_token: await solvedCaptcha() }), 200, ProfileSchema);
    expect((await login(member.loginId, member.password)).statusCode).toBe(200);
  });

  it('20 wrong current passwords (change-password included) rest the account like 20 wrong logins', async () => {
    const member = await newMember();
    for (let i = 1; i <= 19; i++) {
      const wrong = await ctx.app.inject({
        method: 'POST',
        url: API.myChangePassword,
        remoteAddress: '127.0.0.1',
        headers: { ...bearer(member.token), ...client(30) },
        payload: { now_password: `Wrong${i}357!x`, new_password: 'Quill8642@z' },
      });
      expect(expectApiError(wrong, 422).failed_count).toBe(i);
    }
    // The 20th failure rests the account.
    expect(expectApiError(await prepare(member.token, 'Wrong9999!x', { captcha_token: await solvedCaptcha() }, 30), 401).code).toBe('ACCOUNT_LOCKED');
    // Locked: the right password with a captcha opens neither My page nor the login, and the session lives on.
    expect(expectApiError(await prepare(member.token, member.password, { captcha_token: await solvedCaptcha() }, 30), 401).code).toBe('ACCOUNT_LOCKED');
    expect(expectApiError(await login(member.loginId, member.password, 31), 401).code).toBe('ACCOUNT_LOCKED');
    expect((await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(member.token) })).statusCode).toBe(200);
  });
});
