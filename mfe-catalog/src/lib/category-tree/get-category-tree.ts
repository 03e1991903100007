import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type CategoryTree } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

/** The 3-level category tree (the category page's path and chips, the rankings' category filter). */
export const categoryTreeQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: () => http.get<CategoryTree>(API.categories).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
export const useCategoryTree = () => useQuery(categoryTreeQueryOptions(useHttp()));
