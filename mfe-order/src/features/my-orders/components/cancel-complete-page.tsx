import { useEffect } from 'react';
import { isNotFoundError, Link, LoadError, Loading, StatusPanel, useParams } from '@mall/shared-ui';
import { useClaims } from '../api/my-orders';
import { LineBrief } from './line-brief';
import { RefundSummary } from './refund-summary';
import './my-orders.css';

/** /mypage/order/cancel/{orderId}/complete/{cancel_ids...}: what was cancelled and what comes back. */
export function CancelCompletePage() {
  const params = useParams();
  const ids = (params['*'] ?? '')
    .split('/')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const { data, error, isPending, refetch } = useClaims(ids);
  useEffect(() => {
    document.title = '주문취소 완료 | 케이몰';
  }, []);
  if (ids.length === 0 || isNotFoundError(error)) return <StatusPanel tone="empty" title="신청 내역을 찾을 수 없습니다." />;
  if (error) return <LoadError title="신청 내역을 불러오지 못했습니다" onRetry={() => void refetch()} />;
  if (isPending) return <Loading />;
  const requested = data.claims.some((c) => c.status === 'requested');
  return (
    <section className="my-order-detail" aria-labelledby="cancel-complete-title">
      <h1 id="cancel-complete-title">{requested ? '주문취소 요청이 접수되었습니다' : '주문취소가 완료되었습니다'}</h1>
      <p>주문번호 {data.order_id}</p>
      <ul className="my-order-card__lines">
        {data.claims.map((c) => (
          <LineBrief key={c.id} as="li" line={c.item} status={c.status_label} testId={`claim-${c.id}`}>
            <p className="my-order-line__claim">사유: {c.reason_label}</p>
            {c.refund_account ? <p className="my-order-line__option">환불계좌: {c.refund_account}</p> : null}
          </LineBrief>
        ))}
      </ul>
      {requested ? (
        <p>배송 준비 중인 상품은 판매자 확인 후 취소되며, 취소되면 환불됩니다.</p>
      ) : (
        <RefundSummary estimate={data.total} title="환불 정보" testId="cancel-complete-refund" />
      )}
      <Link className="ui-button ui-button--block" to={`/mypage/order/detail/${data.order_id}`}>
        주문 상세 보기
      </Link>
      <Link className="ui-button ui-button--outline ui-button--block" to="/mypage/order/cancel">
        취소내역 보기
      </Link>
    </section>
  );
}
