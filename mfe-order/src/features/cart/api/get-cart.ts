import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type CartList } from '@mall/shared-contracts';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

export const getCart = (http: AxiosInstance) => http.get<CartList>(API.carts).then((r) => r.data);

/** The cart belongs to the member or, logged out, to this device's uid-token: the key says whose. */
export const getCartQueryOptions = (http: AxiosInstance, owner: string) => queryOptions({ queryKey: ['carts', owner], queryFn: () => getCart(http) });

export function useCart() {
  const http = useHttp();
  const session = useSession();
  return useQuery(getCartQueryOptions(http, session.user?.login_id ?? 'device'));
}
