import { useEffect } from 'react';
import { formatKstDateTime, formatPrice, TRACKING_CURRENCY } from '@mall/shared-contracts';
import { ORDER_MESSAGES, type OrderResult } from '@mall/shared-contracts/order';
import { Link, useFeatureGate, useParams, usePlatform, useSearchParams } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { orderNotFound } from '../../../lib/order-not-found';
import { useOrderResult } from '../api/order-result';
import './order-result.css';

/** /order/{id}/result: where the PG returns the shopper — the order done (or waiting for a deposit), or why not. */
export function OrderResultPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const result = useOrderResult(id, params.get('pg_tid'));

  useEffect(() => {
    document.title = '주문 결과 | 케이몰';
  }, []);

  const failed = '결제 결과를 확인하지 못했습니다';
  return (
    <QueryView
      query={result}
      failed={failed}
      {...orderNotFound(result.error, failed, { title: ORDER_MESSAGES.orderNotFound, description: '주문번호를 다시 확인해 주세요.' })}
    >
      {(data) => (data.status === 'paid' || data.status === 'pay_waiting' ? <OrderDone result={data} /> : <OrderNotDone result={data} />)}
    </QueryView>
  );
}

function OrderDone({ result }: { result: OrderResult }) {
  const platform = usePlatform();
  const gate = useFeatureGate();
  const payment = result.payment;
  const waiting = result.status === 'pay_waiting';

  // The purchase event, once per order (a reload of this page is not a second purchase).
  useEffect(() => {
    const key = `mall.purchaseTracked.${result.order_id}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    platform.bus.emit('track.purchase', {
      orderId: result.order_id,
      paymentPrice: result.amounts.payment_amount,
      currency: TRACKING_CURRENCY,
      orderedItems: result.items.map((i) => ({ goodsId: i.goods_id, goodsName: i.goods_name, price: i.list_price, paidPrice: i.price, quantity: i.ea })),
    });
  }, [platform, result]);

  const detail = result.is_member ? `/mypage/order/detail/${result.order_id}` : `/guest/order/${result.order_id}`;
  return (
    <article className="order-result" aria-labelledby="order-result-title">
      <h1 id="order-result-title">{waiting ? '주문이 접수되었습니다' : '주문이 완료되었습니다'}</h1>
      <p className="order-result__lead">{waiting ? '아래 계좌로 입금하시면 결제가 완료됩니다.' : '주문해 주셔서 감사합니다.'}</p>
      <dl className="order-result__info">
        <dt>주문번호</dt>
        <dd data-testid="order-result-id">{result.order_id}</dd>
        <dt>주문상태</dt>
        <dd>{result.status_label}</dd>
        {payment ? (
          <>
            <dt>결제수단</dt>
            <dd>
              {payment.method_label}
              {payment.card_company ? ` (${payment.card_company}${payment.installment_months ? `, ${payment.installment_months}개월 할부` : ', 일시불'})` : ''}
            </dd>
          </>
        ) : null}
        {waiting && payment?.vbank_account ? (
          <>
            <dt>입금 계좌</dt>
            <dd data-testid="order-result-vbank">
              {payment.vbank_name} {payment.vbank_account} (예금주 케이몰)
            </dd>
            <dt>입금 기한</dt>
            <dd>{payment.vbank_due_at ? formatKstDateTime(new Date(payment.vbank_due_at)) : ''}</dd>
          </>
        ) : null}
        {result.amounts.coupon_discount_amount > 0 ? (
          <>
            <dt>쿠폰 할인</dt>
            <dd>-{formatPrice(result.amounts.coupon_discount_amount)}</dd>
          </>
        ) : null}
        {result.amounts.point_amount > 0 ? (
          <>
            <dt>적립금 사용</dt>
            <dd>-{formatPrice(result.amounts.point_amount)}</dd>
          </>
        ) : null}
        <dt className="order-result__total">{waiting ? '입금하실 금액' : '결제금액'}</dt>
        <dd className="order-result__total" data-testid="order-result-amount">
          {formatPrice(result.amounts.payment_amount)}
        </dd>
      </dl>
      <ul className="order-result__items" aria-label="주문 상품">
        {result.items.map((i) => (
          <li key={i.id}>
            {i.goods_name} · {i.option_name} · {i.ea}개
          </li>
        ))}
      </ul>
      {!result.is_member ? (
        <p className="order-result__guest">
          비회원 주문은 주문자명(<strong>{result.orderer_name}</strong>)과 주문번호로 조회할 수 있습니다. 주문번호를 꼭 메모해 두세요.
        </p>
      ) : null}
      <div className="order-result__actions">
        {gate.allowsPath(detail) ? (
          <Link to={detail} className="ui-button ui-button--outline">
            {result.is_member ? '주문 상세 보기' : '비회원 주문조회'}
          </Link>
        ) : null}
        <Link to="/" className="ui-button">
          쇼핑 계속하기
        </Link>
      </div>
    </article>
  );
}

function OrderNotDone({ result }: { result: OrderResult }) {
  const expired = result.status === 'expired';
  return (
    <article className="order-result order-result--failed" aria-labelledby="order-result-title">
      <h1 id="order-result-title">{expired ? '주문 유효 시간이 지났습니다' : '결제가 완료되지 않았습니다'}</h1>
      <p className="order-result__reason" data-testid="order-result-reason">
        {result.payment?.fail_message ?? (expired ? ORDER_MESSAGES.orderExpired : '결제가 진행되지 않았습니다.')}
      </p>
      <p className="order-result__lead">
        주문번호 <span data-testid="order-result-id">{result.order_id}</span> · 결제되지 않아 청구된 금액이 없습니다.
      </p>
      <div className="order-result__actions">
        {expired ? (
          <Link to="/cart" className="ui-button">
            장바구니로 가기
          </Link>
        ) : (
          <Link to={`/order/${result.order_id}`} className="ui-button">
            다시 결제하기
          </Link>
        )}
      </div>
    </article>
  );
}
