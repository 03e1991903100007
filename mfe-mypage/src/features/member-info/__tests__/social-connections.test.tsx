import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SOCIAL_API, SOCIAL_MESSAGES, type SocialConnections as Connections } from '@mall/shared-contracts/member';
import { createFakePlatform, fail, memberSession, ok, renderWithPlatform, type FakeRequest } from '@mall/shared-ui/testing';
import { SocialConnections } from '../components/social-connections';

const TOKEN = 'attempt-token-0123456789';
const availables = {
  platforms: [
    { platform_type: 'kakao', label: '카카오' },
    { platform_type: 'naver', label: '네이버' },
    { platform_type: 'apple', label: 'Apple' },
  ],
};
const connections = (connected: string[], hasPassword = true): Connections => ({
  has_password: hasPassword,
  connections: availables.platforms.map((p) => ({
    platform_type: p.platform_type as 'kakao',
    label: p.label,
    connected: connected.includes(p.platform_type),
    email: connected.includes(p.platform_type) ? 'so***@example.com' : null,
    connected_at: connected.includes(p.platform_type) ? '2026-11-20 10:00:00' : null,
  })),
});

afterEach(() => vi.restoreAllMocks());

describe('SNS 계정 연결 on /mypage/member-info/edit', () => {
  it('shows each platform’s state; disconnects after a confirm with the success message; the server’s refusal is shown', async () => {
    let current = connections(['kakao', 'naver'], false);
    const platform = createFakePlatform({
      session: memberSession(),
      confirmAnswer: true,
      routes: {
        [`GET ${SOCIAL_API.availables}`]: ok(availables),
        [`GET ${SOCIAL_API.connections}`]: () => ok(current),
        [`POST ${SOCIAL_API.disconnect}`]: (req: FakeRequest) => {
          const { platform_type } = req.data as { platform_type: string };
          if (platform_type === 'naver') return fail(409, SOCIAL_MESSAGES.lastLoginWay('네이버'));
          current = connections(['naver'], false);
          return ok({ platform_type, message: SOCIAL_MESSAGES.disconnected });
        },
      },
    });
    renderWithPlatform(<SocialConnections />, { platform });
    const list = await screen.findByRole('list', { name: 'SNS 계정' });
    expect(within(list).getByRole('listitem', { name: '카카오' }).textContent).toContain('연결됨 · so***@example.com');
    expect(within(list).getByRole('listitem', { name: 'Apple' }).textContent).toContain('연결 안 됨');
    fireEvent.click(screen.getByRole('button', { name: '카카오 연결 해제' }));
    await waitFor(() => expect(platform.alertCalls.map((c) => c.message)).toContain(SOCIAL_MESSAGES.disconnected));
    expect(platform.alertCalls[0]!.message).toBe(SOCIAL_MESSAGES.disconnectConfirm('카카오'));
    await waitFor(() => expect(within(list).getByRole('listitem', { name: '카카오' }).textContent).toContain('연결 안 됨'));
    fireEvent.click(screen.getByRole('button', { name: '네이버 연결 해제' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SOCIAL_MESSAGES.lastLoginWay('네이버'));
  });

  it('connects through the platform’s popup and says when the account is another member’s', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn(() => void (popup.closed = true)) };
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const connects: unknown[] = [];
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${SOCIAL_API.availables}`]: ok(availables),
        [`GET ${SOCIAL_API.connections}`]: ok(connections([])),
        [`POST ${SOCIAL_API.generateToken}`]: ok({
          token: TOKEN,
          authorize_url: `/sandbox/oauth/apple/authorize?state=${TOKEN}`,
          expire_at: '2099-12-31 23:59:59',
        }),
        [`POST ${SOCIAL_API.tokenResult(TOKEN)}`]: ok({ status: 'authorized', platform_type: 'apple', member_state: 'connected', failure_reason: null }),
        [`POST ${SOCIAL_API.connect}`]: (req: FakeRequest) => (connects.push(req.data), fail(409, SOCIAL_MESSAGES.alreadyConnectedAccount)),
      },
    });
    renderWithPlatform(<SocialConnections />, { platform });
    fireEvent.click(await screen.findByRole('button', { name: 'Apple 연결하기' }));
    await waitFor(() => expect(popup.location.href).toBe(`/sandbox/oauth/apple/authorize?state=${TOKEN}`));
    await waitFor(() => expect(connects).toEqual([{ token: TOKEN }]), { timeout: 4000 });
    expect((await screen.findByRole('alert')).textContent).toBe(SOCIAL_MESSAGES.alreadyConnectedAccount);
    expect(popup.close).toHaveBeenCalled();
  });

  it('waits for the usable platforms too: when they fail, the panel offers 다시 시도, which asks for them again', async () => {
    let calls = 0;
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${SOCIAL_API.availables}`]: () => (++calls === 1 ? fail(500) : ok(availables)),
        [`GET ${SOCIAL_API.connections}`]: ok(connections(['kakao'])),
      },
    });
    renderWithPlatform(<SocialConnections />, { platform });
    expect((await screen.findByRole('alert')).textContent).toContain('연결된 SNS 계정을 불러오지 못했습니다');
    expect(screen.queryByRole('list', { name: 'SNS 계정' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    const list = await screen.findByRole('list', { name: 'SNS 계정' });
    expect(within(list).getByRole('listitem', { name: '카카오' }).textContent).toContain('연결됨');
    expect(calls).toBe(2);
  });
});
