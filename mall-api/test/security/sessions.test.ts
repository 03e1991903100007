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
    const { body, cookie } = await login();
    expect(cookie).toMatchObject({ value: body.refresh_token, httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    const renewed = await refreshWithCookie(body.token, cookie.value);
    const tokens = expectBody(renewed, 200, TokenSchema);
    expect(renewed.cookies.find((c) => c.name === 'mall_rt')?.value).toBe(tokens.refresh_token);
  });

  it('a replayed refresh token (already rotated) ends the whole family, the thief and the member alike', async () => {
    const { body, cookie } = await login();
    const first = expectBody(await refreshWithCookie(body.token, cookie.value), 200, TokenSchema);
    // The stolen, already used refresh token comes back:
    expectApiError(await refreshWithCookie(body.token, cookie.value), 401, MESSAGES.authenticationRequired);
    // ... and the member's current session of that family is over too.
    expectApiError(await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(first.token) }), 401);
    expectApiError(await refreshWithCookie(first.token, first.refresh_token), 401);
  });

  it('a family older than its absolute lifetime cannot refresh any more', async () => {
    const { body, cookie } = await login();
    await ctx.db.db
      .update(sessions)
      .set({ familyStartedAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expectApiError(await refreshWithCookie(body.token, cookie.value), 401);
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
