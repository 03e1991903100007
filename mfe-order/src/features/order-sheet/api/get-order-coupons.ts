import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { ORDER_COUPON_API, type OrderCoupons } from '@mall/shared-contracts/order';
import { useHttp } from '@mall/shared-ui/http';

export const getOrderCoupons = (http: AxiosInstance, orderId: string) => http.get<OrderCoupons>(ORDER_COUPON_API.coupons(orderId)).then((r) => r.data);

/** The member's usable coupons for each line of the sheet (the sheet's coupon section and the modal share it). */
export const getOrderCouponsQueryOptions = (http: AxiosInstance, orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId, 'coupons'], queryFn: () => getOrderCoupons(http, orderId), staleTime: 0 });

export function useOrderCoupons(orderId: string, enabled = true) {
  const http = useHttp();
  return useQuery({ ...getOrderCouponsQueryOptions(http, orderId), enabled });
}
