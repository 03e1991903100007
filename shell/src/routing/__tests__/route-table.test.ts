import { describe, expect, it } from 'vitest';
import { resolveDomainRoute } from '../route-table';

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
});
