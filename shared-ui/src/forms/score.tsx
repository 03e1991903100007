import { SCORE_LABELS } from '@mall/shared-contracts/member';

/** A score as five stars, read out as "별점 5점 만점에 4점"; `labelled` adds its word (최고예요…). */
export function ScoreStars({ score, labelled = false }: { score: number; labelled?: boolean }) {
  return (
    <span className="ui-score-stars" role="img" aria-label={`별점 5점 만점에 ${score}점`}>
      {'★'.repeat(score)}
      <span className="ui-score-stars__off">{'★'.repeat(5 - score)}</span>
      {labelled ? (
        <span className="ui-score-stars__label" aria-hidden="true">
          {SCORE_LABELS[score]}
        </span>
      ) : null}
    </span>
  );
}

/** The 별점 of a review form: five radio stars, each read out with its word; `hint` shows the chosen word beside them. */
export function ScoreInput({ value, onChange, hint = false }: { value: number; onChange: (score: number) => void; hint?: boolean }) {
  return (
    <fieldset className="ui-score-input">
      <legend>별점</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={n <= value ? 'is-on' : undefined}>
          <input type="radio" name="score" value={n} checked={value === n} onChange={() => onChange(n)} />
          <span aria-hidden="true">★</span>
          <span className="ui-visually-hidden">{`${n}점 ${SCORE_LABELS[n]}`}</span>
        </label>
      ))}
      {hint ? (
        <span className="ui-score-input__label" aria-hidden="true">
          {value ? SCORE_LABELS[value] : '별점을 선택해 주세요'}
        </span>
      ) : null}
    </fieldset>
  );
}
