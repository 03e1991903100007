import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { EXHIBIT_EVENTS_API, showcasePath, type Showcase, type ShowcaseList } from '@mall/shared-contracts/exhibit';
import { useHttp } from '@mall/shared-ui/http';

export const getShowcasesQueryOptions = (http: AxiosInstance, sortId: number | null) =>
  queryOptions({
    queryKey: ['showcases', sortId],
    queryFn: () => http.get<ShowcaseList>(EXHIBIT_EVENTS_API.showcases, { params: sortId ? { sort_id: sortId } : {} }).then((r) => r.data),
  });

export const getShowcaseQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: ['showcases', 'detail', id],
    queryFn: () => http.get<Showcase>(showcasePath(id)).then((r) => r.data),
    retry: false,
  });

export function useShowcases(sortId: number | null) {
  const http = useHttp();
  return useQuery(getShowcasesQueryOptions(http, sortId));
}

export function useShowcase(id: number | null) {
  const http = useHttp();
  return useQuery({ ...getShowcaseQueryOptions(http, id ?? 0), enabled: id !== null });
}
