import { lazy, Suspense, useReducer, type ComponentType } from 'react';
import type { GoodsCard as GoodsCardData, Platform } from '@mall/shared-contracts';
import { ErrorBoundary, usePlatform } from '@mall/shared-ui';

type GoodsCardComponent = ComponentType<{ goods: GoodsCardData; eager?: boolean }>;

let cached: { platform: Platform; Component: GoodsCardComponent } | null = null;

/** The goods card comes from catalog through federation (`catalog/goods-card`), never a copy. */
function useGoodsCard(): GoodsCardComponent {
  const platform = usePlatform();
  if (cached?.platform !== platform) {
    const Component = lazy(() =>
      platform.loadRemote<{ GoodsCard: GoodsCardComponent }>('catalog/goods-card').then((m) => ({ default: m.GoodsCard })),
    );
    cached = { platform, Component };
  }
  return cached.Component;
}

export function GoodsGrid({ goods, eagerCount = 0 }: { goods: GoodsCardData[]; eagerCount?: number }) {
  const GoodsCard = useGoodsCard();
  // The boundary's children hold the rejected lazy component: re-render this grid on retry so it takes a fresh one.
  const [, retry] = useReducer((n: number) => n + 1, 0);
  return (
    <ErrorBoundary
      onError={(error) => {
        // React.lazy keeps a rejected import forever; forget it so "다시 시도" loads catalog again.
        cached = null;
        console.error('[exhibit] catalog/goods-card', error);
      }}
      onReset={retry}
    >
      <Suspense fallback={<div className="goods-grid goods-grid--loading" aria-busy="true" />}>
        <div className="goods-grid">
          {goods.map((g, i) => (
            <GoodsCard key={g.id} goods={g} eager={i < eagerCount} />
          ))}
        </div>
      </Suspense>
    </ErrorBoundary>
  );
}
