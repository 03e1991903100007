import { RAFFLE_GUIDE_STEPS } from '@mall/shared-contracts/exhibit';
import type { ModalComponentProps } from '@mall/shared-ui';
import './raffle.css';

/** The `raffle-guide` modal: how a raffle goes, from entry to purchase. */
export function RaffleGuideModal({ titleId, close }: ModalComponentProps) {
  return (
    <section className="raffle-modal raffle-guide" aria-labelledby={titleId}>
      <h2 id={titleId} className="raffle-modal__title">
        래플 응모 안내
      </h2>
      <ol className="raffle-guide__steps">
        {RAFFLE_GUIDE_STEPS.map((step, i) => (
          <li key={step.title}>
            <strong>
              {i + 1}. {step.title}
            </strong>
            <p>{step.body}</p>
          </li>
        ))}
      </ol>
      <button type="button" className="ui-button ui-button--block" onClick={() => close()}>
        확인
      </button>
    </section>
  );
}
