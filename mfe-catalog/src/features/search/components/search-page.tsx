import { useEffect, type MouseEvent } from 'react';
import { SEARCH_MESSAGES, searchQueryFromParams, toSearchParams, type SearchQuery, type SearchResponse } from '@mall/shared-contracts/catalog';
import { Link, useFeatureGate, usePlatform, useSearchParams } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { GoodsResults } from '../../../lib/goods-results/goods-results';
import { useSearchFeedback, useSearchGoods } from '../../../lib/goods-results/search-goods';
import { useRecentSearches } from '../../../lib/recent-searches/recent-searches';
import { SearchForm } from '../../../lib/search-form/search-form';
import '../../../lib/goods-results/goods-results.css';

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
  const search = useSearchGoods(query);
  const { data, isFetching } = search;
  const { bus } = usePlatform();
  const gate = useFeatureGate();
  const feedback = useSearchFeedback();
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
    // The card's link, not its wish heart: only opening a goods counts as clicking the result.
    const card = (event.target as HTMLElement).closest('a')?.closest<HTMLElement>('[data-goods-id]');
    const goodsId = Number(card?.dataset.goodsId);
    if (keyword && Number.isInteger(goodsId) && goodsId > 0) feedback.mutate({ keyword, goods_id: goodsId });
  };

  return (
    <div className="search-page">
      <h1 className="ui-visually-hidden">검색</h1>
      <SearchForm keyword={query.keyword} onSearch={newSearch} />
      <QueryView query={search} failed={SEARCH_MESSAGES.loadFailed}>
        {(data) => (
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
            <GoodsResults
              query={query}
              data={data}
              isFetching={isFetching}
              onChange={change}
              onReset={() => setParams(toSearchParams({ keyword: query.keyword, sorting: query.sorting }))}
              hrefOf={(page) => searchHref({ ...query, page })}
              emptyTitle={SEARCH_MESSAGES.noResults(query.keyword)}
              emptyDescription={SEARCH_MESSAGES.noResultsHint}
              onResultClick={onResultClick}
              bestTitle="많이 팔린 상품"
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
