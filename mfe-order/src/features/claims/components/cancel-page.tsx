import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { MY_ORDER_MESSAGES } from '@mall/shared-contracts/order';
import { useParams, usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { orderNotFound } from '../../../lib/order-not-found';
import { useAttemptKey } from '../../../lib/idempotency';
import { useCancelOrder, useCancelSheet } from '../api/claims';
import { usePageRefundAccount } from '../../../lib/refund-account';
import { useOrderManager } from '../../../lib/order-manager';
import { ClaimLines, ClaimReasons } from './claim-form';
import { RefundDetails } from '../../../lib/refund-details';
import '../../../lib/my-orders.css';

/** /mypage/order/cancel/{orderId}/{itemId}: choose the lines, a reason, the refund account if needed; then cancel. */
export function CancelPage() {
  const { orderId = '' } = useParams();
  const itemId = useIdParam('itemId');
  const platform = usePlatform();
  const [selected, setSelected] = useState<number[]>(() => (itemId === null ? [] : [itemId]));
  const sheet = useCancelSheet(orderId, selected);
  const { base } = useOrderManager();
  const account = usePageRefundAccount();
  const cancel = useCancelOrder();
  const attemptKey = useAttemptKey();
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    document.title = '주문취소 신청 | 케이몰';
  }, []);

  const failed = '취소 신청서를 불러오지 못했습니다.';
  return (
    <QueryView query={sheet} failed={failed} {...orderNotFound(sheet.error, failed)}>
      {(data) => {
        const lines = data.items.filter((l) => data.selected_ids.includes(l.id));
        const chosenReason = data.reasons.find((r) => r.code === reason);

        const changeLines = async () => {
          const ids = await platform.modals.open<number[]>('cancel-order-item-select', { order_id: orderId, item_ids: selected.join(',') });
          if (ids?.length) setSelected(ids);
        };

        const submit = (e: FormEvent) => {
          e.preventDefault();
          if (lines.length === 0) return setMessage(MY_ORDER_MESSAGES.cancelNothingSelected);
          if (!chosenReason) return setMessage(MY_ORDER_MESSAGES.reasonRequired);
          if (chosenReason.detail_reason_required && !detail.trim()) return setMessage(MY_ORDER_MESSAGES.detailReasonRequired);
          if (data.needs_refund_account && !account.data) return setMessage(MY_ORDER_MESSAGES.refundAccountRequired);
          setMessage(null);
          const body = { item_ids: data.selected_ids, reason_code: reason, detail_reason: detail, ...(account.body ? { refund_account: account.body } : {}) };
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
            <ClaimLines
              id="cancel-lines"
              title="취소할 상품"
              lines={lines}
              empty={MY_ORDER_MESSAGES.cancelNothingSelected}
              canChange={data.items.length > 1}
              onChange={() => void changeLines()}
            />
            <ClaimReasons id="cancel" legend="취소 사유" reasons={data.reasons} reason={reason} onReason={setReason} detail={detail} onDetail={setDetail} />
            <RefundDetails
              prefix="cancel"
              estimate={data.estimate}
              paymentMethodLabel={data.payment_method_label}
              needsRefundAccount={data.needs_refund_account}
              account={account}
              accountModal="cancel-refund-account"
            />
            <FormError message={message} />
            <button type="submit" className="ui-button ui-button--block" disabled={cancel.isPending}>
              취소 신청
            </button>
          </form>
        );
      }}
    </QueryView>
  );
}
