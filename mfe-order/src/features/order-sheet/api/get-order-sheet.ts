import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { ORDER_API, type OrderSheet } from '@mall/shared-contracts/order';
import { usePlatform } from '@mall/shared-ui';

export const getOrderSheet = (http: AxiosInstance, orderId: string) =>
  http.get<OrderSheet>(ORDER_API.sheet(orderId), { skipErrorAlert: true }).then((r) => r.data);

export const getOrderSheetQueryOptions = (http: AxiosInstance, orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId, 'sheet'], queryFn: () => getOrderSheet(http, orderId), staleTime: 0 });

export function useOrderSheet(orderId: string) {
  const { http } = usePlatform();
  return useQuery(getOrderSheetQueryOptions(http, orderId));
}
