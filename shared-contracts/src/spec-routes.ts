/*
 * QA artefact, not product code (published alone as `@mall/shared-contracts/spec-samples`, imported by
 * tests and e2e only): the spec's route and modal list with the squad that owns each. What the
 * storefront runs on is what the remotes declare (docs/adr/0017); tests check that the union of those
 * declarations and the shell's own routes is exactly this list.
 */
import { bestRouteOf, pathnameOfLink } from './declarations';
import type { KnownRoute } from './platform';
import type { PaidFeature, RemoteName } from './types';

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
 * Every route of spec section 2, children spelled out, with the squad that owns it. Each owner
 * declares the route, with a seeded example URL, in its own table.
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

/** Every modal popup of spec section 2 and the remote that owns it; the name is also its URL hash. */
export const SPEC_MODALS: Readonly<Record<string, RemoteName>> = {
  // Addresses, orders, refund accounts
  'address-create': 'order',
  'address-find': 'order',
  'address-list': 'order',
  'guest-address-edit': 'order',
  'exchange-option-change': 'order',
  'order-coupon-apply': 'order',
  'cancel-order-item-select': 'order',
  'order-item-select': 'order',
  'purchase-confirm': 'order',
  receipt: 'order',
  'refund-account': 'order',
  'cancel-refund-account': 'order',
  // Logins and passwords, member content
  'guest-login': 'mypage',
  'password-change': 'mypage',
  'renewal-password-change': 'mypage',
  'my-qna-edit': 'mypage',
  'review-form': 'mypage',
  'wished-folder': 'mypage',
  // Information ("company list" of the spec is the company-information modal that /company shows)
  'policy-detail': 'cs_center',
  'company-info': 'cs_center',
  'card-benefit': 'cs_center',
  'unipass-policy': 'cs_center',
  'goods-360-images': 'catalog',
  'size-guide': 'catalog',
  // Catalogue Q&A, reviews, promotions, lists
  'goods-qna-form': 'catalog',
  'seller-qna-form': 'catalog',
  'best-review-detail': 'catalog',
  'photo-reviews': 'catalog',
  'photo-review-detail': 'catalog',
  'review-image-zoom': 'catalog',
  giveaway: 'catalog',
  'giveaway-target-goods': 'catalog',
  'goods-coupon-download': 'catalog',
  'recent-viewed-goods': 'catalog',
  // Exhibitions
  'experience-group-review-create': 'exhibit',
  'raffle-guide': 'exhibit',
  'raffle-winners': 'exhibit',
  'raffle-entry': 'exhibit',
  'block-banner-list': 'exhibit',
  'banner-list': 'exhibit',
};

/** The spec route a pathname belongs to; static segments win over parameters, as in react-router. */
export function specRouteOf(pathname: string): SpecRoute | null {
  return bestRouteOf(SPEC_ROUTES, pathname);
}

/** Whether a same-site link leads to a page of the spec; links that leave the site are not judged here. */
export function isSpecPath(href: string): boolean {
  const pathname = pathnameOfLink(href);
  return pathname === null || specRouteOf(pathname) !== null;
}

/**
 * The paid feature of the spec's pages, by path prefix: `/raffle` covers `/raffle` and everything
 * below it (`/raffle/detail/3`), never a sibling such as `/raffles`. The owners declare the same on
 * their routes (`feature`); a test checks they agree.
 */
export const SPEC_FEATURE_PATHS: Readonly<Record<PaidFeature, readonly string[]>> = {
  reward: ['/cs-center/info/reward'],
  personalization: ['/mypage/personalization'],
  review_template: [],
  ranking: ['/ranking'],
  time_deal: [],
  cody_shot: ['/cody-shot'],
  showcase: ['/showcase'],
  raffle: ['/raffle', '/mypage/raffle'],
  joint_purchase: ['/joint-purchase'],
  special_event: ['/special-event'],
  experience_review: ['/experience-group'],
  social_login: ['/join/sns-policy', '/join/sns-duplicated'],
  my_pay: ['/mypage/my-pay'],
};

/** The paid feature the spec gives a path (or a same-site link), or null. */
export function specFeatureOf(href: string): PaidFeature | null {
  const pathname = pathnameOfLink(href);
  if (!pathname) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [feature, prefixes] of Object.entries(SPEC_FEATURE_PATHS) as [PaidFeature, readonly string[]][]) {
    if (prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return feature;
  }
  return null;
}

/** The spec's site map as `platform.siteMap` answers it (the fake platform's default). */
export function specSiteMatch(pathname: string): KnownRoute | null {
  const route = specRouteOf(pathname);
  if (!route) return null;
  const feature = specFeatureOf(pathname);
  return { path: route.path, owner: route.owner, ...(feature ? { feature } : {}) };
}
