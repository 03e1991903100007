import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isBuiltPath, MODAL_OWNERS, routePatternRegExp, SPEC_ROUTES, specRouteOf, UNBUILT_MODALS, UNBUILT_ROUTES } from '..';
import { sampleOf } from '../spec-samples';

describe('spec routes', () => {
  it.each([
    ['/goods/detail/:id', '/goods/detail/12', true],
    ['/goods/detail/:id', '/goods/detail', false],
    ['/goods/detail/:id', '/goods/detail/12/x', false],
    ['/goods/category/:id?', '/goods/category', true],
    ['/goods/category/:id?', '/goods/category/001', true],
    ['/mypage/order/cancel/:orderId/complete/*', '/mypage/order/cancel/1/complete/3/4', true],
    ['/mypage/order/cancel/:orderId/complete/*', '/mypage/order/cancel/1/complete', true],
    ['/', '/', true],
    ['/', '/x', false],
    ['/a.b', '/axb', false],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(routePatternRegExp(pattern).test(pathname)).toBe(expected);
  });

  it('a static segment wins over a parameter', () => {
    expect(specRouteOf('/guest/order/cancel')?.path).toBe('/guest/order/cancel');
    expect(specRouteOf('/guest/order/20261101-0000001')?.path).toBe('/guest/order/:id');
    expect(specRouteOf('/mypage/order/exchange/to-return/3')?.path).toBe('/mypage/order/exchange/to-return/:exchangeId');
    expect(specRouteOf('/nowhere')).toBeNull();
  });

  it('every route is listed once and every sample belongs to its own route', () => {
    expect(new Set(SPEC_ROUTES.map((r) => r.path)).size).toBe(SPEC_ROUTES.length);
    for (const route of SPEC_ROUTES) expect(specRouteOf(new URL(sampleOf(route), 'http://x').pathname)?.path, sampleOf(route)).toBe(route.path);
  });

  it('the unbuilt lists name spec routes and modals only, once each', () => {
    for (const path of UNBUILT_ROUTES) expect(SPEC_ROUTES.map((r) => r.path)).toContain(path);
    expect(new Set(UNBUILT_ROUTES).size).toBe(UNBUILT_ROUTES.length);
    for (const name of UNBUILT_MODALS) expect(Object.keys(MODAL_OWNERS)).toContain(name);
    expect(new Set(UNBUILT_MODALS).size).toBe(UNBUILT_MODALS.length);
  });

  it('a link is built when its spec route is built; unknown paths are dead links; other sites are not judged', () => {
    expect(isBuiltPath('/goods/detail/1?x=1#size-guide')).toBe(true);
    expect(isBuiltPath(`${UNBUILT_ROUTES.includes('/best') ? '/best' : '/nowhere'}`)).toBe(false);
    expect(isBuiltPath('/goods/1')).toBe(false);
    expect(isBuiltPath('https://example.com/x')).toBe(true);
  });

  it('prints what is not built yet (the lists shrink as the domains land)', () => {
    const built = SPEC_ROUTES.length - UNBUILT_ROUTES.length;
    const modals = Object.keys(MODAL_OWNERS).length;
    console.info(
      [
        `routes built: ${built}/${SPEC_ROUTES.length}; not built yet (${UNBUILT_ROUTES.length}):`,
        ...UNBUILT_ROUTES.map((path) => `  ${SPEC_ROUTES.find((r) => r.path === path)?.owner}\t${path}`),
        `modals built: ${modals - UNBUILT_MODALS.length}/${modals}; not built yet (${UNBUILT_MODALS.length}):`,
        ...UNBUILT_MODALS.map((name) => `  ${MODAL_OWNERS[name]}\t${name}`),
      ].join('\n'),
    );
    expect(built).toBeGreaterThan(0);
  });

  it("the README's 'not built yet' counts are the registry's (a squad that builds a page updates the sentence)", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const modals = Object.keys(MODAL_OWNERS).length;
    expect(readme).toContain(
      `명세의 라우트 ${SPEC_ROUTES.length}개 중 ${UNBUILT_ROUTES.length}개, 모달 ${modals}개 중 ${UNBUILT_MODALS.length}개가 아직 없습니다.`,
    );
  });
});
