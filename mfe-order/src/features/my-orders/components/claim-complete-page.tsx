import { useEffect } from 'react';
import { formatPrice } from '@mall/shared-contracts';
import { isNotFoundError, Link, LoadError, Loading, StatusPanel, useParams } from '@mall/shared-ui';
import { useClaims, useOrderManager } from '../api/my-orders';
import { LineBrief } from './line-brief';
import { RefundSummary } from './refund-summary';
import './my-orders.css';

const COPY = {
  cancel: {
    title: '주문취소',
    requested: '주문취소 요청이 접수되었습니다',
    completed: '주문취소가 완료되었습니다',
    pending: '배송 준비 중인 상품은 판매자 확인 후 취소되며, 취소되면 환불됩니다.',
    list: '취소내역 보기',
  },
  return: {
    title: '반품',
    requested: '반품 요청이 접수되었습니다',
    completed: '반품 신청이 완료되었습니다',
    pending: '판매자가 회수한 상품을 확인한 뒤 환불됩니다.',
    list: '반품내역 보기',
  },
} as const;

/**
 * /mypage/order/{cancel|return}/{orderId}/complete/{claim_ids...} and its /guest/order mirror: what was claimed and what comes
 * back; a return also says who pays the return shipping and where the courier picks it up.
 */
export function ClaimCompletePage({ kind }: { kind: keyof typeof COPY }) {
  const copy = COPY[kind];
  const params = useParams();
  const ids = (params['*'] ?? '')
    .split('/')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const { base } = useOrderManager();
  const { data, error, isPending, refetch } = useClaims(ids);
  useEffect(() => {
    document.title = `${copy.title} 완료 | 케이몰`;
  }, [copy.title]);
  if (ids.length === 0 || isNotFoundError(error)) return <StatusPanel tone="empty" title="신청 내역을 찾을 수 없습니다." />;
  if (error) return <LoadError title="신청 내역을 불러오지 못했습니다" onRetry={() => void refetch()} />;
  if (isPending) return <Loading />;
  if (data.claims.some((c) => c.type !== kind)) return <StatusPanel tone="empty" title="신청 내역을 찾을 수 없습니다." />;
  const requested = data.claims.some((c) => c.status === 'requested');
  const first = data.claims[0];
  return (
    <section className="my-order-detail" aria-labelledby="claim-complete-title">
      <h1 id="claim-complete-title">{requested ? copy.requested : copy.completed}</h1>
      <p>주문번호 {data.order_id}</p>
      <ul className="my-order-card__lines">
        {data.claims.map((c) => (
          <LineBrief key={c.id} as="li" line={c.item} status={c.status_label} testId={`claim-${c.id}`}>
            <p className="my-order-line__claim">사유: {c.reason_label}</p>
            {c.refund_account ? <p className="my-order-line__option">환불계좌: {c.refund_account}</p> : null}
          </LineBrief>
        ))}
      </ul>
      {first?.pickup ? (
        <section aria-labelledby="claim-complete-pickup">
          <h2 id="claim-complete-pickup">회수 정보</h2>
          <dl className="my-order-detail__grid">
            <dt>회수지</dt>
            <dd data-testid="claim-pickup">
              {first.pickup.name} · ({first.pickup.zipcode}) {first.pickup.address1} {first.pickup.address2}
            </dd>
            <dt>반품 배송비</dt>
            <dd data-testid="claim-shipping-payer">
              {first.shipping_fee_payer === 'seller' ? '판매자 부담' : `고객 부담 ${formatPrice(data.total.return_shipping_amount)}`}
            </dd>
          </dl>
          <p className="my-order-line__option">택배 기사님이 1~3일 안에 방문해 상품을 회수합니다. 상품을 받으신 상태 그대로 포장해 주세요.</p>
        </section>
      ) : null}
      {requested ? <p>{copy.pending}</p> : <RefundSummary estimate={data.total} title="환불 정보" testId={`${kind}-complete-refund`} />}
      <Link className="ui-button ui-button--block" to={`${base}/detail/${data.order_id}`}>
        주문 상세 보기
      </Link>
      <Link className="ui-button ui-button--outline ui-button--block" to={`${base}/${kind}`}>
        {copy.list}
      </Link>
    </section>
  );
}
