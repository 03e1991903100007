import { useState } from 'react';
import { formatPrice } from '@mall/shared-contracts';
import { CLAIM_MESSAGES, MY_ORDER_MESSAGES, type MyOrderLine } from '@mall/shared-contracts/order';
import type { ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { useClaimableLines } from '../api/claims';
import '../../../lib/my-orders.css';

const COPY = {
  cancel: { title: '취소할 상품 선택', none: MY_ORDER_MESSAGES.cancelNothingSelected, notAllowed: MY_ORDER_MESSAGES.cancelNotAllowed },
  return: { title: '반품할 상품 선택', none: CLAIM_MESSAGES.returnNothingSelected, notAllowed: CLAIM_MESSAGES.returnNotAllowed },
  exchange: { title: '교환할 상품 선택', none: CLAIM_MESSAGES.exchangeNothingSelected, notAllowed: CLAIM_MESSAGES.exchangeNotAllowed },
} as const;

/**
 * `cancel-order-item-select` (kind cancel) and `order-item-select` (a return, or an exchange with
 * `kind=exchange` in its params): which of the order's claimable lines to take; closes with their ids.
 */
export function ClaimItemSelectModal({ titleId, params, close, kind }: ModalComponentProps & { kind: keyof typeof COPY }) {
  const copy = COPY[kind];
  const orderId = params.order_id ?? '';
  const initial = (params.item_ids ?? '').split(',').map(Number).filter(Boolean);
  const sheet = useClaimableLines(kind, orderId, initial);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const ids = chosen ?? sheet.data?.selected_ids ?? [];
  const toggle = (id: number) => setChosen(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  const done = () => (ids.length === 0 ? setMessage(copy.none) : close(ids));
  return (
    <div className="my-order-modal">
      <h2 id={titleId}>{copy.title}</h2>
      <QueryView<{ items: readonly MyOrderLine[] }>
        query={sheet}
        failed="주문 상품을 불러오지 못했습니다"
        empty={copy.notAllowed}
        isEmpty={(lines) => lines.items.length === 0}
      >
        {(lines) => (
          <ul className="my-order-select-list">
            {lines.items.map((l) => (
              <li key={l.id}>
                <label>
                  <input type="checkbox" checked={ids.includes(l.id)} onChange={() => toggle(l.id)} />
                  <span>
                    {l.goods_name} ({l.option_name} · {l.ea}개) {formatPrice(l.price * l.ea)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <FormError message={message} />
      <button type="button" className="ui-button ui-button--block" onClick={done}>
        선택 완료
      </button>
    </div>
  );
}

export const CancelOrderItemSelectModal = (props: ModalComponentProps) => <ClaimItemSelectModal {...props} kind="cancel" />;
export const OrderItemSelectModal = (props: ModalComponentProps) => (
  <ClaimItemSelectModal {...props} kind={props.params.kind === 'exchange' ? 'exchange' : 'return'} />
);
