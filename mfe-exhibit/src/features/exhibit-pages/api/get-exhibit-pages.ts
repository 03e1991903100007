import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { exhibitCategoryPath, spotThemePath, type ExhibitCategory, type SpotTheme } from '@mall/shared-contracts/exhibit';
import { useHttp } from '@mall/shared-ui/http';

export const getSpotThemeQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: ['spot-themes', id],
    queryFn: () => http.get<SpotTheme>(spotThemePath(id)).then((r) => r.data),
    retry: false,
  });

export const getExhibitCategoryQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: ['exhibit-categories', id],
    queryFn: () => http.get<ExhibitCategory>(exhibitCategoryPath(id)).then((r) => r.data),
    retry: false,
  });

export function useSpotTheme(id: number | null) {
  const http = useHttp();
  return useQuery({ ...getSpotThemeQueryOptions(http, id ?? 0), enabled: id !== null });
}

export function useExhibitCategory(id: number | null) {
  const http = useHttp();
  return useQuery({ ...getExhibitCategoryQueryOptions(http, id ?? 0), enabled: id !== null });
}
