import type { GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { ErrorBoundary, LoadError, Slider } from '@mall/shared-ui';
import type { GoodsCardModule } from '@mall/shared-ui/goods-card-module';

// The goods card comes from catalog through federation (shared-ui's `useGoodsCardModule`), never a copy.
export { useGoodsCardModule, type GoodsCardModule } from '@mall/shared-ui/goods-card-module';

/** Goods cards as one horizontally scrolling row (the main page sections). */
export function GoodsRow({ module, goods, label, eagerCount = 0 }: { module: GoodsCardModule; goods: GoodsCardData[]; label: string; eagerCount?: number }) {
  if (module.status === 'error') {
    // eslint-disable-next-line no-restricted-syntax -- the main page's rows (first page): see main-page.tsx
    return <LoadError title="상품 목록을 불러오지 못했습니다" onRetry={module.retry} />;
  }
  if (module.status === 'loading') return null;
  const { GoodsCard } = module;
  return (
    <ErrorBoundary onError={(error) => console.error('[exhibit] goods card render', error)}>
      <Slider label={label} items={goods} itemKey={(g) => g.id} renderItem={(g, i) => <GoodsCard goods={g} eager={i < eagerCount} />} />
    </ErrorBoundary>
  );
}
