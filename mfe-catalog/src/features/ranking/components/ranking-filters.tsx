import { RANKING_MESSAGES, RANKING_PERIOD_LABELS, RANKING_PERIODS } from '@mall/shared-contracts/catalog';
import { Link, useLocation } from '@mall/shared-ui';
import { useCategoryTree } from '../../../lib/category-tree/get-category-tree';
import type { RankingFilter } from '../api/get-ranking';
import { rankingSearch } from './ranking-params';

/** 일간 · 주간 · 월간, then 전체 and the top categories: links, so back, reload and a shared link keep them. */
export function RankingFilters({ filter }: { filter: RankingFilter }) {
  const { pathname } = useLocation();
  const tree = useCategoryTree();
  const href = (patch: Partial<RankingFilter>) => `${pathname}${rankingSearch({ ...filter, ...patch })}`;
  return (
    <div className="ranking__filters">
      <nav aria-label="집계 기간" className="ranking__periods">
        {RANKING_PERIODS.map((period) => (
          <Link key={period} to={href({ period })} replace className="ranking__period" aria-current={period === filter.period ? 'page' : undefined}>
            {RANKING_PERIOD_LABELS[period]}
          </Link>
        ))}
      </nav>
      {tree.data ? (
        <nav aria-label="카테고리" className="ranking__categories">
          {[{ code: undefined, name: RANKING_MESSAGES.allCategories }, ...tree.data.categories].map((c) => (
            <Link
              key={c.code ?? 'all'}
              to={href({ category_code: c.code })}
              replace
              className="ranking__category"
              aria-current={c.code === filter.category_code ? 'page' : undefined}
            >
              {c.name}
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
