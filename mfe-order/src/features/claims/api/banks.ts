import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

/** Banks a refund account may be at (informations/banks). */
export const getBanksQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['informations', 'banks'],
    queryFn: () => http.get<{ banks: { code: string; name: string }[] }>(API.banks, { skipErrorAlert: true }).then((r) => r.data.banks),
    staleTime: Infinity,
  });

export function useBanks() {
  const { http } = usePlatform();
  return useQuery(getBanksQueryOptions(http));
}
