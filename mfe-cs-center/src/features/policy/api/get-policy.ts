import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { POLICY_API, type PolicyDocument } from '@mall/shared-contracts/cs';
import { useHttp } from '@mall/shared-ui/http';

export const getPolicyQueryOptions = (http: AxiosInstance, code: string, version?: string) =>
  queryOptions({
    queryKey: ['cs', 'policies', code, version ?? 'current'],
    queryFn: () => http.get<PolicyDocument>(POLICY_API.policy(code), { params: version ? { version } : {} }).then((r) => r.data),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function usePolicy(code: string, version?: string) {
  const http = useHttp();
  return useQuery(getPolicyQueryOptions(http, code, version));
}
