import { periodState, type Period } from '../exhibit/period';
import type { LineTimeDeal } from './cart';

export { LineTimeDealSchema, type LineTimeDeal } from './cart';

/**
 * Time deals (the exhibit squad's time attacks) set the price the cart, the order sheet and
 * prepare-pay charge (docs/adr/0012, "Time-deal prices"). mall-api is the authority: it picks the
 * goods' deal and applies these rules; the pages show what it answered. Every rule takes the shop's
 * paid-feature switch `time_deal` (`dealsOn`): switched off, no deal sets a price or shows on a line.
 */
export interface TimeDealPrice extends Period {
  /** The goods' deal price for one unit, before the option's extra amount. */
  sale_price: number;
}

export const TIME_DEAL_LABEL = '타임딜';

export const TIME_DEAL_MESSAGES = {
  /** A cart line the shopper last saw at the deal price. */
  endedInCart: '타임딜이 종료되어 판매가로 변경되었습니다.',
  /** Prepare-pay on a sheet whose deal ended since the sheet was made (the sheet re-prices it). */
  endedAtPay: '타임딜이 종료되어 결제 금액이 변경되었습니다. 주문서를 다시 확인해 주세요.',
} as const;

/**
 * Whether the deal sets the price at `now`: the shop sells time deals (`dealsOn`, the paid feature
 * `time_deal`), the deal runs (start ≤ now < end) and it sells below the ordinary price — a deal never
 * raises a price.
 */
export function timeDealApplies(deal: TimeDealPrice | null, ordinaryPrice: number, now: number, dealsOn: boolean): deal is TimeDealPrice {
  return dealsOn && deal !== null && periodState(deal, now) === 'ongoing' && deal.sale_price < ordinaryPrice;
}

/** One unit of the goods at `now`, before the option's extra amount: the deal price while it applies, else the ordinary price. */
export function chargedGoodsPrice(ordinaryPrice: number, deal: TimeDealPrice | null, now: number, dealsOn: boolean): number {
  return timeDealApplies(deal, ordinaryPrice, now, dealsOn) ? deal.sale_price : ordinaryPrice;
}

/**
 * Whether a line the shopper last touched at `seenAt` (a cart line's last add or change) showed the
 * deal price then and no longer does: the cart says so instead of changing the price silently. With
 * time deals switched off the cart names no deal at all (the shop no longer sells them).
 */
export function timeDealEndedSince(deal: TimeDealPrice | null, ordinaryPrice: number, seenAt: number, now: number, dealsOn: boolean): boolean {
  return deal !== null && timeDealApplies(deal, ordinaryPrice, seenAt, dealsOn) && !timeDealApplies(deal, ordinaryPrice, now, dealsOn);
}

/** What one unit of a cart line costs (option extra included), as mall-api priced it. */
export function cartUnitPrice(item: { goods_base_discounted_price: number; option_extra_amount: number; time_deal: LineTimeDeal | null }): number {
  const deal = item.time_deal;
  return (deal && !deal.ended ? deal.sale_price : item.goods_base_discounted_price) + item.option_extra_amount;
}
