import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type LoginResponse } from '@mall/shared-contracts';
import { SOCIAL_API, SOCIAL_ATTEMPT_KEY } from '@mall/shared-contracts/member';
import { createFakePlatform, fail, meFixture, ok, renderWithPlatform, tokensFixture } from '@mall/shared-ui/testing';
import { JoinSnsDuplicatedPage } from '../components/join-sns-duplicated-page';

const TOKEN = 't'.repeat(43);
const CAPTCHA = { token: 'c'.repeat(43), image: 'data:image/svg+xml;base64,PHN2Zy8+', expire_at: '2026-12-01 10:05:00' };
const success: LoginResponse = { ...tokensFixture({ token: 'tok-1' }), user: meFixture({ login_id: 'kim01' }) };

const fill = (id: string, pw: string) => {
  fireEvent.change(screen.getByLabelText('아이디'), { target: { value: id } });
  fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: pw } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: '로그인하고 카카오 계정 연결하기' }));

describe('JoinSnsDuplicatedPage', () => {
  it('is the login form of /login: past five failures it shows the captcha, then logs in and connects the account', async () => {
    let logins = 0;
    const platform = createFakePlatform({
      routes: {
        [`GET ${SOCIAL_API.duplicatesByEmail(TOKEN)}`]: ok({ email: 'ki***@example.com', members: [{ masking_login_id: 'kim**', regist_type: 'NORMAL' }] }),
        [`POST ${API.login}`]: () =>
          ++logins === 1 ? fail(401, '아이디 또는 비밀번호가 일치하지 않습니다.', { failed_count: 5, captcha_required: true }) : ok(success),
        [`POST ${API.makeCaptcha}`]: ok(CAPTCHA),
        [`POST ${API.checkCaptcha}`]: ok({ success: true }),
        [`POST ${SOCIAL_API.connect}`]: ok({ platform_type: 'kakao', message: '카카오 계정이 연결되었습니다.' }),
      },
    });
    platform.sessionStorage.set(SOCIAL_ATTEMPT_KEY, { token: TOKEN, platform: 'kakao' }, Date.now() + 60_000);
    renderWithPlatform(<JoinSnsDuplicatedPage />, { platform, route: '/join/sns-duplicated' });
    expect(await screen.findByTestId('sns-existing-id')).toHaveProperty('textContent', 'kim**');

    fill('kim01', 'wrong');
    submit();
    expect(await screen.findByRole('img', { name: '자동입력 방지 문자' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    fill('kim01', 'right-pass1');
    fireEvent.change(screen.getByLabelText('자동입력 방지 문자'), { target: { value: 'AB3CD' } });
    submit();

    await waitFor(() => expect(platform.history.location.pathname).toBe('/mypage'));
    expect(platform.requests.filter((r) => r.url === API.login).at(-1)?.data).toEqual({
      login_id: 'kim01',
      password: 'right-pass1',
      captcha_token: CAPTCHA.token,
    });
    expect(platform.requests.find((r) => r.url === SOCIAL_API.connect)?.data).toEqual({ token: TOKEN });
    expect(platform.alertCalls).toContainEqual(expect.objectContaining({ message: '카카오 계정이 연결되었습니다.' }));
    expect(platform.sessionStored.has(SOCIAL_ATTEMPT_KEY)).toBe(false);
  });
});
