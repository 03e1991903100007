import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatKstDateTime, RECENT_VIEWED_GOODS_KEY, type GuestLoginResponse, type SessionState } from '@mall/shared-contracts';
import { meFixture, tokensFixture } from '@mall/shared-ui/testing';
import { createSessionStore } from '../session-store';
import { storage } from '../storage';

const NOW = new Date('2024-05-01T03:00:00Z');
const kstIn = (ms: number) => formatKstDateTime(new Date(NOW.getTime() + ms));
const HOUR = 60 * 60 * 1000;
const guestLogin = (overrides: Partial<GuestLoginResponse> = {}): GuestLoginResponse => ({
  guest_token: 'guest-tok',
  expired_at: kstIn(2 * HOUR),
  order_id: '20261101-0000001',
  orderer_name: '이게스트',
  ...overrides,
});

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session store', () => {
  it('starts as a visitor with empty storage', () => {
    const s = createSessionStore();
    expect(s.get()).toEqual({ status: 'visitor', user: null, guest: null });
    expect(s.tokens()).toBeNull();
  });

  it('setMember turns a visitor into a member and notifies subscribers', () => {
    const s = createSessionStore();
    const seen: SessionState[] = [];
    s.subscribe((state) => seen.push(state));
    const user = meFixture();
    const tokens = tokensFixture({ expired_at: kstIn(HOUR) });
    // A refresh token handed over by an older client is not kept either.
    s.setMember({ ...tokens, refresh_token: 'stray-refresh' } as typeof tokens, user);
    expect(s.get()).toEqual({ status: 'member', user, guest: null });
    // Only the access token is kept: the refresh token is the HttpOnly cookie.
    expect(s.tokens()).toEqual({ token: tokens.token, expired_at: tokens.expired_at });
    expect(localStorage.getItem('mall.auth')).not.toContain('stray-refresh');
    expect(seen.map((x) => x.status)).toEqual(['member']);
  });

  it('member login clears a guest session, in memory and in storage', () => {
    createSessionStore().setGuest(guestLogin());
    const s = createSessionStore();
    expect(s.get().status).toBe('guest');
    s.setMember(tokensFixture({ expired_at: kstIn(HOUR) }), meFixture());
    expect(s.get()).toMatchObject({ status: 'member', guest: null });
    expect(storage.get('mall.guest')).toBeNull();
    expect(s.guestToken()).toBeNull();
    expect(createSessionStore().get().status).toBe('member');
  });

  it('guest login clears a member session, in memory and in storage', () => {
    const s = createSessionStore();
    s.setMember(tokensFixture({ expired_at: kstIn(HOUR) }), meFixture());
    s.setGuest(guestLogin());
    expect(s.get()).toEqual({ status: 'guest', user: null, guest: { ordererName: '이게스트', orderId: '20261101-0000001' } });
    expect(s.tokens()).toBeNull();
    expect(s.guestToken()).toBe('guest-tok');
    expect(storage.get('mall.auth')).toBeNull();
    expect(storage.get('mall.user')).toBeNull();
    const again = createSessionStore();
    expect(again.get().status).toBe('guest');
    expect(again.guestToken()).toBe('guest-tok');
  });

  it.each([
    ['an expired guest token', { expiredAt: kstIn(-1000) }],
    ['no guest token (an old entry)', { token: undefined }],
    ['a garbled expiry', { expiredAt: 'soon' }],
  ])('a stored guest with %s is not restored', (_label, patch) => {
    storage.set('mall.guest', { ordererName: '이게스트', orderId: '20261101-0000001', token: 'g', expiredAt: kstIn(HOUR), ...patch });
    expect(createSessionStore().get().status).toBe('visitor');
  });

  it('keeps liked goods for a member: newest first, unliking removes, survives a reload', () => {
    const s = createSessionStore();
    s.setMember(tokensFixture({ expired_at: kstIn(HOUR) }), meFixture());
    const seen: (readonly number[])[] = [];
    s.subscribeLikedGoods((ids) => seen.push(ids));
    s.setLiked(3, true);
    s.setLiked(5, true);
    s.setLiked(3, true);
    s.setLiked(5, false);
    expect(s.likedGoods()).toEqual([3]);
    expect(seen).toEqual([[3], [5, 3], [3, 5], [3]]);
    expect(createSessionStore().likedGoods()).toEqual([3]);
  });

  it('liked goods need a member: visitors and guests keep none', () => {
    const s = createSessionStore();
    s.setLiked(3, true);
    expect(s.likedGoods()).toEqual([]);
    s.setGuest(guestLogin());
    s.setLiked(3, true);
    expect(s.likedGoods()).toEqual([]);
  });

  it.each([
    ['a guest login', (s: ReturnType<typeof createSessionStore>) => s.setGuest(guestLogin())],
    [
      'another member login',
      (s: ReturnType<typeof createSessionStore>) => s.setMember(tokensFixture({ expired_at: kstIn(HOUR) }), meFixture({ login_id: 'other' })),
    ],
    ['the end of the session', (s: ReturnType<typeof createSessionStore>) => s.clear()],
  ])('liked goods are dropped by %s', (_label, next) => {
    const s = createSessionStore();
    s.setMember(tokensFixture({ expired_at: kstIn(HOUR) }), meFixture());
    s.setLiked(3, true);
    next(s);
    expect(s.likedGoods()).toEqual([]);
    expect(createSessionStore().likedGoods()).toEqual([]);
  });

  it('a stale liked list without a session is not restored', () => {
    storage.set('mall.likedGoods', [1, 2]);
    expect(createSessionStore().likedGoods()).toEqual([]);
  });

  it('clear returns to visitor and forgets the persisted session and the recent views', () => {
    const s = createSessionStore();
    s.setMember(tokensFixture({ expired_at: kstIn(HOUR) }), meFixture());
    storage.set(RECENT_VIEWED_GOODS_KEY, [5, 4]);
    storage.set('mall.uid', 'device-1');
    s.clear();
    expect(storage.get(RECENT_VIEWED_GOODS_KEY)).toBeNull();
    expect(storage.get('mall.uid')).toBe('device-1');
    expect(s.get()).toEqual({ status: 'visitor', user: null, guest: null });
    expect(s.tokens()).toBeNull();
    expect(createSessionStore().get().status).toBe('visitor');
  });

  it('a persisted member is restored when the store is created again', () => {
    const user = meFixture({ name: '이서준' });
    const tokens = tokensFixture({ expired_at: kstIn(HOUR) });
    createSessionStore().setMember(tokens, user);
    const again = createSessionStore();
    expect(again.get()).toEqual({ status: 'member', user, guest: null });
    expect(again.tokens()).toEqual({ token: tokens.token, expired_at: tokens.expired_at });
  });

  it('an expired token is not restored (expiry is KST YYYY-MM-DD HH:mm:ss)', () => {
    createSessionStore().setMember(tokensFixture({ expired_at: kstIn(-1000) }), meFixture());
    expect(createSessionStore().get().status).toBe('visitor');
  });

  it('a token still valid for a second in KST is restored (not read as UTC)', () => {
    createSessionStore().setMember(tokensFixture({ expired_at: kstIn(1000) }), meFixture());
    expect(createSessionStore().get().status).toBe('member');
    // 9 hours of offset would make this look valid if the KST time were read as UTC
    createSessionStore().setMember(tokensFixture({ expired_at: kstIn(-HOUR) }), meFixture());
    expect(createSessionStore().get().status).toBe('visitor');
  });

  it('tokens without a stored user are not a member session', () => {
    storage.set('mall.auth', tokensFixture({ expired_at: kstIn(HOUR) }));
    expect(createSessionStore().get().status).toBe('visitor');
  });

  it('setTokens replaces the tokens and keeps the member', () => {
    const s = createSessionStore();
    s.setMember(tokensFixture({ expired_at: kstIn(HOUR) }), meFixture());
    const next = tokensFixture({ token: 'access-2', expired_at: kstIn(2 * HOUR) });
    s.setTokens(next);
    expect(s.tokens()).toEqual({ token: next.token, expired_at: next.expired_at });
    expect(s.get().status).toBe('member');
    expect(createSessionStore().tokens()).toEqual({ token: next.token, expired_at: next.expired_at });
  });

  it('setUser is ignored without tokens', () => {
    const s = createSessionStore();
    s.setUser(meFixture());
    expect(s.get().status).toBe('visitor');
  });
});
