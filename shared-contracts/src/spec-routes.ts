import type { ModalName } from './modals';
import type { RemoteName } from './types';

export type RouteOwner = RemoteName | 'shell';

export interface SpecRoute {
  /** react-router pattern: `:id`, optional `:id?`, a trailing `/*` for the spec's `{ids...}`. */
  path: string;
  owner: RouteOwner;
}

const routes = (owner: RouteOwner, ...paths: string[]): SpecRoute[] => paths.map((path) => ({ path, owner }));

/** The order pages, mirrored for guests under /guest/order (spec section 2, "Member order management"). */
const orderPages = (base: '/mypage/order' | '/guest/order'): string[] =>
  [
    '',
    '/cancel',
    '/return',
    '/exchange',
    '/detail/:id',
    '/cancel/:orderId/:itemId',
    '/cancel/:orderId/complete/*',
    '/return/:orderId/:itemId',
    '/return/:orderId/complete/*',
    '/exchange/:orderId/:itemId',
    '/exchange/:orderId/complete/:exchangeId',
    '/exchange/to-return/:exchangeId',
    '/exchange/to-return-complete/:exchangeId/:returnId',
  ].map((child) => `${base}${child}`);

/**
 * Every route of spec section 2, children spelled out, with the squad that owns it
 * (shared/ARCHITECTURE.md, "Route and modal ownership"). Each has a seeded example URL in spec-samples.ts.
 */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  ...routes('shell', '/maintenance', '/sidebar', '/setting', '/external', '/print/claim-offer'),
  ...routes(
    'exhibit',
    '/',
    '/live-commerce',
    '/live-commerce/:roomId',
    '/cody-shot',
    '/cody-shot/detail/:id',
    '/special-event',
    '/special-event/detail/:id',
    '/showcase/:sortId?',
    '/showcase/detail/:id',
    '/joint-purchase/:sort?',
    '/joint-purchase/detail/:id',
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
  ...routes(
    'catalog',
    '/best',
    '/ranking',
    '/ranking/main',
    '/ranking/item',
    '/ranking/brand',
    '/ranking/view',
    '/ranking/like',
    '/goods/detail/:id',
    '/goods/brand/:id',
    '/goods/seller/:id',
    '/goods/category/:id?',
    '/search-ready',
    '/search',
    '/recent-view-goods',
    '/coupon/conditions/:couponId',
  ),
  ...routes(
    'mypage',
    '/login',
    '/join',
    '/join/certification',
    '/join/sns-policy',
    '/join/sns-duplicated',
    '/join/info',
    '/join/complete',
    '/find',
    '/find/id',
    '/find/password',
    '/find/id/result',
    '/find/password/change',
    '/adult/certification',
    '/password-change-advice',
    '/need-certificate',
    '/mypage',
    '/mypage/member-info/edit',
    '/mypage/member-info/withdraw',
    '/mypage/member-info/refund-account',
    '/mypage/grade-benefit',
    '/mypage/recent-view',
    '/mypage/recent-view/goods',
    '/mypage/recent-view/planning',
    '/mypage/wish',
    '/mypage/wish/goods',
    '/mypage/wish/brand',
    '/mypage/wish/goods/folder/:id',
    '/mypage/wish/goods/folder/:id/move',
    '/mypage/review',
    '/mypage/review/writable',
    '/mypage/review/written',
    '/mypage/inquiry',
    '/mypage/inquiry/qna',
    '/mypage/inquiry/seller-qna',
    '/mypage/inquiry/qna/create',
    '/mypage/benefit/:tabType',
    '/mypage/my-size',
    '/mypage/raffle',
    // My activity `personalization` and utilities `my-pay` (section 7), behind their paid switches (FEATURE_ROUTES).
    '/mypage/personalization',
    '/mypage/my-pay',
  ),
  ...routes(
    'order',
    '/cart',
    '/order/:id',
    '/order/:id/result',
    ...orderPages('/mypage/order'),
    ...orderPages('/guest/order'),
    '/guest/order/:id',
    '/mypage/claim',
    '/mypage/claim/:claimType/:tab?',
  ),
  ...routes(
    'cs_center',
    '/cs-center',
    '/cs-center/faq/:faqTypeId',
    '/cs-center/notice',
    '/cs-center/notice/:id',
    '/cs-center/info',
    ...(
      ['reward', 'delivery', 'return', 'coupon-point', 'grade-benefit', 'pay-card', 'pay-bank', 'pay-kakao', 'pay-naver', 'pay-payco', 'pay-toss'] as const
    ).map((child) => `/cs-center/info/${child}`),
    '/policies/:policyType',
    '/company',
  ),
];

/**
 * Spec routes whose owner does not render a page yet: their links are hidden (`isBuiltPath`) and
 * e2e does not visit them. Each squad's `routes.test.tsx` checks this list against its route
 * table, so it may only shrink: build the page, then delete its line here.
 */
export const UNBUILT_ROUTES: readonly string[] = [
  // shell
  // exhibit
  // catalog
  // mypage
  // order
];

/** Modals of `MODAL_OWNERS` that the owner's `./modals` does not provide yet; checked the same way. */
export const UNBUILT_MODALS: readonly ModalName[] = [
  // catalog
  // mypage
  // order
];

const patternCache = new Map<string, RegExp>();

/** `/goods/category/:id?` → a RegExp for whole pathnames (react-router's syntax, no regex features). */
export function routePatternRegExp(pattern: string): RegExp {
  let re = patternCache.get(pattern);
  if (!re) {
    const body = pattern
      .split('/')
      .slice(1)
      .map((segment) => {
        if (segment === '*') return '(?:/.+)?';
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join('');
    re = new RegExp(`^${body || '/'}/?$`);
    patternCache.set(pattern, re);
  }
  return re;
}

/** The spec route a pathname belongs to; static segments win over parameters, as in react-router. */
export function specRouteOf(pathname: string): SpecRoute | null {
  const candidates = SPEC_ROUTES.filter((route) => routePatternRegExp(route.path).test(pathname));
  const score = (route: SpecRoute) => route.path.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;
  return candidates.sort((a, b) => score(b) - score(a))[0] ?? null;
}

/**
 * Whether a same-site link leads to a page that exists today: a spec route that is built. A path
 * outside the spec's route list is a dead link. Links that leave the site are not judged here.
 */
export function isBuiltPath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return true;
  const end = href.search(/[?#]/);
  const route = specRouteOf(end === -1 ? href : href.slice(0, end));
  return route !== null && !UNBUILT_ROUTES.includes(route.path);
}
