import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { API, type CartAddBody, type GoodsDetail } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

export const addToCart = (http: AxiosInstance, body: CartAddBody) =>
  http.post<{ count: number; cart_ids: number[] }>(API.carts, body, { alertOnError: true }).then((r) => r.data);

/** Adds one option to the cart, then tells the shell (header count) and the trackers. */
export function useAddToCart(goods: GoodsDetail) {
  const { bus } = usePlatform();
  const http = useHttp();
  return useMutation({
    mutationFn: ({ optionId, ea }: { optionId: number; ea: number }) => addToCart(http, { items: [{ goods_id: goods.id, option_id: optionId, ea }] }),
    onSuccess: ({ count }, { ea }) => {
      bus.emit('cart.countChanged', { count });
      bus.emit('track.addToCart', {
        items: [{ goodsId: goods.id, goodsName: goods.name, price: goods.price, discountedPrice: goods.base_discounted_price, quantity: ea }],
      });
    },
  });
}
