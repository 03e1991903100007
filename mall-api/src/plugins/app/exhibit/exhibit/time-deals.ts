import { isFeatureOn } from '@mall/shared-contracts';
import { timeDealApplies, timeDealEndedSince, type LineTimeDeal, type TimeDealPrice } from '@mall/shared-contracts/order';
import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { timeAttacks } from '../../../../db/schema';
import { createSettingsRepository } from '../../platform/settings/settings-repository';

export interface TimeDeal extends TimeDealPrice {
  id: number;
  goods_id: number;
  title: string;
}

/**
 * The time deals of these goods that had started by `now` (ongoing or ended), for pricing: the cart,
 * order start and prepare-pay pick from them with the rules of @mall/shared-contracts/order
 * (time-deal.ts). Few rows per goods; read in the caller's transaction when there is one.
 */
export async function startedTimeDeals(executor: Database, goodsIds: readonly number[], now: Date): Promise<TimeDeal[]> {
  if (goodsIds.length === 0) return [];
  const rows = await executor
    .select()
    .from(timeAttacks)
    .where(and(inArray(timeAttacks.goodsId, [...new Set(goodsIds)]), lte(timeAttacks.startAt, now)))
    .orderBy(asc(timeAttacks.endAt), asc(timeAttacks.id));
  return rows.map((r) => ({
    id: r.id,
    goods_id: r.goodsId,
    title: r.title,
    sale_price: r.salePrice,
    start_at: r.startAt.toISOString(),
    end_at: r.endAt.toISOString(),
  }));
}

/**
 * Whether the shop sells time deals now (its paid feature `time_deal`): the pricing rules' `dealsOn`,
 * read in the caller's transaction when there is one.
 */
export async function timeDealsOn(executor: Database): Promise<boolean> {
  return isFeatureOn(await createSettingsRepository(executor).shopSettings(), 'time_deal');
}

/**
 * The goods' deal that prices it at `at`: of its deals running then, the one ending soonest (what goods
 * detail shows, exhibit-events-repository `goodsTimeAttack`); null when none runs.
 */
export function runningTimeDeal(deals: readonly TimeDeal[], goodsId: number, at: number): TimeDeal | null {
  return deals.find((d) => d.goods_id === goodsId && Date.parse(d.start_at) <= at && at < Date.parse(d.end_at)) ?? null;
}

/**
 * A cart line's deal: the one it is charged now, else the one it showed when the shopper last touched
 * it (`seenAt`) that has ended since (`ended`: the cart says the price changed); null otherwise, and
 * always null while the shop has time deals switched off (`dealsOn`).
 */
export function cartLineTimeDeal(
  deals: readonly TimeDeal[],
  goodsId: number,
  ordinaryPrice: number,
  seenAt: Date,
  now: Date,
  dealsOn: boolean,
): LineTimeDeal | null {
  const running = runningTimeDeal(deals, goodsId, now.getTime());
  if (timeDealApplies(running, ordinaryPrice, now.getTime(), dealsOn)) return toLineTimeDeal(running, false);
  const seen = runningTimeDeal(deals, goodsId, seenAt.getTime());
  return seen && timeDealEndedSince(seen, ordinaryPrice, seenAt.getTime(), now.getTime(), dealsOn) ? toLineTimeDeal(seen, true) : null;
}

const toLineTimeDeal = (d: TimeDeal, ended: boolean): LineTimeDeal => ({ title: d.title, sale_price: d.sale_price, end_at: d.end_at, ended });
