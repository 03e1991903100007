import { useEffect } from 'react';
import { formatPrice, readableTextColor } from '@mall/shared-contracts';
import { GradeBenefitList } from '@mall/shared-ui/grades';
import { QueryView } from '@mall/shared-ui/query-view';
import { useGradeUpCondition } from '../api/get-grade-up-condition';
import './grade-benefit.css';

/** A grade's colour as text: the shop's colour, darkened when too light to read (issue 15). */
const textColor = (color: string) => readableTextColor(color) ?? undefined;

/** /mypage/grade-benefit (popup): the member's grade in its colour, the way up, every grade's benefits. */
export function GradeBenefitPage() {
  const grade = useGradeUpCondition();
  useEffect(() => {
    document.title = '등급 혜택 | 케이몰';
  }, []);
  return (
    <QueryView query={grade} failed="등급 정보를 불러오지 못했습니다">
      {(data) => {
        const { current, purchase_amount: amount, next, grades } = data;

        return (
          <section className="member-page grade-benefit" aria-labelledby="grade-title">
            <h1 id="grade-title" className="member-page__title">
              등급 혜택
            </h1>
            <div className="grade-benefit__current" style={{ borderColor: current.color }}>
              <p>
                회원님의 등급은 <strong style={{ color: textColor(current.color) }}>{current.name}</strong>입니다.
              </p>
              <p>최근 12개월 구매 금액 {formatPrice(amount)}</p>
              <p data-testid="grade-next">
                {!next
                  ? '최고 등급입니다. 감사합니다.'
                  : next.remaining_amount > 0
                    ? `${next.name}까지 ${formatPrice(next.remaining_amount)} 남았어요.`
                    : `다음 등급 산정일(매월 1일)에 ${next.name} 등급으로 올라갑니다.`}
              </p>
            </div>
            <p className="form-hint">배송완료·구매확정된 주문의 최근 12개월 결제 금액으로 매월 1일에 등급이 정해집니다.</p>
            <GradeBenefitList grades={grades} currentCode={current.code} headingLevel={2} />
          </section>
        );
      }}
    </QueryView>
  );
}
