import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type Profile } from '@mall/shared-contracts';
import { createFakePlatform, fail, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { MemberInfoEditPage } from '../components/member-info-edit-page';

const PROFILE: Profile = {
  login_id: 'kim01',
  name: '김회원',
  email: 'kim01@example.com',
  phone: '01012345678',
  birthday: '1990-01-01',
  email_receive: false,
  sms_receive: false,
  regist_type: 'shop',
  edit_token: 'e'.repeat(43),
};
const CAPTCHA = { token: 'c'.repeat(43), image: 'data:image/svg+xml;base64,PHN2Zy8+', expire_at: '2026-12-01 10:05:00' };

describe('MemberInfoEditPage password check (counted like login failures)', () => {
  it('shows the captcha the server asks for from the 5th wrong password, checks it, then sends its token', async () => {
    let checks = 0;
    const platform = createFakePlatform({
      routes: {
        [`POST ${API.myPrepareForEdit}`]: () =>
          ++checks === 1 ? fail(422, '비밀번호가 일치하지 않습니다.', { code: 'WRONG_PASSWORD', failed_count: 5, captcha_required: true }) : ok(PROFILE),
        [`POST ${API.makeCaptcha}`]: ok(CAPTCHA),
        [`POST ${API.checkCaptcha}`]: ok({ success: true }),
      },
    });
    renderWithPlatform(<MemberInfoEditPage />, { platform, route: '/mypage/member-info/edit' });
    const gate = () => within(screen.getByRole('form', { name: '비밀번호 확인' }));
    const password = () => gate().getByLabelText('비밀번호');
    const confirm = () => fireEvent.click(screen.getByRole('button', { name: '확인' }));
    fireEvent.change(password(), { target: { value: 'Wrong1357!x' } });
    confirm();
    expect((await gate().findByRole('alert')).textContent).toBe('비밀번호가 일치하지 않습니다.');
    expect(await screen.findByRole('img', { name: '자동입력 방지 문자' })).toBeTruthy();
    fireEvent.change(password(), { target: { value: 'Trek2468!x' } });
    confirm();
    expect((await gate().findByRole('alert')).textContent).toBe('자동입력 방지 문자를 입력해 주세요.');
    fireEvent.change(screen.getByLabelText('자동입력 방지 문자'), { target: { value: 'AB3CD' } });
    confirm();
    expect(await screen.findByRole('form', { name: '회원정보 수정' })).toBeTruthy();
    await waitFor(() => expect(platform.requests.filter((r) => r.url === API.myPrepareForEdit)).toHaveLength(2));
    expect(platform.requests.find((r) => r.url === API.checkCaptcha)?.data).toEqual({ token: CAPTCHA.token, captcha_code: 'AB3CD' });
    expect(platform.requests.filter((r) => r.url === API.myPrepareForEdit).at(-1)?.data).toEqual({ password: 'Trek2468!x', captcha_token: CAPTCHA.token });
  });
});
