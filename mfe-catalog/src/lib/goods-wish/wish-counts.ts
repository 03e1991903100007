import { useEffect, useSyncExternalStore } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { EventBus } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

type WishCounts = StoreApi<{ counts: Record<number, number> }>;

/**
 * The newest wish count a wish.changed carried, per goods: client state (nothing to fetch), so a zustand
 * store rather than a query entry without a query function. One store per bus, that is per page (a server
 * rendering many requests never mixes them), filled only from the bus in an effect: a server render sees
 * it empty and every card shows the count its data came with.
 */
const stores = new WeakMap<EventBus, WishCounts>();
function storeOf(bus: EventBus): WishCounts {
  let store = stores.get(bus);
  if (!store) stores.set(bus, (store = createStore(() => ({ counts: {} }))));
  return store;
}

const following = new WeakSet<EventBus>();

/**
 * Once per bus (the page's, for as long as it lives): every wish.changed that carries the server's count
 * lands in the store, so a card mounted later (the listing read back from its cache after goods detail)
 * shows the count after the change, not the one its listing was read with.
 */
function followWishCounts(bus: EventBus) {
  if (following.has(bus)) return;
  following.add(bus);
  const store = storeOf(bus);
  bus.on('wish.changed', ({ goodsId, wishCount }) => {
    if (wishCount !== undefined) store.setState(({ counts }) => ({ counts: { ...counts, [goodsId]: wishCount } }));
  });
}

/** A heart's count: the newest one a wish change of this goods answered, else the one its data came with. */
export function useWishCount(goodsId: number, fromData: number): number {
  const { bus } = usePlatform();
  return useStore(storeOf(bus), ({ counts }) => counts[goodsId]) ?? fromData;
}

/** Starts following wish counts for this remote (an effect: nothing runs on a server render). */
export function useFollowWishCounts() {
  const { bus } = usePlatform();
  useEffect(() => followWishCounts(bus), [bus]);
}

/** Whether this session likes the goods (the shell's liked goods, which follow wish.changed). */
export function useLiked(goodsId: number): boolean {
  const { likedGoods } = usePlatform().session;
  const has = () => likedGoods.has(goodsId);
  return useSyncExternalStore(likedGoods.subscribe, has, has);
}
