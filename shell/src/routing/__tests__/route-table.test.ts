import { describe, expect, it } from 'vitest';
import { SHELL_ROUTE_SAMPLES, SPEC_ROUTES } from '@mall/shared-contracts/spec-samples';
import { sourceDeclarations } from '../../../../tools/declarations.mjs';
import { createRouteTable, resolveDomainRoute, routeMetaFor, SHELL_ROUTES } from '../route-table';

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
    ['/mypage/claim/delivery-delay/claimable', 'order'],
    // A claim type without its tab is order's (the page opens the type's first tab, or says not found).
    ['/mypage/claim/delivery-delay', 'order'],
    ['/mypage/claim/delivery-delay/claimable/extra', null],
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

  it('carries the guards the owners declare', () => {
    expect(resolveDomainRoute('/mypage/order/detail/3')?.guard).toBe('member-order');
    expect(resolveDomainRoute('/guest/order/1')?.guard).toBe('guest-order');
    expect(resolveDomainRoute('/mypage')?.guard).toBe('member-only');
    expect(resolveDomainRoute('/login')?.guard).toBe('only-empty-user');
    expect(resolveDomainRoute('/cart')?.guard).toBeUndefined();
    expect(resolveDomainRoute('/raffle/detail/3')?.feature).toBe('raffle');
  });

  it('sends every declared route to the remote that declares it, at its sample URL', async () => {
    for (const declaration of Object.values(await sourceDeclarations())) {
      for (const route of declaration.routes) expect(resolveDomainRoute(route.sample.split('?')[0]!)?.owner, route.sample).toBe(declaration.name);
    }
  });

  it('renders every shell-owned spec route itself', () => {
    for (const route of SPEC_ROUTES.filter((r) => r.owner === 'shell')) {
      const pathname = new URL(SHELL_ROUTE_SAMPLES[route.path] ?? route.path, 'http://x').pathname;
      expect(
        SHELL_ROUTES.map((s) => s.path),
        route.path,
      ).toContain(pathname);
    }
  });

  it('knows only what is declared: a remote missing from the config owns no path', () => {
    const table = createRouteTable({});
    expect(table.resolve('/goods/detail/1')).toBeNull();
    expect(table.metaFor('/goods/detail/1')).toEqual({ type: 'error' });
    expect(table.match('/sidebar')).toEqual({ path: '/sidebar', owner: 'shell' });
    expect(routeMetaFor('/goods/detail/1')).toMatchObject({ type: 'sub', usePathKey: true });
  });
});
