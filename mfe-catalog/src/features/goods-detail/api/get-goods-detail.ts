import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type GoodsDetail } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const getGoodsDetail = (http: AxiosInstance, id: string) => http.get<GoodsDetail>(API.goods(id), { skipErrorAlert: true }).then((r) => r.data);

export const getGoodsDetailQueryOptions = (http: AxiosInstance, id: string) =>
  queryOptions({ queryKey: ['goods', id, 'detail'], queryFn: () => getGoodsDetail(http, id), retry: false });

export function useGoodsDetail(id: string) {
  const { http } = usePlatform();
  return useQuery(getGoodsDetailQueryOptions(http, id));
}
