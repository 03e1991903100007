import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, formatKstDateTime, RECENT_VIEWED_GOODS_KEY, type EventMap } from '@mall/shared-contracts';
import { createFakeAdapter, fail, meFixture, ok, testConfig, tokensFixture } from '@mall/shared-ui/testing';
import { createPlatform } from '../create-platform';
import { storage } from '../storage';

const HOUR = 3600_000;

function setup(routes = {}) {
  const { platform } = createPlatform(testConfig);
  const server = createFakeAdapter({ [`POST ${API.logout}`]: ok({ success: true }), ...routes });
  platform.http.defaults.adapter = server.adapter;
  const counts: EventMap['cart.countChanged'][] = [];
  platform.bus.on('cart.countChanged', (p) => counts.push(p));
  return { platform, server, counts };
}

const signInMember = (platform: ReturnType<typeof setup>['platform']) =>
  platform.session.signIn(tokensFixture({ expired_at: formatKstDateTime(new Date(Date.now() + HOUR)) }), meFixture());

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('platform.session', () => {
  it('follows wish.changed for a member and tells subscribers', async () => {
    const { platform } = setup();
    signInMember(platform);
    const seen: (readonly number[])[] = [];
    platform.session.likedGoods.subscribe((ids) => seen.push(ids));
    platform.bus.emit('wish.changed', { goodsId: 12, liked: true });
    await vi.waitFor(() => expect(platform.session.likedGoods.has(12)).toBe(true));
    platform.bus.emit('wish.changed', { goodsId: 12, liked: false });
    await vi.waitFor(() => expect(platform.session.likedGoods.get()).toEqual([]));
    expect(seen).toEqual([[12], []]);
  });

  it('a member session starts from the liked goods mall-api keeps, newest first', async () => {
    const { platform, server } = setup({ [`GET ${API.likedGoods}`]: ok({ goods_ids: [31, 8, 2] }) });
    signInMember(platform);
    await vi.waitFor(() => expect(platform.session.likedGoods.get()).toEqual([31, 8, 2]));
    expect(platform.session.likedGoods.has(8)).toBe(true);
    expect(server.requests.filter((r) => r.url === API.likedGoods)).toHaveLength(1);
  });

  it('logout clears the user, recent views, cart count and liked goods', async () => {
    const { platform, server, counts } = setup();
    signInMember(platform);
    platform.storage.set(RECENT_VIEWED_GOODS_KEY, [3, 2, 1]);
    platform.bus.emit('wish.changed', { goodsId: 7, liked: true });
    await vi.waitFor(() => expect(platform.session.likedGoods.get()).toEqual([7]));
    await platform.session.signOut();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${API.likedGoods}`, `POST ${API.logout}`]);
    expect(platform.session.get()).toEqual({ status: 'visitor', user: null, guest: null });
    expect(platform.storage.get(RECENT_VIEWED_GOODS_KEY)).toBeNull();
    expect(platform.session.likedGoods.get()).toEqual([]);
    await vi.waitFor(() => expect(counts).toEqual([{ count: 0 }]));
  });

  it('a 401 AuthenticationException ends the session the same way (cart count 0)', async () => {
    const { platform, counts } = setup({ 'GET /x': fail(401, '로그인이 필요합니다.', { cause: 'AuthenticationException' }) });
    signInMember(platform);
    await expect(platform.http.get('/x', { skipErrorAlert: true })).rejects.toBeTruthy();
    expect(platform.session.get().status).toBe('visitor');
    await vi.waitFor(() => expect(counts).toEqual([{ count: 0 }]));
  });

  it('a guest logs out with the guest token, so the server ends that guest session too', async () => {
    const { platform, server } = setup({ [`POST ${API.guestLogout}`]: ok({ success: true }) });
    platform.session.signInGuest({
      guest_token: 'g-token',
      expired_at: formatKstDateTime(new Date(Date.now() + HOUR)),
      order_id: '20261101-0000001',
      orderer_name: '이게스트',
    });
    await platform.session.signOut();
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.headers['guest-token']}`)).toEqual([`POST ${API.guestLogout} g-token`]);
    expect(platform.session.get().status).toBe('visitor');
    expect(storage.get('mall.guest')).toBeNull();
  });

  it('a visitor signing out calls no server', async () => {
    const { platform, server } = setup();
    await platform.session.signOut();
    expect(server.requests).toEqual([]);
  });

  it('signInGuest replaces the member session with the guest one', () => {
    const { platform } = setup();
    signInMember(platform);
    platform.session.signInGuest({
      guest_token: 'g',
      expired_at: formatKstDateTime(new Date(Date.now() + HOUR)),
      order_id: '20261101-0000001',
      orderer_name: '이게스트',
    });
    expect(platform.session.get()).toEqual({ status: 'guest', user: null, guest: { ordererName: '이게스트', orderId: '20261101-0000001' } });
    expect(storage.get('mall.auth')).toBeNull();
  });
});

describe('platform.storage', () => {
  it('is the expiring storage: 365 days by default, a custom number of days, corrupted values read as null', () => {
    const { platform } = setup();
    platform.storage.set('k', { a: 1 });
    expect(platform.storage.get('k')).toEqual({ a: 1 });
    const raw = JSON.parse(localStorage.getItem('k')!) as { expiresAt: number };
    expect(Math.round((raw.expiresAt - Date.now()) / 86_400_000)).toBe(365);
    platform.storage.set('short', 1, 1);
    expect(Math.round((JSON.parse(localStorage.getItem('short')!).expiresAt - Date.now()) / 86_400_000)).toBe(1);
    localStorage.setItem('broken', '{nope');
    expect(platform.storage.get('broken')).toBeNull();
    platform.storage.remove('k');
    expect(platform.storage.get('k')).toBeNull();
  });
});

describe('platform.sessionStorage', () => {
  it('keeps a value in this tab until the instant it expires, then reads it as gone', () => {
    const { platform } = setup();
    platform.sessionStorage.set('find', { ids: ['de**'] }, Date.now() + 60_000);
    expect(platform.sessionStorage.get('find')).toEqual({ ids: ['de**'] });
    expect(localStorage.getItem('find')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('find')!)).toMatchObject({ value: { ids: ['de**'] } });
    platform.sessionStorage.set('old', 1, Date.now() - 1);
    expect(platform.sessionStorage.get('old')).toBeNull();
    expect(sessionStorage.getItem('old')).toBeNull();
    platform.sessionStorage.remove('find');
    expect(platform.sessionStorage.get('find')).toBeNull();
  });
});
