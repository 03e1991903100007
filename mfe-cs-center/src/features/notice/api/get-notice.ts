import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type NoticeDetail } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const getNotice = (http: AxiosInstance, id: number) => http.get<NoticeDetail>(API.notice(id)).then((r) => r.data);

export const getNoticeQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({ queryKey: ['notices', id], queryFn: () => getNotice(http, id), retry: false });

/** The notice, asked for only when the address names an id (null: the page shows not-found). */
export function useNotice(id: number | null) {
  const http = useHttp();
  return useQuery({ ...getNoticeQueryOptions(http, id ?? 0), enabled: id !== null });
}
