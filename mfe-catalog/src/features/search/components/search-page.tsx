import { useEffect, useState, type MouseEvent } from 'react';
import {
  SEARCH_MESSAGES,
  SEARCH_SORTINGS,
  SEARCH_SORTING_LABELS,
  hasSearchFilters,
  searchQueryFromParams,
  toSearchParams,
  type SearchQuery,
  type SearchResponse,
  type SearchSorting,
} from '@mall/shared-contracts/catalog';
import { Link, LoadError, Loading, StatusPanel, useFeatureGate, usePlatform, useSearchParams } from '@mall/shared-ui';
import { GoodsCard } from '../../../lib/goods-card/components/goods-card';
import { useRecentSearches } from '../../../lib/recent-searches/recent-searches';
import { useSearchFeedback, useSearchGoods } from '../api/search-goods';
import { SearchFilters } from './search-filters';
import { SearchForm } from '../../../lib/search-form/search-form';
import { SearchPagination } from './search-pagination';
import './search.css';

const searchHref = (query: Partial<SearchQuery>) => {
  const params = toSearchParams(query).toString();
  return params ? `/search?${params}` : '/search';
};

function CorrectionNotice({ result, query }: { result: SearchResponse; query: SearchQuery }) {
  if (!result.is_corrected || !result.corrected_keyword) return null;
  return (
    <p className="search-correction" role="status">
      <strong>{SEARCH_MESSAGES.corrected(result.corrected_keyword)}</strong>
      <span aria-hidden="true"> · </span>
      <Link to={searchHref({ ...query, keyword: result.original_keyword, page: 1, do_not_correct: true })} className="search-correction__original">
        {SEARCH_MESSAGES.searchOriginal(result.original_keyword)}
      </Link>
    </p>
  );
}

/** `/search`: every parameter of the call lives in the URL, so back, reload and a shared link repeat it. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = searchQueryFromParams(params);
  const { data, error, isPending, isFetching, refetch } = useSearchGoods(query);
  const { bus } = usePlatform();
  const gate = useFeatureGate();
  const feedback = useSearchFeedback();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const keyword = data?.corrected_keyword ?? query.keyword;
  const addRecentSearch = useRecentSearches((s) => s.add);

  useEffect(() => {
    document.title = query.keyword ? `'${query.keyword}' 검색 결과 | 케이몰` : '검색 | 케이몰';
    if (!query.keyword) return;
    bus.emit('track.search', { searchWord: query.keyword });
    // The keyword as the shopper typed it is the recent search (the search-ready screen lists it).
    addRecentSearch(query.keyword);
  }, [query.keyword, bus, addRecentSearch]);

  /** A filter or order change is a new page of history: back undoes it. Paging restarts at 1. */
  const change = (patch: Partial<SearchQuery>) => setParams(toSearchParams({ ...query, ...patch, page: 1 }));
  const newSearch = (next: string) => setParams(toSearchParams({ keyword: next, sorting: query.sorting }));

  const onResultClick = (event: MouseEvent<HTMLElement>) => {
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-goods-id]');
    const goodsId = Number(card?.dataset.goodsId);
    if (keyword && Number.isInteger(goodsId) && goodsId > 0) feedback.mutate({ keyword, goods_id: goodsId });
  };

  return (
    <div className="search-page">
      <h1 className="ui-visually-hidden">검색</h1>
      <SearchForm keyword={query.keyword} onSearch={newSearch} />
      {isPending ? <Loading /> : null}
      {error && !data ? <LoadError title={SEARCH_MESSAGES.loadFailed} onRetry={() => void refetch()} /> : null}
      {data ? (
        <>
          <CorrectionNotice result={data} query={query} />
          {data.brand ? (
            <section className="search-brand" aria-label="브랜드 바로가기">
              <p className="search-brand__name">
                {data.brand.name} <span className="search-brand__en">{data.brand.name_en}</span>
              </p>
              {gate.allowsPath(`/goods/brand/${data.brand.id}`) ? (
                <Link to={`/goods/brand/${data.brand.id}`} className="search-brand__link">
                  브랜드 샵 가기
                </Link>
              ) : null}
            </section>
          ) : null}
          {data.related_keywords.length > 0 ? (
            <nav className="search-related" aria-label="연관 검색어">
              {data.related_keywords.map((word) => (
                <Link key={word} to={searchHref({ keyword: `${keyword} ${word}` })} className="search-related__chip">
                  {word}
                </Link>
              ))}
            </nav>
          ) : null}
          <div className="search-page__layout">
            <aside className={`search-page__filters${filtersOpen ? ' search-page__filters--open' : ''}`} aria-label="검색 필터" id="search-filters">
              <SearchFilters query={query} filters={data.filters} onChange={change} />
              {hasSearchFilters(query) ? (
                <button
                  type="button"
                  className="ui-button ui-button--outline search-page__reset"
                  onClick={() => setParams(toSearchParams({ keyword: query.keyword, sorting: query.sorting }))}
                >
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
                  <select value={query.sorting} onChange={(e) => change({ sorting: e.target.value as SearchSorting })}>
                    {SEARCH_SORTINGS.map((s) => (
                      <option key={s} value={s}>
                        {SEARCH_SORTING_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {data.paginator.total === 0 ? (
                <StatusPanel tone="empty" title={SEARCH_MESSAGES.noResults(query.keyword)} description={SEARCH_MESSAGES.noResultsHint} />
              ) : (
                <ul className="search-grid" onClickCapture={onResultClick}>
                  {data.paginator.data.map((goods, i) => (
                    <li key={goods.id}>
                      <GoodsCard goods={goods} eager={i < 4} />
                    </li>
                  ))}
                </ul>
              )}
              <SearchPagination page={data.paginator.current_page} lastPage={data.paginator.last_page} hrefOf={(page) => searchHref({ ...query, page })} />
              {data.best_goods.length > 0 && query.page === 1 ? (
                <section className="search-best" aria-labelledby="search-best-title">
                  <h2 id="search-best-title" className="search-best__title">
                    많이 팔린 상품
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
        </>
      ) : null}
    </div>
  );
}
