import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type GradeUpCondition } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const getGradeUpCondition = (http: AxiosInstance) => http.get<GradeUpCondition>(API.myGradeUpCondition).then((r) => r.data);

export const getGradeUpConditionQueryOptions = (http: AxiosInstance) =>
  queryOptions({ queryKey: ['my', 'grade-up-condition'], queryFn: () => getGradeUpCondition(http) });

export const useGradeUpCondition = () => useQuery(getGradeUpConditionQueryOptions(useHttp()));
