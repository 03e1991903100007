import { useEffect, useState, type FormEvent } from 'react';
import { formatPrice, httpErrorMessage } from '@mall/shared-contracts';
import { CLAIM_MESSAGES, MY_ORDER_MESSAGES, PickupBodySchema, type Pickup, type ReceiveAddress } from '@mall/shared-contracts/order';
import { isNotFoundError, LoadError, Loading, StatusPanel, useParams, usePlatform } from '@mall/shared-ui';
import { FormError } from '../../../lib/form';
import { useAttemptKey } from '../../../lib/idempotency';
import { useOrderManager, useRefundAccount, useRequestReturn, useReturnSheet, type TypedRefundAccount } from '../api/my-orders';
import { LineBrief } from './line-brief';
import { RefundSummary } from './refund-summary';
import './my-orders.css';

/**
 * /mypage/order/return/{orderId}/{itemId}: the delivered lines to send back (order-item-select), a
 * reason (who pays the return shipping follows it), the pickup address (the order's receiver or a
 * saved address), the refund account for a virtual-account payment (refund-account); then 반품 신청.
 */
export function ReturnPage() {
  const { orderId = '', itemId = '' } = useParams();
  const platform = usePlatform();
  const [selected, setSelected] = useState<number[]>(() => [Number(itemId)].filter((n) => Number.isInteger(n) && n > 0));
  const sheet = useReturnSheet(orderId, selected);
  const { base, m } = useOrderManager();
  // A member's saved account, or (a guest has none) the one typed for this claim.
  const saved = useRefundAccount();
  const [typed, setTyped] = useState<TypedRefundAccount | null>(null);
  const account = typed ?? saved.data ?? null;
  const request = useRequestReturn();
  const attemptKey = useAttemptKey();
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [pickup, setPickup] = useState<Pickup | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    document.title = '반품 신청 | 케이몰';
  }, []);

  if (isNotFoundError(sheet.error)) return <StatusPanel tone="empty" title="주문 정보를 찾을 수 없습니다." />;
  if (sheet.error) return <StatusPanel tone="empty" title={httpErrorMessage(sheet.error, '반품 신청서를 불러오지 못했습니다.')} />;
  if (sheet.isPending) return <Loading />;
  const data = sheet.data;
  const lines = data.items.filter((l) => data.selected_ids.includes(l.id));
  const chosenReason = data.reasons.find((r) => r.code === reason);
  const payer = chosenReason?.payer ?? 'buyer';
  const estimate = data.estimates[payer];
  const where = pickup ?? data.pickup;

  const changeLines = async () => {
    const ids = await platform.modals.open<number[]>('order-item-select', { order_id: orderId, item_ids: selected.join(',') });
    if (ids?.length) setSelected(ids);
  };
  const changePickup = async () => {
    const a = await platform.modals.open<ReceiveAddress>('address-list');
    if (a) setPickup({ name: a.name, phone: a.phone, zipcode: a.zipcode, address1: a.address1, address2: a.address2 });
  };
  const enterAccount = async () => {
    const entered = await platform.modals.open<TypedRefundAccount>('refund-account');
    if (entered?.body) setTyped(entered);
    else void saved.refetch();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (lines.length === 0) return setMessage(CLAIM_MESSAGES.returnNothingSelected);
    if (!chosenReason) return setMessage(CLAIM_MESSAGES.returnReasonRequired);
    if (chosenReason.detail_reason_required && !detail.trim()) return setMessage(MY_ORDER_MESSAGES.detailReasonRequired);
    const parsedPickup = PickupBodySchema.safeParse(where);
    if (!parsedPickup.success) return setMessage(CLAIM_MESSAGES.pickupRequired);
    if (data.needs_refund_account && !account) return setMessage(MY_ORDER_MESSAGES.refundAccountRequired);
    setMessage(null);
    const body = {
      item_ids: data.selected_ids,
      reason_code: reason,
      detail_reason: detail,
      pickup: where,
      ...(typed?.body ? { refund_account: typed.body } : {}),
    };
    request.mutate(
      { orderId, body, key: attemptKey({ orderId, body }) },
      {
        onSuccess: (res) => platform.navigate(`${base}/return/${res.order_id}/complete/${res.claim_ids.join('/')}`, { replace: true }),
        onError: (err) => setMessage(httpErrorMessage(err)),
      },
    );
  };

  return (
    <form className="my-order-detail" aria-labelledby="return-title" onSubmit={submit} noValidate>
      <h1 id="return-title">반품 신청</h1>
      <p>주문번호 {data.order_id}</p>
      <section aria-labelledby="return-lines">
        <h2 id="return-lines">반품할 상품</h2>
        {lines.length === 0 ? <StatusPanel tone="empty" title={CLAIM_MESSAGES.returnNothingSelected} /> : null}
        <ul className="my-order-card__lines">
          {lines.map((l) => (
            <LineBrief key={l.id} as="li" line={l} status={l.status_label} />
          ))}
        </ul>
        {data.items.length > 1 ? (
          <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => void changeLines()}>
            반품할 상품 선택
          </button>
        ) : null}
      </section>
      <fieldset className="my-order-reasons">
        <legend>반품 사유</legend>
        {data.reasons.map((r) => (
          <label key={r.code}>
            <input type="radio" name="reason" value={r.code} checked={reason === r.code} onChange={() => setReason(r.code)} /> {r.label}
            <span className="my-order-line__option"> ({r.payer === 'seller' ? '판매자 배송비 부담' : '고객 배송비 부담'})</span>
          </label>
        ))}
        <label htmlFor="return-detail">상세 사유{chosenReason?.detail_reason_required ? ' (필수)' : ' (선택)'}</label>
        <textarea id="return-detail" maxLength={500} rows={3} value={detail} onChange={(e) => setDetail(e.target.value)} />
      </fieldset>
      <section aria-labelledby="return-pickup">
        <h2 id="return-pickup">회수지</h2>
        <p data-testid="return-pickup">
          {where.name} {where.phone}
          <br />({where.zipcode}) {where.address1} {where.address2}
        </p>
        {m.scope === 'member' ? (
          <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => void changePickup()}>
            회수지 변경
          </button>
        ) : (
          <p className="my-order-line__option">택배 기사님이 배송받으신 주소로 회수하러 갑니다.</p>
        )}
      </section>
      <p className="my-order-line__option" data-testid="return-shipping-payer">
        반품 배송비:{' '}
        {!chosenReason
          ? '사유를 선택하면 안내해 드립니다.'
          : payer === 'seller'
            ? '판매자 부담 (상품 불량·오배송)'
            : `고객 부담 ${formatPrice(estimate.return_shipping_amount)} (환불금액에서 차감)`}
      </p>
      <RefundSummary estimate={estimate} title="환불 예정 금액" testId="return-refund-amount" />
      <p className="my-order-line__option">환불 수단: {data.payment_method_label}</p>
      {data.needs_refund_account ? (
        <section aria-labelledby="return-account">
          <h2 id="return-account">환불계좌</h2>
          {account ? (
            <p data-testid="return-refund-account">
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
      <button type="submit" className="ui-button ui-button--block" disabled={request.isPending}>
        반품 신청
      </button>
    </form>
  );
}
