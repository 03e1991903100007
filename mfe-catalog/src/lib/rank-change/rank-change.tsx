import { hotChangeLabel, type HotChangeType } from '@mall/shared-contracts/catalog';
import './rank-change.css';

/** ▲3 · ▼1 · NEW · - beside a rank (hot searches, rankings); a screen reader hears "3계단 상승". */
export function RankChange({ change }: { change: { change_type: HotChangeType; change_rank: number } }) {
  const label = hotChangeLabel(change);
  return (
    <span className={`rank-change rank-change--${change.change_type}`} data-change={change.change_type}>
      <span aria-hidden="true">{label.text}</span>
      <span className="ui-visually-hidden">{label.spoken}</span>
    </span>
  );
}
