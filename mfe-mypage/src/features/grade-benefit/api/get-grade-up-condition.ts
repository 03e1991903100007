import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type GradeUpCondition } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const getGradeUpCondition = (http: AxiosInstance) => http.get<GradeUpCondition>(API.myGradeUpCondition, { skipErrorAlert: true }).then((r) => r.data);

export const getGradeUpConditionQueryOptions = (http: AxiosInstance) =>
  queryOptions({ queryKey: ['my', 'grade-up-condition'], queryFn: () => getGradeUpCondition(http) });

export const useGradeUpCondition = () => useQuery(getGradeUpConditionQueryOptions(usePlatform().http));
