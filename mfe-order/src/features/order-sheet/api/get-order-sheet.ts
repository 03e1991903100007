import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { ORDER_API, type OrderSheet } from '@mall/shared-contracts/order';
import { useHttp } from '@mall/shared-ui/http';

export const getOrderSheet = (http: AxiosInstance, orderId: string) => http.get<OrderSheet>(ORDER_API.sheet(orderId)).then((r) => r.data);

export const getOrderSheetQueryOptions = (http: AxiosInstance, orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId, 'sheet'], queryFn: () => getOrderSheet(http, orderId), staleTime: 0 });

export function useOrderSheet(orderId: string) {
  const http = useHttp();
  return useQuery(getOrderSheetQueryOptions(http, orderId));
}
