import { formatDisplayDate, formatPrice, httpErrorMessage } from '@mall/shared-contracts';
import { REVIEW_MESSAGES, type WrittenReview } from '@mall/shared-contracts/member';
import { LazyImage, StatusPanel, usePlatform } from '@mall/shared-ui';
import { ScoreStars } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { MoreButton } from '../../../lib/more-button';
import { useDeleteReview, useWrittenReviews } from '../api/review';
import { ReviewLineGoods } from './review-line-goods';

function WrittenCard({ review }: { review: WrittenReview }) {
  const platform = usePlatform();
  const remove = useDeleteReview();
  const onDelete = async () => {
    if (!(await platform.alerts.confirm(REVIEW_MESSAGES.confirmDelete))) return;
    remove.mutate(review.id, {
      onSuccess: () => void platform.alerts.alert(REVIEW_MESSAGES.deleted),
      onError: (error) => void platform.alerts.alert(httpErrorMessage(error)),
    });
  };
  return (
    <li className="review-card" aria-label={review.goods_name}>
      <ReviewLineGoods goods={review} />
      <div className="review-card__score">
        <ScoreStars score={review.score} labelled />
        <span className="review-card__date">
          {formatDisplayDate(review.created_at)} 작성{review.updated_at !== review.created_at ? ` · ${formatDisplayDate(review.updated_at)} 수정` : ''}
        </span>
      </div>
      <p className="review-card__contents">{review.contents}</p>
      {review.photos.length ? (
        <ul className="review-photos" aria-label="리뷰 사진">
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <LazyImage src={photo.url} alt={`리뷰 사진 ${i + 1}`} width={88} height={88} />
            </li>
          ))}
        </ul>
      ) : null}
      {review.reward_point > 0 ? <p className="review-card__reward">적립금 {formatPrice(review.reward_point)} 적립</p> : null}
      <div className="review-card__actions">
        <button
          type="button"
          className="ui-button ui-button--outline"
          aria-label={`${review.goods_name} 리뷰 수정`}
          onClick={() => void platform.modals.open('review-form', { review_id: String(review.id) })}
        >
          수정
        </button>
        <button
          type="button"
          className="ui-button ui-button--outline"
          aria-label={`${review.goods_name} 리뷰 삭제`}
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          삭제
        </button>
      </div>
    </li>
  );
}

/** /mypage/review/written: the member's reviews, newest first, each editable and deletable. */
export function ReviewWrittenPage() {
  const query = useWrittenReviews();
  return (
    <QueryView query={query} failed="작성한 리뷰를 불러오지 못했습니다">
      {(data) => {
        const reviews = data.pages.flatMap((p) => p.data);
        if (!reviews.length) return <StatusPanel tone="empty" title="작성한 리뷰가 없습니다" />;
        return (
          <>
            <ul className="review-list" aria-label="작성한 리뷰">
              {reviews.map((review) => (
                <WrittenCard key={review.id} review={review} />
              ))}
            </ul>
            <MoreButton query={query} />
          </>
        );
      }}
    </QueryView>
  );
}
