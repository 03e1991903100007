import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, formatKstDateTime, MESSAGES } from '@mall/shared-contracts';
import { MEMBER_MESSAGES } from '@mall/shared-contracts/member';
import { createFakePlatform, fail, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { FindPasswordPage } from '../components/find-password-page';
import { PASSWORD_RESET_KEY } from '../find-results';

const TOKEN = 'a'.repeat(43);
const inThreeMinutes = () => formatKstDateTime(new Date(Date.now() + 180_000));

function renderPage(routes = {}) {
  const platform = createFakePlatform({ routes });
  renderWithPlatform(<FindPasswordPage />, { platform, route: '/find/password' });
  return platform;
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const fillMember = () => {
  type('아이디', 'kim01');
  type('이름', '김민지');
  type('이메일', 'kim@example.com');
};

describe('FindPasswordPage (spec sections 4, 5, 8)', () => {
  it('asks for the fields before sending a code, with the particle-right messages', () => {
    const platform = renderPage();
    click('인증번호 받기');
    expect(screen.getByText('아이디를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('이름을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('이메일을 입력해 주세요.')).toBeTruthy();
    expect(platform.requests).toEqual([]);
  });

  it('refuses to verify before a code was sent, and to go on before the code is verified', async () => {
    const platform = renderPage();
    click('확인');
    await waitFor(() => expect(platform.alertCalls.map((c) => c.message)).toEqual([MEMBER_MESSAGES.sendCodeFirst]));
  });

  it('a second code (인증번호 다시 받기) says 인증번호가 발송되었습니다.', async () => {
    const platform = renderPage({ [`POST ${API.sendAuthcodeToEmail}`]: ok({ access_token: TOKEN, expire_at: inThreeMinutes() }) });
    fillMember();
    click('인증번호 받기');
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe(MESSAGES.codeSentToEmail));
    click('인증번호 다시 받기');
    await waitFor(() => expect(platform.alertCalls.map((c) => c.message)).toEqual([MESSAGES.codeSentToEmail, '인증번호가 발송되었습니다.']));
    expect(platform.requests.filter((r) => r.url === API.sendAuthcodeToEmail)).toHaveLength(2);
  });

  it('code sent → wrong code (422 message) → right code → reset allowed → the change page', async () => {
    let tries = 0;
    const platform = renderPage({
      [`POST ${API.sendAuthcodeToEmail}`]: ok({ access_token: TOKEN, expire_at: inThreeMinutes() }),
      [`POST ${API.verifyAuthcode}`]: () => (++tries === 1 ? fail(422, MESSAGES.verificationCodeInvalid) : ok({ success: true })),
      [`POST ${API.prepareForNewPassword}`]: ok({ token: 'b'.repeat(43), expire_at: inThreeMinutes(), login_id: 'kim01' }),
    });
    fillMember();
    click('인증번호 받기');
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe(MESSAGES.codeSentToEmail));
    expect(screen.getByRole('timer').textContent).toMatch(/^남은 시간 [23]:\d\d$/);

    fireEvent.submit(screen.getByRole('form', { name: '비밀번호 찾기' }));
    expect(await screen.findByText(MEMBER_MESSAGES.enterCode)).toBeTruthy();

    type('인증번호', '123456');
    fireEvent.submit(screen.getByRole('form', { name: '비밀번호 찾기' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe(MEMBER_MESSAGES.verifyFirst));

    click('확인');
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe(MESSAGES.verificationCodeInvalid));
    click('확인');
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe(MESSAGES.verified));
    expect(screen.getByRole('button', { name: '인증 완료' })).toBeTruthy();

    click('비밀번호 재설정');
    await waitFor(() => expect(platform.history.location.pathname).toBe('/find/password/change'));
    expect(platform.sessionStorage.get(PASSWORD_RESET_KEY)).toMatchObject({ login_id: 'kim01' });
    expect(platform.requests.find((r) => r.url === API.prepareForNewPassword)?.data).toMatchObject({
      find_type: 'email',
      email: 'kim@example.com',
      verification_code: 123456,
    });
  });

  it('changing the find type clears the steps', async () => {
    const platform = renderPage({ [`POST ${API.sendAuthcodeToEmail}`]: ok({ access_token: TOKEN, expire_at: inThreeMinutes() }) });
    fillMember();
    click('인증번호 받기');
    await screen.findByRole('button', { name: '인증번호 다시 받기' });
    fireEvent.click(screen.getByLabelText('휴대폰으로 찾기'));
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeTruthy();
    click('확인');
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe(MEMBER_MESSAGES.sendCodeFirst));
  });
});
