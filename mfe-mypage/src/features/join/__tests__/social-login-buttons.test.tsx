import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SOCIAL_API, SOCIAL_ATTEMPT_KEY, SOCIAL_MESSAGES, type SocialResult } from '@mall/shared-contracts/member';
import { createFakePlatform, meFixture, ok, renderWithPlatform, tokensFixture } from '@mall/shared-ui/testing';
import { SocialLoginButtons } from '../components/social-login-buttons';

const TOKEN = 'attempt-token-0123456789';
const availables = {
  platforms: [
    { platform_type: 'kakao', label: '카카오' },
    { platform_type: 'naver', label: '네이버' },
    { platform_type: 'apple', label: 'Apple' },
  ],
};

/** A consent popup the test drives: where the page sent it, and whether the person closed it. */
function stubPopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(() => void (popup.closed = true)) };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return { popup, open };
}

function renderButtons(results: SocialResult[]) {
  const polls: SocialResult[] = [...results];
  const platform = createFakePlatform({
    route: '/login?redirect_to_after=%2Fmypage%2Fwish',
    routes: {
      [`GET ${SOCIAL_API.availables}`]: () => ok(availables),
      [`POST ${SOCIAL_API.generateToken}`]: () =>
        ok({ token: TOKEN, authorize_url: `/sandbox/oauth/kakao/authorize?state=${TOKEN}`, expire_at: '2099-12-31 23:59:59' }),
      [`POST ${SOCIAL_API.tokenResult(TOKEN)}`]: () => ok(polls.length > 1 ? polls.shift()! : polls[0]!),
      [`POST ${SOCIAL_API.login}`]: () => ok({ ...tokensFixture(), user: meFixture({ name: '김카카', login_type: 'shop' }) }),
    } as never,
  });
  renderWithPlatform(<SocialLoginButtons />, { platform, route: '/login?redirect_to_after=%2Fmypage%2Fwish' });
  return platform;
}

const result = (status: SocialResult['status'], member_state: SocialResult['member_state'] = null): SocialResult => ({
  status,
  platform_type: 'kakao',
  member_state,
  failure_reason: null,
});

afterEach(() => vi.restoreAllMocks());

describe('간편 로그인 buttons on /login', () => {
  it('a connected account: the popup goes to the consent page, polling sees it authorized, the member is signed in and sent on', async () => {
    const { popup, open } = stubPopup();
    const platform = renderButtons([result('pending'), result('authorized', 'connected')]);
    fireEvent.click(await screen.findByRole('button', { name: '카카오로 로그인' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.location.href).toBe(`/sandbox/oauth/kakao/authorize?state=${TOKEN}`));
    expect(await screen.findByText(SOCIAL_MESSAGES.waiting)).toBeTruthy();
    await waitFor(() => expect(platform.signIns.map((s) => s.user.name)).toEqual(['김카카']), { timeout: 4000 });
    expect(popup.close).toHaveBeenCalled();
    await waitFor(() => expect(platform.history.location.pathname).toBe('/mypage/wish'));
  });

  it('a new account continues to /join/sns-policy with the attempt kept in session storage', async () => {
    stubPopup();
    const platform = renderButtons([result('authorized', 'new')]);
    fireEvent.click(await screen.findByRole('button', { name: '카카오로 로그인' }));
    await waitFor(() => expect(platform.history.location.pathname).toBe('/join/sns-policy'), { timeout: 4000 });
    expect(platform.sessionStorage.get(SOCIAL_ATTEMPT_KEY)).toEqual({ token: TOKEN, platform: 'kakao' });
    expect(platform.signIns).toEqual([]);
  });

  it('the popup closed midway ends the attempt with its message and nobody is signed in', async () => {
    const { popup } = stubPopup();
    const platform = renderButtons([result('pending')]);
    fireEvent.click(await screen.findByRole('button', { name: '네이버로 로그인' }));
    await screen.findByText(SOCIAL_MESSAGES.waiting);
    popup.closed = true;
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(SOCIAL_MESSAGES.closed);
    expect(platform.signIns).toEqual([]);
    expect((screen.getByRole('button', { name: '네이버로 로그인' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a blocked popup says so without starting an attempt', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const platform = renderButtons([result('pending')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Apple로 로그인' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SOCIAL_MESSAGES.popupBlocked);
    expect(platform.requests.some((r) => r.url === SOCIAL_API.generateToken)).toBe(false);
  });
});
