import { formatPoint, formatPrice, readableTextColor } from '@mall/shared-contracts';
import './grade-benefit-list.css';

/** What a grade shows: the fields shared by the public grades list (cs) and the member's grade view (mypage). */
export interface GradeBenefitRow {
  code: string;
  name: string;
  /** The shop's colour for the grade: the card's edge, and the name in it when readable (else darkened). */
  color: string;
  min_purchase_amount: number;
  benefits: readonly string[];
  text_review_point: number;
  photo_review_point: number;
}

interface GradeBenefitListProps {
  grades: readonly GradeBenefitRow[];
  /** The member's own grade, marked `aria-current` and shaded. */
  currentCode?: string;
  /** The level of each grade's heading under the page's own headings. */
  headingLevel: 2 | 3 | 4;
}

/** Every grade with what it takes and what it gives: one drawing for `/cs-center/info/grade-benefit` and `/mypage/grade-benefit`. */
export function GradeBenefitList({ grades, currentCode, headingLevel }: GradeBenefitListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grade-benefit-list">
      {grades.map((g) => (
        <li key={g.code} style={{ borderLeftColor: g.color }} aria-current={g.code === currentCode ? 'true' : undefined}>
          <Heading className="grade-benefit-list__name" style={{ color: readableTextColor(g.color) ?? undefined }}>
            {g.name}
          </Heading>
          <p className="grade-benefit-list__condition">
            {g.min_purchase_amount === 0 ? '가입 즉시' : `최근 12개월 ${formatPrice(g.min_purchase_amount)} 이상 구매`}
          </p>
          <ul>
            {g.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
            <li>
              리뷰 적립금 {formatPoint(g.text_review_point)} · 포토 리뷰 {formatPoint(g.photo_review_point)}
            </li>
          </ul>
        </li>
      ))}
    </ul>
  );
}
