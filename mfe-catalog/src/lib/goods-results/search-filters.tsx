import { useEffect, useState, type ReactNode } from 'react';
import { SEARCH_MESSAGES, type FacetCategory, type SearchQuery, type SearchResponse } from '@mall/shared-contracts/catalog';

type Filters = SearchResponse['filters'];
type Patch = Partial<SearchQuery>;

/** A facet a page leaves out because the page itself is that choice (a category page, a brand page). */
export type HiddenFacet = 'category' | 'brand';

interface SearchFiltersProps {
  query: SearchQuery;
  filters: Filters;
  onChange: (patch: Patch) => void;
  hide?: readonly HiddenFacet[];
}

const toggle = <T,>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
const STARS = [5, 4, 3, 2, 1] as const;

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="search-filters__group">
      <legend className="search-filters__title">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The box follows the click at once: the new URL commits in a transition that waits for the narrowed results,
 * and a box bound only to the URL would spring back unchecked until then.
 */
function Check({ label, count, checked, onChange }: { label: ReactNode; count?: number; checked: boolean; onChange: () => void }) {
  const [shown, setShown] = useState(checked);
  useEffect(() => setShown(checked), [checked]);
  return (
    <label className="search-filters__check">
      <input
        type="checkbox"
        checked={shown}
        onChange={() => {
          setShown(!shown);
          onChange();
        }}
      />
      <span>{label}</span>
      {count === undefined ? null : <span className="search-filters__count">{count.toLocaleString('ko-KR')}</span>}
    </label>
  );
}

function CategoryTree({
  nodes,
  selected,
  onToggle,
  depth = 1,
}: {
  nodes: readonly (Omit<FacetCategory, 'children'> & { children?: readonly unknown[] })[];
  selected: readonly string[];
  onToggle: (code: string) => void;
  depth?: number;
}) {
  return (
    <ul className={`search-filters__tree search-filters__tree--${depth}`}>
      {nodes.map((node) => (
        <li key={node.code}>
          <Check label={node.name} count={node.goods_count} checked={selected.includes(node.code)} onChange={() => onToggle(node.code)} />
          {node.children && node.children.length > 0 ? (
            <CategoryTree nodes={node.children as FacetCategory[]} selected={selected} onToggle={onToggle} depth={depth + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Min and max price: applied together; a min above the max is refused and both fields keep what was typed. */
function PriceRange({ query, onChange }: Pick<SearchFiltersProps, 'query' | 'onChange'>) {
  const [min, setMin] = useState(query.min_price?.toString() ?? '');
  const [max, setMax] = useState(query.max_price?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setMin(query.min_price?.toString() ?? '');
    setMax(query.max_price?.toString() ?? '');
  }, [query.min_price, query.max_price]);
  const apply = () => {
    const lo = min === '' ? undefined : Number(min);
    const hi = max === '' ? undefined : Number(max);
    if (lo !== undefined && hi !== undefined && lo > hi) {
      setError(SEARCH_MESSAGES.priceRange);
      return;
    }
    setError(null);
    onChange({ min_price: lo, max_price: hi });
  };
  const digits = (value: string) => value.replace(/\D/g, '').slice(0, 9);
  return (
    <FilterGroup title="가격">
      <div className="search-filters__price">
        <input inputMode="numeric" aria-label="최소 가격" placeholder="최소" value={min} onChange={(e) => setMin(digits(e.target.value))} />
        <span aria-hidden="true">~</span>
        <input inputMode="numeric" aria-label="최대 가격" placeholder="최대" value={max} onChange={(e) => setMax(digits(e.target.value))} />
        <button type="button" className="ui-button ui-button--outline" onClick={apply}>
          적용
        </button>
      </div>
      {error ? (
        <p className="search-filters__error" role="alert">
          {error}
        </p>
      ) : null}
    </FilterGroup>
  );
}

/** The facets of the search response with their counts; each change is a new URL (back undoes it). */
export function SearchFilters({ query, filters, onChange, hide = [] }: SearchFiltersProps) {
  return (
    <div className="search-filters">
      {filters.categories.length > 0 && !hide.includes('category') ? (
        <FilterGroup title="카테고리">
          <CategoryTree
            nodes={filters.categories}
            selected={query.category_codes}
            onToggle={(code) => onChange({ category_codes: toggle(query.category_codes, code) })}
          />
        </FilterGroup>
      ) : null}
      {filters.brands.length > 0 && !hide.includes('brand') ? (
        <FilterGroup title="브랜드">
          {filters.brands.map((b) => (
            <Check
              key={b.id}
              label={b.name}
              count={b.goods_count}
              checked={query.brand_ids.includes(b.id)}
              onChange={() => onChange({ brand_ids: toggle(query.brand_ids, b.id) })}
            />
          ))}
        </FilterGroup>
      ) : null}
      {filters.colors.length > 0 ? (
        <FilterGroup title="색상">
          <div className="search-filters__swatches">
            {filters.colors.map((c) => (
              <button
                key={c.id}
                type="button"
                className="search-filters__swatch"
                aria-pressed={query.colors.includes(c.id)}
                onClick={() => onChange({ colors: toggle(query.colors, c.id) })}
              >
                <span className="search-filters__chip" style={{ background: c.code }} aria-hidden="true" />
                {c.label} <span className="search-filters__count">{c.goods_count}</span>
              </button>
            ))}
          </div>
        </FilterGroup>
      ) : null}
      {filters.fit_sizes.length > 0 ? (
        <FilterGroup title="사이즈">
          {filters.fit_sizes.map((s) => (
            <Check
              key={s.id}
              label={s.label}
              count={s.goods_count}
              checked={query.fit_sizes.includes(s.id)}
              onChange={() => onChange({ fit_sizes: toggle(query.fit_sizes, s.id) })}
            />
          ))}
        </FilterGroup>
      ) : null}
      {filters.shoe_sizes.length > 0 ? (
        <FilterGroup title="신발 사이즈">
          {filters.shoe_sizes.map((s) => (
            <Check
              key={s.id}
              label={s.label}
              count={s.goods_count}
              checked={query.shoes_sizes.includes(s.id)}
              onChange={() => onChange({ shoes_sizes: toggle(query.shoes_sizes, s.id) })}
            />
          ))}
        </FilterGroup>
      ) : null}
      <PriceRange query={query} onChange={onChange} />
      <FilterGroup title="별점">
        {STARS.map((star) => (
          <Check
            key={star}
            label={`★ ${star}점대`}
            checked={query.review_stars.includes(star)}
            onChange={() => onChange({ review_stars: toggle(query.review_stars, star) })}
          />
        ))}
      </FilterGroup>
      <FilterGroup title="혜택·배송">
        <Check label="무료배송" checked={query.only_free_delivery} onChange={() => onChange({ only_free_delivery: !query.only_free_delivery })} />
        <Check label="할인상품" checked={query.only_sale} onChange={() => onChange({ only_sale: !query.only_sale })} />
        <Check label="품절 상품 제외" checked={query.except_soldout} onChange={() => onChange({ except_soldout: !query.except_soldout })} />
      </FilterGroup>
    </div>
  );
}
