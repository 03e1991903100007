import { useEffect } from 'react';
import { formatPrice, MESSAGES, type GuestOrder } from '@mall/shared-contracts';
import { LazyImage, LoadError, Loading, StatusPanel, isNotFoundError, useParams, usePlatform } from '@mall/shared-ui';
import { isOrderNumber, useGuestOrder } from '../api/get-guest-order';
import { formatOrderDate } from '../../../lib/dates';
import './guest-order.css';

/** /guest/order/{id} and /guest/order/detail/{id}: the guest's order after a guest login. */
export function GuestOrderPage() {
  const { orderId = '' } = useParams();
  const { data, error, isPending, refetch } = useGuestOrder(orderId);

  useEffect(() => {
    document.title = '비회원 주문조회 | 케이몰';
  }, []);

  if (!isOrderNumber(orderId) || isNotFoundError(error)) {
    return <StatusPanel tone="empty" title={MESSAGES.guestOrderNotFound} description="주문번호를 다시 확인해 주세요." />;
  }
  if (error) return <LoadError title="주문 정보를 불러오지 못했습니다" onRetry={() => void refetch()} />;
  if (isPending) return <Loading />;
  return <GuestOrderView order={data} />;
}

function GuestOrderView({ order }: { order: GuestOrder }) {
  const platform = usePlatform();
  // On a shared phone the guest ends the lookup here; the server forgets the guest token too.
  const logout = async () => {
    await platform.session.signOut();
    platform.navigate('/', { replace: true });
  };
  return (
    <article className="guest-order" aria-labelledby="guest-order-title">
      <header className="guest-order__head">
        <h1 id="guest-order-title">비회원 주문조회</h1>
        <dl className="guest-order__meta">
          <dt>주문번호</dt>
          <dd data-testid="guest-order-id">{order.order_id}</dd>
          <dt>주문일자</dt>
          <dd>{formatOrderDate(order.ordered_at)}</dd>
          <dt>주문자</dt>
          <dd>{order.orderer_name}</dd>
          <dt>주문상태</dt>
          <dd className="guest-order__status">{order.status_label}</dd>
        </dl>
      </header>
      <section aria-labelledby="guest-order-items">
        <h2 id="guest-order-items">주문 상품</h2>
        <ul className="guest-order__items">
          {order.items.map((item) => (
            <li key={item.id} className="guest-order__item">
              <LazyImage src={item.thumbnail_url} alt={item.goods_name} className="guest-order__thumb" />
              <div>
                <p className="guest-order__brand">{item.brand_name}</p>
                <p className="guest-order__name">{item.goods_name}</p>
                <p className="guest-order__option">
                  {item.option_name} · {item.ea}개
                </p>
                <p className="guest-order__price">{formatPrice(item.price * item.ea)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="guest-order__amounts" aria-label="결제 정보">
        <dl>
          <dt>상품금액</dt>
          <dd>{formatPrice(order.goods_amount)}</dd>
          <dt>배송비</dt>
          <dd>{order.shipping_amount === 0 ? '무료' : formatPrice(order.shipping_amount)}</dd>
          <dt className="guest-order__total">결제금액</dt>
          <dd className="guest-order__total" data-testid="guest-order-total">
            {formatPrice(order.payment_amount)}
          </dd>
        </dl>
      </section>
      <button type="button" className="ui-button ui-button--outline ui-button--block guest-order__logout" onClick={() => void logout()}>
        비회원 로그아웃
      </button>
    </article>
  );
}
