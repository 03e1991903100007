import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { GOODS_COUPON_API, type CouponConditions, type CouponGoods } from '@mall/shared-contracts/catalog';
import { useHttp } from '@mall/shared-ui/http';

export const couponConditionsQueryOptions = (http: AxiosInstance, couponId: number) =>
  queryOptions({
    queryKey: ['coupon-conditions', couponId],
    queryFn: () => http.get<CouponConditions>(GOODS_COUPON_API.couponConditions(couponId)).then((r) => r.data),
    retry: false,
  });

/** The goods the coupon applies to, COUPON_USABLE_PAGE_SIZE a page; "더보기" fetches the next. */
export const couponGoodsQueryOptions = (http: AxiosInstance, couponId: number) =>
  infiniteQueryOptions({
    queryKey: ['coupon-conditions', couponId, 'goods'],
    queryFn: ({ pageParam }) => http.get<CouponGoods>(GOODS_COUPON_API.couponGoods(couponId), { params: { page: pageParam } }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });

export const useCouponConditions = (couponId: number, enabled: boolean) => useQuery({ ...couponConditionsQueryOptions(useHttp(), couponId), enabled });
export const useCouponGoods = (couponId: number, enabled: boolean) => useInfiniteQuery({ ...couponGoodsQueryOptions(useHttp(), couponId), enabled });
