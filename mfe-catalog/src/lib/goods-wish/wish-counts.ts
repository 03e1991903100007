import { useEffect, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EventBus } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';

/** The newest wish count a wish.changed carried for a goods, in this remote's query cache. */
const wishCountKey = (goodsId: number) => ['goods', goodsId, 'wish-count'] as const;

const following = new WeakSet<QueryClient>();

/**
 * Once per query client (each remote's, for as long as the page lives): every wish.changed that
 * carries the server's count lands in the cache, so a card mounted later (the listing read back from
 * its cache after goods detail) shows the count after the change, not the one its listing was read with.
 */
function followWishCounts(bus: EventBus, client: QueryClient) {
  if (following.has(client)) return;
  following.add(client);
  bus.on('wish.changed', ({ goodsId, wishCount }) => {
    if (wishCount !== undefined) client.setQueryData(wishCountKey(goodsId), wishCount);
  });
}

/** A heart's count: the newest one a wish change of this goods answered, else the one its data came with. */
export function useWishCount(goodsId: number, fromData: number): number {
  const { data } = useQuery<number>({ queryKey: wishCountKey(goodsId), enabled: false });
  return data ?? fromData;
}

/** Starts following wish counts for this remote (an effect: nothing runs on a server render). */
export function useFollowWishCounts() {
  const { bus } = usePlatform();
  const client = useQueryClient();
  useEffect(() => followWishCounts(bus, client), [bus, client]);
}

/** Whether this session likes the goods (the shell's liked goods, which follow wish.changed). */
export function useLiked(goodsId: number): boolean {
  const { likedGoods } = usePlatform().session;
  const has = () => likedGoods.has(goodsId);
  return useSyncExternalStore(likedGoods.subscribe, has, has);
}
