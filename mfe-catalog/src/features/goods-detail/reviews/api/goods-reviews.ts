import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { GOODS_REVIEW_API, type GoodsReview, type GoodsReviewList, type GoodsReviewPhotoList, type GoodsReviewSort } from '@mall/shared-contracts/catalog';
import { useHttp } from '@mall/shared-ui/http';

const KEY = ['goods-reviews'] as const;

export interface ReviewFilter {
  page: number;
  sort: GoodsReviewSort;
  photoOnly: boolean;
  score: number | null;
  option: string | null;
}

export const DEFAULT_REVIEW_FILTER: ReviewFilter = { page: 1, sort: 'best', photoOnly: false, score: null, option: null };

/** The query string of a filter: only what differs from the defaults is sent. */
export function reviewQueryParams(filter: ReviewFilter): Record<string, string | number> {
  return {
    page: filter.page,
    sort: filter.sort,
    ...(filter.photoOnly ? { photo_only: 'true' } : {}),
    ...(filter.score !== null ? { score: filter.score } : {}),
    ...(filter.option !== null ? { option: filter.option } : {}),
  };
}

/** A page of the goods' reviews with the summary over all of them and the best reviews. */
export const goodsReviewsQueryOptions = (http: AxiosInstance, goodsId: number, filter: ReviewFilter) =>
  queryOptions({
    queryKey: [...KEY, goodsId, 'list', filter],
    queryFn: () => http.get<GoodsReviewList>(GOODS_REVIEW_API.reviews(goodsId), { params: reviewQueryParams(filter) }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const goodsReviewPhotosQueryOptions = (http: AxiosInstance, goodsId: number, page: number) =>
  queryOptions({
    queryKey: [...KEY, goodsId, 'photos', page],
    queryFn: () => http.get<GoodsReviewPhotoList>(GOODS_REVIEW_API.photos(goodsId), { params: { page } }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const goodsReviewQueryOptions = (http: AxiosInstance, goodsId: number, reviewId: number) =>
  queryOptions({
    queryKey: [...KEY, goodsId, 'one', reviewId],
    queryFn: () => http.get<GoodsReview>(GOODS_REVIEW_API.review(goodsId, reviewId)).then((r) => r.data),
    retry: false,
  });

export const useGoodsReviews = (goodsId: number, filter: ReviewFilter) => useQuery(goodsReviewsQueryOptions(useHttp(), goodsId, filter));
export const useGoodsReviewPhotos = (goodsId: number, page: number) => useQuery(goodsReviewPhotosQueryOptions(useHttp(), goodsId, page));
export const useGoodsReview = (goodsId: number | null, reviewId: number | null) =>
  useQuery({ ...goodsReviewQueryOptions(useHttp(), goodsId ?? 0, reviewId ?? 0), enabled: goodsId !== null && reviewId !== null });
