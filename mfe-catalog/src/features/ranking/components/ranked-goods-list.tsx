import { rankingScoreText, type RankedGoods, type RankingType } from '@mall/shared-contracts/catalog';
import { GoodsCard } from '../../../lib/goods-card/components/goods-card';
import { RankBadge } from './rank-badge';

/** Ranked goods: the rank, how it moved since the period before, the catalog's goods card and what was counted. */
export function RankedGoodsList({ ranked, type, label }: { ranked: readonly RankedGoods[]; type: Exclude<RankingType, 'brand'>; label: string }) {
  return (
    <ol className="search-grid ranking__goods" aria-label={label}>
      {ranked.map((r, i) => (
        <li key={r.goods.id} className="ranking__item" data-rank={r.rank}>
          <RankBadge ranked={r} />
          <GoodsCard goods={r.goods} eager={i < 4} />
          <p className="ranking__score">{rankingScoreText(type, r.score)}</p>
        </li>
      ))}
    </ol>
  );
}
