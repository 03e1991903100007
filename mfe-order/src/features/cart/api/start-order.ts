import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, ORDER_API, type OrderStartResponse } from '@mall/shared-contracts/order';
import { useHttp } from '@mall/shared-ui/http';

/** 주문하기: the chosen cart lines become an order (stock reserved); the key makes a double tap one order. */
export function useStartOrder() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ cartIds, key }: { cartIds: number[]; key: string }) =>
      http.post<OrderStartResponse>(ORDER_API.start, { cart_ids: cartIds }, { headers: { [IDEMPOTENCY_HEADER]: key } }).then((r) => r.data),
  });
}
