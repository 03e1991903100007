import type { RemoteTable } from '@mall/shared-contracts';

/**
 * Every page and modal this remote owns, in one place (docs/adr/0017): the path pattern, the shell's
 * guard, route meta, the paid feature the page belongs to, and a seeded sample URL for tests. The build
 * writes it to `dist/remote-declaration.json`; the deploy records it in the runtime config, where the
 * shell reads it. Adding a page here and in routes.tsx (a test checks they agree) needs no shell release.
 * Pure data: the build reads it in Node.
 */
export const MYPAGE_TABLE: RemoteTable = {
  routes: [
    { path: '/login', guard: 'only-empty-user', sample: '/login' },
    { path: '/join', guard: 'only-empty-user', sample: '/join' },
    { path: '/join/certification', guard: 'only-empty-user', sample: '/join/certification' },
    { path: '/join/sns-policy', guard: 'only-empty-user', feature: 'social_login', sample: '/join/sns-policy' },
    { path: '/join/sns-duplicated', guard: 'only-empty-user', feature: 'social_login', sample: '/join/sns-duplicated' },
    { path: '/join/info', guard: 'only-empty-user', sample: '/join/info' },
    { path: '/join/complete', guard: 'only-empty-user', sample: '/join/complete' },
    { path: '/find', sample: '/find' },
    { path: '/find/id', sample: '/find/id' },
    { path: '/find/password', sample: '/find/password' },
    { path: '/find/id/result', sample: '/find/id/result' },
    { path: '/find/password/change', sample: '/find/password/change' },
    { path: '/adult/certification', sample: '/adult/certification' },
    { path: '/password-change-advice', sample: '/password-change-advice' },
    { path: '/need-certificate', sample: '/need-certificate' },
    { path: '/mypage', guard: 'member-only', sample: '/mypage' },
    { path: '/mypage/member-info/edit', guard: 'member-only', meta: { type: 'popup' }, sample: '/mypage/member-info/edit' },
    { path: '/mypage/member-info/withdraw', guard: 'member-only', sample: '/mypage/member-info/withdraw' },
    { path: '/mypage/member-info/refund-account', guard: 'member-only', sample: '/mypage/member-info/refund-account' },
    { path: '/mypage/grade-benefit', guard: 'member-only', meta: { type: 'popup' }, sample: '/mypage/grade-benefit' },
    { path: '/mypage/recent-view', guard: 'member-only', sample: '/mypage/recent-view' },
    { path: '/mypage/recent-view/goods', guard: 'member-only', sample: '/mypage/recent-view/goods' },
    { path: '/mypage/recent-view/planning', guard: 'member-only', sample: '/mypage/recent-view/planning' },
    { path: '/mypage/wish', guard: 'member-only', sample: '/mypage/wish' },
    { path: '/mypage/wish/goods', guard: 'member-only', sample: '/mypage/wish/goods' },
    { path: '/mypage/wish/brand', guard: 'member-only', sample: '/mypage/wish/brand' },
    { path: '/mypage/wish/goods/folder/:id', guard: 'member-only', meta: { type: 'popup' }, sample: '/mypage/wish/goods/folder/1' },
    { path: '/mypage/wish/goods/folder/:id/move', guard: 'member-only', meta: { type: 'popup' }, sample: '/mypage/wish/goods/folder/1/move' },
    { path: '/mypage/review', guard: 'member-only', sample: '/mypage/review' },
    { path: '/mypage/review/writable', guard: 'member-only', sample: '/mypage/review/writable' },
    { path: '/mypage/review/written', guard: 'member-only', sample: '/mypage/review/written' },
    { path: '/mypage/inquiry', guard: 'member-only', sample: '/mypage/inquiry' },
    { path: '/mypage/inquiry/qna', guard: 'member-only', sample: '/mypage/inquiry/qna' },
    { path: '/mypage/inquiry/seller-qna', guard: 'member-only', sample: '/mypage/inquiry/seller-qna' },
    { path: '/mypage/inquiry/qna/create', guard: 'member-only', meta: { type: 'popup' }, sample: '/mypage/inquiry/qna/create' },
    { path: '/mypage/benefit/:tabType', guard: 'member-only', sample: '/mypage/benefit/coupon' },
    { path: '/mypage/my-size', guard: 'member-only', meta: { type: 'popup' }, sample: '/mypage/my-size' },
    { path: '/mypage/raffle', guard: 'member-only', feature: 'raffle', sample: '/mypage/raffle' },
    { path: '/mypage/personalization', guard: 'member-only', feature: 'personalization', sample: '/mypage/personalization' },
    { path: '/mypage/my-pay', guard: 'member-only', feature: 'my_pay', sample: '/mypage/my-pay' },
  ],
  modals: ['guest-login', 'password-change', 'renewal-password-change', 'my-qna-edit', 'review-form', 'wished-folder'],
};
