import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@mall/shared-contracts';
import { MEMBER_MESSAGES } from '@mall/shared-contracts/member';
import { createFakePlatform, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { useMypageStore } from '../../../lib/store';
import { JoinInfoPage } from '../components/join-info-page';

const POLICIES = [
  { id: 1, code: 'terms', label: '이용약관', contents: '제1조', is_required: true },
  { id: 2, code: 'privacy', label: '개인정보 수집 및 이용', contents: '수집 항목', is_required: true },
  { id: 5, code: 'marketing', label: '마케팅 정보 수신', contents: '이벤트', is_required: false },
];
const IDENTITY = {
  token: 'c'.repeat(43),
  result: { status: 'verified' as const, name: '박가입', phone: '010-****-1234', birthdate: '1995-03-08', gender: 'male' as const, failure_reason: null },
};

afterEach(() => useMypageStore.setState({ identity: null, joined: null }));

function renderPage(withIdentity = true) {
  if (withIdentity) useMypageStore.setState({ identity: IDENTITY });
  const platform = createFakePlatform({
    routes: {
      [`GET ${API.memberPolicies}`]: ok({ policies: POLICIES }),
      [`POST ${API.idDuplicateCheck}`]: (req) =>
        ok({ login_id: (req.data as { login_id: string }).login_id, is_duplicated: (req.data as { login_id: string }).login_id === 'demo' }),
      [`POST ${API.members}`]: ok({ login_id: 'newbie01', name: '박가입' }),
      // The server knows the verified phone (010-7391-4826) that the page shows masked.
      [`POST ${API.joinPasswordCheck}`]: (req) =>
        ok(
          (req.data as { password: string }).password.includes('73914826')
            ? { status: 'danger', message: '휴대폰 번호가 포함된 비밀번호는 사용할 수 없습니다.' }
            : { status: 'valid', message: null },
        ),
    },
  });
  renderWithPlatform(<JoinInfoPage />, { platform, route: '/join/info' });
  return platform;
}
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('JoinInfoPage', () => {
  it('without a verified identity goes back to the certification step', async () => {
    const platform = renderPage(false);
    await waitFor(() => expect(platform.history.location.pathname).toBe('/join/certification'));
  });

  it('checks the id, the password rule, the e-mail and the required policies before joining', async () => {
    const platform = renderPage();
    await screen.findByText('[필수] 이용약관');
    expect((screen.getByLabelText('이름') as HTMLInputElement).value).toBe('박가입');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '가입하기' }));

    type('아이디', 'demo');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(MEMBER_MESSAGES.checkLoginIdFirst);
    fireEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText(MEMBER_MESSAGES.loginIdTaken)).toBeTruthy();
    type('아이디', 'newbie01');
    fireEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    expect(await screen.findByText(MEMBER_MESSAGES.loginIdAvailable)).toBeTruthy();

    type(/^비밀번호$/, 'abcd1234');
    expect(screen.getByText(/비밀번호 안전도: 위험/)).toBeTruthy();
    type(/^비밀번호$/, 'Trek2468!x');
    expect(screen.getByText(/비밀번호 안전도: 안전/)).toBeTruthy();
    type('비밀번호 확인', 'Trek2468!x');
    type('이메일', 'new@example');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('이메일을 올바르게 입력해 주세요.');
    type('이메일', 'new@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(MEMBER_MESSAGES.requiredPolicies);

    fireEvent.click(screen.getByLabelText('전체 동의'));
    fireEvent.click(screen.getByLabelText(/문자\(SMS\) 수신/));
    submit();
    await waitFor(() => expect(platform.history.location.pathname).toBe('/join/complete'));
    expect(platform.requests.find((r) => r.url === API.members)?.data).toEqual({
      login_id: 'newbie01',
      password: 'Trek2468!x',
      email: 'new@example.com',
      marketing_sms: true,
      marketing_email: false,
      identity_token: IDENTITY.token,
      policies: [
        { id: 1, code: 'terms', is_agree: true },
        { id: 2, code: 'privacy', is_agree: true },
        { id: 5, code: 'marketing', is_agree: true },
      ],
    });
    expect(useMypageStore.getState().joined).toEqual({ loginId: 'newbie01', name: '박가입' });
  }, 20_000); // a whole form typed field by field: slow on a busy machine

  it("shows the server's judgement of the password while typing: the verified phone's digits are refused before submit", async () => {
    const platform = renderPage();
    await screen.findByText('[필수] 이용약관');
    type(/^비밀번호$/, 'Zq73914826!');
    // The page alone sees only 010-****-1234: locally the password looks strong.
    expect(screen.getByText(/비밀번호 안전도: 안전/)).toBeTruthy();
    const line = await screen.findByText(/· 휴대폰 번호가 포함된 비밀번호는 사용할 수 없습니다\./);
    expect(line.textContent).toBe('비밀번호 안전도: 위험 · 휴대폰 번호가 포함된 비밀번호는 사용할 수 없습니다.');
    expect(platform.requests.filter((r) => r.url === API.joinPasswordCheck).map((r) => r.data)).toEqual([
      { identity_token: IDENTITY.token, password: 'Zq73914826!' },
    ]);
    type('아이디', 'newbie01');
    fireEvent.click(screen.getByRole('button', { name: '중복 확인' }));
    await screen.findByText(MEMBER_MESSAGES.loginIdAvailable);
    type('비밀번호 확인', 'Zq73914826!');
    // A new id is checked with the password again once typing pauses.
    await screen.findByText(/· 휴대폰 번호가 포함된/);
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('휴대폰 번호가 포함된 비밀번호는 사용할 수 없습니다.');
    expect(platform.requests.some((r) => r.url === API.members)).toBe(false);
  }, 20_000);
});
