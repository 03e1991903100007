import { useMutation } from '@tanstack/react-query';
import { CHECKOUT_API, IDEMPOTENCY_HEADER, type PreparePayBody, type PreparePayResponse } from '@mall/shared-contracts/order';
import { usePlatform } from '@mall/shared-ui';

/** 결제하기: stores the sheet on the order and registers the payment with the PG, once per key. */
export function usePreparePay(orderId: string) {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: ({ body, key }: { body: PreparePayBody; key: string }) =>
      http
        .post<PreparePayResponse>(CHECKOUT_API.preparePay(orderId), body, { headers: { [IDEMPOTENCY_HEADER]: key }, skipErrorAlert: true })
        .then((r) => r.data),
  });
}
