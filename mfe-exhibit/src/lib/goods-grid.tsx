import type { GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { ErrorBoundary, LoadError } from '@mall/shared-ui';
import type { GoodsCardModule } from './federated-goods-card';

// Its own module: the grid is drawn below the top of `/` and on other pages, never in the main page's first chunk.
/** Goods cards as a wrapping grid (a lego `goods_grid`, a planning event's goods). */
export function GoodsGrid({ module, goods, label }: { module: GoodsCardModule; goods: GoodsCardData[]; label: string }) {
  if (module.status === 'error') {
    return <LoadError title="상품 목록을 불러오지 못했습니다" onRetry={module.retry} />;
  }
  if (module.status === 'loading') return null;
  const { GoodsCard } = module;
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
