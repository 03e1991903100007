import { useEffect, useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { CLAIM_MESSAGES, MY_ORDER_MESSAGES, PickupBodySchema, type Pickup } from '@mall/shared-contracts/order';
import { useParams, usePlatform } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { orderNotFound } from '../../../lib/order-not-found';
import { useAttemptKey } from '../../../lib/idempotency';
import { useExchangeSheet, useRequestExchange } from '../api/claims';
import { useOrderManager } from '../../../lib/order-manager';
import { ClaimAddress, ClaimLines, ClaimReasons, pickAddress } from './claim-form';
import type { ExchangeOptionChoice } from './exchange-option-change-modal';
import { ReturnShippingNote } from './return-shipping-note';
import '../../../lib/my-orders.css';

/**
 * /mypage/order/exchange/{orderId}/{itemId}: the delivered lines to exchange (order-item-select),
 * the option each one becomes (exchange-option-change: same goods, another option in stock), a
 * reason (who pays the two legs of shipping follows it), the pickup address and where the
 * replacement goes; then 교환 신청. The guest mirror (/guest/order/exchange/...) is the same page
 * over the guest session's order: a guest has no saved addresses, so both stay the order's receiver.
 */
export function ExchangePage() {
  const { orderId = '' } = useParams();
  const itemId = useIdParam('itemId');
  const platform = usePlatform();
  const [selected, setSelected] = useState<number[]>(() => (itemId === null ? [] : [itemId]));
  const sheet = useExchangeSheet(orderId, selected);
  const { base, m } = useOrderManager();
  const member = m.scope === 'member';
  const request = useRequestExchange();
  const attemptKey = useAttemptKey();
  const [options, setOptions] = useState<Record<number, ExchangeOptionChoice>>({});
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [pickup, setPickup] = useState<Pickup | null>(null);
  const [delivery, setDelivery] = useState<Pickup | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    document.title = '교환 신청 | 케이몰';
  }, []);

  const failed = '교환 신청서를 불러오지 못했습니다.';
  return (
    <QueryView query={sheet} failed={failed} {...orderNotFound(sheet.error, failed)}>
      {(data) => {
        const lines = data.items.filter((l) => data.selected_ids.includes(l.id));
        const chosenReason = data.reasons.find((r) => r.code === reason);
        const from = pickup ?? data.pickup;
        const to = delivery ?? data.delivery;

        const changeLines = async () => {
          const ids = await platform.modals.open<number[]>('order-item-select', { order_id: orderId, item_ids: selected.join(','), kind: 'exchange' });
          if (ids?.length) setSelected(ids);
        };
        const changeOption = async (lineId: number) => {
          const choice = await platform.modals.open<ExchangeOptionChoice>('exchange-option-change', {
            order_id: orderId,
            item_id: String(lineId),
            option_id: String(options[lineId]?.option_id ?? ''),
          });
          if (choice) setOptions((o) => ({ ...o, [lineId]: choice }));
        };

        const submit = (e: FormEvent) => {
          e.preventDefault();
          if (lines.length === 0) return setMessage(CLAIM_MESSAGES.exchangeNothingSelected);
          if (lines.some((l) => !options[l.id])) return setMessage(CLAIM_MESSAGES.exchangeOptionRequired);
          if (!chosenReason) return setMessage(CLAIM_MESSAGES.exchangeReasonRequired);
          if (chosenReason.detail_reason_required && !detail.trim()) return setMessage(MY_ORDER_MESSAGES.detailReasonRequired);
          if (!PickupBodySchema.safeParse(from).success) return setMessage(CLAIM_MESSAGES.pickupRequired);
          if (!PickupBodySchema.safeParse(to).success) return setMessage(CLAIM_MESSAGES.deliveryRequired);
          setMessage(null);
          const body = {
            items: lines.map((l) => ({ item_id: l.id, option_id: options[l.id]!.option_id })),
            reason_code: reason,
            detail_reason: detail,
            pickup: from,
            delivery: to,
          };
          request.mutate(
            { orderId, body, key: attemptKey({ orderId, body }) },
            {
              onSuccess: (res) => platform.navigate(`${base}/exchange/${res.order_id}/complete/${res.claim_ids.join('/')}`, { replace: true }),
              onError: (err) => setMessage(httpErrorMessage(err)),
            },
          );
        };

        return (
          <form className="my-order-detail" aria-labelledby="exchange-title" onSubmit={submit} noValidate>
            <h1 id="exchange-title">교환 신청</h1>
            <p>주문번호 {data.order_id}</p>
            <ClaimLines
              id="exchange-lines"
              title="교환할 상품"
              lines={lines}
              empty={CLAIM_MESSAGES.exchangeNothingSelected}
              canChange={data.items.length > 1}
              onChange={() => void changeLines()}
              extra={(l) => (
                <>
                  <p className="my-order-line__claim" data-testid={`exchange-option-of-${l.id}`}>
                    교환 옵션: {options[l.id]?.name ?? '선택하지 않음'}
                  </p>
                  <button type="button" className="ui-button ui-button--outline" onClick={() => void changeOption(l.id)}>
                    교환 옵션 {options[l.id] ? '변경' : '선택'}
                  </button>
                </>
              )}
            />
            <ClaimReasons id="exchange" legend="교환 사유" reasons={data.reasons} reason={reason} onReason={setReason} detail={detail} onDetail={setDetail} />
            <ClaimAddress
              id="exchange-pickup"
              title="회수지"
              address={from}
              changeLabel="회수지 변경"
              onChange={member ? () => void pickAddress(platform).then((a) => a && setPickup(a)) : undefined}
            />
            <ClaimAddress
              id="exchange-delivery"
              title="교환 상품 받을 곳"
              address={to}
              changeLabel="배송지 변경"
              onChange={member ? () => void pickAddress(platform).then((a) => a && setDelivery(a)) : undefined}
              fixedNote="교환 상품은 배송받으신 주소로 보내 드립니다."
            />
            <ReturnShippingNote
              testId="exchange-shipping-payer"
              reason={chosenReason}
              fee={data.fees.buyer}
              label="교환 배송비 (회수·재발송)"
              howPaid="회수할 상품과 함께 동봉"
            />
            <p className="my-order-line__option">교환 옵션의 재고는 신청과 함께 확보되며, 판매자가 회수한 상품을 확인한 뒤 교환 상품을 보내 드립니다.</p>
            <FormError message={message} />
            <button type="submit" className="ui-button ui-button--block" disabled={request.isPending}>
              교환 신청
            </button>
          </form>
        );
      }}
    </QueryView>
  );
}
