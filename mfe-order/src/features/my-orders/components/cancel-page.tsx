import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { MY_ORDER_MESSAGES } from '@mall/shared-contracts/order';
import { isNotFoundError, LoadError, Loading, StatusPanel, useParams, usePlatform } from '@mall/shared-ui';
import { FormError } from '../../../lib/form';
import { useAttemptKey } from '../../../lib/idempotency';
import { useCancelOrder, useCancelSheet, useOrderManager, useRefundAccount, type TypedRefundAccount } from '../api/my-orders';
import { LineBrief } from './line-brief';
import { RefundSummary } from './refund-summary';
import './my-orders.css';

/** /mypage/order/cancel/{orderId}/{itemId}: choose the lines, a reason, the refund account if needed; then cancel. */
export function CancelPage() {
  const { orderId = '', itemId = '' } = useParams();
  const platform = usePlatform();
  const [selected, setSelected] = useState<number[]>(() => [Number(itemId)].filter((n) => Number.isInteger(n) && n > 0));
  const sheet = useCancelSheet(orderId, selected);
  const { base } = useOrderManager();
  // A member's saved account, or (a guest has none) the one typed for this claim.
  const saved = useRefundAccount();
  const [typed, setTyped] = useState<TypedRefundAccount | null>(null);
  const account = typed ?? saved.data ?? null;
  const cancel = useCancelOrder();
  const attemptKey = useAttemptKey();
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    document.title = '주문취소 신청 | 케이몰';
  }, []);

  if (isNotFoundError(sheet.error)) return <StatusPanel tone="empty" title="주문 정보를 찾을 수 없습니다." />;
  if (sheet.error) return <StatusPanel tone="empty" title={httpErrorMessage(sheet.error, '취소 신청서를 불러오지 못했습니다.')} />;
  if (sheet.isPending) return <Loading />;
  const data = sheet.data;
  const lines = data.items.filter((l) => data.selected_ids.includes(l.id));
  const chosenReason = data.reasons.find((r) => r.code === reason);

  const changeLines = async () => {
    const ids = await platform.modals.open<number[]>('cancel-order-item-select', { order_id: orderId, item_ids: selected.join(',') });
    if (ids?.length) setSelected(ids);
  };
  const enterAccount = async () => {
    const entered = await platform.modals.open<TypedRefundAccount>('cancel-refund-account');
    if (entered?.body) setTyped(entered);
    else void saved.refetch();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (lines.length === 0) return setMessage(MY_ORDER_MESSAGES.cancelNothingSelected);
    if (!chosenReason) return setMessage(MY_ORDER_MESSAGES.reasonRequired);
    if (chosenReason.detail_reason_required && !detail.trim()) return setMessage(MY_ORDER_MESSAGES.detailReasonRequired);
    if (data.needs_refund_account && !account) return setMessage(MY_ORDER_MESSAGES.refundAccountRequired);
    setMessage(null);
    const body = { item_ids: data.selected_ids, reason_code: reason, detail_reason: detail, ...(typed?.body ? { refund_account: typed.body } : {}) };
    cancel.mutate(
      { orderId, body, key: attemptKey({ orderId, body }) },
      {
        onSuccess: (res) => platform.navigate(`${base}/cancel/${res.order_id}/complete/${res.claim_ids.join('/')}`, { replace: true }),
        onError: (err) => setMessage(httpErrorMessage(err)),
      },
    );
  };

  return (
    <form className="my-order-detail" aria-labelledby="cancel-title" onSubmit={submit} noValidate>
      <h1 id="cancel-title">주문취소 신청</h1>
      <p>주문번호 {data.order_id}</p>
      <section aria-labelledby="cancel-lines">
        <h2 id="cancel-lines">취소할 상품</h2>
        {lines.length === 0 ? <StatusPanel tone="empty" title={MY_ORDER_MESSAGES.cancelNothingSelected} /> : null}
        <ul className="my-order-card__lines">
          {lines.map((l) => (
            <LineBrief key={l.id} as="li" line={l} status={l.status_label} />
          ))}
        </ul>
        {data.items.length > 1 ? (
          <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => void changeLines()}>
            취소할 상품 선택
          </button>
        ) : null}
      </section>
      <fieldset className="my-order-reasons">
        <legend>취소 사유</legend>
        {data.reasons.map((r) => (
          <label key={r.code}>
            <input type="radio" name="reason" value={r.code} checked={reason === r.code} onChange={() => setReason(r.code)} /> {r.label}
          </label>
        ))}
        <label htmlFor="cancel-detail">상세 사유{chosenReason?.detail_reason_required ? ' (필수)' : ' (선택)'}</label>
        <textarea id="cancel-detail" maxLength={500} rows={3} value={detail} onChange={(e) => setDetail(e.target.value)} />
      </fieldset>
      <RefundSummary estimate={data.estimate} title="환불 예정 금액" testId="cancel-refund-amount" />
      <p className="my-order-line__option">환불 수단: {data.payment_method_label}</p>
      {data.needs_refund_account ? (
        <section aria-labelledby="cancel-account">
          <h2 id="cancel-account">환불계좌</h2>
          {account ? (
            <p data-testid="cancel-refund-account">
              {account.bank_name} {account.account_number} {account.holder_name}
            </p>
          ) : (
            <p>가상계좌 결제는 환불받을 계좌가 필요합니다.</p>
          )}
          <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => void enterAccount()}>
            {account ? '환불계좌 변경' : '환불계좌 입력'}
          </button>
        </section>
      ) : null}
      {saved.error && data.needs_refund_account ? <LoadError title="환불계좌를 불러오지 못했습니다" onRetry={() => void saved.refetch()} /> : null}
      <FormError message={message} />
      <button type="submit" className="ui-button ui-button--block" disabled={cancel.isPending}>
        취소 신청
      </button>
    </form>
  );
}
