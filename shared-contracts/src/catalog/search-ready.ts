import { z } from 'zod';
import { LIMITS } from '../constants';
import { boundedText } from '../platform-api/common';
import { SEARCH_LIMITS } from './search';

/** The calls behind `/search-ready` (spec section 7, "Hot searches", "Auto-complete with keyword"). */
export const SEARCH_READY_API = {
  hot: '/api/v1/search/hot',
  autocomplete: '/api/v1/search/autocomplete',
  /** The shop's base search words (spec "Search engine": basic_search_words). */
  basicWords: '/api/v1/search/basic-words',
} as const;

export const SEARCH_READY_LIMITS = {
  /** Hot searches shown (the ranking's length). */
  hotWords: 10,
  /** Hot searches count the keyword searches of this many hours before the indexed time; the change compares the same span before. */
  hotWindowHours: 24,
  autocompleteCategories: 5,
  autocompleteBrands: 5,
  autocompleteKeywords: 10,
  /** Recent searches kept on the device and shown (spec section 9). */
  recentSearches: LIMITS.recentSearchesShown,
  /** Typing pauses this long before auto-complete asks. */
  autocompleteDebounceMs: 150,
} as const;

export const HOT_CHANGE_TYPES = ['up', 'down', 'same', 'new'] as const;
export type HotChangeType = (typeof HOT_CHANGE_TYPES)[number];

/** Places gained (positive) or lost since the ranking before, and the kind: new when it was not ranked then. */
export function rankChangeOf(rank: number, previousRank: number | null): { change_rank: number; change_type: HotChangeType } {
  if (previousRank === null) return { change_rank: 0, change_type: 'new' };
  const change = previousRank - rank;
  return { change_rank: change, change_type: change > 0 ? 'up' : change < 0 ? 'down' : 'same' };
}

/** Spec section 3, "Hot search": the indexed time and the words with rank, change, previous rank and change type. */
export const HotSearchResponseSchema = z.object({
  indexed_at: z.string(),
  words: z.array(
    z.object({
      rank: z.number().int(),
      keyword: z.string(),
      /** Rank in the span before; null when the word was not in that ranking (a new entry). */
      previous_rank: z.number().int().nullable(),
      /** Places gained (positive) or lost (negative); 0 for same and new. */
      change_rank: z.number().int(),
      change_type: z.enum(HOT_CHANGE_TYPES),
    }),
  ),
});
export type HotSearchResponse = z.infer<typeof HotSearchResponseSchema>;
export type HotSearchWord = HotSearchResponse['words'][number];

export const AutocompleteQuerySchema = z.object({ keyword: boundedText(SEARCH_LIMITS.keyword).min(1) });

/** Spec section 3, "Auto-complete": categories with their full path, brands with their logo, keywords. */
export const AutocompleteResponseSchema = z.object({
  categories: z.array(z.object({ code: z.string(), name: z.string(), depth: z.number().int(), full_path: z.string() })),
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), name_en: z.string(), logo_url: z.string() })),
  keywords: z.array(z.string()),
});
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>;

/**
 * Spec "Search engine", base search words: `basic_search_words {keyword, link_url}`, in the shop's order.
 * The search box shows one picked at random as its placeholder; searching with the box empty opens its
 * link, a same-site path.
 */
export const BasicSearchWordSchema = z.object({
  keyword: z.string().min(1),
  link_url: z.string().regex(/^\/[^/]/),
});
export const BasicSearchWordsResponseSchema = z.object({ basic_search_words: z.array(BasicSearchWordSchema) });
export type BasicSearchWord = z.infer<typeof BasicSearchWordSchema>;
export type BasicSearchWordsResponse = z.infer<typeof BasicSearchWordsResponseSchema>;

/** The word at `pick` (a number in [0, 1), e.g. Math.random()), or null when the shop set none. */
export function pickBasicSearchWord(words: readonly BasicSearchWord[], pick: number): BasicSearchWord | null {
  if (words.length === 0) return null;
  return words[Math.min(words.length - 1, Math.max(0, Math.floor(pick * words.length)))]!;
}

/** Spec section 3, "Recent search record": kept on the device, newest first. */
export interface RecentSearch {
  keyword: string;
  searchCount: number;
  /** Epoch milliseconds. */
  recentSearchedAt: number;
}

/** A search adds its keyword to the front (counting repeats, case and spacing aside); the list keeps `limit`. */
export function addRecentSearch(
  list: readonly RecentSearch[],
  keyword: string,
  now: number,
  limit: number = SEARCH_READY_LIMITS.recentSearches,
): RecentSearch[] {
  const word = keyword.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!word) return [...list];
  const same = (r: RecentSearch) => r.keyword.toLowerCase() === word.toLowerCase();
  const previous = list.find(same);
  return [{ keyword: word, searchCount: (previous?.searchCount ?? 0) + 1, recentSearchedAt: now }, ...list.filter((r) => !same(r))].slice(0, limit);
}

export const SEARCH_READY_MESSAGES = {
  deleteRecentConfirm: (keyword: string) => `'${keyword}' 최근 검색어를 삭제하시겠습니까?`,
  deleteAllRecentConfirm: '최근 검색어를 모두 삭제하시겠습니까?',
  noRecentSearches: '최근 검색어가 없습니다.',
  noHotSearches: '아직 집계된 인기 검색어가 없습니다.',
  hotLoadFailed: '인기 검색어를 불러오지 못했습니다',
  autocompleteFailed: '추천 검색어를 불러오지 못했습니다',
  noAutocomplete: (keyword: string) => `'${keyword}'와(과) 일치하는 추천 검색어가 없습니다.`,
  indexedAt: (time: string) => `${time} 기준`,
} as const;

/** `▲3`, `▼1`, `NEW`, `-`, and the words a screen reader says for them. */
export function hotChangeLabel(word: Pick<HotSearchWord, 'change_type' | 'change_rank'>): { text: string; spoken: string } {
  switch (word.change_type) {
    case 'up':
      return { text: `▲${word.change_rank}`, spoken: `${word.change_rank}계단 상승` };
    case 'down':
      return { text: `▼${-word.change_rank}`, spoken: `${-word.change_rank}계단 하락` };
    case 'new':
      return { text: 'NEW', spoken: '새로 진입' };
    case 'same':
      return { text: '-', spoken: '변동 없음' };
  }
}

/** Where the device keeps its recent searches (platform storage, with its expiry). */
export const RECENT_SEARCHES_KEY = 'mall.recentSearches';
