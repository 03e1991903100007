import { API } from '@mall/shared-contracts';
import {
  AppAccessTokenSchema,
  AuthcodeSentSchema,
  OutboxListSchema,
  PasswordResetTokenSchema,
  SuccessSchema,
  TokenSchema,
} from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { bearer, expectApiError, expectBody } from '../helpers/api';
import { joinTestMember } from '../helpers/identity';

/**
 * Issue 25 item 8: a password change or reset ends every other way in the old password opened. Someone
 * who stole a session (its access token and refresh cookie) or registered biometrics with it loses it
 * when the member changes the password; the session that changed it continues.
 */
describe('a password change or reset ends the member’s other sessions', () => {
  let ctx: TestContext;
  let seq = 0;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const login = async (loginId: string, password: string) => {
    const res = await post(API.login, { login_id: loginId, password });
    expect(res.statusCode, res.body).toBe(200);
    return { token: res.json<{ token: string }>().token, refresh: res.cookies.find((c) => c.name === 'mall_rt')!.value };
  };
  const me = (token: string) => ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(token) });
  const refresh = (session: { token: string; refresh: string }) =>
    ctx.app.inject({ method: 'POST', url: API.refreshToken, payload: { token: session.token }, cookies: { mall_rt: session.refresh } });
  const expectEnded = async (session: { token: string; refresh: string }) => {
    expect(expectApiError(await me(session.token), 401).cause).toBe('AuthenticationException');
    expectApiError(await refresh(session), 401);
  };
  const newMember = () => joinTestMember(ctx.app, `pwsess${process.pid % 1000}${(seq += 1)}${Math.random().toString(36).slice(2, 5)}`);

  /** A device registered with the app, and a biometric login token issued to it by `token`'s session. */
  async function biometrics(token: string) {
    const uuid = `pw-bio-${Date.now().toString(36)}-${(seq += 1)}`;
    const device = await ctx.app.inject({ method: 'PUT', url: API.appPushToken, payload: { uuid, os: 'android', push_token: null, app_version: '2.4.0' } });
    const secret = device.json<{ device_secret: string }>().device_secret;
    const issued = expectBody(await post(API.appAccessToken, { uuid }, { ...bearer(token), 'device-secret': secret }), 200, AppAccessTokenSchema);
    return () => post(API.loginWithAppAccessToken, { token: issued.token, uuid });
  }

  it('changing the password on My page ends the thief’s session, refresh token and biometrics; the member’s session continues', async () => {
    const member = await newMember();
    const stolen = await login(member.loginId, member.password);
    const thiefBiometrics = await biometrics(stolen.token);
    expect((await thiefBiometrics()).statusCode).toBe(200);
    const own = await login(member.loginId, member.password);

    expectBody(await post(API.myChangePassword, { now_password: member.password, new_password: 'Quill8642@z' }, bearer(own.token)), 200, SuccessSchema);

    await expectEnded(stolen);
    expectApiError(await thiefBiometrics(), 401);
    // The member notices nothing: the same session answers and refreshes.
    expect((await me(own.token)).statusCode).toBe(200);
    expectBody(await refresh(own), 200, TokenSchema);
  });

  it('the 180-day advice’s "change now" ends the other sessions too', async () => {
    const member = await newMember();
    const stolen = await login(member.loginId, member.password);
    const own = await login(member.loginId, member.password);
    expectBody(await post(API.passwordWarningsConfirm, { now_password: member.password, new_password: 'Quill8642@z' }, bearer(own.token)), 200, SuccessSchema);
    await expectEnded(stolen);
    expect((await me(own.token)).statusCode).toBe(200);
  });

  it('resetting a forgotten password ends every session of the member', async () => {
    const member = await newMember();
    const first = await login(member.loginId, member.password);
    const second = await login(member.loginId, member.password);
    const phone = member.person.phone;
    const sent = expectBody(await post(API.sendAuthcodeToPhone, { login_id: member.loginId, name: member.person.name, phone }), 200, AuthcodeSentSchema);
    const outbox = expectBody(await ctx.app.inject({ method: 'GET', url: `${API.sandboxOutbox}?recipient=${phone}` }), 200, OutboxListSchema).messages;
    const code = Number(/\[(\d{6})\]/.exec(outbox[0]!.body)![1]);
    expectBody(await post(API.verifyAuthcode, { verification_code: code, access_token: sent.access_token }), 200, SuccessSchema);
    const reset = expectBody(
      await post(API.prepareForNewPassword, {
        name: member.person.name,
        login_id: member.loginId,
        find_type: 'phone',
        phone,
        verification_code: code,
        access_token: sent.access_token,
      }),
      200,
      PasswordResetTokenSchema,
    );
    expectBody(await post(API.setNewPassword, { password: 'Quill8642@z', access_token: reset.token }), 200, SuccessSchema);
    await expectEnded(first);
    await expectEnded(second);
    // The new password logs in.
    expect((await me((await login(member.loginId, 'Quill8642@z')).token)).statusCode).toBe(200);
  });
});
