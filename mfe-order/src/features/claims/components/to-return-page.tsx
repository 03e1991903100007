import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { CLAIM_MESSAGES, MY_ORDER_MESSAGES, PickupBodySchema, type Pickup } from '@mall/shared-contracts/order';
import { usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { orderNotFound } from '../../../lib/order-not-found';
import { useAttemptKey } from '../../../lib/idempotency';
import { usePageRefundAccount } from '../../../lib/refund-account';
import { useOrderManager } from '../../../lib/order-manager';
import { useToReturnSheet, useTurnToReturn } from '../api/claims';
import { ClaimAddress, ClaimReasons, pickAddress } from './claim-form';
import { RefundDetails } from '../../../lib/refund-details';
import { LineBrief } from '../../../lib/line-brief';
import { ReturnShippingNote } from './return-shipping-note';
import '../../../lib/my-orders.css';

/**
 * /mypage/order/exchange/to-return/{exchangeId}: an exchange whose replacement has not shipped
 * becomes a return — the exchange is withdrawn (the option it held goes back on sale), the line is
 * returned and refunded as a return is: a return reason (who pays the shipping follows it), the
 * pickup (the exchange's), the refund account for a virtual-account payment. The guest mirror
 * (/guest/order/exchange/to-return/...) keeps the exchange's pickup and sends the account it typed.
 */
export function ToReturnPage() {
  const id = useIdParam('exchangeId');
  const platform = usePlatform();
  const sheet = useToReturnSheet(id ?? 0);
  const { base, m } = useOrderManager();
  const account = usePageRefundAccount();
  const turn = useTurnToReturn();
  const attemptKey = useAttemptKey();
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [pickup, setPickup] = useState<Pickup | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    document.title = '반품으로 변경 | 케이몰';
  }, []);

  const failed = '교환 신청 내역을 불러오지 못했습니다.';
  return (
    <QueryView query={sheet} failed={failed} {...orderNotFound(sheet.error, failed, CLAIM_MESSAGES.exchangeNotFound, id === null)}>
      {(data) => {
        const exchange = data.exchange;
        const chosenReason = data.reasons.find((r) => r.code === reason);
        const estimate = data.estimates[chosenReason?.payer ?? 'buyer'];
        const where = pickup ?? data.pickup;

        const submit = (e: FormEvent) => {
          e.preventDefault();
          if (!chosenReason) return setMessage(CLAIM_MESSAGES.returnReasonRequired);
          if (chosenReason.detail_reason_required && !detail.trim()) return setMessage(MY_ORDER_MESSAGES.detailReasonRequired);
          if (!PickupBodySchema.safeParse(where).success) return setMessage(CLAIM_MESSAGES.pickupRequired);
          if (data.needs_refund_account && !account.data) return setMessage(MY_ORDER_MESSAGES.refundAccountRequired);
          setMessage(null);
          const body = { reason_code: reason, detail_reason: detail, pickup: where, ...(account.body ? { refund_account: account.body } : {}) };
          turn.mutate(
            { exchangeId: exchange.id, body, key: attemptKey({ exchangeId: exchange.id, body }) },
            {
              onSuccess: (res) => platform.navigate(`${base}/exchange/to-return-complete/${exchange.id}/${res.claim_ids[0]}`, { replace: true }),
              onError: (err) => setMessage(httpErrorMessage(err)),
            },
          );
        };

        return (
          <form className="my-order-detail" aria-labelledby="to-return-title" onSubmit={submit} noValidate>
            <h1 id="to-return-title">반품으로 변경</h1>
            <p>주문번호 {data.order_id}</p>
            <section aria-labelledby="to-return-exchange">
              <h2 id="to-return-exchange">신청한 교환</h2>
              <LineBrief line={exchange.item} status={exchange.status_label} testId={`exchange-${exchange.id}`}>
                <p className="my-order-line__claim">교환 사유: {exchange.reason_label}</p>
                {exchange.exchange_option_name ? <p className="my-order-line__option">교환 옵션: {exchange.exchange_option_name}</p> : null}
              </LineBrief>
              <p className="my-order-line__option">반품으로 바꾸면 교환 신청은 철회되고, 확보해 둔 교환 옵션의 재고는 다시 판매됩니다.</p>
            </section>
            <ClaimReasons id="to-return" legend="반품 사유" reasons={data.reasons} reason={reason} onReason={setReason} detail={detail} onDetail={setDetail} />
            <ClaimAddress
              id="to-return-pickup"
              title="회수지"
              address={where}
              changeLabel="회수지 변경"
              onChange={m.scope === 'member' ? () => void pickAddress(platform).then((a) => a && setPickup(a)) : undefined}
            />
            <ReturnShippingNote testId="to-return-shipping-payer" reason={chosenReason} fee={estimate.return_shipping_amount} />
            <RefundDetails
              prefix="to-return"
              estimate={estimate}
              paymentMethodLabel={data.payment_method_label}
              needsRefundAccount={data.needs_refund_account}
              account={account}
              accountModal="refund-account"
            />
            <FormError message={message} />
            <button type="submit" className="ui-button ui-button--block" disabled={turn.isPending}>
              반품으로 변경
            </button>
          </form>
        );
      }}
    </QueryView>
  );
}
