import './page-stepper.css';

interface PageStepperProps {
  /** The nav's name: 리뷰 페이지, 상품 문의 페이지… */
  label: string;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/**
 * 이전 · n / m · 다음 for lists paged in place (goods detail's reviews and Q&A, the photo reviews modal),
 * where a page is component state; SearchPagination beside it is the linked pager of URL-paged results.
 * Nothing when everything fits on one page.
 */
export function PageStepper({ label, page, lastPage, onPage }: PageStepperProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="page-stepper" aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        이전
      </button>
      <span>
        {page} / {lastPage}
      </span>
      <button type="button" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        다음
      </button>
    </nav>
  );
}
