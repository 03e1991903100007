import type { RemoteTable } from '@mall/shared-contracts';

/**
 * Every page and modal this remote owns, in one place (docs/adr/0017): the path pattern, the shell's
 * guard, route meta, the paid feature the page belongs to, and a seeded sample URL for tests. The build
 * writes it to `dist/remote-declaration.json`; the deploy records it in the runtime config, where the
 * shell reads it. Adding a page here and in routes.tsx (a test checks they agree) needs no shell release.
 * Pure data: the build reads it in Node.
 */
export const CS_CENTER_TABLE: RemoteTable = {
  routes: [
    { path: '/cs-center', sample: '/cs-center' },
    { path: '/cs-center/faq/:faqTypeId', sample: '/cs-center/faq/1' },
    { path: '/cs-center/notice', sample: '/cs-center/notice' },
    { path: '/cs-center/notice/:id', sample: '/cs-center/notice/1' },
    { path: '/cs-center/info', meta: { type: 'popup' }, sample: '/cs-center/info' },
    { path: '/cs-center/info/reward', meta: { type: 'popup' }, feature: 'reward', sample: '/cs-center/info/reward' },
    { path: '/cs-center/info/delivery', meta: { type: 'popup' }, sample: '/cs-center/info/delivery' },
    { path: '/cs-center/info/return', meta: { type: 'popup' }, sample: '/cs-center/info/return' },
    { path: '/cs-center/info/coupon-point', meta: { type: 'popup' }, sample: '/cs-center/info/coupon-point' },
    { path: '/cs-center/info/grade-benefit', meta: { type: 'popup' }, sample: '/cs-center/info/grade-benefit' },
    { path: '/cs-center/info/pay-card', meta: { type: 'popup' }, sample: '/cs-center/info/pay-card' },
    { path: '/cs-center/info/pay-bank', meta: { type: 'popup' }, sample: '/cs-center/info/pay-bank' },
    { path: '/cs-center/info/pay-kakao', meta: { type: 'popup' }, sample: '/cs-center/info/pay-kakao' },
    { path: '/cs-center/info/pay-naver', meta: { type: 'popup' }, sample: '/cs-center/info/pay-naver' },
    { path: '/cs-center/info/pay-payco', meta: { type: 'popup' }, sample: '/cs-center/info/pay-payco' },
    { path: '/cs-center/info/pay-toss', meta: { type: 'popup' }, sample: '/cs-center/info/pay-toss' },
    { path: '/policies/:policyType', sample: '/policies/terms' },
    { path: '/company', sample: '/company' },
  ],
  modals: ['policy-detail', 'company-info', 'card-benefit', 'unipass-policy'],
};
