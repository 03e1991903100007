import { formatPoint, formatPrice } from '@mall/shared-contracts';
import type { RefundEstimate } from '@mall/shared-contracts/order';

/** What comes back: goods, shipping, coupon share, the buyer's return shipping, then the payment refund and the points. */
export function RefundSummary({ estimate, title, testId }: { estimate: RefundEstimate; title: string; testId?: string }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <dl className="my-order-detail__grid">
        <dt>상품금액</dt>
        <dd className="is-amount">{formatPrice(estimate.goods_amount)}</dd>
        {estimate.shipping_amount > 0 ? (
          <>
            <dt>배송비</dt>
            <dd className="is-amount">{formatPrice(estimate.shipping_amount)}</dd>
          </>
        ) : null}
        {estimate.coupon_amount > 0 ? (
          <>
            <dt>쿠폰 할인 차감</dt>
            <dd className="is-amount">-{formatPrice(estimate.coupon_amount)}</dd>
          </>
        ) : null}
        {estimate.return_shipping_amount > 0 ? (
          <>
            <dt>반품 배송비 차감</dt>
            <dd className="is-amount" data-testid={testId ? `${testId}-return-shipping` : undefined}>
              -{formatPrice(estimate.return_shipping_amount)}
            </dd>
          </>
        ) : null}
        <dt className="my-order-detail__total">환불금액</dt>
        <dd className="is-amount my-order-detail__total" data-testid={testId}>
          {formatPrice(estimate.payment_amount)}
        </dd>
        {estimate.point_amount > 0 ? (
          <>
            <dt>적립금 환원</dt>
            <dd className="is-amount">{formatPoint(estimate.point_amount)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
