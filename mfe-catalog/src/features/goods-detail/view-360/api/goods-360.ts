import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { GOODS_REVIEW_API, type Goods360Images } from '@mall/shared-contracts/catalog';
import { useHttp } from '@mall/shared-ui/http';

/** The frames of the goods' 360° view (none for most goods). */
export const goods360QueryOptions = (http: AxiosInstance, goodsId: number) =>
  queryOptions({
    queryKey: ['goods', goodsId, '360-images'],
    queryFn: () => http.get<Goods360Images>(GOODS_REVIEW_API.images360(goodsId)).then((r) => r.data),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useGoods360 = (goodsId: number | null) => useQuery({ ...goods360QueryOptions(useHttp(), goodsId ?? 0), enabled: goodsId !== null });
