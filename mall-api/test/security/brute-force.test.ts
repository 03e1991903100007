import { API, MESSAGES } from '@mall/shared-contracts';
import { CaptchaSchema, LoginResponseSchema, SandboxCaptchaAnswerSchema } from '@mall/shared-contracts/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, failureCounters } from '../../src/db/schema';
import { captchaImage, newCaptchaAnswer } from '../../src/lib/captcha-image';
import { hashToken } from '../../src/lib/tokens';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { expectApiError, expectBody } from '../helpers/api';

/**
 * Issue 14 "Nothing stops password guessing": 100 wrong passwords then the right one used to log in.
 * Now the server asks for a captcha from the 5th failure, locks the account at 20, caps what one
 * client address may fail, and guest login counts its failures too (per client and order:
 * test/security/guest-access.test.ts).
 */
describe('brute-force defence', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const login = (login_id: string, password: string, extra: object = {}, client = '198.51.100.10') =>
    ctx.app.inject({
      method: 'POST',
      url: API.login,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
      payload: { login_id, password, ...extra },
    });

  /** A captcha solved with its answer from the sandbox (the image carries no character to read). */
  async function solvedCaptcha(): Promise<string> {
    const made = expectBody(await ctx.app.inject({ method: 'POST', url: API.makeCaptcha }), 200, CaptchaSchema);
    expect(made.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const { answer } = expectBody(
      await ctx.app.inject({ method: 'GET', url: API.sandboxCaptcha, query: { token: made.token } }),
      200,
      SandboxCaptchaAnswerSchema,
    );
    expect(answer).toMatch(/^[2-9A-Z]{5}$/);
    expectApiError(
      await ctx.app.inject({ method: 'POST', url: API.checkCaptcha, payload: { token: made.token, captcha_code: 'ZZZZZ' === answer ? 'YYYYY' : 'ZZZZZ' } }),
      422,
    );
    expect(
      (await ctx.app.inject({ method: 'POST', url: API.checkCaptcha, payload: { token: made.token, captcha_code: answer.toLowerCase() } })).statusCode,
    ).toBe(200);
    return made.token;
  }

  it('after 5 failures the right password alone is refused: a solved captcha is required, and is spent', async () => {
    for (let i = 1; i <= 5; i++) {
      const body = expectApiError(await login('demo', 'wrong-pass1'), 401, MESSAGES.loginFailed);
      expect(body).toMatchObject({ failed_count: i, captcha_required: i >= 5 });
    }
    const refused = expectApiError(await login('demo', 'demo1234!'), 401, '자동입력 방지 문자를 입력해 주세요.');
    expect(refused).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha_required: true });
    // an unsolved captcha does not count
    const unsolved = expectBody(await ctx.app.inject({ method: 'POST', url: API.makeCaptcha }), 200, CaptchaSchema);
    expectApiError(await login('demo', 'demo1234!', { captcha_token: unsolved.token }), 401, '자동입력 방지 문자를 입력해 주세요.');

    const token = await solvedCaptcha();
    expectBody(await login('demo', 'demo1234!', { captcha_token: token }), 200, LoginResponseSchema);
    // the counter reset on success, and the captcha was spent
    expect(
      await ctx.db.db
        .select()
        .from(failureCounters)
        .where(and(eq(failureCounters.scope, 'login_id'), eq(failureCounters.key, 'demo'))),
    ).toEqual([]);
    const [row] = await ctx.db.db
      .select()
      .from(captchas)
      .where(eq(captchas.tokenHash, hashToken(token)));
    expect(row?.usedAt).not.toBeNull();
  });

  it('at 20 failures the account rests, even with captchas and the right password', async () => {
    for (let i = 0; i < 20; i++) {
      const extra = i >= 5 ? { captcha_token: await solvedCaptcha() } : {};
      await login('sleeper', 'wrong-pass1', extra, `198.51.100.${100 + (i % 5)}`);
    }
    const locked = expectApiError(await login('sleeper', 'sleep1234!', { captcha_token: await solvedCaptcha() }, '198.51.100.200'), 401);
    expect(locked.code).toBe('ACCOUNT_LOCKED');
  });

  it('one client address failing for many ids is stopped (credential stuffing)', async () => {
    for (let i = 0; i < 50; i++) await login(`stuffing${i}`, 'guess-1234', {}, '203.0.113.77');
    const stopped = await login('demo', 'demo1234!', {}, '203.0.113.77');
    expectApiError(stopped, 429, '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    // another shopper is not affected
    expect((await login('demo', 'demo1234!', {}, '203.0.113.78')).statusCode).toBe(200);
  });

  it('an id that does not exist costs a hash too (no timing oracle), and is counted', async () => {
    expectApiError(await login('ghost-member', 'whatever1!'), 401, MESSAGES.loginFailed);
    const [row] = await ctx.db.db
      .select()
      .from(failureCounters)
      .where(and(eq(failureCounters.scope, 'login_id'), eq(failureCounters.key, 'ghost-member')));
    expect(row?.failedCount).toBe(1);
  });

  it('the captcha image draws its answer, different each time', () => {
    expect(captchaImage('AB234')).not.toBe(captchaImage('AB234'));
  });

  it('the captcha image holds no character of its answer: no text, strokes only, drawn differently each time', () => {
    const decode = (image: string) => Buffer.from(image.split(',')[1]!, 'base64').toString();
    for (let i = 0; i < 30; i++) {
      const answer = newCaptchaAnswer();
      const svg = decode(captchaImage(answer));
      expect(svg).not.toMatch(/<text|<tspan|font|glyph|<use|<symbol/i);
      expect(svg).not.toContain(answer);
      // Not one letter of the answer anywhere in the markup (path commands and attributes are lower case).
      for (const c of answer.replace(/\d/g, '')) expect(svg).not.toContain(c);
      expect(svg).toMatch(/<path d="m[-\d. ]+l/);
    }
    // The same answer twice: no path in common (a machine cannot learn glyphs by their coordinates).
    const paths = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]!.split('m').filter(Boolean)).flat();
    const first = new Set(paths(decode(captchaImage('HKMNW'))));
    expect(paths(decode(captchaImage('HKMNW'))).filter((p) => first.has(p))).toEqual([]);
  });

  it("the sandbox tells a live captcha's answer, not a spent or unknown one", async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: API.sandboxCaptcha, query: { token: 'no-such-captcha-token' } }), 404);
  });
});

describe('stored passwords', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('a login upgrades a hash made with weaker parameters', async () => {
    const { members } = await import('../../src/db/schema');
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('legacy-salt-0001');
    const legacy = `scrypt$${salt.toString('hex')}$${scryptSync('oldpass123!', salt, 32).toString('hex')}`;
    await ctx.db.db.update(members).set({ passwordHash: legacy }).where(eq(members.loginId, 'oldpass'));
    // Today's cost above the legacy one (2^14), as in production (2^17).
    const saved = process.env.SCRYPT_LOG_N;
    process.env.SCRYPT_LOG_N = '15';
    try {
      expect((await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: 'oldpass', password: 'oldpass123!' } })).statusCode).toBe(200);
    } finally {
      process.env.SCRYPT_LOG_N = saved;
    }
    const [row] = await ctx.db.db.select({ hash: members.passwordHash }).from(members).where(eq(members.loginId, 'oldpass'));
    expect(row!.hash).toMatch(/^scrypt2\$32768\$/);
    expect((await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: 'oldpass', password: 'oldpass123!' } })).statusCode).toBe(200);
  });
});
