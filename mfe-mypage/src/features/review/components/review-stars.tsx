import { SCORE_LABELS } from '@mall/shared-contracts/member';

/** A score as five stars, read out as "별점 5점 만점에 4점". */
export function ReviewStars({ score }: { score: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`별점 5점 만점에 ${score}점`}>
      {'★'.repeat(score)}
      <span className="review-stars__off">{'★'.repeat(5 - score)}</span>
      <span className="review-stars__label" aria-hidden="true">
        {SCORE_LABELS[score]}
      </span>
    </span>
  );
}
