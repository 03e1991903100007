import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { CHECKOUT_API, type PaymentMethods } from '@mall/shared-contracts/order';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

export const getPaymentMethods = (http: AxiosInstance) => http.get<PaymentMethods>(CHECKOUT_API.paymentMethods).then((r) => r.data);

/** Methods, installments and, for a member, their points: the key says whose points. */
export const getPaymentMethodsQueryOptions = (http: AxiosInstance, owner: string) =>
  queryOptions({ queryKey: ['orders', 'payment-methods', owner], queryFn: () => getPaymentMethods(http), staleTime: 0 });

export function usePaymentMethods() {
  const http = useHttp();
  const session = useSession();
  return useQuery(getPaymentMethodsQueryOptions(http, session.user?.login_id ?? 'device'));
}
