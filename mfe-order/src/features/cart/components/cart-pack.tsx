import { formatPrice, type CartPack } from '@mall/shared-contracts';
import { CartItemRow } from './cart-item-row';

function shippingText(pack: CartPack): string {
  if (pack.shipping_price_policy === 'free') return '무료배송';
  const fee = pack.shipping_price === 0 ? '무료' : formatPrice(pack.shipping_price);
  if (pack.shipping_price_policy === 'conditional' && pack.conditional_free_from !== null) {
    return `배송비 ${fee} (${formatPrice(pack.conditional_free_from)} 이상 구매 시 무료)`;
  }
  return `배송비 ${fee}`;
}

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
        상품 {formatPrice(pack.goods_price)} · {shippingText(pack)}
        {pack.extra_shipping_price > 0 ? <span className="cart-pack__extra"> (제주·도서산간 {formatPrice(pack.extra_shipping_price)} 추가)</span> : null}
      </p>
    </section>
  );
}
