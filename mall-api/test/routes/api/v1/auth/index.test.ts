import { API, MESSAGES, parseKstDateTime } from '@mall/shared-contracts';
import { LoginResponseSchema, MeSchema, SuccessSchema, TokenSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failureCounters, sessions } from '../../../../../src/db/schema';
import { DEMO_MEMBER } from '../../../../../src/db/seed/index';
import { hashToken } from '../../../../../src/lib/tokens';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

describe('auth', () => {
  let ctx: TestContext;
  const me = (token: string) => ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(token) });
  const expectRevoked = async (token: string) =>
    expect(expectApiError(await me(token), 401, MESSAGES.authenticationRequired).cause).toBe('AuthenticationException');

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());
  afterEach(() => {
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
  });

  it('logs the demo member in with opaque tokens stored only as hashes', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: 'demo', password: 'demo1234!' } });
    const body = expectBody(res, 200, LoginResponseSchema);
    expect(body.user).toMatchObject({ login_id: 'demo', name: '김데모', login_type: 'shop', grade: { name: '실버' } });
    const expiresInMs = parseKstDateTime(body.expired_at)!.getTime() - Date.now();
    expect(expiresInMs).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(2 * 3600_000);
    const [row] = await ctx.db.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(body.token);
    expect(row!.refreshExpiresAt.getTime() - Date.now()).toBeGreaterThan(13 * 86_400_000);
  });

  it('rejects wrong credentials with LOGIN_FAILED, counts failures and resets them on success', async () => {
    const fail = () => ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: 'demo', password: 'wrong-pass' } });
    const first = expectApiError(await fail(), 401, MESSAGES.loginFailed);
    expect(first.code).toBe('LOGIN_FAILED');
    expect(first.cause).toBeUndefined();
    expect(first.failed_count).toBe(1);
    expect(expectApiError(await fail(), 401).failed_count).toBe(2);
    const unknown = await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: 'nobody', password: 'whatever1!' } });
    expect(expectApiError(unknown, 401, MESSAGES.loginFailed).failed_count).toBe(1);
    await loginDemo(ctx.app);
    expect(await ctx.db.db.select().from(failureCounters).where(eq(failureCounters.key, 'demo'))).toEqual([]);
  });

  it('validates the login body with Korean field messages', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: ' ', password: '' } });
    const body = expectApiError(res, 422, '아이디를 입력해 주세요.');
    expect(body.errors).toEqual([
      { field: 'login_id', message: '아이디를 입력해 주세요.' },
      { field: 'password', message: '비밀번호를 입력해 주세요.' },
    ]);
  });

  it('returns me for a live token and 401 AuthenticationException without one', async () => {
    const { token } = await loginDemo(ctx.app);
    const body = expectBody(await me(token), 200, MeSchema);
    expect(body.name).toBe(DEMO_MEMBER.name);
    const anonymous = expectApiError(await ctx.app.inject({ method: 'GET', url: API.me }), 401, MESSAGES.authenticationRequired);
    expect(anonymous.cause).toBe('AuthenticationException');
    await expectRevoked('garbage');
  });

  const refreshWith = (url: string, token: string, refreshToken: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, payload: url === API.refreshToken ? { token } : undefined, cookies: { mall_rt: refreshToken } });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'mall_rt')?.value;

  it('refresh rotates the pair (access token and its refresh cookie) and revokes the old access token', async () => {
    const old = await loginDemo(ctx.app);
    const res = await refreshWith(API.refresh, old.token, old.refreshToken, bearer(old.token));
    const next = expectBody(res, 200, TokenSchema);
    expect(next.token).not.toBe(old.token);
    expect(cookieOf(res)).toBeTruthy();
    expect(cookieOf(res)).not.toBe(old.refreshToken);
    expectBody(await me(next.token), 200, MeSchema);
    await expectRevoked(old.token);
    // The old refresh token died with its session.
    const reuse = await refreshWith(API.refreshToken, old.token, old.refreshToken);
    expect(expectApiError(reuse, 401).cause).toBe('AuthenticationException');
    expectApiError(await ctx.app.inject({ method: 'POST', url: API.refresh }), 401, MESSAGES.authenticationRequired);
  });

  it('refresh-token renews an expired access token once, with its own refresh cookie only', async () => {
    process.env.ACCESS_TOKEN_TTL_SECONDS = '1';
    const old = await loginDemo(ctx.app);
    await new Promise((r) => setTimeout(r, 1200));
    await expectRevoked(old.token);
    delete process.env.ACCESS_TOKEN_TTL_SECONDS;
    const res = await refreshWith(API.refreshToken, old.token, old.refreshToken);
    const next = expectBody(res, 200, TokenSchema);
    expectBody(await me(next.token), 200, MeSchema);
    expectApiError(await refreshWith(API.refreshToken, old.token, old.refreshToken), 401, MESSAGES.authenticationRequired);
    // A refresh token only works together with its own access token.
    const other = await loginDemo(ctx.app);
    expectApiError(await refreshWith(API.refreshToken, next.token, other.refreshToken), 401);
  });

  it('logout revokes the token', async () => {
    const { token } = await loginDemo(ctx.app);
    expectBody(await ctx.app.inject({ method: 'POST', url: API.logout, headers: bearer(token) }), 200, SuccessSchema);
    await expectRevoked(token);
    expectApiError(await ctx.app.inject({ method: 'POST', url: API.logout, headers: bearer(token) }), 401);
  });
});
