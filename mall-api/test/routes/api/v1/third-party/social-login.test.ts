import { API } from '@mall/shared-contracts';
import {
  MEMBER_MESSAGES,
  SOCIAL_API,
  SOCIAL_MESSAGES,
  SocialAvailablesSchema,
  SocialConnectionsSchema,
  SocialConnectResponseSchema,
  SocialDisconnectResponseSchema,
  SocialDuplicatesSchema,
  SocialProfileSchema,
  SocialResultSchema,
  SocialTokenSchema,
  type SocialPlatform,
} from '@mall/shared-contracts/member';
import { LoginResponseSchema, MeSchema, PolicyListSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, socialAccounts } from '../../../../../src/db/schema';
import { DEMO_MEMBER } from '../../../../../src/db/seed/index';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { joinTestMember } from '../../../../helpers/identity';

let counter = 0;
const newEmail = () => `social${process.pid}${++counter}${Math.random().toString(36).slice(2, 6)}@example.com`;

describe('social login through the sandbox platforms', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const form = (url: string, fields: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const result = async (token: string) => expectBody(await post(SOCIAL_API.tokenResult(token)), 200, SocialResultSchema);

  /** A browser starts an attempt: its token and consent page, and the attempt's httpOnly cookie nonce it keeps. */
  async function start(platform: SocialPlatform, headers: Record<string, string> = {}) {
    const res = await post(SOCIAL_API.generateToken, { platform_type: platform }, headers);
    const started = expectBody(res, 200, SocialTokenSchema);
    const cookie = res.cookies.find((c) => c.name === 'mall_sa');
    return { started, cookie: cookie ? `mall_sa=${cookie.value}` : '', setCookie: cookie };
  }

  /** A person at the consent page (in whichever browser opened the link): approve or cancel; the redirect back is followed. */
  async function consentIn(authorizeUrl: string, platform: SocialPlatform, person: { name: string; email: string } | 'cancel', browserCookie: string) {
    const url = new URL(authorizeUrl, 'http://shop.test');
    expect(url.pathname).toBe(`/sandbox/oauth/${platform}/authorize`);
    const page = await get(authorizeUrl);
    expect(page.statusCode).toBe(200);
    // A popup the storefront polls: COOP same-origin would cut it off from its opener (seen as closed).
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.body).toContain('동의하고 계속하기');
    const answer = await form(url.pathname, {
      redirect_uri: url.searchParams.get('redirect_uri')!,
      state: url.searchParams.get('state')!,
      code_challenge: url.searchParams.get('code_challenge') ?? '',
      ...(person === 'cancel' ? { action: 'cancel' } : { action: 'approve', name: person.name, email: person.email }),
    });
    expect(answer.statusCode, answer.body).toBe(303);
    const back = answer.headers.location as string;
    expect(back.startsWith(SOCIAL_API.callback(platform))).toBe(true);
    expect(answer.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const callback = await get(back, browserCookie ? { cookie: browserCookie } : {});
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    return { callback, redirect: back };
  }

  /** The whole attempt in one browser, like the storefront's popup. */
  async function consent(platform: SocialPlatform, person: { name: string; email: string } | 'cancel') {
    const { started, cookie } = await start(platform);
    expect(new URL(started.authorize_url, 'http://shop.test').searchParams.get('state')).toBe(started.token);
    const { callback, redirect } = await consentIn(started.authorize_url, platform, person, cookie);
    expect(callback.statusCode).toBe(200);
    return { token: started.token, callbackHtml: callback.body, redirect, cookie };
  }

  const agreeAll = async () =>
    expectBody(await get(API.memberPolicies), 200, PolicyListSchema).policies.map((p) => ({ id: p.id, code: p.code, is_agree: true }));

  it('lists the allowed platforms only and refuses the others with the unusable message', async () => {
    const { platforms } = expectBody(await get(SOCIAL_API.availables), 200, SocialAvailablesSchema);
    expect(platforms.map((p) => p.platform_type)).toEqual(['kakao', 'naver', 'apple']);
    expectApiError(await post(SOCIAL_API.generateToken, { platform_type: 'facebook' }), 422, SOCIAL_MESSAGES.unusable);
    expectApiError(await post(SOCIAL_API.generateToken, { platform_type: 'payco' }), 422, SOCIAL_MESSAGES.unusable);
  });

  it('the consent page accepts only the registered redirect URI', async () => {
    const started = expectBody(await post(SOCIAL_API.generateToken, { platform_type: 'kakao' }), 200, SocialTokenSchema);
    const res = await get(
      `/sandbox/oauth/kakao/authorize?response_type=code&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&state=${started.token}`,
    );
    expect(res.statusCode).toBe(400);
    expect((await result(started.token)).status).toBe('pending');
  });

  it('pending while the person is at the consent page; a refusal is cancelled and serves nothing', async () => {
    const { token, callbackHtml } = await consent('naver', 'cancel');
    expect(callbackHtml).toContain('로그인을 취소했습니다');
    expect(await result(token)).toEqual({ status: 'cancelled', platform_type: 'naver', member_state: null, failure_reason: null });
    expectApiError(await post(SOCIAL_API.login, { platform_type: 'naver', access_token: token }), 410, SOCIAL_MESSAGES.noAttempt);
  });

  it('a code is exchanged once: replaying the redirect does not authorize again', async () => {
    const { token, redirect } = await consent('kakao', { name: '한번만', email: newEmail() });
    expect((await result(token)).status).toBe('authorized');
    const replay = await get(redirect);
    expect(replay.statusCode).toBe(410);
  });

  it('binds the attempt to the browser that started it: httpOnly, Lax, minutes of life, on the social calls only', async () => {
    const { setCookie } = await start('kakao');
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/3rd-party-authentication', maxAge: 600 });
    expect(setCookie!.value.length).toBeGreaterThanOrEqual(43);
  });

  it('an attempt started by A and consented in the victim’s browser B gives neither A nor B a session', async () => {
    const victim = { name: '피해자', email: newEmail() };
    // The victim has a member connected to their Kakao account.
    const own = await consent('kakao', victim);
    const policies = await agreeAll();
    expectBody(await post(SOCIAL_API.register, { token: own.token, marketing_sms: false, marketing_email: false, policies }), 200, LoginResponseSchema);

    // A starts an attempt and sends the consent link to the victim, who consents in browser B (without A's cookie).
    const attacker = await start('kakao');
    const inVictimsBrowser = await consentIn(attacker.started.authorize_url, 'kakao', victim, '');
    expect(inVictimsBrowser.callback.statusCode).toBe(403);
    expect(inVictimsBrowser.callback.body).toContain(SOCIAL_MESSAGES.otherBrowser);
    // A polls: the attempt failed, and logging in, joining or connecting with it gives nothing.
    expect(await result(attacker.started.token)).toMatchObject({ status: 'failed', member_state: null, failure_reason: SOCIAL_MESSAGES.otherBrowser });
    expectApiError(await post(SOCIAL_API.login, { platform_type: 'kakao', access_token: attacker.started.token }), 410);
    expectApiError(await post(SOCIAL_API.register, { token: attacker.started.token, marketing_sms: false, marketing_email: false, policies }), 410);
    const someone = await loginDemo(ctx.app);
    expectApiError(await post(SOCIAL_API.connect, { token: attacker.started.token }, bearer(someone.token)), 410);
    // B replaying the callback (with A's cookie, say, later stolen) finds the attempt settled.
    expect((await get(inVictimsBrowser.redirect, { cookie: attacker.cookie })).statusCode).toBe(410);
    expect((await result(attacker.started.token)).status).toBe('failed');

    // Another browser's own attempt cookie does not open A's attempt either.
    const other = await start('kakao');
    const third = await start('kakao');
    const crossed = await consentIn(third.started.authorize_url, 'kakao', victim, other.cookie);
    expect(crossed.callback.statusCode).toBe(403);
    expect((await result(third.started.token)).status).toBe('failed');
  });

  it('the connect flow is bound the same way: a member cannot connect a victim’s account consented elsewhere', async () => {
    const victimEmail = newEmail();
    const member = await loginDemo(ctx.app);
    const attempt = await start('naver', bearer(member.token));
    const elsewhere = await consentIn(attempt.started.authorize_url, 'naver', { name: '피해자', email: victimEmail }, '');
    expect(elsewhere.callback.statusCode).toBe(403);
    expectApiError(await post(SOCIAL_API.connect, { token: attempt.started.token }, bearer(member.token)), 410);
    const taken = await ctx.db.db.select().from(socialAccounts).where(eq(socialAccounts.email, victimEmail));
    expect(taken).toEqual([]);
  });

  it('PKCE: the consent page binds the code to the attempt’s S256 challenge; a code cannot be exchanged for another attempt', async () => {
    const { started, cookie } = await start('apple');
    const url = new URL(started.authorize_url, 'http://shop.test');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A plain (non-S256) challenge is refused by the platform.
    url.searchParams.set('code_challenge_method', 'plain');
    expect((await get(`${url.pathname}${url.search}`)).statusCode).toBe(400);
    // A code issued for this attempt's challenge, injected into another attempt's callback (with that browser's cookie), is not exchanged.
    const answer = await form(url.pathname, {
      redirect_uri: url.searchParams.get('redirect_uri')!,
      state: started.token,
      code_challenge: url.searchParams.get('code_challenge')!,
      action: 'approve',
      name: '코드',
      email: newEmail(),
    });
    const code = new URL(answer.headers.location as string, 'http://shop.test').searchParams.get('code')!;
    const other = await start('apple');
    const injected = await get(`${SOCIAL_API.callback('apple')}?${new URLSearchParams({ code, state: other.started.token })}`, { cookie: other.cookie });
    expect(injected.statusCode).toBe(200);
    expect(await result(other.started.token)).toMatchObject({ status: 'failed' });
    // The code was not spent by the injection: its own attempt still completes in its own browser.
    const own = await get(answer.headers.location as string, { cookie });
    expect(own.statusCode).toBe(200);
    expect((await result(started.token)).status).toBe('authorized');
  });

  it('a new person joins with the required policies, is logged in, and next time logs in with the platform', async () => {
    const email = newEmail();
    const first = await consent('kakao', { name: '최소셜', email });
    expect(await result(first.token)).toMatchObject({ status: 'authorized', member_state: 'new' });
    const profile = expectBody(await get(`${SOCIAL_API.profile}?token=${first.token}`), 200, SocialProfileSchema);
    expect(profile).toMatchObject({ platform_type: 'kakao', name: '최소셜' });
    expect(profile.email).not.toBe(email);
    expect(profile.email).toContain('@example.com');
    // Not connected yet: the login call says so.
    expectApiError(await post(SOCIAL_API.login, { platform_type: 'kakao', access_token: first.token }), 404, SOCIAL_MESSAGES.notConnected);

    const policies = await agreeAll();
    const refused = policies.map((p) => (p.code === 'terms' ? { ...p, is_agree: false } : p));
    expectApiError(
      await post(SOCIAL_API.register, { token: first.token, marketing_sms: false, marketing_email: false, policies: refused }),
      422,
      MEMBER_MESSAGES.requiredPolicies,
    );
    const joined = expectBody(
      await post(SOCIAL_API.register, { token: first.token, marketing_sms: true, marketing_email: false, policies }),
      200,
      LoginResponseSchema,
    );
    expect(joined.user).toMatchObject({ name: '최소셜', login_type: 'kakao' });
    expect(expectBody(await get(API.me, bearer(joined.token)), 200, MeSchema).login_type).toBe('kakao');
    const [member] = await ctx.db.db.select().from(members).where(eq(members.email, email));
    expect(member).toMatchObject({ loginType: 'kakao', marketingSms: true, marketingEmail: false });
    // The attempt is spent.
    expect((await result(first.token)).status).toBe('used');
    expectApiError(await post(SOCIAL_API.register, { token: first.token, marketing_sms: false, marketing_email: false, policies }), 410);

    // The member's next visit: the same platform account logs in directly.
    const second = await consent('kakao', { name: '최소셜', email });
    expect(await result(second.token)).toMatchObject({ status: 'authorized', member_state: 'connected' });
    const login = expectBody(await post(SOCIAL_API.login, { platform_type: 'kakao', access_token: second.token }), 200, LoginResponseSchema);
    expect(login.user.name).toBe('최소셜');
    // The same e-mail on another platform is another platform account: it belongs to a member already.
    const naver = await consent('naver', { name: '최소셜', email });
    expect(await result(naver.token)).toMatchObject({ member_state: 'duplicated' });
  });

  it('the seeded demo member logs in with the sandbox Kakao account of their e-mail', async () => {
    const attempt = await consent('kakao', { name: '김데모', email: DEMO_MEMBER.email });
    expect(await result(attempt.token)).toMatchObject({ status: 'authorized', member_state: 'connected' });
    const login = expectBody(await post(SOCIAL_API.login, { platform_type: 'kakao', access_token: attempt.token }), 200, LoginResponseSchema);
    expect(login.user).toMatchObject({ login_id: DEMO_MEMBER.loginId, login_type: 'shop' });
    // Used once.
    expectApiError(await post(SOCIAL_API.login, { platform_type: 'kakao', access_token: attempt.token }), 410);
  });

  it('an e-mail that belongs to a member: duplicates by e-mail (masked), no join; logging in and connecting links it', async () => {
    const attempt = await consent('apple', { name: '김데모', email: DEMO_MEMBER.email });
    expect(await result(attempt.token)).toMatchObject({ status: 'authorized', member_state: 'duplicated' });
    const duplicates = expectBody(await get(SOCIAL_API.duplicatesByEmail(attempt.token)), 200, SocialDuplicatesSchema);
    expect(duplicates.members).toEqual([{ masking_login_id: expect.stringContaining('*'), regist_type: 'shop' }]);
    expect(duplicates.members[0]!.masking_login_id).not.toBe(DEMO_MEMBER.loginId);
    expectApiError(
      await post(SOCIAL_API.register, { token: attempt.token, marketing_sms: false, marketing_email: false, policies: await agreeAll() }),
      409,
      SOCIAL_MESSAGES.emailTaken,
    );
    // Connecting needs a logged-in member.
    expect((await post(SOCIAL_API.connect, { token: attempt.token })).statusCode).toBe(401);
  });

  it('a member connects a platform account once; another member cannot take it; withdrawing frees it', async () => {
    const owner = await joinTestMember(ctx.app, `soc${Math.random().toString(36).slice(2, 8)}`);
    const email = newEmail();
    const attempt = await consent('naver', { name: '연결해', email });
    const connected = expectBody(await post(SOCIAL_API.connect, { token: attempt.token }, bearer(owner.token)), 200, SocialConnectResponseSchema);
    expect(connected).toEqual({ platform_type: 'naver', message: SOCIAL_MESSAGES.connected('네이버') });
    const again = await consent('naver', { name: '연결해', email });
    expect(await result(again.token)).toMatchObject({ member_state: 'connected' });
    expect(expectBody(await post(SOCIAL_API.login, { platform_type: 'naver', access_token: again.token }), 200, LoginResponseSchema).user.login_id).toBe(
      owner.loginId,
    );

    // Another member: the account is taken (the spec's "already-connected" message).
    const demo = await loginDemo(ctx.app);
    const third = await consent('naver', { name: '연결해', email });
    expectApiError(await post(SOCIAL_API.connect, { token: third.token }, bearer(demo.token)), 409, SOCIAL_MESSAGES.alreadyConnectedAccount);
    // The member has a naver account already: a second one is refused.
    const other = await consent('naver', { name: '다른계정', email: newEmail() });
    expectApiError(await post(SOCIAL_API.connect, { token: other.token }, bearer(owner.token)), 409, SOCIAL_MESSAGES.memberHasPlatform('네이버'));

    const reasons = (await get(API.withdrawReasons)).json().reasons as { code: string }[];
    const withdraw = await ctx.app.inject({
      method: 'POST',
      url: API.myWithdraw,
      headers: bearer(owner.token),
      payload: { reason_code: reasons[0]!.code, detail_reason: '소셜 연결 해제 시험', password: owner.password },
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    expect(await ctx.db.db.select().from(socialAccounts).where(eq(socialAccounts.email, email))).toEqual([]);
  });

  it('My page lists the connections; disconnect never takes a member’s last way to log in', async () => {
    const connections = async (token: string) => expectBody(await get(SOCIAL_API.connections, bearer(token)), 200, SocialConnectionsSchema);
    const disconnect = (platform: string, token: string) => post(SOCIAL_API.disconnect, { platform_type: platform }, bearer(token));
    expect((await get(SOCIAL_API.connections)).statusCode).toBe(401);
    expect((await post(SOCIAL_API.disconnect, { platform_type: 'kakao' })).statusCode).toBe(401);

    // A member who joined with kakao has no password: kakao is the only way in.
    const joined = await consent('kakao', { name: '소셜만', email: newEmail() });
    const { token } = expectBody(
      await post(SOCIAL_API.register, { token: joined.token, marketing_sms: false, marketing_email: false, policies: await agreeAll() }),
      200,
      LoginResponseSchema,
    );
    let list = await connections(token);
    expect(list.has_password).toBe(false);
    expect(list.connections.map((c) => [c.platform_type, c.label, c.connected])).toEqual([
      ['kakao', '카카오', true],
      ['naver', '네이버', false],
      ['apple', 'Apple', false],
    ]);
    expect(list.connections[0]!.email).toContain('*');
    expectApiError(await disconnect('kakao', token), 409, SOCIAL_MESSAGES.lastLoginWay('카카오'));
    expectApiError(await disconnect('apple', token), 404, SOCIAL_MESSAGES.notConnectedPlatform('Apple'));
    expect((await disconnect('payco', token)).statusCode).toBe(422);

    // With naver connected too, kakao may go; then naver is the last way in.
    const naver = await consent('naver', { name: '소셜만', email: newEmail() });
    expectBody(await post(SOCIAL_API.connect, { token: naver.token }, bearer(token)), 200, SocialConnectResponseSchema);
    expect(expectBody(await disconnect('kakao', token), 200, SocialDisconnectResponseSchema)).toEqual({
      platform_type: 'kakao',
      message: SOCIAL_MESSAGES.disconnected,
    });
    list = await connections(token);
    expect(list.connections.filter((c) => c.connected).map((c) => c.platform_type)).toEqual(['naver']);
    expectApiError(await disconnect('naver', token), 409, SOCIAL_MESSAGES.lastLoginWay('네이버'));

    // A member with a password may disconnect every social account.
    const member = await joinTestMember(ctx.app, `sod${Math.random().toString(36).slice(2, 8)}`);
    const apple = await consent('apple', { name: '비번있음', email: newEmail() });
    expectBody(await post(SOCIAL_API.connect, { token: apple.token }, bearer(member.token)), 200, SocialConnectResponseSchema);
    expect((await connections(member.token)).has_password).toBe(true);
    expectBody(await disconnect('apple', member.token), 200, SocialDisconnectResponseSchema);
    expect((await connections(member.token)).connections.every((c) => !c.connected)).toBe(true);
  });
});
