import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type MyBenefits } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const getMyBenefits = (http: AxiosInstance) => http.get<MyBenefits>(API.myBenefits, { skipErrorAlert: true }).then((r) => r.data);

export const getMyBenefitsQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['my', 'benefits'], queryFn: () => getMyBenefits(http) });

export function useMyBenefits() {
  const { http } = usePlatform();
  return useQuery(getMyBenefitsQueryOptions(http));
}
