import { TIME_DEAL_LABEL, TIME_DEAL_MESSAGES, type LineTimeDeal } from '@mall/shared-contracts/order';
import './time-deal-note.css';

/**
 * A cart or order line's time deal as mall-api priced it: the 타임딜 mark while its price is charged,
 * or why the line is back at the ordinary price once the deal ended.
 */
export function TimeDealNote({ deal }: { deal: LineTimeDeal | null }) {
  if (!deal) return null;
  return deal.ended ? (
    <p className="time-deal-note time-deal-note--ended" role="status">
      {TIME_DEAL_MESSAGES.endedInCart}
    </p>
  ) : (
    <p className="time-deal-note">
      <span className="time-deal-note__badge">{TIME_DEAL_LABEL}</span> {deal.title}
    </p>
  );
}
