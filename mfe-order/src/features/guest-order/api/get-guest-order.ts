import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, ORDER_NUMBER_PATTERN, type GuestOrder } from '@mall/shared-contracts';
import { usePlatform, useSession } from '@mall/shared-ui';

/** Reads the guest's order with the guest session's token (the shell's HTTP client adds guest-token). */
export const getGuestOrder = (http: AxiosInstance, orderId: string) =>
  http.get<GuestOrder>(API.guestOrder(orderId), { skipErrorAlert: true }).then((r) => r.data);

export const getGuestOrderQueryOptions = (http: AxiosInstance, guestOrderId: string, orderId: string) =>
  queryOptions({ queryKey: ['guest-orders', guestOrderId, orderId], queryFn: () => getGuestOrder(http, orderId) });

export const isOrderNumber = (orderId: string) => ORDER_NUMBER_PATTERN.test(orderId);

export function useGuestOrder(orderId: string) {
  const { http } = usePlatform();
  const session = useSession();
  const guestOrderId = session.guest?.orderId ?? '';
  return useQuery({ ...getGuestOrderQueryOptions(http, guestOrderId, orderId), enabled: session.status === 'guest' && isOrderNumber(orderId) });
}
