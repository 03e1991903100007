import { formatPrice } from '@mall/shared-contracts';
import type { OrderAmounts } from '@mall/shared-contracts/order';

/** 결제 금액: list price, the goods' discounts, shipping, coupons and points, and what the payment charges. */
export function SheetAmounts({ amounts }: { amounts: OrderAmounts }) {
  return (
    <dl className="sheet-amounts">
      <dt>상품금액</dt>
      <dd>{formatPrice(amounts.list_amount)}</dd>
      <dt>상품 할인</dt>
      <dd className="sheet-amounts__minus">-{formatPrice(amounts.discount_amount)}</dd>
      <dt>배송비</dt>
      <dd>{amounts.shipping_amount === 0 ? '무료' : formatPrice(amounts.shipping_amount)}</dd>
      {amounts.coupon_discount_amount > 0 ? (
        <>
          <dt>쿠폰 할인</dt>
          <dd className="sheet-amounts__minus">-{formatPrice(amounts.coupon_discount_amount)}</dd>
        </>
      ) : null}
      <dt>적립금 사용</dt>
      <dd className="sheet-amounts__minus">-{formatPrice(amounts.point_amount)}</dd>
      <dt className="sheet-amounts__total">최종 결제금액</dt>
      <dd className="sheet-amounts__total" data-testid="sheet-payment-amount">
        {formatPrice(amounts.payment_amount)}
      </dd>
    </dl>
  );
}
