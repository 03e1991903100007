import { useEffect } from 'react';
import { formatPrice } from '@mall/shared-contracts';
import {
  CLAIM_TYPE_LABELS,
  MY_ORDER_PERIOD_DEFAULT,
  MY_ORDER_PERIODS,
  type MyClaimRow,
  type MyOrderSummary,
  type MyOrderTab,
} from '@mall/shared-contracts/order';
import { Link, useLocation, useSearchParams } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { formatOrderDate } from '../../../lib/dates';
import { useMyOrders } from '../api/my-orders';
import { useOrderManager } from '../../../lib/order-manager';
import { GuestPhoneProof } from './guest-phone-proof';
import { LineBrief } from '../../../lib/line-brief';
import { Pager } from '../../../lib/pager';
import { OrderLineCard } from './order-line-card';
import '../../../lib/my-orders.css';

const TABS: { tab: MyOrderTab; path: string; label: string }[] = [
  { tab: 'all', path: '', label: '주문내역' },
  { tab: 'cancel', path: '/cancel', label: '취소내역' },
  { tab: 'return', path: '/return', label: '반품내역' },
  { tab: 'exchange', path: '/exchange', label: '교환내역' },
];

const periodOf = (value: string | null) => {
  const months = Number(value);
  return (MY_ORDER_PERIODS as readonly number[]).includes(months) ? months : MY_ORDER_PERIOD_DEFAULT;
};

/** /mypage/order and its cancel, return and exchange lists (and their /guest/order mirror): a period filter and ten a page. */
export function MyOrdersPage() {
  const { pathname } = useLocation();
  const { base, m } = useOrderManager();
  const current = TABS.find((t) => `${base}${t.path}` === pathname.replace(/\/$/, '')) ?? TABS[0]!;
  const [search, setSearch] = useSearchParams();
  const months = periodOf(search.get('months'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const history = useMyOrders(current.tab, months, page);

  useEffect(() => {
    document.title = `${current.label} | 케이몰`;
  }, [current.label]);

  const go = (next: { months?: number; page?: number }) => {
    const params = new URLSearchParams();
    params.set('months', String(next.months ?? months));
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  return (
    <section className="my-orders" aria-labelledby="my-orders-title">
      <h1 id="my-orders-title">{m.scope === 'guest' ? `비회원 ${current.label}` : current.label}</h1>
      <nav className="my-orders__tabs" aria-label="주문·클레임 내역">
        {TABS.map((t) => (
          <Link key={t.tab} to={`${base}${t.path}`} replace aria-current={t.tab === current.tab ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      <div className="my-orders__periods" role="group" aria-label="조회 기간">
        {MY_ORDER_PERIODS.map((m) => (
          <button key={m} type="button" aria-pressed={m === months} onClick={() => go({ months: m })}>
            {m === 12 ? '1년' : `${m}개월`}
          </button>
        ))}
      </div>
      {m.scope === 'guest' ? <GuestPhoneProof /> : null}
      <QueryView
        query={history}
        failed="내역을 불러오지 못했습니다"
        empty={{
          title: current.tab === 'all' ? '주문 내역이 없습니다' : `${CLAIM_TYPE_LABELS[current.tab]} 내역이 없습니다`,
          description: '조회 기간을 바꿔 보세요.',
        }}
        isEmpty={(found) => (current.tab === 'all' ? found.orders : found.claims).total === 0}
      >
        {(found) => {
          const list = current.tab === 'all' ? found.orders : found.claims;
          return (
            <>
              <ul className="my-orders__list">
                {current.tab === 'all'
                  ? found.orders.data.map((o) => <OrderCard key={o.order_id} order={o} base={base} />)
                  : found.claims.data.map((c) => <ClaimCard key={c.id} claim={c} base={base} />)}
              </ul>
              <Pager current={list.current_page} last={list.last_page} onPage={(page) => go({ page })} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

function OrderCard({ order, base }: { order: MyOrderSummary; base: string }) {
  return (
    <li className="my-order-card">
      <header className="my-order-card__head">
        <p>
          <span className="my-order-card__date">{formatOrderDate(order.ordered_at)}</span> <span className="my-order-card__no">주문번호 {order.order_id}</span>
        </p>
        <Link to={`${base}/detail/${order.order_id}`} aria-label={`주문 ${order.order_id} 상세보기`}>
          상세보기
        </Link>
      </header>
      <ul className="my-order-card__lines">
        {order.items.map((line) => (
          <OrderLineCard key={line.id} orderId={order.order_id} line={line} base={base} />
        ))}
      </ul>
      <p className="my-order-card__total">
        결제금액 <strong>{formatPrice(order.payment_amount)}</strong>
      </p>
    </li>
  );
}

function ClaimCard({ claim, base }: { claim: MyClaimRow; base: string }) {
  const refund = claim.refund_payment_amount + claim.refund_point_amount;
  return (
    <li className="my-order-card" data-testid={`claim-${claim.id}`}>
      <header className="my-order-card__head">
        <p>
          <span className="my-order-card__date">{formatOrderDate(claim.requested_at)} 신청</span>{' '}
          <span className="my-order-card__no">주문번호 {claim.order_id}</span>
        </p>
        <Link to={`${base}/detail/${claim.order_id}`} aria-label={`주문 ${claim.order_id} 상세보기`}>
          상세보기
        </Link>
      </header>
      <LineBrief line={claim.item} status={claim.status_label}>
        <p className="my-order-line__claim">사유: {claim.reason_label}</p>
        {claim.exchange_option_name ? <p className="my-order-line__option">교환 옵션: {claim.exchange_option_name}</p> : null}
        {claim.type !== 'exchange' && refund > 0 ? <p className="my-order-line__price">환불 {formatPrice(refund)}</p> : null}
      </LineBrief>
      {claim.can_turn_to_return ? (
        <div className="my-order-line__actions">
          <Link className="ui-button ui-button--outline" to={`/mypage/order/exchange/to-return/${claim.id}`}>
            반품으로 변경
          </Link>
        </div>
      ) : null}
    </li>
  );
}
