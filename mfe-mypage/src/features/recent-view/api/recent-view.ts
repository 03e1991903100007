import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { LIMITS } from '@mall/shared-contracts';
import { RECENT_VIEW_API, recentViewGoodsPath, type RecentViewedGoodsList } from '@mall/shared-contracts/catalog';
import { EXHIBIT_API, EXHIBIT_LIMITS, recentPlanningEventPath, type RecentPlanningEventList } from '@mall/shared-contracts/exhibit';
import { useHttp } from '@mall/shared-ui/http';

const GOODS_KEY = ['my', 'recent-view', 'goods'] as const;
const PLANNING_KEY = ['my', 'recent-view', 'planning'] as const;

/** The member's recently viewed goods (catalog's `/api/v1/recent-view/goods`, ADR 0011): 50 over two weeks. */
export const recentViewGoodsQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: GOODS_KEY,
    queryFn: () => http.get<RecentViewedGoodsList>(RECENT_VIEW_API.goods, { params: { limit: LIMITS.recentViewedGoodsFetchLimit } }).then((r) => r.data.goods),
  });

/** The member's recently viewed planning events (exhibit's `/api/v1/recent-view/planning-events`): 30 within two weeks. */
export const recentViewPlanningQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: PLANNING_KEY,
    queryFn: () =>
      http
        .get<RecentPlanningEventList>(EXHIBIT_API.recentPlanningEvents, { params: { limit: EXHIBIT_LIMITS.recentPlanningEvents } })
        .then((r) => r.data.planning_events),
  });

export const useRecentViewGoods = () => useQuery(recentViewGoodsQueryOptions(useHttp()));
export const useRecentViewPlanning = () => useQuery(recentViewPlanningQueryOptions(useHttp()));

/** Deletes one goods (`goodsId`) or, without it, every recently viewed goods; the list refetches. */
export function useDeleteRecentViewGoods() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (goodsId?: number) =>
      http.delete(goodsId === undefined ? RECENT_VIEW_API.goods : recentViewGoodsPath(goodsId), { alertOnError: true }).then(() => undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: GOODS_KEY }),
  });
}

/** Deletes one planning event (`id`) or, without it, every recently viewed one; the list refetches. */
export function useDeleteRecentViewPlanning() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      http.delete(id === undefined ? EXHIBIT_API.recentPlanningEvents : recentPlanningEventPath(id), { alertOnError: true }).then(() => undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: PLANNING_KEY }),
  });
}
