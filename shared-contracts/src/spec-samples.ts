export * from './spec-routes';

/*
 * Test data, not product code: the seeded URL e2e visits for each route, and how it opens each built modal. It lives outside the
 * federated singleton (`@mall/shared-contracts/spec-samples`, imported by e2e only), so the shoppers'
 * first page does not download it (ADR 0008).
 */

export interface ModalSample {
  /** A built page to open the modal over (its `sample` URL or any loadable URL). */
  page: string;
  /** The hash that opens it, with seeded parameters: `#size-guide?goods_id=1`. */
  hash: string;
  /** The session the modal needs; anonymous when absent. */
  session?: 'member' | 'guest';
}

/**
 * How e2e (the axe gate) opens each modal of the spec over real seeded data; the gate fails for a
 * declared modal without one.
 */
export const MODAL_SAMPLES: Readonly<Record<string, ModalSample>> = {
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
  'recent-viewed-goods': { page: '/recent-view-goods', hash: '#recent-viewed-goods', session: 'member' },
  'goods-qna-form': { page: '/goods/detail/1', hash: '#goods-qna-form?goods_id=1', session: 'member' },
  'seller-qna-form': { page: '/goods/detail/1', hash: '#seller-qna-form?goods_id=1', session: 'member' },
  giveaway: { page: '/goods/detail/5', hash: '#giveaway?goods_id=5' },
  'giveaway-target-goods': { page: '/goods/detail/5', hash: '#giveaway-target-goods?giveaway_id=1' },
  'goods-coupon-download': { page: '/goods/detail/5', hash: '#goods-coupon-download?goods_id=5', session: 'member' },
  // Goods #1 is the review showcase (review 3: a best review with a photo) and has a 360° view.
  'goods-360-images': { page: '/goods/detail/1', hash: '#goods-360-images?goods_id=1' },
  'best-review-detail': { page: '/goods/detail/1', hash: '#best-review-detail?goods_id=1&review_id=3' },
  'photo-reviews': { page: '/goods/detail/1', hash: '#photo-reviews?goods_id=1' },
  'photo-review-detail': { page: '/goods/detail/1', hash: '#photo-review-detail?goods_id=1&review_id=3&index=0' },
  'review-image-zoom': { page: '/goods/detail/1', hash: '#review-image-zoom?goods_id=1&review_id=3&index=0' },
  'address-list': { page: '/order/20261019-0000001', hash: '#address-list', session: 'member' },
  'address-create': { page: '/order/20261019-0000001', hash: '#address-create', session: 'member' },
  'address-find': { page: '/order/20261019-0000001', hash: '#address-find', session: 'member' },
  'order-coupon-apply': { page: '/order/20261019-0000001', hash: '#order-coupon-apply?order_id=20261019-0000001', session: 'member' },
  'banner-list': { page: '/', hash: '#banner-list' },
  'block-banner-list': { page: '/', hash: '#block-banner-list' },
  'raffle-guide': { page: '/raffle', hash: '#raffle-guide' },
  'raffle-entry': { page: '/raffle/detail/1', hash: '#raffle-entry?raffle_id=1', session: 'member' },
  'raffle-winners': { page: '/raffle/detail/5', hash: '#raffle-winners?raffle_id=5' },
  'experience-group-review-create': { page: '/experience-group/detail/5', hash: '#experience-group-review-create?experience_group_id=5', session: 'member' },
  receipt: { page: '/mypage/order/detail/20260712-0000101', hash: '#receipt?order_id=20260712-0000101', session: 'member' },
  'purchase-confirm': { page: '/mypage/order', hash: '#purchase-confirm?item_id=10&order_id=20261020-0000008', session: 'member' },
  'cancel-order-item-select': {
    page: '/mypage/order/cancel/20261030-0000107/32',
    hash: '#cancel-order-item-select?item_ids=32&order_id=20261030-0000107',
    session: 'member',
  },
  'cancel-refund-account': { page: '/mypage/order/cancel/20261030-0000107/32', hash: '#cancel-refund-account', session: 'member' },
  'order-item-select': {
    page: '/mypage/order/return/20261025-0000109/36',
    hash: '#order-item-select?item_ids=36&order_id=20261025-0000109',
    session: 'member',
  },
  'refund-account': { page: '/mypage/order/return/20261025-0000109/36', hash: '#refund-account', session: 'member' },
  'guest-address-edit': { page: '/guest/order/20261101-0000001', hash: '#guest-address-edit?order_id=20261101-0000001', session: 'guest' },
  'exchange-option-change': {
    page: '/mypage/order/exchange/20261025-0000109/36',
    hash: '#exchange-option-change?item_id=36&order_id=20261025-0000109',
    session: 'member',
  },
};

/** Seeded URLs of the shell's own routes that need a query; the remotes' samples are in their tables. */
export const SHELL_ROUTE_SAMPLES: Readonly<Record<string, string>> = {
  '/external': '/external?url=https%3A%2F%2Finstagram.com%2Fkmall.official',
  '/print/claim-offer': '/print/claim-offer?url=https%3A%2F%2Fwww.cjlogistics.com%2F',
};
