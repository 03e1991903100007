import { JOINT_PURCHASE_OUTCOME_LABELS, jointPurchaseProgress, type JointPurchaseSummary } from '@mall/shared-contracts/exhibit';

/** `목표 30개 중 18개 (60%)` with a bar, and how many members joined. */
export function JointProgress({ purchase }: { purchase: JointPurchaseSummary }) {
  const percent = jointPurchaseProgress(purchase.joined_quantity, purchase.target_quantity);
  return (
    <div className={`joint-progress joint-progress--${purchase.outcome}`}>
      <div
        className="joint-progress__bar"
        role="progressbar"
        aria-label="목표 수량 달성률"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent.toString()}%`}
      >
        <span style={{ width: `${percent.toString()}%` }} />
      </div>
      <p className="joint-progress__text">
        <strong>{percent}%</strong> 목표 {purchase.target_quantity}개 중 {purchase.joined_quantity}개 · {purchase.participant_count}명 참여
      </p>
    </div>
  );
}

export function OutcomeBadge({ purchase }: { purchase: JointPurchaseSummary }) {
  return <span className={`joint-outcome joint-outcome--${purchase.outcome}`}>{JOINT_PURCHASE_OUTCOME_LABELS[purchase.outcome]}</span>;
}
