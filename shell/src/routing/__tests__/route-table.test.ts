import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES, UNBUILT_ROUTES } from '@mall/shared-contracts';
import { matchPath } from '@mall/shared-ui';
import { resolveDomainRoute, SHELL_ROUTES } from '../route-table';
import { sampleOf } from '@mall/shared-contracts/spec-samples';

describe('route table', () => {
  it.each([
    ['/', 'exhibit'],
    ['/goods/detail/12', 'catalog'],
    ['/goods/category', 'catalog'],
    ['/cart', 'order'],
    ['/order/5', 'order'],
    ['/mypage', 'mypage'],
    ['/mypage/order/detail/3', 'order'],
    ['/mypage/order', 'order'],
    ['/mypage/claim/1', 'order'],
    ['/mypage/wish', 'mypage'],
    ['/guest/order/1', 'order'],
    ['/login', 'mypage'],
    ['/join/complete', 'mypage'],
    ['/find/id', 'mypage'],
    ['/cs-center', 'cs_center'],
    ['/cs-center/notice/3', 'cs_center'],
    ['/showcase', 'exhibit'],
    ['/showcase/new', 'exhibit'],
    ['/showcase/detail/4', 'exhibit'],
    ['/planning/9', 'exhibit'],
    ['/nope', null],
    ['/goods/detail', null],
    ['/goods/detail/12/extra', null],
    ['/guest', null],
  ])('%s → %s', (path, owner) => {
    expect(resolveDomainRoute(path)?.owner ?? null).toBe(owner);
  });

  it('carries the route flags', () => {
    expect(resolveDomainRoute('/mypage/order/detail/3')).toMatchObject({ authRequired: true, isUserOrderManagePage: true });
    expect(resolveDomainRoute('/guest/order/1')).toMatchObject({ guestAuthRequired: true, isUserOrderManagePage: true });
    expect(resolveDomainRoute('/mypage')).toMatchObject({ authRequired: true });
    expect(resolveDomainRoute('/login')).toMatchObject({ onlyEmptyUser: true });
    expect(resolveDomainRoute('/cart')?.authRequired).toBeFalsy();
  });

  it('sends every spec route to the squad that owns it', () => {
    for (const route of SPEC_ROUTES.filter((r) => r.owner !== 'shell')) {
      expect(resolveDomainRoute(new URL(sampleOf(route), 'http://x').pathname)?.owner, sampleOf(route)).toBe(route.owner);
    }
  });

  it('renders every shell-owned spec route except those listed in UNBUILT_ROUTES', () => {
    const shellOwned = SPEC_ROUTES.filter((r) => r.owner === 'shell');
    const unbuilt = shellOwned
      .filter((r) => !SHELL_ROUTES.some((s) => matchPath({ path: s.path, end: true }, new URL(sampleOf(r), 'http://x').pathname)))
      .map((r) => r.path);
    expect(unbuilt).toEqual(UNBUILT_ROUTES.filter((path) => shellOwned.some((r) => r.path === path)));
  });
});
