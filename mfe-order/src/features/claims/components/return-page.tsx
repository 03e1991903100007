import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { CLAIM_MESSAGES, MY_ORDER_MESSAGES, PickupBodySchema, type Pickup } from '@mall/shared-contracts/order';
import { useParams, usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { orderNotFound } from '../../../lib/order-not-found';
import { useAttemptKey } from '../../../lib/idempotency';
import { usePageRefundAccount } from '../../../lib/refund-account';
import { useOrderManager } from '../../../lib/order-manager';
import { useRequestReturn, useReturnSheet } from '../api/claims';
import { ClaimAddress, ClaimLines, ClaimReasons, pickAddress } from './claim-form';
import { RefundDetails } from '../../../lib/refund-details';
import { ReturnShippingNote } from './return-shipping-note';
import '../../../lib/my-orders.css';

/**
 * /mypage/order/return/{orderId}/{itemId}: the delivered lines to send back (order-item-select), a
 * reason (who pays the return shipping follows it), the pickup address (the order's receiver or a
 * saved address), the refund account for a virtual-account payment (refund-account); then 반품 신청.
 */
export function ReturnPage() {
  const { orderId = '' } = useParams();
  const itemId = useIdParam('itemId');
  const platform = usePlatform();
  const [selected, setSelected] = useState<number[]>(() => (itemId === null ? [] : [itemId]));
  const sheet = useReturnSheet(orderId, selected);
  const { base, m } = useOrderManager();
  const account = usePageRefundAccount();
  const request = useRequestReturn();
  const attemptKey = useAttemptKey();
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [pickup, setPickup] = useState<Pickup | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    document.title = '반품 신청 | 케이몰';
  }, []);

  const failed = '반품 신청서를 불러오지 못했습니다.';
  return (
    <QueryView query={sheet} failed={failed} {...orderNotFound(sheet.error, failed)}>
      {(data) => {
        const lines = data.items.filter((l) => data.selected_ids.includes(l.id));
        const chosenReason = data.reasons.find((r) => r.code === reason);
        const estimate = data.estimates[chosenReason?.payer ?? 'buyer'];
        const where = pickup ?? data.pickup;

        const changeLines = async () => {
          const ids = await platform.modals.open<number[]>('order-item-select', { order_id: orderId, item_ids: selected.join(','), kind: 'return' });
          if (ids?.length) setSelected(ids);
        };

        const submit = (e: FormEvent) => {
          e.preventDefault();
          if (lines.length === 0) return setMessage(CLAIM_MESSAGES.returnNothingSelected);
          if (!chosenReason) return setMessage(CLAIM_MESSAGES.returnReasonRequired);
          if (chosenReason.detail_reason_required && !detail.trim()) return setMessage(MY_ORDER_MESSAGES.detailReasonRequired);
          if (!PickupBodySchema.safeParse(where).success) return setMessage(CLAIM_MESSAGES.pickupRequired);
          if (data.needs_refund_account && !account.data) return setMessage(MY_ORDER_MESSAGES.refundAccountRequired);
          setMessage(null);
          const body = {
            item_ids: data.selected_ids,
            reason_code: reason,
            detail_reason: detail,
            pickup: where,
            ...(account.body ? { refund_account: account.body } : {}),
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
            <ClaimLines
              id="return-lines"
              title="반품할 상품"
              lines={lines}
              empty={CLAIM_MESSAGES.returnNothingSelected}
              canChange={data.items.length > 1}
              onChange={() => void changeLines()}
            />
            <ClaimReasons id="return" legend="반품 사유" reasons={data.reasons} reason={reason} onReason={setReason} detail={detail} onDetail={setDetail} />
            <ClaimAddress
              id="return-pickup"
              title="회수지"
              address={where}
              changeLabel="회수지 변경"
              onChange={m.scope === 'member' ? () => void pickAddress(platform).then((a) => a && setPickup(a)) : undefined}
            />
            <ReturnShippingNote testId="return-shipping-payer" reason={chosenReason} fee={estimate.return_shipping_amount} />
            <RefundDetails
              prefix="return"
              estimate={estimate}
              paymentMethodLabel={data.payment_method_label}
              needsRefundAccount={data.needs_refund_account}
              account={account}
              accountModal="refund-account"
            />
            <FormError message={message} />
            <button type="submit" className="ui-button ui-button--block" disabled={request.isPending}>
              반품 신청
            </button>
          </form>
        );
      }}
    </QueryView>
  );
}
