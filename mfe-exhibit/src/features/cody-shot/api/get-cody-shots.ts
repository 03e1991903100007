import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { EXHIBIT_EVENTS_API, codyShotPath, type CodyShot, type CodyShotList } from '@mall/shared-contracts/exhibit';
import { useHttp } from '@mall/shared-ui/http';

export const getCodyShotsQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['cody-shots'],
    queryFn: () => http.get<CodyShotList>(EXHIBIT_EVENTS_API.codyShots).then((r) => r.data),
  });

export const getCodyShotQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: ['cody-shots', 'detail', id],
    queryFn: () => http.get<CodyShot>(codyShotPath(id)).then((r) => r.data),
    retry: false,
  });

export function useCodyShots() {
  const http = useHttp();
  return useQuery(getCodyShotsQueryOptions(http));
}

export function useCodyShot(id: number | null) {
  const http = useHttp();
  return useQuery({ ...getCodyShotQueryOptions(http, id ?? 0), enabled: id !== null });
}
