import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { MY_ORDERS_API, type RefundAccount, type RefundAccountBody } from '@mall/shared-contracts/order';
import { ordersKey, useOrderManager, type OrderManager } from './order-manager';

/*
 * The refund account a cancel, a return or a shop-raised complaint refunds to (a virtual-account
 * payment needs one). Here, not in a feature, because the claims and the complaints both ask for it.
 */

const quiet = { skipErrorAlert: true } as const;

export const getRefundAccountQueryOptions = (http: AxiosInstance, m: OrderManager) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'refund-account'],
    queryFn: () => http.get<{ account: RefundAccount | null }>(MY_ORDERS_API.refundAccount, quiet).then((r) => r.data.account),
  });

/** A refund account to show; `body` when it was typed for this claim only (a guest's), to send with it. */
export type TypedRefundAccount = RefundAccount & { body?: RefundAccountBody };

/** The member's saved refund account (a guest has none: it types one for the claim). */
export function useRefundAccount() {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getRefundAccountQueryOptions(http, m), enabled: enabled && m.scope === 'member' });
}

/** The refund account of a claim or complaint page: the member's saved one, or the one a guest typed for this claim (sent as `body`). */
export interface RefundAccountState {
  data: RefundAccount | null | undefined;
  error: unknown;
  refetch: () => unknown;
  onTyped: (account: TypedRefundAccount) => void;
  body?: RefundAccountBody;
}

export function usePageRefundAccount(): RefundAccountState {
  const saved = useRefundAccount();
  const [typed, setTyped] = useState<TypedRefundAccount | null>(null);
  return { data: typed ?? saved.data, error: saved.error, refetch: saved.refetch, onTyped: setTyped, body: typed?.body };
}

export function useSaveRefundAccount() {
  const { http, m } = useOrderManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundAccountBody) => http.put<{ account: RefundAccount }>(MY_ORDERS_API.refundAccount, body, quiet).then((r) => r.data.account),
    onSuccess: (account) => queryClient.setQueryData(getRefundAccountQueryOptions(http, m).queryKey, account),
  });
}
