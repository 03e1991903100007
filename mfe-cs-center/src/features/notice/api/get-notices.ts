import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type NoticeList } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const NOTICE_PAGE_SIZE = 10;

export const getNotices = (http: AxiosInstance, page: number) =>
  http.get<NoticeList>(API.notices, { params: { page, per_page: NOTICE_PAGE_SIZE } }).then((r) => r.data);

export const getNoticesQueryOptions = (http: AxiosInstance, page: number) =>
  queryOptions({ queryKey: ['notices', { page, perPage: NOTICE_PAGE_SIZE }], queryFn: () => getNotices(http, page), placeholderData: keepPreviousData });

export function useNotices(page: number) {
  const http = useHttp();
  return useQuery(getNoticesQueryOptions(http, page));
}
