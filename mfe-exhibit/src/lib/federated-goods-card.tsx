import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { GoodsCard as GoodsCardData, Platform } from '@mall/shared-contracts';
import { ErrorBoundary, LoadError, Slider, usePlatform } from '@mall/shared-ui';

type GoodsCardComponent = ComponentType<{ goods: GoodsCardData; eager?: boolean }>;

export type GoodsCardModule = { status: 'loading' } | { status: 'ready'; GoodsCard: GoodsCardComponent } | { status: 'error'; retry: () => void };

const loaded = new WeakMap<Platform, GoodsCardComponent>();

/**
 * The goods card comes from catalog through federation (`catalog/goods-card`), never a copy.
 * A page starts this load as soon as it mounts, in parallel with its own data, and renders its
 * grids once both are there: no skeleton-to-card layout shift, no waterfall.
 */
export function useGoodsCardModule(): GoodsCardModule {
  const platform = usePlatform();
  const [state, setState] = useState<GoodsCardModule>(() => {
    const GoodsCard = loaded.get(platform);
    return GoodsCard ? { status: 'ready', GoodsCard } : { status: 'loading' };
  });
  const load = useCallback(() => {
    // A retry keeps the error panel up until catalog answers, so the page never blanks.
    setState((s) => (s.status === 'error' || s.status === 'ready' ? s : { status: 'loading' }));
    platform.loadRemote<{ GoodsCard: GoodsCardComponent }>('catalog/goods-card').then(
      ({ GoodsCard }) => {
        loaded.set(platform, GoodsCard);
        // Every row renders at this moment: as a transition, React slices it into short tasks.
        startTransition(() => setState({ status: 'ready', GoodsCard }));
      },
      (error: unknown) => {
        console.error('[exhibit] catalog/goods-card', error);
        setState({ status: 'error', retry: load });
      },
    );
  }, [platform]);
  useEffect(() => {
    if (!loaded.has(platform)) load();
  }, [platform, load]);
  return state;
}

/** Goods cards as one horizontally scrolling row (the main page sections). */
export function GoodsRow({ module, goods, label, eagerCount = 0 }: { module: GoodsCardModule; goods: GoodsCardData[]; label: string; eagerCount?: number }) {
  if (module.status === 'error') {
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
