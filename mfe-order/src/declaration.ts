import type { RemoteTable } from '@mall/shared-contracts';

/**
 * Every page and modal this remote owns, in one place (docs/adr/0017): the path pattern, the shell's
 * guard, route meta, the paid feature the page belongs to, and a seeded sample URL for tests. The build
 * writes it to `dist/remote-declaration.json`; the deploy records it in the runtime config, where the
 * shell reads it. Adding a page here and in routes.tsx (a test checks they agree) needs no shell release.
 * Pure data: the build reads it in Node.
 */
export const ORDER_TABLE: RemoteTable = {
  routes: [
    { path: '/cart', sample: '/cart' },
    { path: '/order/:id', sample: '/order/20261019-0000001' },
    { path: '/order/:id/result', sample: '/order/20261020-0000003/result' },
    { path: '/mypage/order', guard: 'member-order', sample: '/mypage/order' },
    { path: '/mypage/order/cancel', guard: 'member-order', sample: '/mypage/order/cancel' },
    { path: '/mypage/order/return', guard: 'member-order', sample: '/mypage/order/return' },
    { path: '/mypage/order/exchange', guard: 'member-order', sample: '/mypage/order/exchange' },
    { path: '/mypage/order/detail/:id', guard: 'member-order', sample: '/mypage/order/detail/20260712-0000101' },
    { path: '/mypage/order/cancel/:orderId/:itemId', guard: 'member-order', sample: '/mypage/order/cancel/20261030-0000107/32' },
    { path: '/mypage/order/cancel/:orderId/complete/*', guard: 'member-order', sample: '/mypage/order/cancel/20261020-0000010/complete/14' },
    { path: '/mypage/order/return/:orderId/:itemId', guard: 'member-order', sample: '/mypage/order/return/20261025-0000109/36' },
    { path: '/mypage/order/return/:orderId/complete/*', guard: 'member-order', sample: '/mypage/order/return/20260712-0000101/complete/1' },
    { path: '/mypage/order/exchange/:orderId/:itemId', guard: 'member-order', sample: '/mypage/order/exchange/20261025-0000109/36' },
    { path: '/mypage/order/exchange/:orderId/complete/:exchangeId', guard: 'member-order', sample: '/mypage/order/exchange/20261026-0000112/complete/9' },
    { path: '/mypage/order/exchange/to-return/:exchangeId', guard: 'member-order', sample: '/mypage/order/exchange/to-return/9' },
    {
      path: '/mypage/order/exchange/to-return-complete/:exchangeId/:returnId',
      guard: 'member-order',
      sample: '/mypage/order/exchange/to-return-complete/10/11',
    },
    { path: '/guest/order', guard: 'guest-order', sample: '/guest/order' },
    { path: '/guest/order/cancel', guard: 'guest-order', sample: '/guest/order/cancel' },
    { path: '/guest/order/return', guard: 'guest-order', sample: '/guest/order/return' },
    { path: '/guest/order/exchange', guard: 'guest-order', sample: '/guest/order/exchange' },
    { path: '/guest/order/detail/:id', guard: 'guest-order', sample: '/guest/order/detail/20261101-0000001' },
    { path: '/guest/order/cancel/:orderId/:itemId', guard: 'guest-order', sample: '/guest/order/cancel/20261101-0000001/13' },
    { path: '/guest/order/cancel/:orderId/complete/*', guard: 'guest-order', sample: '/guest/order/cancel/20261028-0000202/complete/15' },
    { path: '/guest/order/return/:orderId/:itemId', guard: 'guest-order', sample: '/guest/order/return/20261029-0000201/50' },
    { path: '/guest/order/return/:orderId/complete/*', guard: 'guest-order', sample: '/guest/order/return/20261024-0000203/complete/16' },
    { path: '/guest/order/exchange/:orderId/:itemId', guard: 'guest-order', sample: '/guest/order/exchange/20261029-0000201/50' },
    { path: '/guest/order/exchange/:orderId/complete/:exchangeId', guard: 'guest-order', sample: '/guest/order/exchange/20261026-0000207/complete/17' },
    { path: '/guest/order/exchange/to-return/:exchangeId', guard: 'guest-order', sample: '/guest/order/exchange/to-return/17' },
    { path: '/guest/order/exchange/to-return-complete/:exchangeId/:returnId', guard: 'guest-order', sample: '/guest/order/exchange/to-return-complete/18/19' },
    { path: '/guest/order/:id', guard: 'guest-order', sample: '/guest/order/20261101-0000001' },
    { path: '/mypage/claim', guard: 'member-only', sample: '/mypage/claim' },
    { path: '/mypage/claim/:claimType/:tab?', guard: 'member-only', sample: '/mypage/claim/delivery-delay/claimable' },
  ],
  modals: [
    'address-create',
    'address-find',
    'address-list',
    'guest-address-edit',
    'exchange-option-change',
    'order-coupon-apply',
    'cancel-order-item-select',
    'order-item-select',
    'purchase-confirm',
    'receipt',
    'refund-account',
    'cancel-refund-account',
  ],
};
