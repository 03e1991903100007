import { useState } from 'react';
import { GOODS_REVIEW_RULES, type GoodsReview } from '@mall/shared-contracts/catalog';
import { SCORE_LABELS } from '@mall/shared-contracts/member';
import { ReviewStars } from './review-stars';

/** A review's score, writer, date, option and text; a long text folds behind 더보기 unless `full`. */
export function ReviewBody({ review, full = false }: { review: GoodsReview; full?: boolean }) {
  const [open, setOpen] = useState(full);
  const long = [...review.contents].length > GOODS_REVIEW_RULES.previewChars;
  const text = open || !long ? review.contents : `${[...review.contents].slice(0, GOODS_REVIEW_RULES.previewChars).join('')}…`;
  return (
    <div className="review-body">
      <p className="review-body__score">
        <ReviewStars score={review.score} />
        <span className="review-body__label">{SCORE_LABELS[review.score]}</span>
        {review.is_best ? <span className="review-body__best">BEST</span> : null}
      </p>
      <p className="review-body__meta">
        <span>{review.writer}</span>
        <span>{review.created_at.slice(0, 10).replaceAll('-', '.')}</span>
      </p>
      <p className="review-body__option">옵션: {review.option_name}</p>
      <p className="review-body__contents">{text}</p>
      {long && !full ? (
        <button type="button" className="review-body__more" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '접기' : '더보기'}
        </button>
      ) : null}
    </div>
  );
}
