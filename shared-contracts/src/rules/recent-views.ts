import { LIMITS } from '../constants';

/** Newest first, no duplicates, at most `limit` ids (spec section 9: 50 kept locally). */
export function addRecentViewedGoods(list: unknown, goodsId: number, limit: number = LIMITS.recentViewedGoodsLocal): number[] {
  const previous = Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id) && id !== goodsId) : [];
  return [goodsId, ...previous].slice(0, Math.max(0, limit));
}
