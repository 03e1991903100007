import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type Banner } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export type BannerPosition = 'main_top' | 'main_middle';

export const getBanners = (http: AxiosInstance, position: BannerPosition) =>
  http.get<{ banners: Banner[] }>(API.banners, { params: { position }, skipErrorAlert: true }).then((r) => r.data.banners);

export const getBannersQueryOptions = (http: AxiosInstance, position: BannerPosition) =>
  queryOptions({ queryKey: ['banners', position], queryFn: () => getBanners(http, position) });

export function useBanners(position: BannerPosition) {
  const { http } = usePlatform();
  return useQuery(getBannersQueryOptions(http, position));
}
