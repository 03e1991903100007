import { LIMITS } from '../constants';

export interface StockState {
  stock: number;
  is_soldout: boolean;
}

/** Low stock: under 6 and not sold out. */
export function isLowStock(goods: StockState): boolean {
  return !goods.is_soldout && goods.stock < LIMITS.lowStockThreshold;
}

/** Badges on the card: one when low stock, else all (at most `max` in the alternative card). */
export function visibleBadges(goods: StockState & { badges: string[] }, max?: number): string[] {
  if (isLowStock(goods)) return goods.badges.slice(0, LIMITS.badgesWhenLowStock);
  return max === undefined ? goods.badges : goods.badges.slice(0, max);
}
