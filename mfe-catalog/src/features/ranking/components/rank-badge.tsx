import type { RankedGoods } from '@mall/shared-contracts/catalog';
import { RankChange } from '../../../lib/rank-change/rank-change';

/** The rank (read as "순위 3") and how it moved since the period before. */
export function RankBadge({ ranked }: { ranked: Pick<RankedGoods, 'rank' | 'change_type' | 'change_rank'> }) {
  return (
    <p className="ranking__badge">
      <span className="ranking__rank">
        <span className="ui-visually-hidden">순위 </span>
        {ranked.rank}
      </span>
      <RankChange change={ranked} />
    </p>
  );
}
