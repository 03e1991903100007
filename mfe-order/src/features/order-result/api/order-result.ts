import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { CHECKOUT_API, IDEMPOTENCY_HEADER, type OrderResult } from '@mall/shared-contracts/order';
import { useHttp } from '@mall/shared-ui/http';

/**
 * The shopper is back from the PG with its transaction id: confirm it (the server asks the PG and
 * settles). The key is the transaction's own, so a reload or a second tab replays the same answer.
 * Without one (a window closed on the PG's page, a link later), the order's current result.
 */
export const getOrderResult = (http: AxiosInstance, orderId: string, pgTid: string | null) =>
  (pgTid
    ? http.post<OrderResult>(CHECKOUT_API.result(orderId), { pg_tid: pgTid }, { headers: { [IDEMPOTENCY_HEADER]: `result-${pgTid}` } })
    : http.get<OrderResult>(CHECKOUT_API.result(orderId))
  ).then((r) => r.data);

export const getOrderResultQueryOptions = (http: AxiosInstance, orderId: string, pgTid: string | null) =>
  queryOptions({ queryKey: ['orders', orderId, 'result', pgTid], queryFn: () => getOrderResult(http, orderId, pgTid), staleTime: Infinity, retry: false });

export function useOrderResult(orderId: string, pgTid: string | null) {
  const http = useHttp();
  return useQuery(getOrderResultQueryOptions(http, orderId, pgTid));
}
