import { useEffect, useState } from 'react';
import {
  SEARCH_READY_LIMITS,
  SEARCH_READY_MESSAGES,
  highlightParts,
  toSearchParams,
  type AutocompleteResponse,
  type SearchQuery,
} from '@mall/shared-contracts/catalog';
import { formatKstDateTime } from '@mall/shared-contracts';
import { Link, StatusPanel, useFeatureGate, useNavigate, usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useDebounced } from '@mall/shared-ui/use-debounced';
import { RankChange } from '../../../lib/rank-change/rank-change';
import { useRecentSearches } from '../../../lib/recent-searches/recent-searches';
import { SearchForm } from '../../../lib/search-form/search-form';
import { useAutocomplete, useHotSearches } from '../api/search-ready';
import './search-ready.css';

const searchHref = (query: Partial<SearchQuery>) => `/search?${toSearchParams(query).toString()}`;

/** The typed part of a suggestion in bold (`<mark>`), matched the way es-hangul reads Korean typing. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} className="search-ready__mark">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

function AutocompleteList({ keyword }: { keyword: string }) {
  const suggestions = useAutocomplete(keyword);
  return (
    <QueryView query={suggestions} failed={SEARCH_READY_MESSAGES.autocompleteFailed}>
      {(result) => <Suggestions keyword={keyword} result={result} />}
    </QueryView>
  );
}

function Suggestions({ keyword, result }: { keyword: string; result: AutocompleteResponse }) {
  const gate = useFeatureGate();
  const empty = result.categories.length + result.brands.length + result.keywords.length === 0;
  // Categories and brands open their own pages once those are built; until then a search narrowed to them.
  const categoryHref = (code: string) => searchHref({ category_codes: [code] });
  const brandHref = (id: number) => (gate.allowsPath(`/goods/brand/${id}`) ? `/goods/brand/${id}` : searchHref({ brand_ids: [id] }));
  return (
    <section className="search-ready__autocomplete" aria-label="추천 검색어">
      {empty ? <StatusPanel tone="empty" title={SEARCH_READY_MESSAGES.noAutocomplete(keyword)} /> : null}
      {result.brands.length > 0 ? (
        <ul className="search-ready__suggestions" aria-label="브랜드">
          {result.brands.map((brand) => (
            <li key={brand.id}>
              <Link to={brandHref(brand.id)} className="search-ready__suggestion search-ready__suggestion--brand">
                <img src={brand.logo_url} alt="" width={32} height={32} className="search-ready__logo" />
                <span>
                  <Highlighted text={brand.name} query={keyword} /> <span className="search-ready__en">{brand.name_en}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {result.categories.length > 0 ? (
        <ul className="search-ready__suggestions" aria-label="카테고리">
          {result.categories.map((category) => (
            <li key={category.code}>
              <Link to={categoryHref(category.code)} className="search-ready__suggestion">
                <span className="search-ready__kind">카테고리</span>
                <span>
                  <Highlighted text={category.full_path} query={keyword} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {result.keywords.length > 0 ? (
        <ul className="search-ready__suggestions" aria-label="검색어">
          {result.keywords.map((word) => (
            <li key={word}>
              <Link to={searchHref({ keyword: word })} className="search-ready__suggestion">
                <Highlighted text={word} query={keyword} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RecentSearches() {
  const searches = useRecentSearches((s) => s.searches);
  const remove = useRecentSearches((s) => s.remove);
  const clear = useRecentSearches((s) => s.clear);
  const { alerts } = usePlatform();
  const shown = searches.slice(0, SEARCH_READY_LIMITS.recentSearches);
  return (
    <section className="search-ready__section" aria-labelledby="recent-searches-title">
      <div className="search-ready__heading">
        <h2 id="recent-searches-title" className="search-ready__title">
          최근 검색어
        </h2>
        {shown.length > 0 ? (
          <button
            type="button"
            className="search-ready__text-button"
            onClick={() => void alerts.confirm(SEARCH_READY_MESSAGES.deleteAllRecentConfirm).then((yes) => yes && clear())}
          >
            전체 삭제
          </button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="search-ready__empty">{SEARCH_READY_MESSAGES.noRecentSearches}</p>
      ) : (
        <ul className="search-ready__chips">
          {shown.map((recent) => (
            <li key={recent.keyword} className="search-ready__chip">
              <Link to={searchHref({ keyword: recent.keyword })} className="search-ready__chip-link">
                {recent.keyword}
              </Link>
              <button
                type="button"
                className="search-ready__chip-delete"
                aria-label={`${recent.keyword} 삭제`}
                onClick={() => void alerts.confirm(SEARCH_READY_MESSAGES.deleteRecentConfirm(recent.keyword)).then((yes) => yes && remove(recent.keyword))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `11.25 20:11 기준`: the indexed time in Korea. */
const indexedLabel = (iso: string) => SEARCH_READY_MESSAGES.indexedAt(formatKstDateTime(new Date(iso)).slice(5, 16).replace('-', '.'));

function HotSearches() {
  const hot = useHotSearches();
  const { data } = hot;
  return (
    <section className="search-ready__section" aria-labelledby="hot-searches-title">
      <div className="search-ready__heading">
        <h2 id="hot-searches-title" className="search-ready__title">
          인기 검색어
        </h2>
        {data ? <p className="search-ready__indexed">{indexedLabel(data.indexed_at)}</p> : null}
      </div>
      <QueryView query={hot} failed={SEARCH_READY_MESSAGES.hotLoadFailed}>
        {({ words }) =>
          words.length === 0 ? (
            <p className="search-ready__empty">{SEARCH_READY_MESSAGES.noHotSearches}</p>
          ) : (
            <ol className="search-ready__hot">
              {words.map((word) => {
                return (
                  <li key={word.keyword} className="search-ready__hot-item">
                    <span className="search-ready__rank">{word.rank}</span>
                    <Link to={searchHref({ keyword: word.keyword })} className="search-ready__hot-link">
                      {word.keyword}
                    </Link>
                    <RankChange change={word} />
                  </li>
                );
              })}
            </ol>
          )
        }
      </QueryView>
    </section>
  );
}

/** `/search-ready`: the search screen before a search, recent and hot searches, auto-complete as one types. */
export function SearchReadyPage() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), SEARCH_READY_LIMITS.autocompleteDebounceMs);

  useEffect(() => {
    document.title = '검색 | 케이몰';
  }, []);

  return (
    <div className="search-ready">
      <h1 className="ui-visually-hidden">검색</h1>
      <SearchForm keyword="" autoFocus onType={setTyped} onSearch={(word) => navigate(searchHref({ keyword: word }))} />
      {typed.trim() && keyword ? (
        <AutocompleteList keyword={keyword} />
      ) : (
        <>
          <RecentSearches />
          <HotSearches />
        </>
      )}
    </div>
  );
}
