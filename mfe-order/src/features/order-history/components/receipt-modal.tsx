import { formatPrice } from '@mall/shared-contracts';
import type { ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { formatOrderDateTime } from '../../../lib/dates';
import { orderNotFound } from '../../../lib/order-not-found';
import { useReceipt } from '../api/my-orders';
import '../../../lib/my-orders.css';

/** `receipt`: the payment's receipt (카드 매출전표 / 결제 영수증) of an order, VAT split out. */
export function ReceiptModal({ titleId, params }: ModalComponentProps) {
  const orderId = params.order_id ?? '';
  const receipt = useReceipt(orderId);
  const failed = '영수증을 불러오지 못했습니다';
  return (
    <div className="my-order-modal">
      <h2 id={titleId}>결제 영수증</h2>
      <QueryView query={receipt} failed={failed} {...orderNotFound(receipt.error, failed, undefined, orderId === '')}>
        {(data) => (
          <dl className="my-order-detail__grid">
            <dt>주문번호</dt>
            <dd>{data.order_id}</dd>
            <dt>상품명</dt>
            <dd>{data.order_name}</dd>
            <dt>결제수단</dt>
            <dd>
              {data.payment.method_label}
              {data.payment.card_company ? ` · ${data.payment.card_company}` : ''}
            </dd>
            <dt>결제일시</dt>
            <dd>{data.payment.approved_at ? formatOrderDateTime(data.payment.approved_at) : '-'}</dd>
            <dt>결제금액</dt>
            <dd>{formatPrice(data.payment.amount)}</dd>
            {data.payment.refunded_amount > 0 ? (
              <>
                <dt>취소금액</dt>
                <dd>-{formatPrice(data.payment.refunded_amount)}</dd>
              </>
            ) : null}
            <dt>공급가액</dt>
            <dd>{formatPrice(data.supply_amount)}</dd>
            <dt>부가세</dt>
            <dd>{formatPrice(data.vat_amount)}</dd>
            <dt>판매자</dt>
            <dd>
              {data.shop.company_name} (대표 {data.shop.ceo_name}) · 사업자등록번호 {data.shop.business_number}
              <br />
              {data.shop.address} · {data.shop.phone}
            </dd>
          </dl>
        )}
      </QueryView>
    </div>
  );
}
