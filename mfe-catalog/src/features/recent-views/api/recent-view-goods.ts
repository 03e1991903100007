import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { RECENT_VIEW_API, recentViewGoodsPath, type RecentViewedGoodsList } from '@mall/shared-contracts/catalog';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

/** Whose list: a member's follows the login, a visitor's is the device's (the server tells them apart). */
export function useViewerKey(): string {
  const session = useSession();
  return session.status === 'member' ? `member:${session.user.login_id}` : 'device';
}

export const recentViewGoodsQueryOptions = (http: AxiosInstance, viewer: string, limit?: number) =>
  queryOptions({
    queryKey: ['recent-view-goods', viewer, limit ?? 'default'],
    queryFn: () => http.get<RecentViewedGoodsList>(RECENT_VIEW_API.goods, { params: limit ? { limit } : {} }).then((r) => r.data.goods),
  });

export function useRecentViewGoods(limit?: number) {
  const http = useHttp();
  return useQuery(recentViewGoodsQueryOptions(http, useViewerKey(), limit));
}

/** Deletes one goods (`goodsId`) or, without it, the whole list; every cached list of the viewer is refetched. */
export function useDeleteRecentView() {
  const http = useHttp();
  const viewer = useViewerKey();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (goodsId?: number) => http.delete(goodsId === undefined ? RECENT_VIEW_API.goods : recentViewGoodsPath(goodsId), { alertOnError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['recent-view-goods', viewer] }),
  });
}
