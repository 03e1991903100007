import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

/** Banks a refund account may be at (informations/banks). */
export const getBanksQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['informations', 'banks'],
    queryFn: () => http.get<{ banks: { code: string; name: string }[] }>(API.banks).then((r) => r.data.banks),
    staleTime: Infinity,
  });

export function useBanks() {
  const http = useHttp();
  return useQuery(getBanksQueryOptions(http));
}
