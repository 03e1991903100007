import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type PolicyList } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const getJoinPolicies = (http: AxiosInstance) => http.get<PolicyList>(API.memberPolicies).then((r) => r.data.policies);

export const getJoinPoliciesQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['members', 'policies'], queryFn: () => getJoinPolicies(http) });

export const useJoinPolicies = () => useQuery(getJoinPoliciesQueryOptions(useHttp()));
