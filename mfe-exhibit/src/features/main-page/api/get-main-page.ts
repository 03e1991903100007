import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type MainPage } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const getMainPage = (http: AxiosInstance) => http.get<MainPage>(API.mainPage, { skipErrorAlert: true }).then((r) => r.data);

export const getMainPageQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['lego-pages', 'main'], queryFn: () => getMainPage(http) });

export function useMainPage() {
  const { http } = usePlatform();
  return useQuery(getMainPageQueryOptions(http));
}
