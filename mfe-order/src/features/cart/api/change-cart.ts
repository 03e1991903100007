import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CartList } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

/** Cart writes answer with the new line count: tell the shell, then refresh the cart list. */
function useCartMutation<V>(mutate: (vars: V) => Promise<{ count: number }>) {
  const { bus } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: ({ count }) => bus.emit('cart.countChanged', { count }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['carts'] }),
  });
}

export function useUpdateCartItem() {
  const http = useHttp();
  return useCartMutation(({ cartId, ea }: { cartId: number; ea: number }) =>
    http.patch<CartList>(API.cart(cartId), { ea }, { alertOnError: true }).then((r) => r.data),
  );
}

export function useRemoveCartItems() {
  const http = useHttp();
  return useCartMutation((cartIds: number[]) =>
    http.delete<{ count: number }>(API.carts, { data: { cart_ids: cartIds }, alertOnError: true }).then((r) => r.data),
  );
}
