import { describe, expect, it } from 'vitest';
import type { SessionState } from '@mall/shared-contracts';
import { meFixture } from '@mall/shared-ui/testing';
import { guardRoute, type GuardDecision } from '../guards';
import { resolveDomainRoute } from '../route-table';

const visitor: SessionState = { status: 'visitor', user: null, guest: null };
const member: SessionState = { status: 'member', user: meFixture(), guest: null };
const guest: SessionState = { status: 'guest', user: null, guest: { ordererName: '홍길동', orderId: '20261101-0000001' } };

const SESSIONS = { visitor, member, guest };

function guard(url: string, session: SessionState, cameFromPage = false): GuardDecision {
  const u = new URL(url, 'https://mall.test');
  const route = resolveDomainRoute(u.pathname);
  if (!route) throw new Error(`no route for ${url}`);
  return guardRoute(route, session, { pathname: u.pathname, search: u.search, cameFromPage });
}

const to = (redirect: string) => ({ redirect });

describe('route guards', () => {
  it.each<[string, 'visitor' | 'member' | 'guest', GuardDecision]>([
    ['/mypage', 'visitor', to('/login?redirect_to_after=%2Fmypage')],
    ['/mypage/wish?tab=brand', 'visitor', to('/login?redirect_to_after=%2Fmypage%2Fwish%3Ftab%3Dbrand')],
    ['/mypage', 'guest', to('/login?redirect_to_after=%2Fmypage')],
    ['/mypage', 'member', null],
    // member order pages: a logged-out shopper gets the guest mirror
    ['/mypage/order/detail/3', 'visitor', to('/guest/order/detail/3')],
    ['/mypage/order/detail/3?tab=items', 'visitor', to('/guest/order/detail/3?tab=items')],
    ['/mypage/order/detail/3', 'guest', to('/guest/order/detail/3')],
    ['/mypage/order/detail/3', 'member', null],
    ['/mypage/claim/delivery-delay/claimable', 'visitor', to('/login?redirect_to_after=%2Fmypage%2Fclaim%2Fdelivery-delay%2Fclaimable')],
    // guest order pages need a guest login
    ['/guest/order/1', 'guest', null],
    ['/guest/order/detail/1', 'guest', null],
    ['/guest/order/1', 'visitor', to('/login?redirect_to_after=%2Fguest%2Forder%2F1')],
    ['/guest/order/detail/1?x=1', 'visitor', to('/login?redirect_to_after=%2Fguest%2Forder%2Fdetail%2F1%3Fx%3D1')],
    // a member has the member version (the login page would send them straight back: no loop)
    ['/guest/order/detail/1', 'member', to('/mypage/order/detail/1')],
    ['/guest/order/20261101-0000001', 'member', to('/mypage/order/detail/20261101-0000001')],
    ['/guest/order/20261101-0000001?from=mail', 'member', to('/mypage/order/detail/20261101-0000001?from=mail')],
    ['/guest/order/cancel', 'member', to('/mypage/order/cancel')],
    ['/guest/order/cancel/20261101-0000001/3', 'member', to('/mypage/order/cancel/20261101-0000001/3')],
    // logged-out-only pages
    ['/login?redirect_to_after=/cart', 'member', to('/cart')],
    ['/login?redirect_to_after=%2Fgoods%2Fdetail%2F1%3Fa%3D1', 'member', to('/goods/detail/1?a=1')],
    ['/login?redirect_to_after=//evil.example', 'member', to('/')],
    ['/login?redirect_to_after=https://evil.example/x', 'member', to('/')],
    ['/login?redirect_to_after=javascript:alert(1)', 'member', to('/')],
    ['/login?redirect_to_after=%2F%5Cevil.example', 'member', to('/')],
    ['/login', 'member', to('/')],
    ['/login?redirect_to_after=/cart', 'visitor', null],
    ['/login', 'guest', null],
    ['/join', 'member', to('/')],
    ['/join/info', 'member', to('/')],
    ['/cart', 'visitor', null],
    ['/', 'visitor', null],
  ])('%s as %s (opened directly) → %j', (url, session, expected) => {
    expect(guard(url, SESSIONS[session])).toEqual(expected);
  });

  it.each<[string, GuardDecision]>([
    ['/login', { stay: true }],
    ['/join', { stay: true }],
    ['/login?redirect_to_after=//evil.example', { stay: true }],
    ['/login?redirect_to_after=%2Fcart', to('/cart')],
  ])('a member coming from another page to %s → %j', (url, expected) => {
    expect(guard(url, member, true)).toEqual(expected);
  });

  it('coming from a page changes nothing for visitors and guests', () => {
    expect(guard('/login', visitor, true)).toBeNull();
    expect(guard('/mypage', guest, true)).toEqual(to('/login?redirect_to_after=%2Fmypage'));
  });
});
