import { formatDisplayDate, formatPrice } from '@mall/shared-contracts';
import { StatusPanel, usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { MoreButton } from '../../../lib/more-button';
import { useWritableReviews } from '../api/review';
import { ReviewLineGoods } from './review-line-goods';

/** /mypage/review/writable: delivered and confirmed lines without a review, each with 리뷰 쓰기. */
export function ReviewWritablePage() {
  const platform = usePlatform();
  const query = useWritableReviews();
  return (
    <QueryView query={query} failed="리뷰를 쓸 수 있는 상품을 불러오지 못했습니다">
      {(data) => {
        const first = data.pages[0]!;
        const lines = data.pages.flatMap((p) => p.data);
        return (
          <>
            <p className="review-reward">
              리뷰를 쓰면 적립금 <strong>{formatPrice(first.reward.text)}</strong>, 사진과 함께 쓰면 <strong>{formatPrice(first.reward.photo)}</strong>을
              드립니다.
            </p>
            {lines.length === 0 ? (
              <StatusPanel tone="empty" title="리뷰를 쓸 수 있는 상품이 없습니다" description="배송 완료 또는 구매 확정된 상품의 리뷰를 쓸 수 있습니다." />
            ) : (
              <ul className="review-list" aria-label="작성 가능한 리뷰">
                {lines.map((line) => (
                  <li key={line.order_item_id} className="review-card" aria-label={line.goods_name}>
                    <p className="review-card__meta">
                      <span>주문번호 {line.order_no}</span>
                      <span>{formatDisplayDate(line.ordered_at)} 주문</span>
                      <span className="review-card__status">{line.status_label}</span>
                    </p>
                    <ReviewLineGoods goods={line} />
                    <button
                      type="button"
                      className="ui-button ui-button--block"
                      aria-label={`${line.goods_name} 리뷰 쓰기`}
                      onClick={() => void platform.modals.open('review-form', { order_no: line.order_no, order_item_id: String(line.order_item_id) })}
                    >
                      리뷰 쓰기
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <MoreButton query={query} />
          </>
        );
      }}
    </QueryView>
  );
}
