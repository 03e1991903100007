import { useEffect } from 'react';
import { ORDER_MESSAGES } from '@mall/shared-contracts/order';
import { Link, Navigate, StatusPanel, useParams } from '@mall/shared-ui';
import { allOf, QueryView } from '@mall/shared-ui/query-view';
import { orderNotFound } from '../../../lib/order-not-found';
import { useOrderSheet } from '../api/get-order-sheet';
import { usePaymentMethods } from '../api/get-payment-methods';
import { OrderSheetForm } from './order-sheet-form';
import './order-sheet.css';

/** /order/{id}: the order sheet of an order the shopper just started (stock held until it expires). */
export function OrderSheetPage() {
  const { id = '' } = useParams();
  const sheet = useOrderSheet(id);
  const methods = usePaymentMethods();

  useEffect(() => {
    document.title = '주문서 | 케이몰';
  }, []);

  const failed = '주문서를 불러오지 못했습니다';
  return (
    <QueryView
      query={allOf(sheet, methods)}
      failed={failed}
      {...orderNotFound(sheet.error, failed, { title: ORDER_MESSAGES.orderNotFound, description: '장바구니에서 다시 주문해 주세요.' })}
    >
      {([order, paymentMethods]) => {
        if (order.status === 'expired')
          return (
            <div className="order-sheet__closed">
              <StatusPanel
                tone="empty"
                title={ORDER_MESSAGES.orderExpired}
                description="주문서는 30분 동안 유지되며, 그 사이 잡아 둔 재고는 다시 판매됩니다."
              />
              <Link to="/cart" className="ui-button">
                장바구니로 가기
              </Link>
            </div>
          );
        // Paid (or waiting for the deposit) already: the sheet is done, its result is the page to see.
        if (order.status !== 'ordering') return <Navigate to={`/order/${order.order_id}/result`} replace />;
        return <OrderSheetForm sheet={order} methods={paymentMethods} />;
      }}
    </QueryView>
  );
}
