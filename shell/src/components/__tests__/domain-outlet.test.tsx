import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { PAID_FEATURES } from '@mall/shared-contracts';
import { createFakePlatform, memberSession, renderWithPlatform, shopSettingsFixture, VISITOR } from '@mall/shared-ui/testing';
import { DomainOutlet } from '../domain-outlet';

const parcel = (text: string): ParcelConfig => ({
  bootstrap: () => Promise.resolve(),
  mount: (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.textContent = text;
    return Promise.resolve();
  },
  unmount: () => Promise.resolve(),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DomainOutlet', () => {
  it('renders NotFound for an unknown path and loads no remote', () => {
    const platform = createFakePlatform();
    renderWithPlatform(<DomainOutlet />, { platform, route: '/nope' });
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(document.title).toBe('페이지를 찾을 수 없습니다');
    expect(platform.loadRemoteCalls).toEqual([]);
  });

  it('mounts the owning remote of a known path', async () => {
    const platform = createFakePlatform({ remotes: { 'catalog/app': parcel('상품 상세') } });
    renderWithPlatform(<DomainOutlet />, { platform, route: '/goods/detail/12' });
    expect(await screen.findByText('상품 상세')).toBeTruthy();
    expect(platform.loadRemoteCalls).toEqual(['catalog/app']);
  });

  it('sends a visitor on a member page to login with the wanted path', async () => {
    const platform = createFakePlatform({ remotes: { 'mypage/app': parcel('로그인 화면') } });
    renderWithPlatform(<DomainOutlet />, { platform, route: '/mypage' });
    await waitFor(() => expect(`${platform.history.location.pathname}${platform.history.location.search}`).toBe('/login?redirect_to_after=%2Fmypage'));
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
  });

  it('lets a member through to the member page', async () => {
    const platform = createFakePlatform({ session: memberSession(), remotes: { 'mypage/app': parcel('마이페이지') } });
    renderWithPlatform(<DomainOutlet />, { platform, route: '/mypage' });
    expect(await screen.findByText('마이페이지')).toBeTruthy();
    expect(platform.history.location.pathname).toBe('/mypage');
  });

  const where = (p: ReturnType<typeof createFakePlatform>) => `${p.history.location.pathname}${p.history.location.search}`;

  it('a member who navigates to /login from a page stays on that page', async () => {
    const platform = createFakePlatform({
      session: memberSession(),
      route: '/goods/detail/1',
      remotes: { 'catalog/app': parcel('상품'), 'mypage/app': parcel('로그인') },
    });
    renderWithPlatform(<DomainOutlet />, { platform });
    act(() => platform.history.push('/login'));
    await waitFor(() => expect(where(platform)).toBe('/goods/detail/1'));
    expect(platform.loadRemoteCalls).not.toContain('mypage/app');
  });

  it('a member opening /login directly goes home, or to a same-site redirect_to_after', async () => {
    const home = createFakePlatform({ session: memberSession(), remotes: { 'exhibit/app': parcel('메인') } });
    renderWithPlatform(<DomainOutlet />, { platform: home, route: '/login?redirect_to_after=https%3A%2F%2Fevil.example' });
    await waitFor(() => expect(where(home)).toBe('/'));
  });

  it('signing in on /login is left to the login page (the shell does not bounce the user)', async () => {
    const platform = createFakePlatform({ route: '/cart', remotes: { 'mypage/app': parcel('로그인'), 'order/app': parcel('장바구니') } });
    renderWithPlatform(<DomainOutlet />, { platform });
    act(() => platform.history.push('/login'));
    expect(await screen.findByText('로그인')).toBeTruthy();
    act(() => platform.setSession(memberSession()));
    expect(where(platform)).toBe('/login');
    act(() => platform.history.replace('/mypage'));
    await waitFor(() => expect(where(platform)).toBe('/mypage'));
  });

  it('a member page whose session ends goes to login with the page to come back to', async () => {
    const platform = createFakePlatform({ session: memberSession(), remotes: { 'mypage/app': parcel('마이페이지') } });
    renderWithPlatform(<DomainOutlet />, { platform, route: '/mypage?tab=1' });
    expect(await screen.findByText('마이페이지')).toBeTruthy();
    act(() => platform.setSession(VISITOR));
    await waitFor(() => expect(where(platform)).toBe('/login?redirect_to_after=%2Fmypage%3Ftab%3D1'));
  });
});

describe('DomainOutlet with paid feature switches', () => {
  it('shows the not-found page for a switched-off feature and loads no remote', async () => {
    const platform = createFakePlatform({ settings: shopSettingsFixture(['raffle']), remotes: { 'exhibit/app': parcel('래플') } });
    renderWithPlatform(<DomainOutlet />, { platform, route: '/raffle/detail/1' });
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
    expect(platform.loadRemoteCalls).toEqual([]);
  });

  it('mounts the owner of a switched-on feature page', async () => {
    const platform = createFakePlatform({ settings: shopSettingsFixture(['ranking']), remotes: { 'exhibit/app': parcel('래플') } });
    renderWithPlatform(<DomainOutlet />, { platform, route: '/raffle/detail/1' });
    expect(await screen.findByText('래플')).toBeTruthy();
  });

  it('opens a feature page when the settings cannot be loaded', async () => {
    const platform = createFakePlatform({ remotes: { 'exhibit/app': parcel('래플') } });
    renderWithPlatform(<DomainOutlet />, { platform, route: '/raffle' });
    expect(await screen.findByText('래플')).toBeTruthy();
  });

  it('does not wait for settings on a page of no paid feature', async () => {
    const platform = createFakePlatform({ settings: shopSettingsFixture([...PAID_FEATURES]), remotes: { 'catalog/app': parcel('상품 상세') } });
    renderWithPlatform(<DomainOutlet />, { platform, route: '/goods/detail/12' });
    expect(await screen.findByText('상품 상세')).toBeTruthy();
  });
});
