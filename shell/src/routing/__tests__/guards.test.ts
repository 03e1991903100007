import { describe, expect, it } from 'vitest';
import type { SessionState } from '@mall/shared-contracts';
import { meFixture } from '@mall/shared-ui/testing';
import { guardRedirect } from '../guards';
import { resolveDomainRoute } from '../route-table';

const visitor: SessionState = { status: 'visitor', user: null, guest: null };
const member: SessionState = { status: 'member', user: meFixture(), guest: null };
const guest: SessionState = { status: 'guest', user: null, guest: { ordererName: '홍길동', orderId: '1' } };

const SESSIONS = { visitor, member, guest };

function guard(url: string, session: SessionState): string | null {
  const u = new URL(url, 'https://mall.test');
  const route = resolveDomainRoute(u.pathname);
  if (!route) throw new Error(`no route for ${url}`);
  return guardRedirect(route, session, { pathname: u.pathname, search: u.search });
}

describe('route guards', () => {
  it.each<[string, 'visitor' | 'member' | 'guest', string | null]>([
    ['/mypage', 'visitor', '/login?redirect_to_after=%2Fmypage'],
    ['/mypage/wish?tab=brand', 'visitor', '/login?redirect_to_after=%2Fmypage%2Fwish%3Ftab%3Dbrand'],
    ['/mypage', 'guest', '/login?redirect_to_after=%2Fmypage'],
    ['/mypage', 'member', null],
    ['/mypage/order/detail/3', 'visitor', '/guest/order/detail/3'],
    ['/mypage/order/detail/3', 'guest', '/guest/order/detail/3'],
    ['/mypage/order/detail/3', 'member', null],
    ['/mypage/claim/1', 'visitor', '/login?redirect_to_after=%2Fmypage%2Fclaim%2F1'],
    ['/guest/order/1', 'guest', null],
    ['/guest/order/1', 'visitor', '/login?redirect_to_after=%2Fguest%2Forder%2F1'],
    ['/guest/order/1', 'member', '/login?redirect_to_after=%2Fguest%2Forder%2F1'],
    ['/login?redirect_to_after=/cart', 'member', '/cart'],
    ['/login?redirect_to_after=%2Fgoods%2Fdetail%2F1%3Fa%3D1', 'member', '/goods/detail/1?a=1'],
    ['/login?redirect_to_after=//evil.example', 'member', '/'],
    ['/login?redirect_to_after=https://evil.example/x', 'member', '/'],
    ['/login?redirect_to_after=javascript:alert(1)', 'member', '/'],
    ['/login', 'member', '/'],
    ['/login?redirect_to_after=/cart', 'visitor', null],
    ['/login', 'guest', null],
    ['/join', 'member', '/'],
    ['/cart', 'visitor', null],
    ['/', 'visitor', null],
  ])('%s as %s → %s', (url, session, expected) => {
    expect(guard(url, SESSIONS[session])).toBe(expected);
  });
});
