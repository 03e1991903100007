import { useState } from 'react';
import { formatPrice } from '@mall/shared-contracts';
import { MY_ORDER_MESSAGES } from '@mall/shared-contracts/order';
import { LoadError, Loading, StatusPanel, type ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '../../../lib/form';
import { useCancelSheet } from '../api/my-orders';
import './my-orders.css';

/** `cancel-order-item-select`: which of the order's cancellable lines to cancel; closes with their ids. */
export function CancelOrderItemSelectModal({ titleId, params, close }: ModalComponentProps) {
  const orderId = params.order_id ?? '';
  const initial = (params.item_ids ?? '').split(',').map(Number).filter(Boolean);
  const sheet = useCancelSheet(orderId, initial);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const ids = chosen ?? sheet.data?.selected_ids ?? [];
  const toggle = (id: number) => setChosen(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  const done = () => (ids.length === 0 ? setMessage(MY_ORDER_MESSAGES.cancelNothingSelected) : close(ids));
  return (
    <div className="my-order-modal">
      <h2 id={titleId}>취소할 상품 선택</h2>
      {sheet.isPending && !sheet.error ? <Loading /> : null}
      {sheet.error ? <LoadError title="주문 상품을 불러오지 못했습니다" onRetry={() => void sheet.refetch()} /> : null}
      {sheet.data?.items.length === 0 ? <StatusPanel tone="empty" title={MY_ORDER_MESSAGES.cancelNotAllowed} /> : null}
      <ul className="my-order-select-list">
        {sheet.data?.items.map((l) => (
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
      <FormError message={message} />
      <button type="button" className="ui-button ui-button--block" onClick={done}>
        선택 완료
      </button>
    </div>
  );
}
