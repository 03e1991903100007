import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { SEARCH_API, toSearchParams, type SearchFeedbackBody, type SearchQuery, type SearchResponse } from '@mall/shared-contracts/catalog';
import { useHttp } from '@mall/shared-ui/http';

export const searchGoods = (http: AxiosInstance, query: SearchQuery) =>
  http.get<SearchResponse>(`${SEARCH_API.search}?${toSearchParams(query).toString()}`).then((r) => r.data);

/** One cache entry per search URL: back and reload show the very same result. */
export const searchGoodsQueryOptions = (http: AxiosInstance, query: SearchQuery) =>
  queryOptions({
    queryKey: ['search', toSearchParams(query).toString()],
    queryFn: () => searchGoods(http, query),
    // Changing a filter keeps the previous result on screen until the new one arrives.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** `enabled` false holds the call until the page knows what it lists (a category page waits for its tree). */
export function useSearchGoods(query: SearchQuery, enabled = true) {
  const http = useHttp();
  return useQuery({ ...searchGoodsQueryOptions(http, query), enabled });
}

/** A result click (spec "Feedback"): the popular order learns from it; a failure never stops the shopper. */
export function useSearchFeedback() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: SearchFeedbackBody) => http.post(SEARCH_API.feedback, body),
  });
}
