import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY, SEARCH_READY_LIMITS, addRecentSearch, type RecentSearch } from '@mall/shared-contracts/catalog';
import { createFakePlatform } from '@mall/shared-ui/testing';
import { createRecentSearchStore } from '../recent-searches';

const kept = (platform: ReturnType<typeof createFakePlatform>) =>
  (platform.stored.get(RECENT_SEARCHES_KEY)?.value as { state: { searches: RecentSearch[] } } | undefined)?.state.searches;

describe('recent searches', () => {
  it('puts the newest first, counts a repeated keyword once (case and spaces aside) and keeps 10', () => {
    let list: RecentSearch[] = [];
    list = addRecentSearch(list, '코트', 1);
    list = addRecentSearch(list, '  니트 ', 2);
    list = addRecentSearch(list, '코트', 3);
    expect(list).toEqual([
      { keyword: '코트', searchCount: 2, recentSearchedAt: 3 },
      { keyword: '니트', searchCount: 1, recentSearchedAt: 2 },
    ]);
    expect(addRecentSearch([{ keyword: 'Node', searchCount: 1, recentSearchedAt: 1 }], 'node', 2)).toEqual([
      { keyword: 'node', searchCount: 2, recentSearchedAt: 2 },
    ]);
    expect(addRecentSearch(list, '   ', 4)).toEqual(list);
    for (let i = 0; i < 15; i++) list = addRecentSearch(list, `검색어${i}`, 10 + i);
    expect(list).toHaveLength(SEARCH_READY_LIMITS.recentSearches);
    expect(list[0]!.keyword).toBe('검색어14');
  });

  it('writes nothing before a storage is bound, then reads what the device kept and persists every change', () => {
    const { useStore, bind } = createRecentSearchStore();
    useStore.getState().add('before');
    const platform = createFakePlatform();
    platform.storage.set(RECENT_SEARCHES_KEY, { state: { searches: [{ keyword: '패딩', searchCount: 3, recentSearchedAt: 5 }] }, version: 0 });
    bind(platform.storage);
    expect(useStore.getState().searches.map((s) => s.keyword)).toEqual(['패딩']);
    useStore.getState().add('코트');
    expect(kept(platform)?.map((s) => s.keyword)).toEqual(['코트', '패딩']);
    useStore.getState().remove('패딩');
    expect(kept(platform)?.map((s) => s.keyword)).toEqual(['코트']);
    useStore.getState().clear();
    expect(kept(platform)).toEqual([]);
  });

  it('drops a corrupted record instead of showing it', () => {
    const { useStore, bind } = createRecentSearchStore();
    const platform = createFakePlatform();
    platform.storage.set(RECENT_SEARCHES_KEY, { state: { searches: [{ keyword: 1 }, { keyword: '니트', searchCount: 1, recentSearchedAt: 1 }] }, version: 0 });
    bind(platform.storage);
    expect(useStore.getState().searches.map((s) => s.keyword)).toEqual(['니트']);
  });
});
