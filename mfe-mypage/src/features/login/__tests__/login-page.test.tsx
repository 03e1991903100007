import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, MESSAGES, type LoginResponse } from '@mall/shared-contracts';
import { createFakePlatform, fail, meFixture, ok, renderWithPlatform, tokensFixture, type FakeReply } from '@mall/shared-ui/testing';
import { LoginPage } from '../components/login-page';

const success: LoginResponse = { ...tokensFixture({ token: 'tok-1' }), user: meFixture({ login_id: 'kim01' }) };

function renderLogin(route = '/login', reply: FakeReply = ok(success)) {
  const platform = createFakePlatform({ routes: { [`POST ${API.login}`]: reply } });
  renderWithPlatform(<LoginPage />, { platform, route });
  return platform;
}

const fill = (id: string, pw: string) => {
  fireEvent.change(screen.getByLabelText('아이디'), { target: { value: id } });
  fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: pw } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: '로그인' }));
const where = (p: ReturnType<typeof createFakePlatform>) => `${p.history.location.pathname}${p.history.location.search}`;

describe('LoginPage', () => {
  it.each([
    ['', '', '아이디를 입력해 주세요.'],
    ['   ', 'secret', '아이디를 입력해 주세요.'],
    ['kim01', '', '비밀번호를 입력해 주세요.'],
  ])('id %j / password %j shows %s without calling the API', (id, pw, message) => {
    const platform = renderLogin();
    fill(id, pw);
    submit();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(platform.requests).toEqual([]);
    expect(platform.signIns).toEqual([]);
  });

  it('a wrong password shows the server’s Korean message and does not sign in', async () => {
    const platform = renderLogin('/login', fail(401, '아이디 또는 비밀번호가 일치하지 않습니다.', { failed_count: 1 }));
    fill('kim01', 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(platform.signIns).toEqual([]);
    expect(platform.alertCalls).toEqual([]);
    expect(where(platform)).toBe('/login');
  });

  it('a server error without a message shows the system error', async () => {
    renderLogin('/login', { status: 500, data: {} });
    fill('kim01', 'pw');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('시스템 오류가 발생했습니다.');
  });

  it('success posts the trimmed id, signs in through the platform and goes to /mypage', async () => {
    const platform = renderLogin('/login');
    fill('  kim01 ', 'pw1234!');
    submit();
    await waitFor(() => expect(where(platform)).toBe('/mypage'));
    expect(platform.requests[0]).toMatchObject({ method: 'POST', url: API.login, data: { login_id: 'kim01', password: 'pw1234!' } });
    expect(platform.signIns).toEqual([{ tokens: { token: 'tok-1', expired_at: success.expired_at }, user: success.user }]);
    expect(platform.session.get().status).toBe('member');
  });

  it.each([
    ['/login?redirect_to_after=%2Fcart', '/cart'],
    ['/login?redirect_to_after=/goods/detail/1%3Fcolor%3Dred', '/goods/detail/1?color=red'],
    ['/login?redirect_to_after=//evil.example', '/mypage'],
    ['/login?redirect_to_after=https://evil.example', '/mypage'],
    ['/login?redirect_to_after=javascript:alert(1)', '/mypage'],
  ])('%s → %s after login', async (route, expected) => {
    const platform = renderLogin(route);
    fill('kim01', 'pw');
    submit();
    await waitFor(() => expect(platform.signIns).toHaveLength(1));
    await waitFor(() => expect(where(platform)).toBe(expected));
  });

  it('replaces the login entry in history (back does not return to login)', async () => {
    const platform = renderLogin('/login');
    const before = platform.history.index;
    fill('kim01', 'pw');
    submit();
    await waitFor(() => expect(where(platform)).toBe('/mypage'));
    expect(platform.history.index).toBe(before);
  });

  it('a login that woke a dormant account tells the member so', async () => {
    const awakened: LoginResponse = { ...success, user: meFixture({ login_id: 'sleeper', is_awaked: true }) };
    const platform = renderLogin('/login', ok(awakened));
    fill('sleeper', 'sleep1234!');
    submit();
    await waitFor(() => expect(platform.alertCalls).toContainEqual(expect.objectContaining({ message: MESSAGES.accountAwakened })));
    expect(platform.signIns).toHaveLength(1);
  });
});

describe('LoginPage captcha (from the 5th failure)', () => {
  const CAPTCHA = { token: 'c'.repeat(43), image: 'data:image/svg+xml;base64,PHN2Zy8+', expire_at: '2026-12-01 10:05:00' };

  it('shows the captcha the server asks for, checks it, then logs in with its token', async () => {
    let logins = 0;
    const platform = createFakePlatform({
      routes: {
        [`POST ${API.login}`]: () =>
          ++logins === 1 ? fail(401, '아이디 또는 비밀번호가 일치하지 않습니다.', { failed_count: 5, captcha_required: true }) : ok(success),
        [`POST ${API.makeCaptcha}`]: ok(CAPTCHA),
        [`POST ${API.checkCaptcha}`]: ok({ success: true }),
      },
    });
    renderWithPlatform(<LoginPage />, { platform, route: '/login' });
    fill('kim01', 'wrong');
    submit();
    expect(await screen.findByRole('img', { name: '자동입력 방지 문자' })).toBeTruthy();
    fill('kim01', 'right-pass1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('자동입력 방지 문자를 입력해 주세요.');
    fireEvent.change(screen.getByLabelText('자동입력 방지 문자'), { target: { value: 'AB3CD' } });
    submit();
    await waitFor(() => expect(platform.signIns).toHaveLength(1));
    expect(platform.requests.find((r) => r.url === API.checkCaptcha)?.data).toEqual({ token: CAPTCHA.token, captcha_code: 'AB3CD' });
    expect(platform.requests.filter((r) => r.url === API.login).at(-1)?.data).toEqual({
      login_id: 'kim01',
      password: 'right-pass1',
      captcha_token: CAPTCHA.token,
    });
  });
});
