import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type MyOrderCounts } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const getOrderCounts = (http: AxiosInstance) => http.get<MyOrderCounts>(API.myOrderCounts).then((r) => r.data);

export const getOrderCountsQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['my', 'order-counts'], queryFn: () => getOrderCounts(http) });

export function useOrderCounts() {
  const http = useHttp();
  return useQuery(getOrderCountsQueryOptions(http));
}
