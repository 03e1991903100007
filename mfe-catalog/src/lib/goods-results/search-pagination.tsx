import { Link } from '@mall/shared-ui';

interface SearchPaginationProps {
  page: number;
  lastPage: number;
  hrefOf: (page: number) => string;
}

const WINDOW = 5;

/** Page links (real URLs: back returns to the page and the shell restores its scroll). */
export function SearchPagination({ page, lastPage, hrefOf }: SearchPaginationProps) {
  if (lastPage <= 1) return null;
  const first = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), lastPage - WINDOW + 1));
  const pages = Array.from({ length: Math.min(WINDOW, lastPage) }, (_, i) => first + i);
  return (
    <nav className="search-pagination" aria-label="검색 결과 페이지">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className="search-pagination__step">
          이전
        </Link>
      ) : null}
      {pages.map((p) => (
        <Link key={p} to={hrefOf(p)} className="search-pagination__page" aria-current={p === page ? 'page' : undefined}>
          {p}
          {/* Read as "2페이지", the visible number first (axe label-content-name-mismatch). */}
          <span className="ui-visually-hidden">페이지</span>
        </Link>
      ))}
      {page < lastPage ? (
        <Link to={hrefOf(page + 1)} className="search-pagination__step">
          다음
        </Link>
      ) : null}
    </nav>
  );
}
