import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type PolicyList } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const getJoinPolicies = (http: AxiosInstance) => http.get<PolicyList>(API.memberPolicies, { skipErrorAlert: true }).then((r) => r.data.policies);

export const getJoinPoliciesQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['members', 'policies'], queryFn: () => getJoinPolicies(http) });

export const useJoinPolicies = () => useQuery(getJoinPoliciesQueryOptions(usePlatform().http));
