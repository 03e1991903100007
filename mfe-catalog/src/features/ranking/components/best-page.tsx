import { useEffect } from 'react';
import { RANKING_MESSAGES, rankingPagePath } from '@mall/shared-contracts/catalog';
import { Link, useFeatureGate, useSearchParams } from '@mall/shared-ui';
import { useBest } from '../api/get-ranking';
import { RankedGoodsList } from './ranked-goods-list';
import { RankingFilters } from './ranking-filters';
import { rankingFilterFromParams, rankingSearch } from './ranking-params';
import { CountedPeriod, RankingStatus } from './ranking-status';
import '../../../lib/goods-results/goods-results.css';
import './ranking.css';

/** `/best`: the best sellers of the day, week or month, in a category, counted from paid order lines. */
export function BestPage() {
  const [params] = useSearchParams();
  const filter = rankingFilterFromParams(params);
  const best = useBest(filter);
  const gate = useFeatureGate();
  const rankingHref = `${rankingPagePath('item')}${rankingSearch(filter)}`;

  useEffect(() => {
    document.title = `${RANKING_MESSAGES.bestTitle} | 케이몰`;
  }, []);

  return (
    <div className="ranking">
      <header className="ranking__head">
        <h1 className="ranking__title">{RANKING_MESSAGES.bestTitle}</h1>
        {gate.allowsPath(rankingHref) ? (
          <Link to={rankingHref} className="ranking__more">
            {RANKING_MESSAGES.toRanking}
          </Link>
        ) : null}
      </header>
      <p className="ranking__intro">{RANKING_MESSAGES.bestIntro}</p>
      <RankingFilters filter={filter} />
      <RankingStatus query={best} isEmpty={(d) => d.goods.length === 0}>
        {(data) => (
          <>
            <CountedPeriod data={data} />
            <RankedGoodsList ranked={data.goods} type="item" label={RANKING_MESSAGES.bestTitle} />
          </>
        )}
      </RankingStatus>
    </div>
  );
}
