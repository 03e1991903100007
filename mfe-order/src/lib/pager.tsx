import './my-orders.css';

/** The page buttons under an order or complaint list (mall-api's `current_page` / `last_page`); none for one page. */
export function Pager({ current, last, onPage }: { current: number; last: number; onPage: (page: number) => void }) {
  if (last <= 1) return null;
  return (
    <nav className="my-orders__pager" aria-label="페이지">
      {Array.from({ length: last }, (_, i) => i + 1).map((p) => (
        <button key={p} type="button" aria-current={p === current ? 'page' : undefined} onClick={() => onPage(p)}>
          {p}
        </button>
      ))}
    </nav>
  );
}
