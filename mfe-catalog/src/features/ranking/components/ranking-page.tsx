import { useEffect } from 'react';
import {
  RANKING_LIMITS,
  RANKING_MESSAGES,
  RANKING_PAGES,
  RANKING_TYPE_LABELS,
  RANKING_TYPES,
  rankingPagePath,
  type RankingPage as RankingPageName,
  type RankingType,
} from '@mall/shared-contracts/catalog';
import { Link, Navigate, NotFound, useLocation, useParams, useSearchParams } from '@mall/shared-ui';
import { useBrandRanking, useGoodsRanking, type RankingFilter } from '../api/get-ranking';
import { RankedBrandList } from './ranked-brand-list';
import { RankedGoodsList } from './ranked-goods-list';
import { RankingFilters } from './ranking-filters';
import { rankingFilterFromParams, rankingSearch } from './ranking-params';
import { CountedPeriod, RankingStatus } from './ranking-status';
import '../../../lib/goods-results/goods-results.css';
import './ranking.css';

type GoodsType = Exclude<RankingType, 'brand'>;

function GoodsRanking({ type, filter, brief = false }: { type: GoodsType; filter: RankingFilter; brief?: boolean }) {
  const query = useGoodsRanking(type, brief ? { ...filter, limit: RANKING_LIMITS.mainSection } : filter);
  return (
    <RankingStatus query={query} isEmpty={(d) => d.goods.length === 0}>
      {(data) => (
        <>
          {brief ? null : <CountedPeriod data={data} />}
          <RankedGoodsList ranked={data.goods} type={type} label={RANKING_MESSAGES.sectionTitle(type)} />
        </>
      )}
    </RankingStatus>
  );
}

function BrandRanking({ filter, brief = false }: { filter: RankingFilter; brief?: boolean }) {
  const query = useBrandRanking(brief ? { ...filter, limit: RANKING_LIMITS.mainSection } : filter);
  return (
    <RankingStatus query={query} isEmpty={(d) => d.brands.length === 0} emptyTitle={RANKING_MESSAGES.emptyBrands}>
      {(data) => (
        <>
          {brief ? null : <CountedPeriod data={data} />}
          <RankedBrandList ranked={data.brands} label={RANKING_MESSAGES.sectionTitle('brand')} goods={!brief} />
        </>
      )}
    </RankingStatus>
  );
}

/** `/ranking/main`: the top five of every ranking, each with 더보기 to its own page. */
function RankingMain({ filter }: { filter: RankingFilter }) {
  return (
    <>
      {RANKING_TYPES.map((type) => (
        <section key={type} className="ranking__section" aria-labelledby={`ranking-${type}`}>
          <div className="ranking__section-head">
            <h2 id={`ranking-${type}`} className="ranking__section-title">
              {RANKING_MESSAGES.sectionTitle(type)}
            </h2>
            <Link
              to={`${rankingPagePath(type)}${rankingSearch(filter)}`}
              className="ranking__more"
              aria-label={`${RANKING_MESSAGES.sectionTitle(type)} ${RANKING_MESSAGES.more}`}
            >
              {RANKING_MESSAGES.more}
            </Link>
          </div>
          {type === 'brand' ? <BrandRanking filter={filter} brief /> : <GoodsRanking type={type} filter={filter} brief />}
        </section>
      ))}
    </>
  );
}

/** `/ranking`: the overview is `/ranking/main` (the period and category go along). */
export function RankingIndex() {
  return <Navigate to={`${rankingPagePath('main')}${useLocation().search}`} replace />;
}

/** `/ranking/{main|item|brand|view|like}`: rankings counted from paid order lines, goods views and wishes. */
export function RankingPage() {
  const page = useParams().type as RankingPageName;
  const [params] = useSearchParams();
  const filter = rankingFilterFromParams(params);
  const known = RANKING_PAGES.includes(page);

  useEffect(() => {
    if (known) document.title = `${RANKING_TYPE_LABELS[page]} ${RANKING_MESSAGES.rankingTitle} | 케이몰`;
  }, [known, page]);

  if (!known) return <NotFound />;
  return (
    <div className="ranking">
      <h1 className="ranking__title">{RANKING_MESSAGES.rankingTitle}</h1>
      <nav aria-label="랭킹 종류" className="ranking__types">
        {RANKING_PAGES.map((p) => (
          <Link key={p} to={`${rankingPagePath(p)}${rankingSearch(filter)}`} className="ranking__type" aria-current={p === page ? 'page' : undefined}>
            {RANKING_TYPE_LABELS[p]}
          </Link>
        ))}
      </nav>
      <RankingFilters filter={filter} />
      {page === 'main' ? <RankingMain filter={filter} /> : page === 'brand' ? <BrandRanking filter={filter} /> : <GoodsRanking type={page} filter={filter} />}
    </div>
  );
}
