import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type MySize } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const getMySize = (http: AxiosInstance) => http.get<MySize>(API.mySize).then((r) => r.data);
export const getMySizeQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['my', 'size'], queryFn: () => getMySize(http) });
export const useMySize = () => useQuery(getMySizeQueryOptions(useHttp()));

export const saveMySize = (http: AxiosInstance, size: MySize) => http.put<MySize>(API.mySize, size).then((r) => r.data);

export function useSaveMySize() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (size: MySize) => saveMySize(http, size),
    onSuccess: (saved) => client.setQueryData(getMySizeQueryOptions(http).queryKey, saved),
  });
}
