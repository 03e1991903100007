import { useEffect } from 'react';
import { formatPoint, formatPrice } from '@mall/shared-contracts';
import { ORDER_MESSAGES, type MyOrderDetail } from '@mall/shared-contracts/order';
import { Link, useParams, usePlatform } from '@mall/shared-ui';
import { CopyButton } from '@mall/shared-ui/clipboard';
import { QueryView } from '@mall/shared-ui/query-view';
import { formatOrderDate, formatOrderDateTime } from '../../../lib/dates';
import { orderNotFound } from '../../../lib/order-not-found';
import { useMyOrderDetail } from '../api/my-orders';
import { useOrderManager } from '../../../lib/order-manager';
import { OrderLineCard } from './order-line-card';
import '../../../lib/my-orders.css';

/**
 * /mypage/order/detail/{id}: the order's lines by seller, delivery, receiver, amounts, payment and refunds.
 * The guest mirror (/guest/order/detail/{id} and the lookup's landing /guest/order/{id}) adds the
 * address change before shipping (guest-address-edit), the guest's order list and 비회원 로그아웃.
 */
export function MyOrderDetailPage() {
  const { id = '' } = useParams();
  const detail = useMyOrderDetail(id);
  const { m } = useOrderManager();
  useEffect(() => {
    document.title = m.scope === 'guest' ? '비회원 주문조회 | 케이몰' : '주문 상세 | 케이몰';
  }, [m.scope]);
  const failed = '주문 정보를 불러오지 못했습니다';
  return (
    <QueryView
      query={detail}
      failed={failed}
      {...orderNotFound(detail.error, failed, { title: ORDER_MESSAGES.orderNotFound, description: '주문번호를 다시 확인해 주세요.' })}
    >
      {(order) => <DetailView order={order} />}
    </QueryView>
  );
}

function DetailView({ order }: { order: MyOrderDetail }) {
  const platform = usePlatform();
  const { base, m } = useOrderManager();
  const guest = m.scope === 'guest';
  const { amounts, payment, receiver } = order;
  // On a shared phone the guest ends the lookup here; the server forgets the guest token too.
  const logout = async () => {
    await platform.session.signOut();
    platform.navigate('/', { replace: true });
  };
  return (
    <article className="my-order-detail" aria-labelledby="my-order-detail-title">
      <header>
        <h1 id="my-order-detail-title">{guest ? '비회원 주문조회' : '주문 상세'}</h1>
        <dl className="my-order-detail__grid">
          <dt>주문번호</dt>
          <dd data-testid="order-detail-order-id">{order.order_id}</dd>
          <dt>주문일자</dt>
          <dd>{formatOrderDate(order.ordered_at)}</dd>
          {guest ? (
            <>
              <dt>주문자</dt>
              <dd>{order.orderer.name}</dd>
            </>
          ) : null}
          <dt>주문상태</dt>
          <dd className="my-order-detail__status">{order.status_label}</dd>
        </dl>
      </header>
      {order.packs.map((pack) => (
        <section key={pack.seller_id} aria-label={`${pack.seller_name} 배송 상품`}>
          <h2>
            {pack.seller_name} <small>배송비 {pack.shipping_amount === 0 ? '무료' : formatPrice(pack.shipping_amount)}</small>
          </h2>
          <ul className="my-order-card__lines">
            {pack.items.map((line) => (
              <OrderLineCard key={line.id} orderId={order.order_id} line={line} base={base} />
            ))}
          </ul>
        </section>
      ))}
      {receiver.name ? (
        <section aria-labelledby="detail-receiver">
          <h2 id="detail-receiver">배송지 정보</h2>
          <dl className="my-order-detail__grid">
            <dt>받는 분</dt>
            <dd>{receiver.name}</dd>
            <dt>연락처</dt>
            <dd>{receiver.phone}</dd>
            <dt>주소</dt>
            <dd>
              ({receiver.zipcode}) {receiver.address1} {receiver.address2}
              <CopyButton text={`(${receiver.zipcode}) ${receiver.address1} ${receiver.address2}`.trim()} kind="address" what="배송지 주소" />
            </dd>
            {receiver.memo ? (
              <>
                <dt>배송메모</dt>
                <dd>{receiver.memo}</dd>
              </>
            ) : null}
          </dl>
          {guest ? (
            order.address_editable ? (
              <button
                type="button"
                className="ui-button ui-button--outline ui-button--block"
                onClick={() => void platform.modals.open('guest-address-edit', { order_id: order.order_id })}
              >
                배송지 변경
              </button>
            ) : (
              <p className="my-order-line__option">배송이 시작되어 배송지를 변경할 수 없습니다.</p>
            )
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="detail-amounts">
        <h2 id="detail-amounts">결제 정보</h2>
        <dl className="my-order-detail__grid">
          <dt>상품금액</dt>
          <dd className="is-amount">{formatPrice(amounts.goods_amount)}</dd>
          <dt>배송비</dt>
          <dd className="is-amount">{amounts.shipping_amount === 0 ? '무료' : formatPrice(amounts.shipping_amount)}</dd>
          {amounts.coupon_discount_amount > 0 ? (
            <>
              <dt>쿠폰 할인</dt>
              <dd className="is-amount">-{formatPrice(amounts.coupon_discount_amount)}</dd>
            </>
          ) : null}
          {amounts.point_amount > 0 ? (
            <>
              <dt>적립금 사용</dt>
              <dd className="is-amount">-{formatPoint(amounts.point_amount)}</dd>
            </>
          ) : null}
          <dt className="my-order-detail__total">결제금액</dt>
          <dd className="is-amount my-order-detail__total" data-testid="order-detail-total">
            {formatPrice(amounts.payment_amount)}
          </dd>
          {payment ? (
            <>
              <dt>결제수단</dt>
              <dd className="is-amount">
                {payment.method_label}
                {payment.card_company ? ` (${payment.card_company}${payment.installment_months ? ` ${payment.installment_months}개월` : ' 일시불'})` : ''}
              </dd>
              {payment.vbank_account ? (
                <>
                  <dt>입금계좌</dt>
                  <dd className="is-amount">
                    {payment.vbank_name} {payment.vbank_account}
                    {payment.status === 'waiting_deposit' && payment.vbank_due_at ? ` (${formatOrderDateTime(payment.vbank_due_at)}까지)` : ''}
                    <CopyButton text={payment.vbank_account} kind="account" what="입금계좌 번호" />
                  </dd>
                </>
              ) : null}
              <dt>결제상태</dt>
              <dd className="is-amount">{payment.status_label}</dd>
            </>
          ) : null}
          {order.refunded.payment_amount + order.refunded.point_amount > 0 ? (
            <>
              <dt>환불금액</dt>
              <dd className="is-amount" data-testid="order-detail-refunded">
                {formatPrice(order.refunded.payment_amount)}
                {order.refunded.point_amount ? ` + 적립금 ${formatPoint(order.refunded.point_amount)}` : ''}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {payment && payment.status !== 'waiting_deposit' ? (
        <button
          type="button"
          className="ui-button ui-button--outline ui-button--block"
          onClick={() => void platform.modals.open('receipt', { order_id: order.order_id })}
        >
          영수증 보기
        </button>
      ) : null}
      {guest ? (
        <>
          <Link className="ui-button ui-button--outline ui-button--block" to={base}>
            비회원 주문내역
          </Link>
          <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => void logout()}>
            비회원 로그아웃
          </button>
        </>
      ) : null}
    </article>
  );
}
