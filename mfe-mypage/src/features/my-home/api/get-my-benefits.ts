import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type MyBenefits } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const getMyBenefits = (http: AxiosInstance) => http.get<MyBenefits>(API.myBenefits).then((r) => r.data);

export const getMyBenefitsQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['my', 'benefits'], queryFn: () => getMyBenefits(http) });

export function useMyBenefits() {
  const http = useHttp();
  return useQuery(getMyBenefitsQueryOptions(http));
}
