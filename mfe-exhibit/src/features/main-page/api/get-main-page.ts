import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import type { LegoPage } from '@mall/shared-contracts/exhibit';
import { useHttp } from '@mall/shared-ui/http';

export const getMainPage = (http: AxiosInstance) => http.get<LegoPage>(API.mainPage).then((r) => r.data);

export const getMainPageQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['lego-pages', 'main'], queryFn: () => getMainPage(http) });

export function useMainPage() {
  const http = useHttp();
  return useQuery(getMainPageQueryOptions(http));
}
