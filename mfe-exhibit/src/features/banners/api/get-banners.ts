import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type Banner } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export type BannerPosition = 'main_top' | 'main_middle';

export const getBanners = (http: AxiosInstance, position: BannerPosition) =>
  http.get<{ banners: Banner[] }>(API.banners, { params: { position } }).then((r) => r.data.banners);

export const getBannersQueryOptions = (http: AxiosInstance, position: BannerPosition) =>
  queryOptions({ queryKey: ['banners', position], queryFn: () => getBanners(http, position) });

export function useBanners(position: BannerPosition) {
  const http = useHttp();
  return useQuery(getBannersQueryOptions(http, position));
}
