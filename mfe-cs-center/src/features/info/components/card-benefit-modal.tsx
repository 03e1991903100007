import type { ModalComponentProps } from '@mall/shared-ui';
import { PayCardInfoBody } from './info-children';

/** `#card-benefit`: this month's interest-free instalments (the order sheet's card choice opens it). */
export function CardBenefitModal({ titleId }: ModalComponentProps) {
  return (
    <section className="info-modal" aria-labelledby={titleId}>
      <h2 id={titleId} className="info-page__title">
        카드사 무이자 할부 혜택
      </h2>
      <PayCardInfoBody />
    </section>
  );
}
