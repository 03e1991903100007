import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { BENEFIT_API, type CouponState, type MemberCoupon, type MyCouponList, type PointHistory } from '@mall/shared-contracts/member';
import { usePlatform } from '@mall/shared-ui';
import { nextPageOf } from '../../../lib/paging';

const quiet = { skipErrorAlert: true } as const;
const COUPONS_KEY = ['my', 'coupons'] as const;

export const myCouponsQueryOptions = (http: AxiosInstance, status: CouponState) =>
  infiniteQueryOptions({
    queryKey: [...COUPONS_KEY, status],
    queryFn: ({ pageParam }) => http.get<MyCouponList>(BENEFIT_API.myCoupons, { ...quiet, params: { status, page: pageParam } }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last),
  });

export const pointHistoryQueryOptions = (http: AxiosInstance) =>
  infiniteQueryOptions({
    queryKey: ['my', 'point-history'],
    queryFn: ({ pageParam }) => http.get<PointHistory>(BENEFIT_API.myPointHistory, { ...quiet, params: { page: pageParam } }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last),
  });

export const useMyCoupons = (status: CouponState) => useInfiniteQuery(myCouponsQueryOptions(usePlatform().http, status));
export const usePointHistory = () => useInfiniteQuery(pointHistoryQueryOptions(usePlatform().http));

/** Registers a coupon by code; the wallet and the My page count (benefits) refresh. */
export function useRegisterCoupon() {
  const { http } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => http.post<MemberCoupon>(BENEFIT_API.myCoupons, { code }, quiet).then((r) => r.data),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: COUPONS_KEY });
      await client.invalidateQueries({ queryKey: ['my', 'benefits'] });
    },
  });
}
