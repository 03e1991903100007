import { CategoryCodeSchema, RANKING_PERIODS, type RankingPeriod } from '@mall/shared-contracts/catalog';
import type { RankingFilter } from '../api/get-ranking';

/** The filter a URL asks for (`?period=daily&category_code=001`); anything unknown falls back to 주간 and 전체. */
export function rankingFilterFromParams(params: URLSearchParams): RankingFilter {
  const period = params.get('period');
  const code = params.get('category_code');
  return {
    period: RANKING_PERIODS.includes(period as RankingPeriod) ? (period as RankingPeriod) : 'weekly',
    ...(code && CategoryCodeSchema.safeParse(code).success ? { category_code: code } : {}),
  };
}

/** The query string of a filter (weekly and 전체 are the defaults, left out so the plain URL is the default page). */
export function rankingSearch(filter: RankingFilter): string {
  const params = new URLSearchParams();
  if (filter.period !== 'weekly') params.set('period', filter.period);
  if (filter.category_code) params.set('category_code', filter.category_code);
  const s = params.toString();
  return s ? `?${s}` : '';
}
