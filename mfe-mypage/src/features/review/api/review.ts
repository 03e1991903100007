import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  REVIEW_API,
  type ReviewCreateBody,
  type ReviewPhoto,
  type ReviewUpdateBody,
  type WritableReviewList,
  type WrittenReview,
  type WrittenReviewList,
} from '@mall/shared-contracts/member';
import { useHttp } from '@mall/shared-ui/http';
import { nextPageOf } from '../../../lib/paging';

const REVIEWS_KEY = ['my', 'reviews'] as const;

export const writableReviewsQueryOptions = (http: AxiosInstance) =>
  infiniteQueryOptions({
    queryKey: [...REVIEWS_KEY, 'writable'],
    queryFn: ({ pageParam }) => http.get<WritableReviewList>(REVIEW_API.writable, { params: { page: pageParam } }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last),
  });

export const writtenReviewsQueryOptions = (http: AxiosInstance) =>
  infiniteQueryOptions({
    queryKey: [...REVIEWS_KEY, 'written'],
    queryFn: ({ pageParam }) => http.get<WrittenReviewList>(REVIEW_API.goodsReviews, { params: { page: pageParam } }).then((r) => r.data),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last),
  });

/** The writable lines of one order (the form opened for a line of it). */
export const orderWritableQueryOptions = (http: AxiosInstance, orderNo: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'writable', 'order', orderNo],
    queryFn: () => http.get<WritableReviewList>(REVIEW_API.writable, { params: { order_no: orderNo } }).then((r) => r.data),
  });

export const reviewQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'one', id],
    queryFn: () => http.get<WrittenReview>(REVIEW_API.goodsReview(id)).then((r) => r.data),
  });

export const useWritableReviews = () => useInfiniteQuery(writableReviewsQueryOptions(useHttp()));
export const useWrittenReviews = () => useInfiniteQuery(writtenReviewsQueryOptions(useHttp()));
export const useOrderWritable = (orderNo: string | null) => useQuery({ ...orderWritableQueryOptions(useHttp(), orderNo ?? ''), enabled: orderNo !== null });
export const useReview = (id: number | null) => useQuery({ ...reviewQueryOptions(useHttp(), id ?? 0), enabled: id !== null });

/** Every review list, the goods aggregates a page may show, and the point history move with a write. */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: REVIEWS_KEY });
    await client.invalidateQueries({ queryKey: ['my', 'point-history'] });
    await client.invalidateQueries({ queryKey: ['my', 'benefits'] });
  };
}

export function useUploadReviewPhoto() {
  const http = useHttp();
  return useMutation({
    mutationFn: (file: File) =>
      http.post<ReviewPhoto>(REVIEW_API.photos, file, { headers: { 'Content-Type': file.type || 'application/octet-stream' } }).then((r) => r.data),
  });
}

export function useSaveReview() {
  const http = useHttp();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { id: number; body: ReviewUpdateBody } | { id: null; body: ReviewCreateBody }) =>
      (input.id === null
        ? http.post<WrittenReview>(REVIEW_API.goodsReviews, input.body)
        : http.put<WrittenReview>(REVIEW_API.goodsReview(input.id), input.body)
      ).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useDeleteReview() {
  const http = useHttp();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => http.delete(REVIEW_API.goodsReview(id)).then(() => id),
    onSuccess: refresh,
  });
}
