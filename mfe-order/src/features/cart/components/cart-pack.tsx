import { describeShipping, formatPrice, type CartPack } from '@mall/shared-contracts';
import { CartItemRow } from './cart-item-row';

/** One seller's pack: its lines ship together under the seller's shipping policy. */
export function CartPackView({ pack }: { pack: CartPack }) {
  return (
    <section className="cart-pack" aria-label={`${pack.seller_name} 배송 상품`}>
      <h2 className="cart-pack__seller">{pack.seller_name}</h2>
      <ul className="cart-pack__items">
        {pack.items.map((item) => (
          <CartItemRow key={item.cart_id} item={item} />
        ))}
      </ul>
      <p className="cart-pack__shipping">
        상품 {formatPrice(pack.goods_price)} · {describeShipping(pack)}
        {pack.extra_shipping_price > 0 ? <span className="cart-pack__extra"> (제주·도서산간 {formatPrice(pack.extra_shipping_price)} 추가)</span> : null}
      </p>
    </section>
  );
}
