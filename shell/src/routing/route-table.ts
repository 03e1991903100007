import type { RemoteName } from '@mall/shared-contracts';
import { matchPath } from '@mall/shared-ui';
import type { RouteMeta } from './route-meta';

export interface RouteFlags {
  authRequired?: boolean;
  guestAuthRequired?: boolean;
  onlyEmptyUser?: boolean;
  isUserOrderManagePage?: boolean;
}

export interface DomainRoute extends RouteFlags, RouteMeta {
  path: string;
  owner: RemoteName;
}

// Every route is a sub page (slides in from the right) unless its entry says otherwise.
const r = (owner: RemoteName, flags: RouteFlags & Partial<RouteMeta>, ...paths: string[]): DomainRoute[] =>
  paths.map((path) => ({ path, owner, type: 'sub', ...flags }));

/**
 * Which remote owns which URL (shared/ARCHITECTURE.md, "Route and modal ownership") and the
 * spec's route flags. The shell enforces the flags before mounting the owner; first match wins.
 */
export const DOMAIN_ROUTES: DomainRoute[] = [
  ...r('order', { authRequired: true, isUserOrderManagePage: true }, '/mypage/order/*', '/mypage/order'),
  ...r('order', { authRequired: true }, '/mypage/claim/*', '/mypage/claim'),
  ...r('order', { guestAuthRequired: true, isUserOrderManagePage: true }, '/guest/order/*'),
  ...r('order', {}, '/cart', '/order/:id', '/order/:id/result'),
  ...r(
    'mypage',
    { authRequired: true, type: 'popup' },
    '/mypage/member-info/edit',
    '/mypage/grade-benefit',
    '/mypage/wish/goods/folder/:id',
    '/mypage/wish/goods/folder/:id/move',
    '/mypage/inquiry/qna/create',
    '/mypage/my-size',
  ),
  ...r('mypage', { authRequired: true }, '/mypage', '/mypage/*'),
  ...r('mypage', { onlyEmptyUser: true }, '/login', '/join', '/join/*'),
  ...r('mypage', {}, '/find', '/find/*', '/adult/certification', '/password-change-advice', '/need-certificate'),
  ...r('catalog', { usePathKey: true }, '/goods/detail/:id'),
  ...r(
    'catalog',
    {},
    '/best',
    '/ranking',
    '/ranking/*',
    '/goods/brand/:id',
    '/goods/seller/:id',
    '/goods/category/:id?',
    '/search-ready',
    '/search',
    '/recent-view-goods',
    '/coupon/conditions/:couponId',
  ),
  ...r('cs_center', { type: 'popup' }, '/cs-center/info', '/cs-center/info/*'),
  ...r('cs_center', {}, '/cs-center', '/cs-center/*', '/policies/:policyType', '/company'),
  ...r('exhibit', { type: 'main' }, '/'),
  ...r(
    'exhibit',
    {},
    '/live-commerce',
    '/live-commerce/:roomId',
    '/cody-shot',
    '/cody-shot/detail/:id',
    '/special-event',
    '/special-event/detail/:id',
    '/showcase/detail/:id',
    '/showcase/:sortId?',
    '/joint-purchase/detail/:id',
    '/joint-purchase/:sort?',
    '/raffle',
    '/raffle/end',
    '/raffle/detail/:id',
    '/spot-theme/:id',
    '/exhibit/category/:id',
    '/experience-group',
    '/experience-group/detail/:id',
    '/experience-group/create',
    '/planning/:id',
  ),
];

/** Routes the shell renders itself (ARCHITECTURE.md, "Route and modal ownership"). */
export const SHELL_ROUTES: ({ path: string } & RouteMeta)[] = [
  // The maintenance page stands alone: every link of the header would lead back to it.
  { path: '/maintenance', type: 'error', layouts: ['layout--bare'] },
  // The menu keeps its own scroll (sections fold open) and always opens at the top.
  { path: '/sidebar', type: 'side', scrollSelfHandling: true },
  { path: '/setting', type: 'sub' },
  // Leaving the mall: the destination first (web), or the system browser (app).
  { path: '/external', type: 'sub' },
  // The claim offer's print page: the same hand-off to the print service's address.
  { path: '/print/claim-offer', type: 'sub' },
];

/** The not-found catch-all. */
export const NOT_FOUND_META: RouteMeta = { type: 'error' };

/** The meta of any URL: a shell route, a domain route, or the not-found page. */
export function routeMetaFor(pathname: string): RouteMeta {
  return SHELL_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? resolveDomainRoute(pathname) ?? NOT_FOUND_META;
}

export function resolveDomainRoute(pathname: string): DomainRoute | null {
  return DOMAIN_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null;
}
