import { SearchResponseSchema, type SearchQuery, type SearchResponse } from '@mall/shared-contracts/catalog';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { normalizeKeyword } from './keyword-rules';

/**
 * The search result cache, as a search service keeps one: the normalized request (every parameter of
 * spec section 7) → the response, in this process, least recently used dropped past `max` entries,
 * none served past `ttlMs`. An entry is stamped with the search generation (migration 0040: a sequence
 * that every statement changing goods, options and stock, colours, brands, categories, sellers or result
 * clicks advances, whichever process or instance writes): an answer of an older generation is computed
 * again. Concurrent misses of one request share one computation. An entry keeps the response's JSON as the
 * route's schema encodes it, so a hit is neither encoded nor checked again.
 *
 * Several instances each keep their own cache; they all read the one generation, so a write is seen by
 * every instance's next search. The TTL bounds what the generation cannot see: a search that started
 * before a write committed may be cached under the write's generation; past its TTL an entry is answered
 * once more while it is computed again (stale-while-revalidate), so that bound is the TTL and one search.
 */
export interface SearchCacheOptions {
  max: number;
  ttlMs: number;
  /**
   * Searches computed at once. One search runs six statements side by side; the rest wait here, not in the
   * database pool (10 by default), so a burst of new searches leaves connections for cached answers and logs.
   */
  concurrency: number;
}

export const SEARCH_CACHE_DEFAULTS: SearchCacheOptions = { max: 500, ttlMs: 30_000, concurrency: 1 };

/** The cache's options from the environment (SEARCH_CACHE_MAX, SEARCH_CACHE_TTL_MS, SEARCH_CONCURRENCY); max 0 turns it off. */
export function searchCacheOptions(env: NodeJS.ProcessEnv = process.env): SearchCacheOptions {
  const number = (value: string | undefined, fallback: number) => {
    const n = value === undefined || value === '' ? fallback : Number(value);
    return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
  };
  return {
    max: number(env.SEARCH_CACHE_MAX, SEARCH_CACHE_DEFAULTS.max),
    ttlMs: number(env.SEARCH_CACHE_TTL_MS, SEARCH_CACHE_DEFAULTS.ttlMs),
    concurrency: Math.max(1, number(env.SEARCH_CONCURRENCY, SEARCH_CACHE_DEFAULTS.concurrency)),
  };
}

/** One key per distinct search: parameters in name order, list values sorted (a filter list is a set), the keyword normalized. */
export function searchCacheKey(query: SearchQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => {
      if (name === 'keyword') return [name, normalizeKeyword(String(value))];
      if (Array.isArray(value)) return [name, [...(value as (string | number)[])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))];
      return [name, value];
    });
  return JSON.stringify(entries);
}

export type SearchCacheSource = 'hit' | 'stale' | 'shared' | 'miss';

interface Answer {
  response: SearchResponse;
  /** The response as SearchResponseSchema encodes it, serialized. */
  json: string;
}

interface Entry extends Answer {
  at: number;
  generation: string;
}

const answer = (response: SearchResponse): Answer => ({ response, json: JSON.stringify(SearchResponseSchema.encode(response)) });

/** Runs at most `limit` tasks at once; the others wait their turn, first come first served. */
export function taskGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next waiting task, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export function createSearchCache(db: Database, options: SearchCacheOptions) {
  const gate = taskGate(options.concurrency);
  const entries = new Map<string, Entry>();
  const pending = new Map<string, { generation: string; promise: Promise<Answer> }>();

  /** Computes the search (once for concurrent callers of one generation) and keeps the answer. */
  function refresh(key: string, current: string, now: number, compute: () => Promise<SearchResponse>): Promise<Answer> {
    const running = pending.get(key);
    if (running?.generation === current) return running.promise;
    const promise = gate(compute).then(answer);
    pending.set(key, { generation: current, promise });
    const settle = () => {
      if (pending.get(key)?.promise === promise) pending.delete(key);
    };
    promise.then((computed) => {
      settle();
      entries.delete(key);
      entries.set(key, { ...computed, at: now, generation: current });
      while (entries.size > options.max) entries.delete(entries.keys().next().value!);
    }, settle);
    return promise;
  }

  async function generation(): Promise<string> {
    const result = await db.execute(sql`select last_value::text || ':' || is_called::text as g from search_generation`);
    const [row] = (result as unknown as { rows: { g: string }[] }).rows;
    return row!.g;
  }

  return {
    /**
     * The cached response of this search, or `compute`'s. `source`: `hit` (served from the cache), `stale`
     * (served from the cache past its TTL while it is computed again), `shared` (an identical search in flight
     * was awaited), `miss` (computed here).
     */
    async get(query: SearchQuery, compute: () => Promise<SearchResponse>): Promise<Answer & { source: SearchCacheSource }> {
      if (options.max === 0 || options.ttlMs === 0) return { ...answer(await gate(compute)), source: 'miss' };
      const key = searchCacheKey(query);
      const current = await generation();
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.generation === current && now - cached.at < 2 * options.ttlMs) {
        // Most recently used last: the first key of the map is the one to drop.
        entries.delete(key);
        entries.set(key, cached);
        if (now - cached.at < options.ttlMs) return { response: cached.response, json: cached.json, source: 'hit' };
        // Past its TTL but of the current generation (nothing it shows was written since): answered while it is
        // computed again; a failed refresh leaves it until twice the TTL.
        refresh(key, current, now, compute).catch(() => undefined);
        return { response: cached.response, json: cached.json, source: 'stale' };
      }
      if (cached) entries.delete(key);
      const running = pending.get(key);
      if (running?.generation === current) return { ...(await running.promise), source: 'shared' };
      return { ...(await refresh(key, current, now, compute)), source: 'miss' };
    },

    get size() {
      return entries.size;
    },

    clear() {
      entries.clear();
    },
  };
}
export type SearchCache = ReturnType<typeof createSearchCache>;
