import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import axios, { type AxiosAdapter } from 'axios';
import { API, formatKstDateTime, MESSAGES, type AlertsApi, type TokenPair } from '@mall/shared-contracts';
import { createFakeAdapter, fail, meFixture, ok, tokensFixture, type FakeReply, type FakeRoutes } from '@mall/shared-ui/testing';
import { quietHttp } from '@mall/shared-ui/http';
import { AFFILIATE_KEY, createHttp, deviceType } from '../http';
import { createSessionStore } from '../session-store';
import { storage } from '../storage';

const NOW = new Date('2024-05-01T03:00:00Z');
const MIN = 60 * 1000;
const kstIn = (ms: number) => formatKstDateTime(new Date(NOW.getTime() + ms));
const PC_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let originalAdapter: typeof axios.defaults.adapter;

function setup(routes: FakeRoutes = {}, opts: { member?: TokenPair; refresh?: FakeReply | (() => Promise<FakeReply>) } = {}) {
  const session = createSessionStore();
  if (opts.member) session.setMember(opts.member, meFixture());
  const alertMessages: string[] = [];
  const alerts: AlertsApi = {
    alert: vi.fn(async (message: string) => {
      alertMessages.push(message);
    }),
    confirm: vi.fn(async () => true),
    prompt: vi.fn(async () => ({ confirmed: false as const })),
  };
  // The token refresh goes through the global axios (outside the interceptors): give it its own fake server.
  const authServer = createFakeAdapter({
    [`POST ${API.refreshToken}`]: opts.refresh ?? ok(tokensFixture({ token: 'access-2', expired_at: kstIn(60 * MIN) })),
  });
  axios.defaults.adapter = authServer.adapter;
  const server = createFakeAdapter({ 'GET /ping': ok({ pong: true }), ...routes });
  const http = createHttp('', session, alerts);
  http.defaults.adapter = server.adapter as AxiosAdapter;
  return { session, alerts, alertMessages, server, authServer, http };
}

beforeEach(() => {
  localStorage.clear();
  originalAdapter = axios.defaults.adapter;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('http headers', () => {
  it('sends no Authorization for a visitor, Bearer <token> for a member', async () => {
    const visitor = setup();
    await visitor.http.get('/ping');
    expect(visitor.server.requests[0]!.headers.authorization).toBeUndefined();

    localStorage.clear();
    const member = setup({}, { member: tokensFixture({ token: 'tok-abc', expired_at: kstIn(60 * MIN) }) });
    await member.http.get('/ping');
    expect(member.server.requests[0]!.headers.authorization).toBe('Bearer tok-abc');
  });

  it('sends no uid-token until mall-api issues one, then the issued one on every call and client', async () => {
    const issued = `${'a'.repeat(22)}.${'b'.repeat(22)}`;
    const t = setup({ 'GET /api/v1/carts/count': ok({ count: 0 }, { 'uid-token': issued }) });
    await t.http.get('/ping');
    await t.http.get('/api/v1/carts/count');
    await t.http.get('/ping');
    const again = createHttp('', createSessionStore(), t.alerts);
    again.defaults.adapter = t.server.adapter;
    await again.get('/ping');
    expect(t.server.requests.map((r) => r.headers['uid-token'])).toEqual([undefined, undefined, issued, issued]);
  });

  it('a new device gets one id: calls fired together wait for the first one to be issued it', async () => {
    // Like mall-api: every call without a valid id is answered a fresh one.
    let n = 0;
    const issue: FakeRoutes[string] = (req) => ok({}, req.headers['uid-token'] ? {} : { 'uid-token': `${String(++n).padStart(22, 'a')}.${'b'.repeat(22)}` });
    const t = setup({ 'GET /api/v1/settings': issue, 'GET /api/v1/carts/count': issue, 'POST /api/v1/carts': issue });
    const other = createHttp('', createSessionStore(), t.alerts);
    other.defaults.adapter = t.server.adapter;
    await Promise.all([t.http.get('/api/v1/settings'), other.get('/api/v1/carts/count'), t.http.post('/api/v1/carts', {})]);
    await t.http.get('/api/v1/carts/count');
    const sent = t.server.requests.map((r) => r.headers['uid-token']);
    expect(n).toBe(1);
    expect(sent[0]).toBeUndefined();
    expect(new Set(sent.slice(1))).toEqual(new Set([`${'1'.padStart(22, 'a')}.${'b'.repeat(22)}`]));
  });

  it('a first call that gets no answer hands the asking on to the next', async () => {
    const issued = `${'c'.repeat(22)}.${'d'.repeat(22)}`;
    let calls = 0;
    const t = setup({
      'GET /api/v1/carts/count': () => (++calls === 1 ? fail(503, '잠시 후 다시 시도해 주세요.') : ok({ count: 0 }, { 'uid-token': issued })),
    });
    const results = await Promise.allSettled([
      t.http.get('/api/v1/carts/count', { skipErrorAlert: true }),
      t.http.get('/api/v1/carts/count', { skipErrorAlert: true }),
      t.http.get('/api/v1/carts/count', { skipErrorAlert: true }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(t.server.requests.map((r) => r.headers['uid-token'])).toEqual([undefined, undefined, issued]);
  });

  it.each([
    [PC_UA, 'pc'],
    [IPHONE_UA, 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36', 'mobile'],
  ])('user-device-type for %s is %s', async (ua, expected) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
    expect(deviceType()).toBe(expected);
    const t = setup();
    await t.http.get('/ping');
    expect(t.server.requests[0]!.headers['user-device-type']).toBe(expected);
  });

  it('sends affiliate-code only when one is stored', async () => {
    const t = setup();
    await t.http.get('/ping');
    expect(t.server.requests[0]!.headers['affiliate-code']).toBeUndefined();
    storage.set(AFFILIATE_KEY, { code: 'PARTNER7' });
    await t.http.get('/ping');
    expect(t.server.requests[1]!.headers['affiliate-code']).toBe('PARTNER7');
  });
});

describe('token refresh', () => {
  it('refreshes when under 10 minutes to expiry and uses the new token', async () => {
    const t = setup({}, { member: tokensFixture({ token: 'old', expired_at: kstIn(9 * MIN + 59_000) }) });
    await t.http.get('/ping');
    expect(t.authServer.requests).toHaveLength(1);
    // The refresh token is the HttpOnly cookie: the page sends only the access token, and never keeps a refresh token.
    expect(t.authServer.requests[0]!.data).toEqual({ token: 'old' });
    expect(t.server.requests[0]!.headers.authorization).toBe('Bearer access-2');
    expect(t.session.tokens()?.token).toBe('access-2');
    expect(createSessionStore().tokens()?.token).toBe('access-2');
    expect(JSON.stringify(localStorage)).not.toContain('refresh');
  });

  it('does not refresh with more than 10 minutes left', async () => {
    const t = setup({}, { member: tokensFixture({ token: 'old', expired_at: kstIn(10 * MIN + 1000) }) });
    await t.http.get('/ping');
    expect(t.authServer.requests).toHaveLength(0);
    expect(t.server.requests[0]!.headers.authorization).toBe('Bearer old');
  });

  it('refreshes only once for concurrent calls', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const t = setup(
      {},
      {
        member: tokensFixture({ token: 'old', expired_at: kstIn(2 * MIN) }),
        refresh: async () => {
          await gate;
          return ok(tokensFixture({ token: 'access-2', expired_at: kstIn(60 * MIN) }));
        },
      },
    );
    const calls = Promise.all([t.http.get('/ping'), t.http.get('/ping'), t.http.get('/ping')]);
    await vi.waitFor(() => expect(t.authServer.requests).toHaveLength(1));
    release();
    await calls;
    expect(t.authServer.requests).toHaveLength(1);
    expect(t.server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer access-2', 'Bearer access-2', 'Bearer access-2']);
  });

  it('a failed refresh keeps the old token', async () => {
    const t = setup({}, { member: tokensFixture({ token: 'old', expired_at: kstIn(2 * MIN) }), refresh: fail(500) });
    await t.http.get('/ping');
    expect(t.server.requests[0]!.headers.authorization).toBe('Bearer old');
  });
});

describe('401 AuthenticationException', () => {
  const authFail = fail(401, '인증이 만료되었습니다.', { cause: 'AuthenticationException' });

  it('on an authenticated request clears the member session', async () => {
    const t = setup({ 'GET /me': authFail }, { member: tokensFixture({ expired_at: kstIn(60 * MIN) }) });
    await expect(t.http.get('/me')).rejects.toBeTruthy();
    expect(t.session.get().status).toBe('visitor');
    expect(createSessionStore().get().status).toBe('visitor');
  });

  it('clears the session even when the caller skips the alert', async () => {
    const t = setup({ 'GET /me': authFail }, { member: tokensFixture({ expired_at: kstIn(60 * MIN) }) });
    await expect(t.http.get('/me', { skipErrorAlert: true })).rejects.toBeTruthy();
    expect(t.session.get().status).toBe('visitor');
    expect(t.alerts.alert).not.toHaveBeenCalled();
  });

  it('on an unauthenticated request does not clear the session (a guest stays a guest)', async () => {
    createSessionStore().setGuest({ guest_token: 'g-1', expired_at: kstIn(60 * MIN), order_id: '20261101-0000001', orderer_name: '홍길동' });
    const t = setup({ 'GET /me': authFail });
    expect(t.session.get().status).toBe('guest');
    await expect(t.http.get('/me')).rejects.toBeTruthy();
    expect(t.server.requests[0]!.headers.authorization).toBeUndefined();
    expect(t.session.get().status).toBe('guest');
  });

  it.each([
    ['another cause', fail(401, '권한 없음', { cause: 'TokenMismatch' })],
    ['no cause', fail(401, '권한 없음')],
    ['403 with the cause', fail(403, '권한 없음', { cause: 'AuthenticationException' })],
  ])('with %s does not clear the member session', async (_label, reply) => {
    const t = setup({ 'GET /me': reply }, { member: tokensFixture({ expired_at: kstIn(60 * MIN) }) });
    await expect(t.http.get('/me')).rejects.toBeTruthy();
    expect(t.session.get().status).toBe('member');
  });
});

describe('error alerts', () => {
  it.each([
    ['the server message', { status: 400, data: { message: '쿠폰이 만료되었습니다.' } }, '쿠폰이 만료되었습니다.'],
    ['400 override without a message', { status: 400, data: {} }, '잘못된 요청입니다.'],
    ['401 override', { status: 401, data: null }, '로그인이 필요합니다.'],
    ['403 override', { status: 403, data: { message: '' } }, '접근 권한이 없습니다.'],
    ['422 override', { status: 422, data: { message: '   ' } }, '입력하신 내용을 다시 확인해 주세요.'],
    ['500 override', { status: 500, data: '<html>' }, MESSAGES.systemError],
    ['unknown status', { status: 418, data: {} }, '시스템 오류가 발생했습니다.'],
    ['404 without message or code (an unknown API)', { status: 404, data: {} }, '제공된 API를 찾을 수 없습니다.'],
    ['404 API_NOT_FOUND', { status: 404, data: { code: 'API_NOT_FOUND' } }, '제공된 API를 찾을 수 없습니다.'],
    ['405 (an unknown API method)', { status: 405, data: {} }, '제공된 API 메소드를 찾을 수 없습니다.'],
    ['404 of a resource without a message', { status: 404, data: { code: 'NOT_FOUND' } }, '시스템 오류가 발생했습니다.'],
  ])('alerts %s', async (_label, reply, expected) => {
    const t = setup({ 'GET /x': reply });
    await expect(t.http.get('/x')).rejects.toMatchObject({ response: { status: reply.status } });
    expect(t.alertMessages).toEqual([expected]);
  });

  it('a network error (no response) alerts the system error', async () => {
    const t = setup({
      'GET /x': () => {
        throw new axios.AxiosError('Network Error', axios.AxiosError.ERR_NETWORK);
      },
    });
    await expect(t.http.get('/x')).rejects.toBeTruthy();
    expect(t.alertMessages).toEqual(['시스템 오류가 발생했습니다.']);
  });

  it('skipErrorAlert suppresses the alert but still rejects', async () => {
    const t = setup({ 'GET /x': fail(500, '서버 오류') });
    await expect(t.http.get('/x', { skipErrorAlert: true })).rejects.toMatchObject({ response: { status: 500 } });
    expect(t.alerts.alert).not.toHaveBeenCalled();
  });

  it('success raises no alert', async () => {
    const t = setup();
    await t.http.get('/ping');
    expect(t.alerts.alert).not.toHaveBeenCalled();
  });
});

describe('guest session', () => {
  const guestLogin = { guest_token: 'g-1', expired_at: kstIn(60 * MIN), order_id: '20261101-0000001', orderer_name: '홍길동' };

  it('sends the guest token as guest-token and no Authorization', async () => {
    createSessionStore().setGuest(guestLogin);
    const t = setup();
    await t.http.get('/ping');
    expect(t.server.requests[0]!.headers['guest-token']).toBe('g-1');
    expect(t.server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('a 401 GuestAuthenticationException on a guest request ends the guest session', async () => {
    createSessionStore().setGuest(guestLogin);
    const t = setup({ 'GET /guest': fail(401, '비회원 주문조회가 필요합니다.', { cause: 'GuestAuthenticationException' }) });
    await expect(t.http.get('/guest')).rejects.toBeTruthy();
    expect(t.session.get().status).toBe('visitor');
    expect(t.alertMessages).toEqual(['비회원 주문조회가 필요합니다.']);
  });

  it('a GuestAuthenticationException does not end a member session', async () => {
    const t = setup({ 'GET /guest': fail(401, 'x', { cause: 'GuestAuthenticationException' }) }, { member: tokensFixture({ expired_at: kstIn(60 * MIN) }) });
    await expect(t.http.get('/guest')).rejects.toBeTruthy();
    expect(t.session.get().status).toBe('member');
  });
});

describe('token expiry format', () => {
  it('reads expired_at as KST YYYY-MM-DD HH:mm:ss: 9h59m in UTC terms would be wrong by the offset', async () => {
    // 11 minutes left in KST: no refresh. Read as UTC it would look 9 hours expired and refresh.
    const t = setup({}, { member: tokensFixture({ token: 'old', expired_at: kstIn(11 * MIN) }) });
    await t.http.get('/ping');
    expect(t.authServer.requests).toHaveLength(0);
  });

  it('an unreadable expiry never triggers a refresh loop', async () => {
    const t = setup({}, { member: tokensFixture({ token: 'old', expired_at: kstIn(60 * MIN) }) });
    t.session.setTokens({ token: 'odd', expired_at: 'garbage' });
    await t.http.get('/ping');
    expect(t.authServer.requests).toHaveLength(0);
    expect(t.server.requests[0]!.headers.authorization).toBe('Bearer odd');
  });
});

/**
 * The shell and the remotes deploy apart (docs/adr/0017, 0018). The remote kit's quiet default lives in
 * the remote's own bundle (docs/adr/0025) and talks to this client only through `skipErrorAlert`, the
 * field every shell reads; this client keeps alerting by default for remotes built before the kit.
 */
describe('remotes built with and without the remote kit, on this client', () => {
  it('a kit remote: quiet by default, the same Korean alert when the call opts in', async () => {
    const t = setup({ 'GET /x': fail(500, '서버 오류'), 'POST /y': fail(422, '이미 받은 쿠폰입니다.') });
    const remote = quietHttp(t.http);
    await expect(remote.get('/x')).rejects.toMatchObject({ response: { status: 500 } });
    expect(t.alerts.alert).not.toHaveBeenCalled();
    await expect(remote.post('/y', {}, { alertOnError: true })).rejects.toMatchObject({ response: { status: 422 } });
    expect(t.alertMessages).toEqual(['이미 받은 쿠폰입니다.']);
    // What a shell without the kit reads: the field it has always read.
    expect(t.server.requests.map((r) => r.config.skipErrorAlert)).toEqual([true, false]);
  });

  it('a kit remote still gets the headers and the session handling of this client', async () => {
    const t = setup(
      { 'GET /me': fail(401, '인증이 만료되었습니다.', { cause: 'AuthenticationException' }) },
      { member: tokensFixture({ token: 'tok', expired_at: kstIn(60 * MIN) }) },
    );
    await expect(quietHttp(t.http).get('/me')).rejects.toBeTruthy();
    expect(t.server.requests[0]!.headers.authorization).toBe('Bearer tok');
    expect(t.session.get().status).toBe('visitor');
    expect(t.alerts.alert).not.toHaveBeenCalled();
  });

  it('a remote built before the kit: alerts unless it passes skipErrorAlert, as before', async () => {
    const t = setup({ 'GET /x': fail(500, '서버 오류') });
    await expect(t.http.get('/x', { skipErrorAlert: true })).rejects.toBeTruthy();
    expect(t.alerts.alert).not.toHaveBeenCalled();
    await expect(t.http.get('/x')).rejects.toBeTruthy();
    expect(t.alertMessages).toEqual(['서버 오류']);
  });
});
