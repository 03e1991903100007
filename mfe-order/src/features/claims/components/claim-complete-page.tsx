import { useEffect } from 'react';
import { formatPrice } from '@mall/shared-contracts';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import type { ClaimType, ClaimsResponse } from '@mall/shared-contracts/order';
import { Link, StatusPanel, useParams } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { orderNotFound } from '../../../lib/order-not-found';
import { useClaims } from '../api/claims';
import { useOrderManager } from '../../../lib/order-manager';
import { LineBrief } from '../../../lib/line-brief';
import { RefundSummary } from '../../../lib/refund-summary';
import '../../../lib/my-orders.css';

const COPY = {
  cancel: {
    title: '주문취소',
    types: ['cancel'],
    requested: '주문취소 요청이 접수되었습니다',
    completed: '주문취소가 완료되었습니다',
    pending: '배송 준비 중인 상품은 판매자 확인 후 취소되며, 취소되면 환불됩니다.',
    list: '취소내역 보기',
    tab: 'cancel',
  },
  return: {
    title: '반품',
    types: ['return'],
    requested: '반품 요청이 접수되었습니다',
    completed: '반품 신청이 완료되었습니다',
    pending: '판매자가 회수한 상품을 확인한 뒤 환불됩니다.',
    list: '반품내역 보기',
    tab: 'return',
  },
  exchange: {
    title: '교환',
    types: ['exchange'],
    requested: '교환 신청이 완료되었습니다',
    completed: '교환이 완료되었습니다',
    pending: '판매자가 회수한 상품을 확인한 뒤 교환 상품을 보내 드립니다. 교환 상품이 발송되기 전에는 반품으로 바꿀 수 있습니다.',
    list: '교환내역 보기',
    tab: 'exchange',
  },
  // Exchange → return: the withdrawn exchange, then the return that replaced it (refunded at once).
  'to-return': {
    title: '반품 변경',
    types: ['exchange', 'return'],
    requested: '반품 요청이 접수되었습니다',
    completed: '교환 신청이 반품으로 변경되었습니다',
    pending: '판매자가 회수한 상품을 확인한 뒤 환불됩니다.',
    list: '반품내역 보기',
    tab: 'return',
  },
} as const satisfies Record<string, { types: readonly ClaimType[] } & Record<string, unknown>>;

const NOT_FOUND = '신청 내역을 찾을 수 없습니다.';

/** The claim ids of the URL: `complete/{ids...}` of a cancel, return or exchange; `{exchangeId}/{returnId}` of exchange → return. */
function useClaimIds(kind: keyof typeof COPY) {
  const params = useParams();
  const raw = kind === 'to-return' ? [params.exchangeId, params.returnId] : (params['*'] ?? '').split('/');
  // Any id that cannot be a claim's (not digits, beyond int4) makes the whole address not found.
  const ids = raw.filter((s) => s !== '').map(dbIdParamOf);
  return ids.every((n) => n !== null) ? ids : [];
}

/**
 * /mypage/order/{cancel|return|exchange}/{orderId}/complete/{claim_ids...} and
 * /mypage/order/exchange/to-return-complete/{exchangeId}/{returnId} (and the /guest/order mirror): what was claimed and what comes
 * back; a return or an exchange also says who pays the shipping and where the courier picks up, an
 * exchange the option asked for and where the replacement goes.
 */
export function ClaimCompletePage({ kind }: { kind: keyof typeof COPY }) {
  const copy = COPY[kind];
  const ids = useClaimIds(kind);
  const claims = useClaims(ids);
  useEffect(() => {
    document.title = `${copy.title} 완료 | 케이몰`;
  }, [copy.title]);
  const failed = '신청 내역을 불러오지 못했습니다';
  return (
    <QueryView query={claims} failed={failed} {...orderNotFound(claims.error, failed, NOT_FOUND, ids.length === 0)}>
      {(data) => <ClaimComplete kind={kind} data={data} />}
    </QueryView>
  );
}

function ClaimComplete({ kind, data }: { kind: keyof typeof COPY; data: ClaimsResponse }) {
  const copy = COPY[kind];
  const { base } = useOrderManager();
  const types: readonly ClaimType[] = copy.types;
  if (data.claims.length !== types.length && kind === 'to-return') return <StatusPanel tone="empty" title={NOT_FOUND} />;
  if (data.claims.some((c, k) => c.type !== (kind === 'to-return' ? types[k] : types[0]))) return <StatusPanel tone="empty" title={NOT_FOUND} />;
  // The claims that carry the goods back (an exchange → return's withdrawn exchange is only shown).
  const shown = kind === 'to-return' ? data.claims.slice(1) : data.claims;
  const requested = shown.some((c) => c.status === 'requested');
  const first = shown[0];
  const exchange = kind === 'exchange';
  return (
    <section className="my-order-detail" aria-labelledby="claim-complete-title">
      <h1 id="claim-complete-title">{requested ? copy.requested : copy.completed}</h1>
      <p>주문번호 {data.order_id}</p>
      <ul className="my-order-card__lines">
        {data.claims.map((c) => (
          <LineBrief key={c.id} as="li" line={c.item} status={c.status_label} testId={`claim-${c.id}`}>
            <p className="my-order-line__claim">사유: {c.reason_label}</p>
            {c.exchange_option_name ? <p className="my-order-line__option">교환 옵션: {c.exchange_option_name}</p> : null}
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
            {first.exchange_delivery ? (
              <>
                <dt>교환 상품 받을 곳</dt>
                <dd data-testid="claim-exchange-delivery">
                  {first.exchange_delivery.name} · ({first.exchange_delivery.zipcode}) {first.exchange_delivery.address1} {first.exchange_delivery.address2}
                </dd>
              </>
            ) : null}
            <dt>{exchange ? '교환 배송비' : '반품 배송비'}</dt>
            <dd data-testid="claim-shipping-payer">
              {first.shipping_fee_payer === 'seller'
                ? '판매자 부담'
                : `고객 부담 ${formatPrice(data.total.return_shipping_amount)}${exchange ? ' (회수할 상품과 함께 동봉)' : ''}`}
            </dd>
          </dl>
          <p className="my-order-line__option">택배 기사님이 1~3일 안에 방문해 상품을 회수합니다. 상품을 받으신 상태 그대로 포장해 주세요.</p>
        </section>
      ) : null}
      {exchange || requested ? <p>{copy.pending}</p> : <RefundSummary estimate={data.total} title="환불 정보" testId={`${kind}-complete-refund`} />}
      {exchange && first?.can_turn_to_return ? (
        <Link className="ui-button ui-button--outline ui-button--block" to={`${base}/exchange/to-return/${first.id}`}>
          반품으로 변경
        </Link>
      ) : null}
      <Link className="ui-button ui-button--block" to={`${base}/detail/${data.order_id}`}>
        주문 상세 보기
      </Link>
      <Link className="ui-button ui-button--outline ui-button--block" to={`${base}/${copy.tab}`}>
        {copy.list}
      </Link>
    </section>
  );
}
