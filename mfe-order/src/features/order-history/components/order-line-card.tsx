import { formatPrice } from '@mall/shared-contracts';
import { CLAIM_MESSAGES, COMPLAINT_PAGE_TYPE_LABELS, claimWindowLastDay, MY_ORDER_MESSAGES, type MyOrderLine } from '@mall/shared-contracts/order';
import { LazyImage, Link, usePlatform } from '@mall/shared-ui';
import { CopyButton } from '@mall/shared-ui/clipboard';
import { formatOrderDate } from '../../../lib/dates';

/** One order line of the member's list or detail: what, how much, where it stands, and what may be done now. */
export function OrderLineCard({ orderId, line, base = '/mypage/order' }: { orderId: string; line: MyOrderLine; base?: string }) {
  const platform = usePlatform();
  const { actions, claim } = line;
  return (
    <li className="my-order-line" data-testid={`order-line-${line.id}`}>
      <div className="my-order-line__body">
        <LazyImage src={line.thumbnail_url} alt={line.goods_name} className="my-order-line__thumb" />
        <div>
          <p className="my-order-line__status">{line.status_label}</p>
          <p className="my-order-line__brand">{line.brand_name}</p>
          <Link className="my-order-line__name" to={`/goods/detail/${line.goods_id}`}>
            {line.goods_name}
          </Link>
          <p className="my-order-line__option">
            {line.option_name} · {line.ea}개
          </p>
          <p className="my-order-line__price">{formatPrice(line.price * line.ea)}</p>
          {claim ? (
            <p className="my-order-line__claim">
              {claim.status_label} · {claim.reason_label} ({formatOrderDate(claim.requested_at)})
            </p>
          ) : null}
          {line.delivery ? (
            <p className="my-order-line__delivery">
              {line.delivery.company} {line.delivery.invoice_no}
              <CopyButton text={line.delivery.invoice_no} kind="invoice" what={`${line.delivery.company} 송장번호`} />
            </p>
          ) : null}
          {actions.can_return && line.delivered_at ? (
            <p className="my-order-line__window">반품·교환은 {formatOrderDate(claimWindowLastDay(line.delivered_at))}까지 신청할 수 있습니다.</p>
          ) : null}
          {actions.claim_window_closed ? <p className="my-order-line__window">{CLAIM_MESSAGES.claimWindowClosed}</p> : null}
          {actions.answer_complaint ? <p className="my-order-line__window">{MY_ORDER_MESSAGES.cancelComplaintPending}</p> : null}
        </div>
      </div>
      <div className="my-order-line__actions">
        {actions.can_cancel ? (
          <Link className="ui-button ui-button--outline" to={`${base}/cancel/${orderId}/${line.id}`}>
            주문취소
          </Link>
        ) : null}
        {actions.answer_complaint ? (
          <Link className="ui-button ui-button--outline" to={`/mypage/claim/${actions.answer_complaint}/claimable`}>
            {COMPLAINT_PAGE_TYPE_LABELS[actions.answer_complaint]} 안내 확인
          </Link>
        ) : null}
        {actions.can_return ? (
          <Link className="ui-button ui-button--outline" to={`${base}/return/${orderId}/${line.id}`}>
            반품신청
          </Link>
        ) : null}
        {actions.can_exchange ? (
          <Link className="ui-button ui-button--outline" to={`${base}/exchange/${orderId}/${line.id}`}>
            교환신청
          </Link>
        ) : null}
        {claim?.can_turn_to_return ? (
          <Link className="ui-button ui-button--outline" to={`${base}/exchange/to-return/${claim.id}`}>
            반품으로 변경
          </Link>
        ) : null}
        {line.delivery ? (
          <a className="ui-button ui-button--outline" href={line.delivery.tracking_url} target="_blank" rel="noreferrer">
            배송조회
          </a>
        ) : null}
        {actions.can_confirm ? (
          <button
            type="button"
            className="ui-button"
            onClick={() => void platform.modals.open('purchase-confirm', { order_id: orderId, item_id: String(line.id) })}
          >
            구매확정
          </button>
        ) : null}
      </div>
    </li>
  );
}
