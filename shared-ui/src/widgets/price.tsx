import { formatPrice } from '@mall/shared-contracts';

interface PriceProps {
  price: number;
  discountedPrice: number;
  saleRate: number;
  size?: 'sm' | 'lg';
}

/** Sale rate, selling price and the struck-through original price, the same on every screen. */
export function Price({ price, discountedPrice, saleRate, size = 'sm' }: PriceProps) {
  return (
    <div className={`ui-price ui-price--${size}`}>
      {saleRate > 0 ? <span className="ui-price__rate">{saleRate}%</span> : null}
      <strong className="ui-price__sell">{formatPrice(discountedPrice)}</strong>
      {saleRate > 0 && price > discountedPrice ? (
        <del className="ui-price__origin">
          <span className="ui-visually-hidden">정가 </span>
          {formatPrice(price)}
        </del>
      ) : null}
    </div>
  );
}
