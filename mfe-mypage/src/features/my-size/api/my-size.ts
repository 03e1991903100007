import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type MySize } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

export const getMySize = (http: AxiosInstance) => http.get<MySize>(API.mySize, { skipErrorAlert: true }).then((r) => r.data);
export const getMySizeQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['my', 'size'], queryFn: () => getMySize(http) });
export const useMySize = () => useQuery(getMySizeQueryOptions(usePlatform().http));

export const saveMySize = (http: AxiosInstance, size: MySize) => http.put<MySize>(API.mySize, size, { skipErrorAlert: true }).then((r) => r.data);

export function useSaveMySize() {
  const { http } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (size: MySize) => saveMySize(http, size),
    onSuccess: (saved) => client.setQueryData(getMySizeQueryOptions(http).queryKey, saved),
  });
}
