import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_PAY_API } from '@mall/shared-contracts/order';
import type { AxiosInstance } from 'axios';
import { type MyPayList, type MyPayMethod, type MyPayRegistration } from '@mall/shared-contracts';
import { useHttp } from '@mall/shared-ui/http';

export const getMyPay = (http: AxiosInstance) => http.get<MyPayList>(MY_PAY_API.list).then((r) => r.data);
export const getMyPayQueryOptions = (http: AxiosInstance) => queryOptions({ queryKey: ['my', 'my-pay'], queryFn: () => getMyPay(http) });
export const useMyPay = () => useQuery(getMyPayQueryOptions(useHttp()));

/** Opens a registration with the easy-pay provider: its page comes back to `returnPath`. */
export const startMyPayRegistration = (http: AxiosInstance, kind: MyPayMethod['kind'], returnPath: string) =>
  http.post<MyPayRegistration>(MY_PAY_API.registrations, { kind, return_path: returnPath }, { alertOnError: true }).then((r) => r.data);

export function useStartMyPayRegistration() {
  const http = useHttp();
  return useMutation({
    mutationFn: (kind: MyPayMethod['kind']) => startMyPayRegistration(http, kind, '/mypage/my-pay'),
    onSuccess: ({ registration_url }) => window.location.assign(registration_url),
  });
}

/** Back from the provider's page: the shop asks the provider for the result and keeps the method. */
export function useCompleteMyPayRegistration() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: string) => http.post<MyPayMethod>(MY_PAY_API.registrationComplete(registrationId)).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: getMyPayQueryOptions(http).queryKey }),
  });
}

export function useDeleteMyPayMethod() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(MY_PAY_API.method(id), { alertOnError: true }).then(() => id),
    onSuccess: () => client.invalidateQueries({ queryKey: getMyPayQueryOptions(http).queryKey }),
  });
}
