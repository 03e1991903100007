import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { BENEFIT_API, type CouponState, type MemberCoupon, type MyCouponList, type PointHistory } from '@mall/shared-contracts/member';
import { useHttp } from '@mall/shared-ui/http';
import { nextPageOf } from '../../../lib/paging';

const COUPONS_KEY = ['my', 'coupons'] as const;

export const myCouponsQueryOptions = (http: AxiosInstance, status: CouponState) =>
  infiniteQueryOptions({
    queryKey: [...COUPONS_KEY, status],
    queryFn: ({ pageParam }) => http.get<MyCouponList>(BENEFIT_API.myCoupons, { params: { status, page: pageParam } }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last),
  });

export const pointHistoryQueryOptions = (http: AxiosInstance) =>
  infiniteQueryOptions({
    queryKey: ['my', 'point-history'],
    queryFn: ({ pageParam }) => http.get<PointHistory>(BENEFIT_API.myPointHistory, { params: { page: pageParam } }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last),
  });

export const useMyCoupons = (status: CouponState) => useInfiniteQuery(myCouponsQueryOptions(useHttp(), status));
export const usePointHistory = () => useInfiniteQuery(pointHistoryQueryOptions(useHttp()));

/** Registers a coupon by code; the wallet and the My page count (benefits) refresh. */
export function useRegisterCoupon() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => http.post<MemberCoupon>(BENEFIT_API.myCoupons, { code }).then((r) => r.data),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: COUPONS_KEY });
      await client.invalidateQueries({ queryKey: ['my', 'benefits'] });
    },
  });
}
