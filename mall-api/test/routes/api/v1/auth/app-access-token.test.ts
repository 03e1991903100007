import { API, MESSAGES } from '@mall/shared-contracts';
import { AppAccessTokenSchema, LoginResponseSchema, MeSchema, SuccessSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAccessTokens } from '../../../../../src/db/schema';
import { hashToken } from '../../../../../src/lib/tokens';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

describe('biometric login with an app access token', () => {
  let ctx: TestContext;
  let seq = 0;
  const newUuid = () => `bio-${Date.now().toString(36)}-${(seq += 1)}`;
  /** The app registers its device first (and keeps the secret), then asks for the token with it. */
  const secrets = new Map<string, string>();
  const register = async (uuid: string) => {
    if (secrets.has(uuid)) return secrets.get(uuid)!;
    const res = await ctx.app.inject({ method: 'PUT', url: API.appPushToken, payload: { uuid, os: 'ios', push_token: null, app_version: '2.4.0' } });
    secrets.set(uuid, (res.json() as { device_secret: string }).device_secret);
    return secrets.get(uuid)!;
  };
  const issue = async (token: string, uuid: string) =>
    ctx.app.inject({ method: 'POST', url: API.appAccessToken, headers: { ...bearer(token), 'device-secret': await register(uuid) }, payload: { uuid } });
  const loginWith = (token: string, uuid: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: API.loginWithAppAccessToken, headers, payload: { token, uuid } });

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('issues a token only to a logged-in member', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: API.appAccessToken, payload: { uuid: newUuid() } });
    expect(expectApiError(res, 401, MESSAGES.authenticationRequired).cause).toBe('AuthenticationException');
  });

  it('logs in with {token, uuid} and answers exactly like login (a working token pair and the user)', async () => {
    const uuid = newUuid();
    const session = await loginDemo(ctx.app);
    const appToken = expectBody(await issue(session.token, uuid), 200, AppAccessTokenSchema);
    expect(appToken.uuid).toBe(uuid);
    const [row] = await ctx.db.db
      .select()
      .from(appAccessTokens)
      .where(eq(appAccessTokens.tokenHash, hashToken(appToken.token)));
    expect(JSON.stringify(row)).not.toContain(appToken.token);

    const body = expectBody(await loginWith(appToken.token, uuid), 200, LoginResponseSchema);
    expect(body.user.login_id).toBe('demo');
    expectBody(await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(body.token) }), 200, MeSchema);
    // The app keeps its token: it logs in again next time.
    expectBody(await loginWith(appToken.token, uuid), 200, LoginResponseSchema);
  });

  it('refuses a token on another device, an unknown token, and a token replaced by a newer registration', async () => {
    const uuid = newUuid();
    const { token } = await loginDemo(ctx.app);
    const first = expectBody(await issue(token, uuid), 200, AppAccessTokenSchema);
    const failure = (res: Awaited<ReturnType<typeof loginWith>>) => {
      const error = expectApiError(res, 401, MESSAGES.appTokenInvalid);
      expect(error.code).toBe('APP_TOKEN_INVALID');
      // Not AuthenticationException: the shell must not treat it as an expired session.
      expect(error.cause).toBeUndefined();
    };
    failure(await loginWith(first.token, newUuid()));
    failure(await loginWith('not-a-token', uuid));
    const second = expectBody(await issue(token, uuid), 200, AppAccessTokenSchema);
    failure(await loginWith(first.token, uuid));
    expectBody(await loginWith(second.token, uuid), 200, LoginResponseSchema);
  });

  it('unregistering revokes the device token', async () => {
    const uuid = newUuid();
    const { token } = await loginDemo(ctx.app);
    const appToken = expectBody(await issue(token, uuid), 200, AppAccessTokenSchema);
    const res = await ctx.app.inject({ method: 'DELETE', url: API.appAccessToken, headers: bearer(token), payload: { uuid } });
    expectBody(res, 200, SuccessSchema);
    expectApiError(await loginWith(appToken.token, uuid), 401, MESSAGES.appTokenInvalid);
  });

  it('refuses an expired token', async () => {
    const uuid = newUuid();
    const { token } = await loginDemo(ctx.app);
    const appToken = expectBody(await issue(token, uuid), 200, AppAccessTokenSchema);
    await ctx.db.db
      .update(appAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(appAccessTokens.tokenHash, hashToken(appToken.token)));
    expectApiError(await loginWith(appToken.token, uuid), 401, MESSAGES.appTokenInvalid);
  });

  it('validates the body', async () => {
    expectApiError(await loginWith('', newUuid()), 422);
    expectApiError(await loginWith('x', 'no'), 422, '기기 정보가 올바르지 않습니다.');
  });

  it('nobody registers biometrics for a device that is not theirs (it would replace that device token)', async () => {
    const victim = newUuid();
    const { token: victimSession } = await loginDemo(ctx.app);
    const victimToken = expectBody(await issue(victimSession, victim), 200, AppAccessTokenSchema);
    // Another member, logged in on their own device, asks for a token for the victim's uuid:
    const { token: attacker } = await loginDemo(ctx.app);
    expectApiError(await ctx.app.inject({ method: 'POST', url: API.appAccessToken, headers: bearer(attacker), payload: { uuid: victim } }), 403);
    expectApiError(
      await ctx.app.inject({
        method: 'POST',
        url: API.appAccessToken,
        headers: { ...bearer(attacker), 'device-secret': 'y'.repeat(43) },
        payload: { uuid: victim },
      }),
      403,
    );
    // The victim's biometric login still works.
    expectBody(await loginWith(victimToken.token, victim), 200, LoginResponseSchema);
  });
});
