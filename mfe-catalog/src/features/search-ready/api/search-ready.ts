import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { SEARCH_READY_API, type AutocompleteResponse, type HotSearchResponse } from '@mall/shared-contracts/catalog';
import { useHttp } from '@mall/shared-ui/http';

export const hotSearchesQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['search', 'hot'],
    queryFn: () => http.get<HotSearchResponse>(SEARCH_READY_API.hot).then((r) => r.data),
    // The ranking is indexed by the minute.
    staleTime: 60_000,
  });

export function useHotSearches() {
  const http = useHttp();
  return useQuery(hotSearchesQueryOptions(http));
}

export const autocompleteQueryOptions = (http: AxiosInstance, keyword: string) =>
  queryOptions({
    queryKey: ['search', 'autocomplete', keyword],
    queryFn: () => http.get<AutocompleteResponse>(`${SEARCH_READY_API.autocomplete}?${new URLSearchParams({ keyword }).toString()}`).then((r) => r.data),
    // While the next letter is asked for, the last answer stays on screen.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled: keyword.trim() !== '',
  });

export function useAutocomplete(keyword: string) {
  const http = useHttp();
  return useQuery(autocompleteQueryOptions(http, keyword));
}
