import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CartList } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

/** Cart writes refresh the cart list and tell the shell the new line count. */
function useCartMutation<V>(mutate: (vars: V) => Promise<unknown>) {
  const { http, bus } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['carts'] });
      const { data } = await http.get<{ count: number }>(API.cartCount, { skipErrorAlert: true });
      bus.emit('cart.countChanged', { count: data.count });
    },
  });
}

export function useUpdateCartItem() {
  const { http } = usePlatform();
  return useCartMutation(({ cartId, ea }: { cartId: number; ea: number }) => http.patch<CartList>(API.cart(cartId), { ea }));
}

export function useRemoveCartItems() {
  const { http } = usePlatform();
  return useCartMutation((cartIds: number[]) => http.delete(API.carts, { data: { cart_ids: cartIds } }));
}
