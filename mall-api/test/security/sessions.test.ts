import { API, MESSAGES } from '@mall/shared-contracts';
import { LoginResponseSchema, TokenSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, carts, failureCounters, guestSessions, recentGoodsViews, sessions } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { bearer, expectApiError, expectBody } from '../helpers/api';
import { countRows } from '../helpers/fixtures';

const DAY = 86_400_000;

describe('sessions: the refresh token cookie, rotation families, lifetime and purge', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const login = async () => {
    const res = await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: 'demo', password: 'demo1234!' } });
    return { body: expectBody(res, 200, LoginResponseSchema), cookie: res.cookies.find((c) => c.name === 'mall_rt')! };
  };
  const refreshWithCookie = (token: string, refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: API.refreshToken, payload: { token }, cookies: { mall_rt: refreshToken } });

  it('login sets the refresh token as an HttpOnly, SameSite=Strict cookie scoped to the auth calls', async () => {
    const { cookie } = await login();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
  });

  it('the refresh token is never in a response body: login, refresh and refresh-token answer the access token only', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: 'demo', password: 'demo1234!' } });
    const cookie = res.cookies.find((c) => c.name === 'mall_rt')!.value;
    expect(res.body).not.toContain(cookie);
    expect(res.json()).not.toHaveProperty('refresh_token');
    const viaCookie = await refreshWithCookie(res.json<{ token: string }>().token, cookie);
    const next = viaCookie.cookies.find((c) => c.name === 'mall_rt')!.value;
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.body).not.toContain(next);
    expect(viaCookie.json()).toEqual({ token: expect.any(String), expired_at: expect.any(String) });
    const viaRefresh = await ctx.app.inject({
      method: 'POST',
      url: API.refresh,
      headers: bearer(viaCookie.json<{ token: string }>().token),
      cookies: { mall_rt: next },
    });
    expect(viaRefresh.statusCode).toBe(200);
    expect(viaRefresh.body).not.toContain(viaRefresh.cookies.find((c) => c.name === 'mall_rt')!.value);
    expect(viaRefresh.json()).not.toHaveProperty('refresh_token');
  });

  it('an access token alone (what a page script can read) never renews itself: refresh needs the cookie', async () => {
    const { body, cookie } = await login();
    // The stolen access token on /auth/refresh, without the cookie:
    expectApiError(await ctx.app.inject({ method: 'POST', url: API.refresh, headers: bearer(body.token) }), 401);
    // ... nor on refresh-token, nor with a refresh token put in the body instead of the cookie.
    expectApiError(await ctx.app.inject({ method: 'POST', url: API.refreshToken, payload: { token: body.token } }), 401);
    expectApiError(await ctx.app.inject({ method: 'POST', url: API.refreshToken, payload: { token: body.token, refresh_token: cookie.value } }), 401);
    // The member's own browser (with the cookie) still refreshes.
    expectBody(await refreshWithCookie(body.token, cookie.value), 200, TokenSchema);
  });

  it('a replayed refresh token (already rotated) ends the whole family, the thief and the member alike', async () => {
    const { body, cookie } = await login();
    const rotated = await refreshWithCookie(body.token, cookie.value);
    const first = expectBody(rotated, 200, TokenSchema);
    // The stolen, already used refresh token comes back:
    expectApiError(await refreshWithCookie(body.token, cookie.value), 401, MESSAGES.authenticationRequired);
    // ... and the member's current session of that family is over too.
    expectApiError(await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(first.token) }), 401);
    expectApiError(await refreshWithCookie(first.token, rotated.cookies.find((c) => c.name === 'mall_rt')!.value), 401);
  });

  it('a family older than its absolute lifetime cannot refresh any more', async () => {
    const { body, cookie } = await login();
    await ctx.db.db
      .update(sessions)
      .set({ familyStartedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expectApiError(await refreshWithCookie(body.token, cookie.value), 401);
  });

  it('Secure cookies: always in production; elsewhere only when the trusted proxy hop reports https', async () => {
    const loginFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: API.login, remoteAddress, headers, payload: { login_id: 'demo', password: 'demo1234!' } });
    const secureOf = (res: Awaited<ReturnType<typeof loginFrom>>, name = 'mall_rt') => res.cookies.find((c) => c.name === name)?.secure ?? false;
    // The shell's proxy (loopback, trusted) says the shopper came over TLS:
    expect(secureOf(await loginFrom('127.0.0.1', { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(secureOf(await loginFrom('127.0.0.1'))).toBe(false);
    // A client that is not our proxy cannot choose it (either way).
    expect(secureOf(await loginFrom('203.0.113.9', { 'x-forwarded-proto': 'https' }))).toBe(false);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      // Production is served behind TLS: Secure whatever a hop says, on the refresh and the social attempt cookies.
      expect(secureOf(await loginFrom('127.0.0.1', { 'x-forwarded-proto': 'http' }))).toBe(true);
      const social = await ctx.app.inject({ method: 'POST', url: '/api/v1/3rd-party-authentication/generate-token', payload: { platform_type: 'kakao' } });
      expect(secureOf(social, 'mall_sa')).toBe(true);
    } finally {
      process.env.NODE_ENV = previous;
    }
    // mall-api's own answers carry HSTS (helmet), ignored by browsers over plain http.
    expect((await loginFrom('127.0.0.1')).headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('logout clears the cookie', async () => {
    const { body } = await login();
    const res = await ctx.app.inject({ method: 'POST', url: API.logout, headers: bearer(body.token) });
    expect(res.cookies.find((c) => c.name === 'mall_rt')).toMatchObject({ value: '' });
  });

  it('the purge job removes what expired a day ago and keeps what is live', async () => {
    const { body } = await login();
    const old = new Date(Date.now() - 3 * DAY);
    await ctx.db.db.insert(failureCounters).values({ scope: 'login_id', key: 'long-ago', failedCount: 3, firstFailedAt: old, lastFailedAt: old });
    await ctx.db.db.insert(captchas).values({ tokenHash: 'x', answerHash: 'y', expiresAt: old });
    await ctx.db.db.insert(guestSessions).values({ orderId: 1, tokenHash: 'old-guest', expiresAt: old });
    await ctx.db.db.insert(carts).values({ uidToken: 'stale-device', goodsId: 1, optionId: 1, ea: 1, updatedAt: new Date(Date.now() - 40 * DAY) });
    await ctx.db.db.insert(recentGoodsViews).values([
      { uidToken: 'stale-device', goodsId: 1, viewedAt: new Date(Date.now() - 15 * DAY) },
      { uidToken: 'stale-device', goodsId: 2, viewedAt: new Date(Date.now() - 13 * DAY) },
    ]);
    await ctx.db.db
      .update(sessions)
      .set({ revokedAt: old })
      .where(eq(sessions.tokenHash, hashToken('never-issued')));
    const before = await countRows(ctx.db.db, 'sessions');
    const purged = await ctx.app.purgeExpired();
    expect(purged).toMatchObject({ failureCounters: 1, captchas: 1, guestSessions: 1, guestCarts: 1, recentGoodsViews: 1 });
    // the live session survived
    expect((await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(body.token) })).statusCode).toBe(200);
    expect(await countRows(ctx.db.db, 'sessions')).toBeLessThanOrEqual(before);
  });
});
