import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type GoodsDetail } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const getGoodsDetail = (http: AxiosInstance, id: string) => http.get<GoodsDetail>(API.goods(id)).then((r) => r.data);

export const getGoodsDetailQueryOptions = (http: AxiosInstance, id: string) =>
  queryOptions({ queryKey: ['goods', id, 'detail'], queryFn: () => getGoodsDetail(http, id), retry: false });

/** `enabled: false` when the address names no goods (the page shows not-found without asking). */
export function useGoodsDetail(id: string, enabled = true) {
  const http = useHttp();
  return useQuery({ ...getGoodsDetailQueryOptions(http, id), enabled });
}
