import { LISTING_MESSAGES } from '@mall/shared-contracts/catalog';
import { QueryView } from '@mall/shared-ui/query-view';
import { GoodsResults } from '../../../lib/goods-results/goods-results';
import type { HiddenFacet } from '../../../lib/goods-results/search-filters';
import type { useListing } from './use-listing';

/** The goods of a listing page, with its loading, error and empty states. */
export function ListingResults({ listing, hide }: { listing: ReturnType<typeof useListing>; hide: readonly HiddenFacet[] }) {
  const { query, result, change, reset, pageHref } = listing;
  return (
    <QueryView query={result} failed={LISTING_MESSAGES.loadFailed}>
      {(data) => (
        <GoodsResults
          query={query}
          data={data}
          isFetching={result.isFetching}
          onChange={change}
          onReset={reset}
          hrefOf={pageHref}
          emptyTitle={LISTING_MESSAGES.empty}
          hide={hide}
          bestTitle="이 중 많이 팔린 상품"
        />
      )}
    </QueryView>
  );
}
