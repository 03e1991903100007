import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type CategoryTree } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

/** The shell's own server state (only the menu so far); remotes each have their own cache. */

export const getCategories = (http: AxiosInstance) => http.get<CategoryTree>(API.categories, { skipErrorAlert: true }).then((r) => r.data.categories);

export const getCategoriesQueryOptions = (http: AxiosInstance) =>
  queryOptions({ queryKey: ['categories'], queryFn: () => getCategories(http), staleTime: 5 * 60_000 });

export function useCategories() {
  const { http } = usePlatform();
  return useQuery(getCategoriesQueryOptions(http));
}
