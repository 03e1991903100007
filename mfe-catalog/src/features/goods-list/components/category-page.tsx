import { useEffect } from 'react';
import { LISTING_MESSAGES, toSearchParams } from '@mall/shared-contracts/catalog';
import { Link, StatusPanel, useParams } from '@mall/shared-ui';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { useCategoryTree } from '../../../lib/category-tree/get-category-tree';
import { categoryTrail, facetCounts, type CategoryNode } from './category-trail';
import { ListingResults } from './listing-results';
import { useListing } from './use-listing';
import '../../../lib/goods-results/goods-results.css';
import './goods-list.css';

const categoryPath = (id?: number) => (id === undefined ? '/goods/category' : `/goods/category/${id}`);

/** `/goods/category/{id?}`: the category's goods (all goods without an id), its path and its sub-categories with counts. */
export function CategoryPage() {
  // Without an id, all goods; an id that cannot be a category's is not found, like one the tree lacks.
  const named = useParams().id !== undefined;
  const id = useIdParam() ?? undefined;
  const tree = useCategoryTree();
  const trail = tree.data && id !== undefined ? categoryTrail(tree.data.categories, id) : [];
  const node = trail.at(-1);
  const unknown = named && tree.data !== undefined && node === undefined;
  const listing = useListing(categoryPath(id), tree.data && !unknown ? { category_codes: node ? [node.code] : [] } : null);
  const title = node?.name ?? LISTING_MESSAGES.allCategories;

  useEffect(() => {
    document.title = `${title} | 케이몰`;
  }, [title]);

  return (
    <QueryView query={tree} failed={LISTING_MESSAGES.loadFailed}>
      {(data) => {
        if (unknown) return <StatusPanel tone="empty" title={LISTING_MESSAGES.categoryNotFound} />;

        // The children to go down to; a bottom category shows its siblings (the choice at its level).
        const parent = trail.at(-2);
        const below: CategoryNode[] = node?.children?.length ? node.children : node ? (parent?.children ?? data.categories) : data.categories;
        const counts = listing.result.data ? facetCounts(listing.result.data.filters.categories) : null;
        const keep = toSearchParams({ sorting: listing.query.sorting }).toString();
        const hrefOf = (target?: number) => `${categoryPath(target)}${keep ? `?${keep}` : ''}`;

        return (
          <div className="search-page goods-list">
            <nav aria-label="카테고리 경로" className="goods-list__trail">
              <ol>
                <li>
                  <Link to={hrefOf()} aria-current={node ? undefined : 'page'}>
                    {LISTING_MESSAGES.allCategories}
                  </Link>
                </li>
                {trail.map((step) => (
                  <li key={step.id}>
                    <Link to={hrefOf(step.id)} aria-current={step.id === node?.id ? 'page' : undefined}>
                      {step.name}
                    </Link>
                  </li>
                ))}
              </ol>
            </nav>
            <h1 className="goods-list__title">{title}</h1>
            <nav aria-label="하위 카테고리" className="goods-list__children">
              <ul>
                {below.map((child) => (
                  <li key={child.id}>
                    <Link to={hrefOf(child.id)} className="goods-list__chip" aria-current={child.id === node?.id ? 'page' : undefined}>
                      {child.name}
                      {counts ? <span className="goods-list__count">{(counts.get(child.code) ?? 0).toLocaleString('ko-KR')}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <ListingResults listing={listing} hide={['category']} />
          </div>
        );
      }}
    </QueryView>
  );
}
