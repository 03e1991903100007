import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePatternRegExp } from '..';
import { isSpecPath, SPEC_MODALS, SPEC_ROUTES, specRouteOf } from '../spec-samples';

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

  it('every route is listed once', () => {
    expect(new Set(SPEC_ROUTES.map((r) => r.path)).size).toBe(SPEC_ROUTES.length);
  });

  it('a link leads to a spec page when its path is a spec route; unknown paths are dead links; other sites are not judged', () => {
    expect(isSpecPath('/goods/detail/1?x=1#size-guide')).toBe(true);
    expect(isSpecPath('/goods/1')).toBe(false);
    expect(isSpecPath('https://example.com/x')).toBe(true);
  });

  it("the README's counts are the spec list's", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`명세의 라우트 ${SPEC_ROUTES.length}개와 모달 ${Object.keys(SPEC_MODALS).length}개`);
  });
});

describe('package versions', () => {
  it('SHARED_CONTRACTS_VERSION is the package version, and the changelog has its entry', async () => {
    const { SHARED_CONTRACTS_VERSION } = await import('..');
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SHARED_CONTRACTS_VERSION).toBe(pkg.version);
    expect(readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8')).toContain(`## ${pkg.version}`);
  });
});
