import { useEffect } from 'react';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { StorageApi } from '@mall/shared-contracts';
import { RECENT_SEARCHES_KEY, addRecentSearch, type RecentSearch } from '@mall/shared-contracts/catalog';
import { usePlatform } from '@mall/shared-ui';

export interface RecentSearchState {
  searches: RecentSearch[];
  add: (keyword: string) => void;
  remove: (keyword: string) => void;
  clear: () => void;
}
type Persisted = Pick<RecentSearchState, 'searches'>;

/**
 * The device's recent searches (spec "Recent search record"): a zustand store persisted in the
 * platform's storage. The storage is bound when a page first uses the store (never at module scope,
 * so the store is safe on a server); until then the store is empty and writes nothing.
 */
export function createRecentSearchStore() {
  let storage: StorageApi | null = null;
  const persistStorage: PersistStorage<Persisted> = {
    getItem: (name) => storage?.get<StorageValue<Persisted>>(name) ?? null,
    setItem: (name, value) => storage?.set(name, value),
    removeItem: (name) => storage?.remove(name),
  };
  const useStore = create<RecentSearchState>()(
    persist(
      (set) => ({
        searches: [],
        add: (keyword) => set((state) => ({ searches: addRecentSearch(state.searches, keyword, Date.now()) })),
        remove: (keyword) => set((state) => ({ searches: state.searches.filter((r) => r.keyword !== keyword) })),
        clear: () => set({ searches: [] }),
      }),
      {
        name: RECENT_SEARCHES_KEY,
        storage: persistStorage,
        skipHydration: true,
        partialize: ({ searches }) => ({ searches }),
        // What another version or a hand edit left there is dropped, not trusted.
        merge: (persisted, current) => ({ ...current, searches: validSearches((persisted as Partial<Persisted> | undefined)?.searches) }),
      },
    ),
  );
  /** Reads what the device kept, once per storage (a page mounted again does not read twice). */
  const bind = (next: StorageApi) => {
    if (storage === next) return;
    storage = next;
    void useStore.persist.rehydrate();
  };
  return { useStore, bind };
}

function validSearches(value: unknown): RecentSearch[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (r): r is RecentSearch =>
      typeof r === 'object' && r !== null && typeof r.keyword === 'string' && typeof r.searchCount === 'number' && typeof r.recentSearchedAt === 'number',
  );
}

const recentSearches = createRecentSearchStore();

/** The recent searches of this device, read from its storage on first use. */
export function useRecentSearches<T>(select: (state: RecentSearchState) => T): T {
  const { storage } = usePlatform();
  // Called before a page's own effects: a search page adds its keyword to what the device kept.
  useEffect(() => recentSearches.bind(storage), [storage]);
  return recentSearches.useStore(select);
}
