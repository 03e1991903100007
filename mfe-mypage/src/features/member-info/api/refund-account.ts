import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { MY_ORDERS_API, type RefundAccount } from '@mall/shared-contracts/order';
import { useHttp } from '@mall/shared-ui/http';

/** The member's refund account, on the order squad's endpoint (ADR 0011: order owns refund accounts). */
export const refundAccountQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['my', 'refund-account'],
    queryFn: () => http.get<{ account: RefundAccount | null }>(MY_ORDERS_API.refundAccount).then((r) => r.data.account),
  });

export const useRefundAccount = () => useQuery(refundAccountQueryOptions(useHttp()));

/** Puts the account the order squad's form saved into this page's query, without another request. */
export function useKeepRefundAccount() {
  const http = useHttp();
  const client = useQueryClient();
  return (account: RefundAccount) => client.setQueryData(refundAccountQueryOptions(http).queryKey, account);
}
