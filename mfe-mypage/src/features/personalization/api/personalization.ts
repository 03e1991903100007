import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERSONALIZATION_API } from '@mall/shared-contracts/member';
import type { AxiosInstance } from 'axios';
import { type Personalization } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const getPersonalization = (http: AxiosInstance) => http.get<Personalization>(PERSONALIZATION_API.personalization).then((r) => r.data);
export const getPersonalizationQueryOptions = (http: AxiosInstance) =>
  queryOptions({ queryKey: ['my', 'personalization'], queryFn: () => getPersonalization(http) });
export const usePersonalization = () => useQuery(getPersonalizationQueryOptions(useHttp()));

export const setPersonalization = (http: AxiosInstance, enabled: boolean) =>
  http.put<Personalization>(PERSONALIZATION_API.personalization, { enabled }, { alertOnError: true }).then((r) => r.data);

export function useSetPersonalization() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setPersonalization(http, enabled),
    onSuccess: (saved) => client.setQueryData(getPersonalizationQueryOptions(http).queryKey, saved),
  });
}
