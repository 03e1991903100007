import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { GoodsDetail } from '@mall/shared-contracts';
import { GOODS_STATE_API, type GoodsAggregate, type GoodsPromotions, type GoodsStock } from '@mall/shared-contracts/catalog';
import { usePlatform, useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

/**
 * Goods detail's live sub-resources (@mall/shared-contracts/catalog goods-state). The detail may be a
 * page left open or a cached answer; these are read again whenever they matter: staleTime 0.
 */
export const goodsStockQueryOptions = (http: AxiosInstance, goodsId: number) =>
  queryOptions({
    queryKey: ['goods', goodsId, 'stock'],
    queryFn: () => http.get<GoodsStock>(GOODS_STATE_API.stock(goodsId)).then((r) => r.data),
    staleTime: 0,
    retry: false,
  });

export const goodsAggregateQueryOptions = (http: AxiosInstance, goodsId: number) =>
  queryOptions({
    queryKey: ['goods', goodsId, 'aggregate'],
    queryFn: () => http.get<GoodsAggregate>(GOODS_STATE_API.aggregate(goodsId)).then((r) => r.data),
    staleTime: 0,
    retry: false,
  });

/** The viewer is in the key: a member's downloadable coupons are the ones they do not hold. */
export const goodsPromotionsQueryOptions = (http: AxiosInstance, goodsId: number, viewer: string | null) =>
  queryOptions({
    queryKey: ['goods', goodsId, 'promotions', viewer],
    queryFn: () => http.get<GoodsPromotions>(GOODS_STATE_API.promotions(goodsId)).then((r) => r.data),
  });

/**
 * The options as they are now: the stock answer once it came (the detail's options until then, or when
 * it fails). `refresh` reads the stock again: the option sheet calls it when it opens, so a stale page
 * cannot offer an option that sold out meanwhile.
 */
export function useLiveStock(goods: GoodsDetail) {
  const http = useHttp();
  const client = useQueryClient();
  const options = goodsStockQueryOptions(http, goods.id);
  const { data } = useQuery({ ...options, enabled: false });
  const live = data
    ? goods.options.flatMap((o) => {
        const now = data.options.find((s) => s.id === o.id);
        return now ? [{ ...o, stock: now.stock, is_soldout: now.is_soldout }] : [];
      })
    : goods.options;
  return {
    options: live,
    isSoldout: data ? data.is_soldout : goods.is_soldout,
    isRestockNotice: data?.is_restock_notice ?? false,
    refresh: () => void client.fetchQuery(options).catch(() => undefined),
  };
}

/**
 * Rating, review count and wish count from the rows, the detail's numbers until it answers. Read on
 * every visit (a review written in My page shows on return) and again when this goods' wish changes.
 */
export function useGoodsAggregate(goods: GoodsDetail): Pick<GoodsAggregate, 'review_count' | 'review_score_avg' | 'wish_count'> {
  const { bus } = usePlatform();
  const http = useHttp();
  const client = useQueryClient();
  const { data } = useQuery(goodsAggregateQueryOptions(http, goods.id));
  useEffect(
    () =>
      bus.on('wish.changed', ({ goodsId }) => {
        if (goodsId === goods.id) void client.invalidateQueries({ queryKey: ['goods', goods.id, 'aggregate'] });
      }),
    [bus, client, goods.id],
  );
  return data ?? goods;
}

export function useGoodsPromotions(goodsId: number) {
  const session = useSession();
  return useQuery(goodsPromotionsQueryOptions(useHttp(), goodsId, session.status === 'member' ? session.user.login_id : null));
}
