import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_API, IDEMPOTENCY_HEADER, type PreparePayBody, type PreparePayResponse } from '@mall/shared-contracts/order';
import { useHttp } from '@mall/shared-ui/http';
import { getOrderSheetQueryOptions } from './get-order-sheet';

/**
 * 결제하기: stores the sheet on the order and registers the payment with the PG, once per key. A refusal
 * reads the sheet again: it may have changed meanwhile (a time deal ended and its lines were re-priced).
 */
export function usePreparePay(orderId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    onError: () => queryClient.invalidateQueries({ queryKey: getOrderSheetQueryOptions(http, orderId).queryKey }),
    mutationFn: ({ body, key }: { body: PreparePayBody; key: string }) =>
      http.post<PreparePayResponse>(CHECKOUT_API.preparePay(orderId), body, { headers: { [IDEMPOTENCY_HEADER]: key } }).then((r) => r.data),
  });
}
