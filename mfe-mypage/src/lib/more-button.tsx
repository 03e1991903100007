import './more-button.css';

/** "더 보기": the next page of a paged list (wished goods, brands, coupons, points…). */
export function MoreButton({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> } }) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="ui-button ui-button--outline ui-button--block more-button"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
    </button>
  );
}
