/** Stars for a score out of 5 (a fraction fills part of a star), read out as "별점 5점 만점에 4.5점". */
export function ReviewStars({ score, size = 'sm' }: { score: number; size?: 'sm' | 'lg' }) {
  const filled = Math.max(0, Math.min(5, score));
  return (
    <span className={`review-stars review-stars--${size}`} role="img" aria-label={`별점 5점 만점에 ${Number.isInteger(filled) ? filled : filled.toFixed(1)}점`}>
      <span className="review-stars__base" aria-hidden="true">
        ★★★★★
      </span>
      <span className="review-stars__fill" aria-hidden="true" style={{ width: `${(filled / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
