import { useState, type MouseEvent } from 'react';
import {
  SEARCH_SORTINGS,
  SEARCH_SORTING_LABELS,
  hasSearchFilters,
  type SearchQuery,
  type SearchResponse,
  type SearchSorting,
} from '@mall/shared-contracts/catalog';
import { StatusPanel } from '@mall/shared-ui';
import { GoodsCard } from '../goods-card/components/goods-card';
import { SearchFilters, type HiddenFacet } from './search-filters';
import { SearchPagination } from './search-pagination';
import './goods-results.css';

interface GoodsResultsProps {
  query: SearchQuery;
  data: SearchResponse;
  isFetching: boolean;
  /** A filter or order change (a new URL: back undoes it). */
  onChange: (patch: Partial<SearchQuery>) => void;
  /** 필터 초기화: the same page without its filters. */
  onReset: () => void;
  hrefOf: (page: number) => string;
  emptyTitle: string;
  emptyDescription?: string;
  hide?: readonly HiddenFacet[];
  onResultClick?: (event: MouseEvent<HTMLElement>) => void;
  /** 많이 팔린 상품 under the first page. */
  bestTitle?: string;
}

/**
 * The goods of a search or a listing: facets with their counts (behind 필터 on a phone), the total,
 * the order, the card grid and the pages. Every change goes through the URL.
 */
export function GoodsResults({
  query,
  data,
  isFetching,
  onChange,
  onReset,
  hrefOf,
  emptyTitle,
  emptyDescription,
  hide,
  onResultClick,
  bestTitle,
}: GoodsResultsProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <div className="search-page__layout">
      <aside className={`search-page__filters${filtersOpen ? ' search-page__filters--open' : ''}`} aria-label="검색 필터" id="search-filters">
        <SearchFilters query={query} filters={data.filters} onChange={onChange} hide={hide} />
        {hasSearchFilters(query) ? (
          <button type="button" className="ui-button ui-button--outline search-page__reset" onClick={onReset}>
            필터 초기화
          </button>
        ) : null}
      </aside>
      <section className="search-page__results" aria-label="검색 결과" aria-busy={isFetching}>
        <div className="search-toolbar">
          <p className="search-toolbar__total">
            총 <strong data-testid="search-total">{data.paginator.total.toLocaleString('ko-KR')}</strong>개
          </p>
          <button
            type="button"
            className="search-toolbar__filter"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            필터{hasSearchFilters(query) ? ' ●' : ''}
          </button>
          <label className="search-toolbar__sort">
            <span className="ui-visually-hidden">정렬</span>
            <select value={query.sorting} onChange={(e) => onChange({ sorting: e.target.value as SearchSorting })}>
              {SEARCH_SORTINGS.map((s) => (
                <option key={s} value={s}>
                  {SEARCH_SORTING_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {data.paginator.total === 0 ? (
          <StatusPanel tone="empty" title={emptyTitle} description={emptyDescription} />
        ) : (
          <ul className="search-grid" onClickCapture={onResultClick}>
            {data.paginator.data.map((goods, i) => (
              <li key={goods.id}>
                <GoodsCard goods={goods} eager={i < 4} />
              </li>
            ))}
          </ul>
        )}
        <SearchPagination page={data.paginator.current_page} lastPage={data.paginator.last_page} hrefOf={hrefOf} />
        {bestTitle && data.best_goods.length > 0 && query.page === 1 ? (
          <section className="search-best" aria-labelledby="search-best-title">
            <h2 id="search-best-title" className="search-best__title">
              {bestTitle}
            </h2>
            <ul className="search-grid">
              {data.best_goods.map((goods) => (
                <li key={goods.id}>
                  <GoodsCard goods={goods} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </section>
    </div>
  );
}
