import { LIMITS } from '../constants';

const krw = new Intl.NumberFormat('ko-KR');

/** 12900 → "12,900원" */
export function formatPrice(amount: number): string {
  return `${krw.format(amount)}원`;
}

/** Wish counts above 999 show as "999+" (spec section 9). */
export function formatWishCount(count: number): string {
  return count > LIMITS.wishCountDisplayMax ? `${LIMITS.wishCountDisplayMax}+` : krw.format(count);
}

/** 3500 → "3,500P" (points, not won). */
export function formatPoint(amount: number): string {
  return `${krw.format(amount)}P`;
}
