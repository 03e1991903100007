import { formatPrice, LIMITS, type CartItem } from '@mall/shared-contracts';
import { cartUnitPrice } from '@mall/shared-contracts/order';
import { LazyImage, Link, usePlatform } from '@mall/shared-ui';
import { QuantityStepper } from '@mall/shared-ui/quantity-stepper';
import { useOrderStore } from '../../../lib/store';
import { TimeDealNote } from '../../../lib/time-deal-note';
import { useRemoveCartItems, useUpdateCartItem } from '../api/change-cart';

export function CartItemRow({ item }: { item: CartItem }) {
  const platform = usePlatform();
  const selected = useOrderStore((s) => !s.deselected.includes(item.cart_id));
  const toggle = useOrderStore((s) => s.toggle);
  const update = useUpdateCartItem();
  const remove = useRemoveCartItems();
  const unitPrice = cartUnitPrice(item);
  const listPrice = item.goods_price + item.option_extra_amount;
  const max = Math.max(1, Math.min(LIMITS.stepperMax, item.option_stock));
  return (
    <li className={`cart-item${item.is_soldout ? ' cart-item--soldout' : ''}`} data-cart-id={item.cart_id}>
      <input type="checkbox" aria-label={`${item.goods_name} 선택`} checked={selected} onChange={() => toggle(item.cart_id)} />
      <Link to={`/goods/detail/${item.goods_id}`} className="cart-item__thumb">
        <LazyImage src={item.goods_thumbnail_url} alt={item.goods_name} width={80} height={96} />
      </Link>
      <div className="cart-item__info">
        <p className="cart-item__brand">{item.brand_name}</p>
        <p className="cart-item__name">{item.goods_name}</p>
        <p className="cart-item__option">
          {item.option_name}
          {item.option_extra_amount ? ` (+${formatPrice(item.option_extra_amount)})` : ''}
        </p>
        <TimeDealNote deal={item.time_deal} />
        {item.is_soldout ? <p className="cart-item__soldout">품절</p> : null}
        <div className="cart-item__row">
          <QuantityStepper
            value={item.ea}
            max={max}
            disabled={item.is_soldout || update.isPending}
            onChange={(ea) => update.mutate({ cartId: item.cart_id, ea })}
          />
          <p className="cart-item__price">
            {listPrice > unitPrice ? <del>{formatPrice(listPrice * item.ea)}</del> : null} <strong>{formatPrice(unitPrice * item.ea)}</strong>
          </p>
        </div>
      </div>
      <button
        type="button"
        className="cart-item__remove"
        aria-label={`${item.goods_name} 삭제`}
        onClick={async () => {
          if (await platform.alerts.confirm('이 상품을 장바구니에서 삭제하시겠습니까?')) remove.mutate([item.cart_id]);
        }}
      >
        ×
      </button>
    </li>
  );
}
