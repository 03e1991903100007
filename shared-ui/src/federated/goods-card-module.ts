import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { GoodsCard as GoodsCardData, Platform } from '@mall/shared-contracts';
// The package's own entry, never a relative import: the platform context must be the shared singleton's.
import { usePlatform } from '@mall/shared-ui';

export type GoodsCardComponent = ComponentType<{ goods: GoodsCardData; eager?: boolean; alternative?: boolean }>;

export type GoodsCardModule = { status: 'loading' } | { status: 'ready'; GoodsCard: GoodsCardComponent } | { status: 'error'; retry: () => void };

const loaded = new WeakMap<Platform, GoodsCardComponent>();

/**
 * The goods card comes from catalog through federation (`catalog/goods-card`), never a copy
 * (exhibit's pages, My page's recent views). A page starts this load as soon as it mounts, in
 * parallel with its own data, and renders its grids once both are there: no skeleton-to-card
 * layout shift, no waterfall. A subpath export: only the pages that draw goods cards load it.
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
        console.error('[goods-card] catalog/goods-card', error);
        setState({ status: 'error', retry: load });
      },
    );
  }, [platform]);
  useEffect(() => {
    if (!loaded.has(platform)) load();
  }, [platform, load]);
  return state;
}
