import type { GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { ErrorBoundary } from '@mall/shared-ui';
import type { GoodsCardComponent, GoodsCardModule } from '@mall/shared-ui/goods-card-module';
import type { QueryState } from '@mall/shared-ui/query-view';

// Its own module: the grid is drawn below the top of `/` and on other pages, never in the main page's first chunk.

/** The title of a failed goods-card load: `failed` of the `QueryView` around a grid (its 다시 시도 loads catalog's card again). */
export const GOODS_LOAD_FAILED = '상품 목록을 불러오지 못했습니다';

/**
 * Catalog's card load as a query, for `QueryView` (`allOf(query, goodsCardQuery(goodsCard))` waits for both).
 * It reads as shared-ui's `cardQuery`, which exhibit does not import: that function's module is in the
 * main page's first chunk (`useGoodsCardModule`), so using it on any page adds its bytes to `/`.
 */
export function goodsCardQuery(module: GoodsCardModule): QueryState<GoodsCardComponent> {
  return {
    data: module.status === 'ready' ? module.GoodsCard : undefined,
    error: module.status === 'error' ? new Error('catalog/goods-card') : null,
    refetch: module.status === 'error' ? module.retry : () => undefined,
  };
}

/**
 * Goods cards as a wrapping grid (a lego `goods_grid`, a planning event's goods) of catalog's card, once
 * it is in: `<QueryView query={goodsCardQuery(goodsCard)} failed={GOODS_LOAD_FAILED}>`.
 */
export function GoodsGrid({ GoodsCard, goods, label }: { GoodsCard: GoodsCardComponent; goods: GoodsCardData[]; label: string }) {
  return (
    <ErrorBoundary onError={(error) => console.error('[exhibit] goods card render', error)}>
      <ul className="goods-grid" aria-label={label}>
        {goods.map((g) => (
          <li key={g.id}>
            <GoodsCard goods={g} />
          </li>
        ))}
      </ul>
    </ErrorBoundary>
  );
}
