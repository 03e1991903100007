import { describe, expect, it } from 'vitest';
import { effectiveAction, layoutClasses, navigationTransition, transitionOf, type RouteMeta } from '../route-meta';
import { currentRouteTable, routeMetaFor } from '../route-table';
import { declaredRoutes } from '@mall/shared-contracts';
import { sourceDeclarations } from '../../../../tools/declarations.mjs';

describe('route meta of every route (spec section 2)', () => {
  it('every declared route has a type', async () => {
    const routes = declaredRoutes(await sourceDeclarations());
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes)
      expect(['main', 'sub', 'popup', 'side', 'error'], route.path).toContain(currentRouteTable().resolve(route.sample!.split('?')[0]!)?.type);
  });

  it.each([
    ['/', 'main'],
    ['/goods/detail/3', 'sub'],
    ['/cart', 'sub'],
    ['/mypage', 'sub'],
    ['/mypage/order/detail/3', 'sub'],
    ['/mypage/member-info/edit', 'popup'],
    ['/mypage/member-info/withdraw', 'sub'],
    ['/mypage/grade-benefit', 'popup'],
    ['/mypage/wish/goods/folder/7', 'popup'],
    ['/mypage/wish/goods/folder/7/move', 'popup'],
    ['/mypage/wish/goods', 'sub'],
    ['/mypage/inquiry/qna/create', 'popup'],
    ['/mypage/inquiry/qna', 'sub'],
    ['/mypage/my-size', 'popup'],
    ['/cs-center/info', 'popup'],
    ['/cs-center/info/delivery', 'popup'],
    ['/cs-center/notice', 'sub'],
    ['/sidebar', 'side'],
    ['/maintenance', 'error'],
    ['/this-does-not-exist', 'error'],
  ])('%s is %s', (path, type) => {
    expect(routeMetaFor(path).type).toBe(type);
  });

  it('popup routes keep their flags', () => {
    expect(routeMetaFor('/mypage/my-size')).toMatchObject({ owner: 'mypage', guard: 'member-only', type: 'popup' });
  });

  it('the maintenance page is bare (no header), the menu scrolls itself, goods detail remounts per id', () => {
    expect(routeMetaFor('/maintenance').layouts).toEqual(['layout--bare']);
    expect(routeMetaFor('/sidebar').scrollSelfHandling).toBe(true);
    expect(routeMetaFor('/goods/detail/1').usePathKey).toBe(true);
    expect(routeMetaFor('/cart').usePathKey).toBeFalsy();
  });
});

const sub: RouteMeta = { type: 'sub' };
const popup: RouteMeta = { type: 'popup' };
const main: RouteMeta = { type: 'main' };

describe('transitions', () => {
  it.each<[string, RouteMeta, string]>([
    ['sub slides from the right', sub, 'slide-right'],
    ['popup slides up', popup, 'slide-up'],
    ['main appears', main, 'none'],
    ['side appears', { type: 'side' }, 'none'],
    ['error appears', { type: 'error' }, 'none'],
    ['hideTransition wins', { type: 'sub', hideTransition: true }, 'none'],
    ['transition overrides the type', { type: 'main', transition: 'slide-up' }, 'slide-up'],
  ])('%s', (_label, meta, expected) => {
    expect(transitionOf(meta)).toBe(expected);
  });

  it.each<[string, Parameters<typeof navigationTransition>, ReturnType<typeof navigationTransition>]>([
    ['forward into a sub page', ['PUSH', main, sub], { name: 'slide-right', direction: 'forward' }],
    ['back from a sub page reverses its slide', ['POP', sub, main], { name: 'slide-right', direction: 'back' }],
    ['forward into a popup', ['PUSH', sub, popup], { name: 'slide-up', direction: 'forward' }],
    ['back from a popup reverses the slide up', ['POP', popup, sub], { name: 'slide-up', direction: 'back' }],
    ['back to a sub page from main plays no slide', ['POP', main, sub], { name: 'none', direction: 'back' }],
    ['a redirect does not animate', ['REPLACE', main, sub], { name: 'none', direction: 'forward' }],
    ['the first page does not animate', ['POP', null, sub], { name: 'none', direction: 'forward' }],
  ])('%s', (_label, args, expected) => {
    expect(navigationTransition(...args)).toEqual(expected);
  });

  it('layout classes name the route type plus its layouts', () => {
    expect(layoutClasses({ type: 'error', layouts: ['layout--bare'] })).toEqual(['route--error', 'layout--bare']);
    expect(layoutClasses(sub)).toEqual(['route--sub']);
  });

  it.each<[string, Parameters<typeof effectiveAction>, string]>([
    ['browser back', ['POP', 3, 2], 'POP'],
    ['browser forward slides like a new page', ['POP', 2, 3], 'PUSH'],
    ['unknown indexes stay POP', ['POP', null, 3], 'POP'],
    ['a push stays a push', ['PUSH', 2, 3], 'PUSH'],
    ['a replace stays a replace', ['REPLACE', 2, 2], 'REPLACE'],
  ])('%s', (_label, args, expected) => {
    expect(effectiveAction(...args)).toBe(expected);
  });
});
