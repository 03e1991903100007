import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatKstDateTime, type SessionState } from '@mall/shared-contracts';
import { meFixture, tokensFixture } from '@mall/shared-ui/testing';
import { createSessionStore } from '../session-store';
import { storage } from '../storage';

const NOW = new Date('2024-05-01T03:00:00Z');
const kstIn = (ms: number) => formatKstDateTime(new Date(NOW.getTime() + ms));
const HOUR = 60 * 60 * 1000;

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
    s.setMember(tokens, user);
    expect(s.get()).toEqual({ status: 'member', user, guest: null });
    expect(s.tokens()).toEqual(tokens);
    expect(seen.map((x) => x.status)).toEqual(['member']);
  });

  it('member login clears a guest session, in memory and in storage', () => {
    storage.set('mall.guest', { ordererName: '홍길동', orderId: 'O-1' });
    const s = createSessionStore();
    expect(s.get().status).toBe('guest');
    s.setMember(tokensFixture({ expired_at: kstIn(HOUR) }), meFixture());
    expect(s.get()).toMatchObject({ status: 'member', guest: null });
    expect(storage.get('mall.guest')).toBeNull();
    expect(createSessionStore().get().status).toBe('member');
  });

  it('clear returns to visitor and forgets the persisted session', () => {
    const s = createSessionStore();
    s.setMember(tokensFixture({ expired_at: kstIn(HOUR) }), meFixture());
    s.clear();
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
    expect(again.tokens()).toEqual(tokens);
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
    expect(s.tokens()).toEqual(next);
    expect(s.get().status).toBe('member');
    expect(createSessionStore().tokens()).toEqual(next);
  });

  it('setUser is ignored without tokens', () => {
    const s = createSessionStore();
    s.setUser(meFixture());
    expect(s.get().status).toBe('visitor');
  });
});
