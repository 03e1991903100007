import type { RemoteName } from './types';

/**
 * Every modal popup of spec section 2 and the remote that owns it (shared/ARCHITECTURE.md,
 * "Route and modal ownership"). The name is also the URL hash that opens it: `#size-guide?goods_id=1`.
 * "company list" of the spec is the company-information modal (`company-info`) that /company shows.
 */
export const MODAL_OWNERS = {
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
  // Information
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
} as const satisfies Record<string, RemoteName>;

export type ModalName = keyof typeof MODAL_OWNERS;
/** Modal parameters travel in the hash, so they are strings. */
export type ModalParams = Readonly<Record<string, string>>;

export interface ModalRequest {
  name: ModalName;
  params: ModalParams;
}

export function isModalName(value: string): value is ModalName {
  return Object.prototype.hasOwnProperty.call(MODAL_OWNERS, value);
}

/** `company-info` or `size-guide?goods_id=1`, with a leading `#` or without. */
export function formatModalHash(name: ModalName, params: ModalParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();
  return `#${name}${query ? `?${query}` : ''}`;
}

/** The modal a URL hash asks for, or null when the hash names no known modal. */
export function parseModalHash(hash: string): ModalRequest | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  const at = raw.indexOf('?');
  let name: string;
  try {
    name = decodeURIComponent(at < 0 ? raw : raw.slice(0, at));
  } catch {
    return null;
  }
  if (!isModalName(name)) return null;
  const params: Record<string, string> = {};
  if (at >= 0) for (const [k, v] of new URLSearchParams(raw.slice(at + 1))) params[k] = v;
  return { name, params };
}

/** Two hashes ask for the same modal when name and params match, whatever the parameter order. */
export function sameModalHash(a: string, b: string): boolean {
  const x = parseModalHash(a);
  const y = parseModalHash(b);
  return !!x && !!y && formatModalHash(x.name, x.params) === formatModalHash(y.name, y.params);
}
