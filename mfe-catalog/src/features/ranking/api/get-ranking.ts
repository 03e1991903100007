import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { RANKING_API, rankingPath, type BrandRanking, type GoodsRanking, type RankingPeriod, type RankingType } from '@mall/shared-contracts/catalog';
import { useHttp } from '@mall/shared-ui/http';

export interface RankingFilter {
  period: RankingPeriod;
  category_code?: string;
  limit?: number;
}

const params = ({ period, category_code, limit }: RankingFilter) => ({ period, ...(category_code ? { category_code } : {}), ...(limit ? { limit } : {}) });

/** `/best`: the best sellers of the period, in a category and its sub-categories. */
export const bestQueryOptions = (http: AxiosInstance, filter: RankingFilter) =>
  queryOptions({
    queryKey: ['ranking', 'best', filter.period, filter.category_code ?? '', filter.limit ?? 'default'],
    queryFn: () => http.get<GoodsRanking>(RANKING_API.best, { params: params(filter) }).then((r) => r.data),
    staleTime: 60_000,
  });
export const useBest = (filter: RankingFilter) => useQuery(bestQueryOptions(useHttp(), filter));

export const goodsRankingQueryOptions = (http: AxiosInstance, type: Exclude<RankingType, 'brand'>, filter: RankingFilter) =>
  queryOptions({
    queryKey: ['ranking', type, filter.period, filter.category_code ?? '', filter.limit ?? 'default'],
    queryFn: () => http.get<GoodsRanking>(rankingPath(type), { params: params(filter) }).then((r) => r.data),
    staleTime: 60_000,
  });
export const useGoodsRanking = (type: Exclude<RankingType, 'brand'>, filter: RankingFilter) => useQuery(goodsRankingQueryOptions(useHttp(), type, filter));

export const brandRankingQueryOptions = (http: AxiosInstance, filter: RankingFilter) =>
  queryOptions({
    queryKey: ['ranking', 'brand', filter.period, filter.category_code ?? '', filter.limit ?? 'default'],
    queryFn: () => http.get<BrandRanking>(rankingPath('brand'), { params: params(filter) }).then((r) => r.data),
    staleTime: 60_000,
  });
export const useBrandRanking = (filter: RankingFilter) => useQuery(brandRankingQueryOptions(useHttp(), filter));
