import type { RemoteName } from '@mall/shared-contracts';
import { matchPath } from '@mall/shared-ui';

export interface RouteFlags {
  authRequired?: boolean;
  guestAuthRequired?: boolean;
  onlyEmptyUser?: boolean;
  isUserOrderManagePage?: boolean;
}

export interface DomainRoute extends RouteFlags {
  path: string;
  owner: RemoteName;
}

const r = (owner: RemoteName, flags: RouteFlags, ...paths: string[]): DomainRoute[] => paths.map((path) => ({ path, owner, ...flags }));

/**
 * Which remote owns which URL (shared/ARCHITECTURE.md, "Route and modal ownership") and the
 * spec's route flags. The shell enforces the flags before mounting the owner; first match wins.
 */
export const DOMAIN_ROUTES: DomainRoute[] = [
  ...r('order', { authRequired: true, isUserOrderManagePage: true }, '/mypage/order/*', '/mypage/order'),
  ...r('order', { authRequired: true }, '/mypage/claim/*', '/mypage/claim'),
  ...r('order', { guestAuthRequired: true, isUserOrderManagePage: true }, '/guest/order/*'),
  ...r('order', {}, '/cart', '/order/:id', '/order/:id/result'),
  ...r('mypage', { authRequired: true }, '/mypage', '/mypage/*'),
  ...r('mypage', { onlyEmptyUser: true }, '/login', '/join', '/join/*'),
  ...r('mypage', {}, '/find', '/find/*', '/adult/certification', '/password-change-advice', '/need-certificate'),
  ...r(
    'catalog',
    {},
    '/best',
    '/ranking',
    '/ranking/*',
    '/goods/detail/:id',
    '/goods/brand/:id',
    '/goods/seller/:id',
    '/goods/category/:id?',
    '/search-ready',
    '/search',
    '/recent-view-goods',
    '/coupon/conditions/:couponId',
  ),
  ...r('cs_center', {}, '/cs-center', '/cs-center/*', '/policies/:policyType', '/company'),
  ...r(
    'exhibit',
    {},
    '/',
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

export function resolveDomainRoute(pathname: string): DomainRoute | null {
  return DOMAIN_ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null;
}
