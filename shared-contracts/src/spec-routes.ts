import type { ModalName } from './modals';
import type { RemoteName } from './types';

export type RouteOwner = RemoteName | 'shell';

export interface SpecRoute {
  /** react-router pattern: `:id`, optional `:id?`, a trailing `/*` for the spec's `{ids...}`. */
  path: string;
  owner: RouteOwner;
  /** A URL of this route that the seeded demo mall fills with data (e2e and the axe gate visit it). */
  sample: string;
}

const routes = (owner: RouteOwner, ...entries: [path: string, sample?: string][]): SpecRoute[] =>
  entries.map(([path, sample]) => ({ path, owner, sample: sample ?? path }));

/** The order pages, mirrored for guests under /guest/order (spec section 2, "Member order management"). */
const orderPages = (
  base: '/mypage/order' | '/guest/order',
  orderNo: string,
  samples: { cancel?: string; cancelComplete?: string } = {},
): [string, string?][] => [
  [base],
  [`${base}/cancel`],
  [`${base}/return`],
  [`${base}/exchange`],
  [`${base}/detail/:id`, `${base}/detail/${orderNo}`],
  [`${base}/cancel/:orderId/:itemId`, samples.cancel ?? `${base}/cancel/${orderNo}/1`],
  [`${base}/cancel/:orderId/complete/*`, samples.cancelComplete ?? `${base}/cancel/${orderNo}/complete/1`],
  [`${base}/return/:orderId/:itemId`, `${base}/return/${orderNo}/1`],
  [`${base}/return/:orderId/complete/*`, `${base}/return/${orderNo}/complete/1`],
  [`${base}/exchange/:orderId/:itemId`, `${base}/exchange/${orderNo}/1`],
  [`${base}/exchange/:orderId/complete/:exchangeId`, `${base}/exchange/${orderNo}/complete/1`],
  [`${base}/exchange/to-return/:exchangeId`, `${base}/exchange/to-return/1`],
  [`${base}/exchange/to-return-complete/:exchangeId/:returnId`, `${base}/exchange/to-return-complete/1/1`],
];

/**
 * Every route of spec section 2, children spelled out, with the squad that owns it
 * (shared/ARCHITECTURE.md, "Route and modal ownership"). Squads keep `sample` pointing at seeded data.
 */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  ...routes(
    'shell',
    ['/maintenance'],
    ['/sidebar'],
    ['/setting'],
    ['/external', '/external?url=https%3A%2F%2Finstagram.com%2Fkmall.official'],
    ['/print/claim-offer'],
  ),
  ...routes(
    'exhibit',
    ['/'],
    ['/live-commerce'],
    ['/live-commerce/:roomId', '/live-commerce/1'],
    ['/cody-shot'],
    ['/cody-shot/detail/:id', '/cody-shot/detail/1'],
    ['/special-event'],
    ['/special-event/detail/:id', '/special-event/detail/1'],
    ['/showcase/:sortId?', '/showcase'],
    ['/showcase/detail/:id', '/showcase/detail/1'],
    ['/joint-purchase/:sort?', '/joint-purchase'],
    ['/joint-purchase/detail/:id', '/joint-purchase/detail/1'],
    ['/raffle'],
    ['/raffle/end'],
    ['/raffle/detail/:id', '/raffle/detail/1'],
    ['/spot-theme/:id', '/spot-theme/1'],
    ['/exhibit/category/:id', '/exhibit/category/1'],
    ['/experience-group'],
    ['/experience-group/detail/:id', '/experience-group/detail/1'],
    ['/experience-group/create', '/experience-group/create?id=1'],
    ['/planning/:id', '/planning/1'],
  ),
  ...routes(
    'catalog',
    ['/best'],
    ['/ranking'],
    ['/ranking/main'],
    ['/ranking/item'],
    ['/ranking/brand'],
    ['/ranking/view'],
    ['/ranking/like'],
    ['/goods/detail/:id', '/goods/detail/1'],
    ['/goods/brand/:id', '/goods/brand/1'],
    ['/goods/seller/:id', '/goods/seller/1'],
    ['/goods/category/:id?', '/goods/category/2'],
    ['/search-ready'],
    ['/search', '/search?keyword=코트'],
    ['/recent-view-goods'],
    ['/coupon/conditions/:couponId', '/coupon/conditions/1'],
  ),
  ...routes(
    'mypage',
    ['/login'],
    ['/join'],
    ['/join/certification'],
    ['/join/sns-policy'],
    ['/join/sns-duplicated'],
    ['/join/info'],
    ['/join/complete'],
    ['/find'],
    ['/find/id'],
    ['/find/password'],
    ['/find/id/result'],
    ['/find/password/change'],
    ['/adult/certification'],
    ['/password-change-advice'],
    ['/need-certificate'],
    ['/mypage'],
    ['/mypage/member-info/edit'],
    ['/mypage/member-info/withdraw'],
    ['/mypage/member-info/refund-account'],
    ['/mypage/grade-benefit'],
    ['/mypage/recent-view'],
    ['/mypage/recent-view/goods'],
    ['/mypage/recent-view/planning'],
    ['/mypage/wish'],
    ['/mypage/wish/goods'],
    ['/mypage/wish/brand'],
    ['/mypage/wish/goods/folder/:id', '/mypage/wish/goods/folder/1'],
    ['/mypage/wish/goods/folder/:id/move', '/mypage/wish/goods/folder/1/move'],
    ['/mypage/review'],
    ['/mypage/review/writable'],
    ['/mypage/review/written'],
    ['/mypage/inquiry'],
    ['/mypage/inquiry/qna'],
    ['/mypage/inquiry/seller-qna'],
    ['/mypage/inquiry/qna/create'],
    ['/mypage/benefit/:tabType', '/mypage/benefit/coupon'],
    ['/mypage/my-size'],
    ['/mypage/raffle'],
  ),
  ...routes(
    'order',
    ['/cart'],
    ['/order/:id', '/order/20261019-0000001'],
    ['/order/:id/result', '/order/20261020-0000003/result'],
    // Seeded (order-claims-seed.ts): a card order confirmed + returned, a virtual-account order's line, the cancelled order's claim.
    ...orderPages('/mypage/order', '20260712-0000101', {
      cancel: '/mypage/order/cancel/20261030-0000107/32',
      cancelComplete: '/mypage/order/cancel/20261020-0000010/complete/11',
    }),
    ...orderPages('/guest/order', '20261101-0000001'),
    ['/guest/order/:id', '/guest/order/20261101-0000001'],
    ['/mypage/claim'],
    ['/mypage/claim/:claimType/:tab', '/mypage/claim/delivery-delay/claimable'],
  ),
  ...routes(
    'cs_center',
    ['/cs-center'],
    ['/cs-center/faq/:faqTypeId', '/cs-center/faq/1'],
    ['/cs-center/notice'],
    ['/cs-center/notice/:id', '/cs-center/notice/1'],
    ['/cs-center/info'],
    ...(
      ['reward', 'delivery', 'return', 'coupon-point', 'grade-benefit', 'pay-card', 'pay-bank', 'pay-kakao', 'pay-naver', 'pay-payco', 'pay-toss'] as const
    ).map((child): [string] => [`/cs-center/info/${child}`]),
    ['/policies/:policyType', '/policies/terms'],
    ['/company'],
  ),
];

/**
 * Spec routes whose owner does not render a page yet: their links are hidden (`isBuiltPath`) and
 * e2e does not visit them. Each squad's `routes.test.tsx` checks this list against its route
 * table, so it may only shrink: build the page, then delete its line here.
 */
export const UNBUILT_ROUTES: readonly string[] = [
  // shell
  '/print/claim-offer',
  // exhibit
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
  // catalog
  '/best',
  '/ranking',
  '/ranking/main',
  '/ranking/item',
  '/ranking/brand',
  '/ranking/view',
  '/ranking/like',
  '/recent-view-goods',
  '/coupon/conditions/:couponId',
  // mypage
  '/join/sns-policy',
  '/join/sns-duplicated',
  '/mypage/member-info/refund-account',
  '/mypage/recent-view',
  '/mypage/recent-view/goods',
  '/mypage/recent-view/planning',
  '/mypage/inquiry/seller-qna',
  '/mypage/raffle',
  // order
  '/mypage/order/return/:orderId/:itemId',
  '/mypage/order/return/:orderId/complete/*',
  '/mypage/order/exchange/:orderId/:itemId',
  '/mypage/order/exchange/:orderId/complete/:exchangeId',
  '/mypage/order/exchange/to-return/:exchangeId',
  '/mypage/order/exchange/to-return-complete/:exchangeId/:returnId',
  '/guest/order',
  '/guest/order/cancel/:orderId/:itemId',
  '/guest/order/cancel/:orderId/complete/*',
  '/guest/order/return/:orderId/:itemId',
  '/guest/order/return/:orderId/complete/*',
  '/guest/order/exchange/:orderId/:itemId',
  '/guest/order/exchange/:orderId/complete/:exchangeId',
  '/guest/order/exchange/to-return/:exchangeId',
  '/guest/order/exchange/to-return-complete/:exchangeId/:returnId',
  '/mypage/claim',
  '/mypage/claim/:claimType/:tab',
];

/** Modals of `MODAL_OWNERS` that the owner's `./modals` does not provide yet; checked the same way. */
export const UNBUILT_MODALS: readonly ModalName[] = [
  // exhibit
  'experience-group-review-create',
  'raffle-guide',
  'raffle-winners',
  'raffle-entry',
  // catalog
  'goods-360-images',
  'goods-qna-form',
  'seller-qna-form',
  'best-review-detail',
  'photo-reviews',
  'photo-review-detail',
  'review-image-zoom',
  'giveaway',
  'giveaway-target-goods',
  'goods-coupon-download',
  'recent-viewed-goods',
  // mypage
  // order
  'guest-address-edit',
  'exchange-option-change',
  'order-coupon-apply',
  'order-item-select',
  'refund-account',
];

export interface ModalSample {
  /** A built page to open the modal over (its `sample` URL or any loadable URL). */
  page: string;
  /** The hash that opens it, with seeded parameters: `#size-guide?goods_id=1`. */
  hash: string;
  /** The session the modal needs; anonymous when absent. */
  session?: 'member';
}

/**
 * How e2e (the axe gate) opens each built modal over real seeded data. A squad that deletes a modal
 * from UNBUILT_MODALS adds its line here; the gate fails for a built modal without one.
 */
export const MODAL_SAMPLES: Partial<Record<ModalName, ModalSample>> = {
  'guest-login': { page: '/cart', hash: '#guest-login' },
  'password-change': { page: '/mypage/member-info/edit', hash: '#password-change', session: 'member' },
  'renewal-password-change': { page: '/mypage', hash: '#renewal-password-change', session: 'member' },
  'my-qna-edit': { page: '/mypage/inquiry/qna', hash: '#my-qna-edit?qna_id=2', session: 'member' },
  'review-form': { page: '/mypage/review/writable', hash: '#review-form?order_no=20261014-0000903&goods_id=21', session: 'member' },
  'wished-folder': { page: '/mypage/wish', hash: '#wished-folder?goods_id=2', session: 'member' },
  'company-info': { page: '/cs-center', hash: '#company-info' },
  'policy-detail': { page: '/cs-center', hash: '#policy-detail?type=privacy' },
  'card-benefit': { page: '/cs-center/info/pay-card', hash: '#card-benefit' },
  'unipass-policy': { page: '/cs-center/info/delivery', hash: '#unipass-policy' },
  'size-guide': { page: '/goods/detail/1', hash: '#size-guide?goods_id=1' },
  'address-list': { page: '/order/20261019-0000001', hash: '#address-list', session: 'member' },
  'address-create': { page: '/order/20261019-0000001', hash: '#address-create', session: 'member' },
  'address-find': { page: '/order/20261019-0000001', hash: '#address-find', session: 'member' },
  'banner-list': { page: '/', hash: '#banner-list' },
  'block-banner-list': { page: '/', hash: '#block-banner-list' },
  receipt: { page: '/mypage/order/detail/20260712-0000101', hash: '#receipt?order_id=20260712-0000101', session: 'member' },
  'purchase-confirm': { page: '/mypage/order', hash: '#purchase-confirm?item_id=10&order_id=20261020-0000008', session: 'member' },
  'cancel-order-item-select': {
    page: '/mypage/order/cancel/20261030-0000107/32',
    hash: '#cancel-order-item-select?item_ids=32&order_id=20261030-0000107',
    session: 'member',
  },
  'cancel-refund-account': { page: '/mypage/order/cancel/20261030-0000107/32', hash: '#cancel-refund-account', session: 'member' },
};

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
