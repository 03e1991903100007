import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type NoticeDetail } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const getNotice = (http: AxiosInstance, id: string) => http.get<NoticeDetail>(API.notice(id), { skipErrorAlert: true }).then((r) => r.data);

export const getNoticeQueryOptions = (http: AxiosInstance, id: string) =>
  queryOptions({ queryKey: ['notices', id], queryFn: () => getNotice(http, id), retry: false });

export function useNotice(id: string) {
  const { http } = usePlatform();
  return useQuery(getNoticeQueryOptions(http, id));
}
