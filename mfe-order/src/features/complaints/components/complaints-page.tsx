import { useEffect, useState } from 'react';
import { formatPoint, formatPrice, httpErrorMessage } from '@mall/shared-contracts';
import {
  COMPLAINT_PAGE_DEFAULT,
  COMPLAINT_PAGE_TAB_LABELS,
  COMPLAINT_PAGE_TABS,
  COMPLAINT_PAGE_TYPE_LABELS,
  COMPLAINT_PAGE_TYPES,
  COMPLAINT_MESSAGES,
  COMPLAINT_OF_PAGE,
  MY_ORDER_MESSAGES,
  type ComplaintPageTab,
  type ComplaintPageType,
  type Complaint,
} from '@mall/shared-contracts/order';
import { Link, Navigate, NotFound, useParams, usePlatform, useSearchParams } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { formatOrderDate } from '../../../lib/dates';
import { useAttemptKey } from '../../../lib/idempotency';
import { usePageRefundAccount } from '../../../lib/refund-account';
import { RefundDetails } from '../../../lib/refund-details';
import { LineBrief } from '../../../lib/line-brief';
import { Pager } from '../../../lib/pager';
import { useAnswerComplaint, useComplaints, type ComplaintAction } from '../api/complaints';
import '../../../lib/my-orders.css';
import './complaints.css';

const pagePath = (type: ComplaintPageType, tab: ComplaintPageTab) => `/mypage/claim/${type}/${tab}`;
const isType = (v: string | undefined): v is ComplaintPageType => (COMPLAINT_PAGE_TYPES as readonly string[]).includes(v ?? '');
const isTab = (v: string | undefined): v is ComplaintPageTab => (COMPLAINT_PAGE_TABS as readonly string[]).includes(v ?? '');

/** /mypage/claim: the first type's claimable tab. */
export function ComplaintsIndex() {
  return <Navigate to={COMPLAINT_PAGE_DEFAULT} replace />;
}

/**
 * /mypage/claim/{delivery-delay|soldout-cancel}/{claimable|result}: what sellers announced on the
 * member's lines (a release delay, a sold-out) and the member's answer — wait for the new date and earn
 * the delay reward, cancel, or take the sold-out refund; then what each answer gave.
 */
export function ComplaintsPage() {
  const { claimType, tab } = useParams();
  // A claim type without a tab opens its first tab (확인 필요), as /mypage/claim opens the first type.
  if (isType(claimType) && tab === undefined) return <Navigate to={`/mypage/claim/${claimType}/${COMPLAINT_PAGE_TABS[0]}`} replace />;
  if (!isType(claimType) || !isTab(tab)) return <NotFound />;
  return <ComplaintsList type={claimType} tab={tab} />;
}

function ComplaintsList({ type, tab }: { type: ComplaintPageType; tab: ComplaintPageTab }) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const complaints = useComplaints(COMPLAINT_OF_PAGE[type], tab, page);
  const { data } = complaints;
  const typeLabel = COMPLAINT_PAGE_TYPE_LABELS[type];

  useEffect(() => {
    document.title = `${typeLabel} 안내 | 케이몰`;
  }, [typeLabel]);

  return (
    <section className="my-orders complaints" aria-labelledby="complaints-title">
      <h1 id="complaints-title">출고 지연·품절 안내</h1>
      <p className="complaints__lead">판매자가 약속한 날짜에 보내지 못하거나 품절된 상품을 알려 드립니다. 기다리실지, 취소하실지 선택해 주세요.</p>
      <nav className="my-orders__tabs" aria-label="안내 종류">
        {COMPLAINT_PAGE_TYPES.map((t) => (
          <Link key={t} to={pagePath(t, tab)} replace aria-current={t === type ? 'page' : undefined}>
            {COMPLAINT_PAGE_TYPE_LABELS[t]}
          </Link>
        ))}
      </nav>
      <nav className="complaints__tabs" aria-label="처리 상태">
        {COMPLAINT_PAGE_TABS.map((t) => (
          <Link key={t} to={pagePath(type, t)} replace aria-current={t === tab ? 'page' : undefined}>
            {COMPLAINT_PAGE_TAB_LABELS[t]}
            {data ? ` ${data.counts[t]}` : ''}
          </Link>
        ))}
      </nav>
      <QueryView
        query={complaints}
        failed="안내 내역을 불러오지 못했습니다"
        empty={{
          title: tab === 'claimable' ? `확인이 필요한 ${typeLabel} 안내가 없습니다` : `처리된 ${typeLabel} 안내가 없습니다`,
          description: tab === 'claimable' ? '판매자가 출고 지연이나 품절을 알리면 여기에서 선택하실 수 있습니다.' : undefined,
        }}
        isEmpty={(found) => found.complaints.total === 0}
      >
        {({ complaints: list }) => (
          <>
            <ul className="my-orders__list" aria-label={`${typeLabel} ${COMPLAINT_PAGE_TAB_LABELS[tab]}`}>
              {list.data.map((c) => (
                <ComplaintCard key={c.id} complaint={c} />
              ))}
            </ul>
            <Pager current={list.current_page} last={list.last_page} onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function ComplaintCard({ complaint: c }: { complaint: Complaint }) {
  const platform = usePlatform();
  const account = usePageRefundAccount();
  const answer = useAnswerComplaint();
  const attemptKey = useAttemptKey();
  const [message, setMessage] = useState<string | null>(null);
  const pending = c.status === 'pending';
  const delay = c.type === 'release_delay';

  const act = async (action: ComplaintAction) => {
    if (action !== 'accept' && c.needs_refund_account && !account.data) return setMessage(MY_ORDER_MESSAGES.refundAccountRequired);
    const question =
      action === 'accept' ? COMPLAINT_MESSAGES.acceptConfirm : action === 'cancel' ? COMPLAINT_MESSAGES.cancelConfirm : COMPLAINT_MESSAGES.refundConfirm;
    if (!(await platform.alerts.confirm(question))) return;
    setMessage(null);
    const body = account.body ? { refund_account: account.body } : {};
    // mutateAsync, not mutate's callbacks: the answer refreshes the list, which unmounts this card before they would run.
    try {
      const { complaint } = await answer.mutateAsync({ action, id: c.id, body, key: attemptKey({ action, id: c.id, body }) });
      if (complaint.claim_id !== null) return platform.navigate(`/mypage/order/cancel/${complaint.order_id}/complete/${complaint.claim_id}`);
      platform.navigate(pagePath('delivery-delay', 'result'), { replace: true });
      void platform.alerts.alert(
        complaint.reward_point > 0
          ? `출고 지연에 동의했습니다. 지연 보상 적립금 ${formatPoint(complaint.reward_point)}이 지급되었습니다.`
          : '출고 지연에 동의했습니다.',
      );
    } catch (err) {
      setMessage(httpErrorMessage(err));
    }
  };

  const refund = c.refund ? c.refund.payment_amount : 0;
  return (
    <li className="my-order-card" data-testid={`complaint-${c.id}`} aria-label={`주문 ${c.order_id} ${delay ? '출고 지연' : '품절'} 안내`}>
      <header className="my-order-card__head">
        <p>
          <span className="my-order-card__date">{formatOrderDate(c.notified_at)} 안내</span> <span className="my-order-card__no">주문번호 {c.order_id}</span>
        </p>
        <Link to={`/mypage/order/detail/${c.order_id}`} aria-label={`주문 ${c.order_id} 상세보기`}>
          상세보기
        </Link>
      </header>
      <LineBrief line={c.item} status={c.status_label}>
        {c.seller_name ? <p className="my-order-line__option">판매자 {c.seller_name}</p> : null}
      </LineBrief>
      <blockquote className="complaints__message" aria-label="판매자 안내">
        {c.seller_message}
      </blockquote>
      {delay ? (
        <dl className="my-order-detail__grid complaints__dates">
          <dt>기존 출고 예정일</dt>
          <dd>{c.promised_ship_at ? formatOrderDate(c.promised_ship_at) : '-'}</dd>
          <dt>변경 출고 예정일</dt>
          <dd>{c.expected_ship_at ? formatOrderDate(c.expected_ship_at) : '-'}</dd>
          <dt>지연 일수</dt>
          <dd>{c.delay_days}일</dd>
          <dt>{pending ? '지연 동의 시 보상' : '지연 보상'}</dt>
          <dd data-testid={`complaint-${c.id}-reward`}>
            {c.reward_point > 0 ? `적립금 ${formatPoint(c.reward_point)}` : c.status === 'cancelled' ? '해당 없음 (주문 취소)' : '보상 기준 미만'}
          </dd>
        </dl>
      ) : null}
      {pending && c.refund && (!delay || c.needs_refund_account) ? (
        <RefundDetails
          prefix={`complaint-${c.id}`}
          estimate={c.refund}
          paymentMethodLabel={c.payment_method_label}
          needsRefundAccount={c.needs_refund_account}
          account={account}
          accountModal="cancel-refund-account"
        />
      ) : null}
      {pending && c.refund && delay && !c.needs_refund_account ? (
        <p className="my-order-line__option">
          취소하시면 {formatPrice(refund)}을 {c.payment_method_label}(으)로 환불해 드립니다.
        </p>
      ) : null}
      {!pending ? (
        <p className="complaints__result">
          {c.responded_at ? `${formatOrderDate(c.responded_at)} 처리` : null}
          {c.refund ? (
            <>
              {' · '}환불 <strong data-testid={`complaint-${c.id}-refund`}>{formatPrice(c.refund.payment_amount)}</strong>
              {c.refund.point_amount > 0 ? ` · 적립금 환원 ${formatPoint(c.refund.point_amount)}` : null}
              {c.refund_account ? ` · ${c.refund_account}` : null}
            </>
          ) : null}
        </p>
      ) : null}
      {!pending && c.claim_id !== null ? (
        <Link className="ui-button ui-button--outline" to={`/mypage/order/cancel/${c.order_id}/complete/${c.claim_id}`}>
          취소 내역 보기
        </Link>
      ) : null}
      <FormError message={message} />
      {pending ? (
        <div className="my-order-line__actions">
          {delay ? (
            <>
              <button type="button" className="ui-button" disabled={answer.isPending} onClick={() => void act('accept')}>
                기다릴게요 (지연 동의)
              </button>
              <button type="button" className="ui-button ui-button--outline" disabled={answer.isPending} onClick={() => void act('cancel')}>
                주문 취소
              </button>
            </>
          ) : (
            <button type="button" className="ui-button" disabled={answer.isPending} onClick={() => void act('refund')}>
              환불받기
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}
