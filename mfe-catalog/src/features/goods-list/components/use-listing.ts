import { searchQueryFromParams, toSearchParams, type SearchQuery } from '@mall/shared-contracts/catalog';
import { useSearchParams } from '@mall/shared-ui';
import { useSearchGoods } from '../../../lib/goods-results/search-goods';

/** What the page itself fixes (its category, brand or seller): kept out of its URL's query string. */
type Fixed = Pick<Partial<SearchQuery>, 'category_codes' | 'brand_ids' | 'seller_ids'>;
const UNFIXED: Required<Fixed> = { category_codes: [], brand_ids: [], seller_ids: [] };

/**
 * A listing is the search narrowed to the page's category, brand or seller: its order, filters and
 * page live in the URL (back, reload and a shared link show the same goods), the fixed part in the path.
 */
export function useListing(path: string, fixed: Fixed | null) {
  const [params, setParams] = useSearchParams();
  const own = searchQueryFromParams(params);
  const query: SearchQuery = { ...own, ...UNFIXED, ...fixed, keyword: '' };
  const result = useSearchGoods(query, fixed !== null);
  const urlOf = (q: Partial<SearchQuery>) => toSearchParams({ ...q, ...UNFIXED, keyword: '' });
  const hrefOf = (q: Partial<SearchQuery>) => {
    const search = urlOf(q).toString();
    return search ? `${path}?${search}` : path;
  };
  return {
    query,
    result,
    /** A filter or order change: a new URL back at page 1. */
    change: (patch: Partial<SearchQuery>) => setParams(urlOf({ ...query, ...patch, page: 1 })),
    reset: () => setParams(urlOf({ sorting: query.sorting })),
    pageHref: (page: number) => hrefOf({ ...query, page }),
  };
}
