import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { CHECKOUT_API, type ReceiveAddress, type ReceiveAddressCreateBody } from '@mall/shared-contracts/order';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

/** The member's saved delivery addresses: read by the order sheet and the address modals. */
export const getReceiveAddresses = (http: AxiosInstance) =>
  http.get<{ addresses: ReceiveAddress[] }>(CHECKOUT_API.receiveAddresses).then((r) => r.data.addresses);

export const getReceiveAddressesQueryOptions = (http: AxiosInstance, loginId: string) =>
  queryOptions({ queryKey: ['receive-addresses', loginId], queryFn: () => getReceiveAddresses(http) });

export function useReceiveAddresses() {
  const http = useHttp();
  const session = useSession();
  const loginId = session.user?.login_id ?? '';
  return useQuery({ ...getReceiveAddressesQueryOptions(http, loginId), enabled: loginId !== '' });
}

export function useCreateReceiveAddress() {
  const http = useHttp();
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiveAddressCreateBody) =>
      http.post<{ addresses: ReceiveAddress[] }>(CHECKOUT_API.receiveAddresses, body).then((r) => r.data.addresses),
    onSuccess: (addresses) => queryClient.setQueryData(getReceiveAddressesQueryOptions(http, session.user?.login_id ?? '').queryKey, addresses),
  });
}
