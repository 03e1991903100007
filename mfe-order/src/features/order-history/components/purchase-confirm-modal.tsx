import { useState } from 'react';
import { formatPoint, httpErrorMessage } from '@mall/shared-contracts';
import { MY_ORDER_MESSAGES } from '@mall/shared-contracts/order';
import { StatusPanel, type ModalComponentProps } from '@mall/shared-ui';
import { FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { orderNotFound } from '../../../lib/order-not-found';
import { useMyOrderDetail, usePurchaseConfirm } from '../api/my-orders';
import '../../../lib/my-orders.css';

const NOT_FOUND = '주문 상품을 찾을 수 없습니다.';

/** `purchase-confirm`: 구매확정 of one delivered line; the points it earned are shown before closing. */
export function PurchaseConfirmModal({ titleId, params, close }: ModalComponentProps) {
  const orderId = params.order_id ?? '';
  const itemId = Number(params.item_id);
  const detail = useMyOrderDetail(orderId);
  const failed = '주문 정보를 불러오지 못했습니다';
  const confirm = usePurchaseConfirm();
  const [message, setMessage] = useState<string | null>(null);
  const earned = confirm.data?.earned_point;

  const submit = () => {
    setMessage(null);
    confirm.mutate({ orderId, itemId }, { onError: (e) => setMessage(httpErrorMessage(e)) });
  };

  return (
    <div className="my-order-modal">
      <h2 id={titleId}>구매확정</h2>
      <QueryView query={detail} failed={failed} {...orderNotFound(detail.error, failed, NOT_FOUND)}>
        {(order) => {
          const line = order.packs.flatMap((p) => p.items).find((l) => l.id === itemId);
          if (!line) return <StatusPanel tone="empty" title={NOT_FOUND} />;
          return (
            <>
              <p>
                <strong>{line.goods_name}</strong> ({line.option_name} · {line.ea}개)
              </p>
              {earned === undefined && !line.actions.can_confirm ? (
                <StatusPanel tone="empty" title={line.status === 'confirmed' ? MY_ORDER_MESSAGES.alreadyConfirmed : MY_ORDER_MESSAGES.confirmNotAllowed} />
              ) : null}
              {earned === undefined && line.actions.can_confirm ? (
                <>
                  <p>구매확정 후에는 반품·교환을 신청할 수 없습니다. 상품을 잘 받으셨나요?</p>
                  <FormError message={message} />
                  <button type="button" className="ui-button ui-button--block" disabled={confirm.isPending} onClick={submit}>
                    구매확정하기
                  </button>
                </>
              ) : null}
              {earned !== undefined ? (
                <>
                  <p role="status">구매확정되었습니다. {earned > 0 ? `적립금 ${formatPoint(earned)}가 적립되었습니다.` : ''}</p>
                  <button type="button" className="ui-button ui-button--block" onClick={() => close(confirm.data)}>
                    확인
                  </button>
                </>
              ) : null}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
