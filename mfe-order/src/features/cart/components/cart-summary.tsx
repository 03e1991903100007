import { formatPrice, type CartList } from '@mall/shared-contracts';

export function CartSummary({ summary }: { summary: CartList['summary'] }) {
  return (
    <aside className="cart-summary" aria-label="결제 예정 금액">
      <dl>
        <dt>총 상품금액</dt>
        <dd>{formatPrice(summary.total_goods_price)}</dd>
        <dt>할인금액</dt>
        <dd className="cart-summary__discount">-{formatPrice(summary.total_discount_price)}</dd>
        <dt>배송비</dt>
        <dd>{summary.total_shipping_price === 0 ? '무료' : formatPrice(summary.total_shipping_price)}</dd>
        <dt className="cart-summary__total">결제예정금액</dt>
        <dd className="cart-summary__total" data-testid="cart-total">
          {formatPrice(summary.total_payment_price)}
        </dd>
      </dl>
    </aside>
  );
}
