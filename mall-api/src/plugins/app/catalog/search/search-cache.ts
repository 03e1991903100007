import { SearchResponseSchema, type SearchQuery, type SearchResponse } from '@mall/shared-contracts/catalog';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { grouped } from '../../../../lib/grouped';
import { taskGate } from '../../../../lib/task-gate';
import { normalizeKeyword } from './keyword-rules';

/**
 * The search result cache, as a search service keeps one: the normalized request (every parameter of
 * spec section 7) → the response, in this process, least recently used dropped past `max` entries.
 * Concurrent misses of one request share one computation. An entry keeps the response's JSON as the route's
 * schema encodes it, so a hit is neither encoded nor checked again.
 *
 * Exact for the catalogue: an entry stores the database snapshot it was computed after
 * (`pg_current_snapshot()`), and every write that changes what a search answers records its transaction in
 * `search_changes` (migration 0041's statement triggers, in the writer's own transaction). Each search asks the
 * database, in one statement, whether a change its entry's snapshot cannot see has committed since
 * (`search_changes_unseen`): a catalogue change (goods, options, colours, brands, categories, sellers) means
 * the entry is computed again before it is answered, whatever the commit order and whichever instance wrote.
 * The searches that come while one such statement runs are checked together by the next (a statement per round
 * trip, not per request).
 * Bounded for the counts (stock, units sold, review and wish counts, result clicks), which move with every
 * order, review, wish and click: an entry whose counts changed is answered until it is `ttlMs` old, then once
 * more while it is computed again (stale-while-revalidate). No entry is answered past `maxAgeMs` without being
 * computed again, nor past twice that (a refresh that keeps failing).
 */
export interface SearchCacheOptions {
  max: number;
  /** How long an answer may lag the counts (stock, units sold, review and wish counts, result clicks). */
  ttlMs: number;
  /** How long an answer is kept at most, changed or not (the search's vocabulary is itself 5 minutes old at most). */
  maxAgeMs: number;
  /**
   * Searches computed at once. One search runs six statements side by side; the rest wait here, not in the
   * database pool (10 by default), so a burst of new searches leaves connections for cached answers and logs.
   */
  concurrency: number;
}

export const SEARCH_CACHE_DEFAULTS: SearchCacheOptions = { max: 500, ttlMs: 30_000, maxAgeMs: 600_000, concurrency: 1 };

/**
 * The cache's options from the environment (SEARCH_CACHE_MAX, SEARCH_CACHE_TTL_MS, SEARCH_CACHE_MAX_AGE_MS,
 * SEARCH_CONCURRENCY); max 0 turns it off.
 */
export function searchCacheOptions(env: NodeJS.ProcessEnv = process.env): SearchCacheOptions {
  const number = (value: string | undefined, fallback: number) => {
    const n = value === undefined || value === '' ? fallback : Number(value);
    return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
  };
  return {
    max: number(env.SEARCH_CACHE_MAX, SEARCH_CACHE_DEFAULTS.max),
    ttlMs: number(env.SEARCH_CACHE_TTL_MS, SEARCH_CACHE_DEFAULTS.ttlMs),
    maxAgeMs: number(env.SEARCH_CACHE_MAX_AGE_MS, SEARCH_CACHE_DEFAULTS.maxAgeMs),
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
  /** When its snapshot was taken (ms). */
  at: number;
  /** When the snapshot of its last whole computation was taken (ms): a recount after counts keeps it. */
  wholeAt: number;
  /** The database snapshot the answer was computed after (`pg_current_snapshot()` as text). */
  snapshot: string;
}

/**
 * Computes a search: whole (`previous` null), or again after a counts change (`previous`, the cached answer whose
 * catalogue is unchanged: only what counts move is computed again).
 */
export type SearchCompute = (previous: SearchResponse | null) => Promise<SearchResponse>;

/** What a snapshot has not seen (migration 0041's search_changes_unseen). */
type Unseen = 'catalog' | 'counts' | null;

const answer = (response: SearchResponse): Answer => ({ response, json: JSON.stringify(SearchResponseSchema.encode(response)) });

/** A snapshot as `pg_current_snapshot()::text` writes it: `xmin:xmax:xip,xip,…`. */
function parseSnapshot(text: string) {
  const [xmin, xmax, xip = ''] = text.split(':');
  return { xmin: BigInt(xmin!), xmax: BigInt(xmax!), xip: new Set(xip ? xip.split(',').map(BigInt) : []) };
}

/**
 * Whether snapshot `a` sees every transaction snapshot `b` sees (PostgreSQL's visibility: below xmin, or below
 * xmax and not in progress): `a` was taken after `b`, or nothing committed in between.
 */
export function snapshotCovers(a: string, b: string): boolean {
  const sa = parseSnapshot(a);
  const sb = parseSnapshot(b);
  if (sa.xmax < sb.xmax) return false;
  // None in progress for `a` that `b` sees.
  for (const x of sa.xip) if (x < sb.xmax && !sb.xip.has(x)) return false;
  return true;
}

/** Change-log rows older than this are deleted: no entry lives that long, nor does a writing transaction. */
const pruneHorizonMs = (options: SearchCacheOptions) => 2 * options.maxAgeMs + 3_600_000;
const PRUNE_EVERY_MS = 60_000;

export function createSearchCache(db: Database, options: SearchCacheOptions) {
  const gate = taskGate(options.concurrency);
  const entries = new Map<string, Entry>();
  const pending = new Map<string, { snapshot: string; promise: Promise<Answer> }>();
  let prunedAt = 0;

  /** Computes the search (once for concurrent callers) after `snapshot` and keeps the answer. */
  function refresh(key: string, snapshot: string, at: number, compute: () => Promise<SearchResponse>, wholeAt = at): Promise<Answer> {
    const promise = gate(compute).then(answer);
    pending.set(key, { snapshot, promise });
    const settle = () => {
      if (pending.get(key)?.promise === promise) pending.delete(key);
    };
    promise.then((computed) => {
      settle();
      // A slower computation after an older snapshot does not replace a newer answer.
      const kept = entries.get(key);
      if (kept && kept.at > at) return;
      entries.delete(key);
      entries.set(key, { ...computed, at, wholeAt, snapshot });
      while (entries.size > options.max) entries.delete(entries.keys().next().value!);
    }, settle);
    return promise;
  }

  /**
   * The current snapshot, and what the entry's and the running computation's snapshots have not seen: one
   * statement for all the searches that came while the previous one ran (grouped), sent after they came.
   */
  const check = grouped<readonly [string | null, string | null], { now: string; entry: Unseen; running: Unseen }>(async (items) => {
    const snapshots = [...new Set(items.flat().filter((s) => s !== null))];
    const result = await db.execute(sql`select pg_current_snapshot()::text as now,
      (select coalesce(json_object_agg(s, search_changes_unseen(s::pg_snapshot)), '{}'::json)
        from json_array_elements_text(${JSON.stringify(snapshots)}::json) s) as unseen`);
    const [row] = (result as unknown as { rows: { now: string; unseen: string | Record<string, Unseen> }[] }).rows;
    const unseen = typeof row!.unseen === 'string' ? (JSON.parse(row!.unseen) as Record<string, Unseen>) : row!.unseen;
    const of = (snapshot: string | null) => (snapshot === null ? null : (unseen[snapshot] ?? null));
    return items.map(([entry, running]) => ({ now: row!.now, entry: of(entry), running: of(running) }));
  });

  /** Deletes change-log rows past the horizon, at most once a minute per process (not awaited). */
  function prune(now: number) {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    const seconds = pruneHorizonMs(options) / 1000;
    db.execute(sql`delete from search_changes where at < now() - make_interval(secs => ${seconds})`).catch(() => undefined);
  }

  return {
    /**
     * The cached response of this search, or `compute`'s. `source`: `hit` (served from the cache), `stale`
     * (served from the cache while it is computed again: its counts changed and it is past the TTL, or it is
     * past its maximum age), `shared` (an identical search in flight was awaited), `miss` (computed here).
     * `admit` is asked right before a computation the caller would wait for (a miss, not a background refresh
     * nor a shared one): it may refuse (the client's search budget, by throwing) and returns what to call when
     * the computation ends.
     */
    async get(query: SearchQuery, compute: SearchCompute, admit?: () => () => void): Promise<Answer & { source: SearchCacheSource }> {
      const whole = () => compute(null);
      // Synchronous until the work starts: identical searches arriving together find it pending and share it.
      const admitted = async <T>(work: () => Promise<T>): Promise<T> => {
        const release = admit?.();
        try {
          return await work();
        } finally {
          release?.();
        }
      };
      if (options.max === 0 || options.ttlMs === 0) return { ...answer(await admitted(() => gate(whole))), source: 'miss' };
      const key = searchCacheKey(query);
      const cached = entries.get(key);
      const running = pending.get(key);
      const unseen = await check([cached?.snapshot ?? null, running?.snapshot ?? null]);
      const now = Date.now();
      prune(now);
      if (cached && entries.get(key) === cached) {
        // The maximum age counts from the last whole computation (a recount keeps the catalogue part it had).
        const age = now - cached.at;
        const wholeAge = now - cached.wholeAt;
        if (unseen.entry !== 'catalog' && wholeAge < 2 * options.maxAgeMs) {
          // Most recently used last: the first key of the map is the one to drop.
          entries.delete(key);
          entries.set(key, cached);
          const expired = wholeAge >= options.maxAgeMs;
          const lagging = expired || (unseen.entry === 'counts' && age >= options.ttlMs);
          if (!lagging) return { response: cached.response, json: cached.json, source: 'hit' };
          // Answered while it is computed again, once however many ask (a computation started after the check, or
          // one whose snapshot saw every catalogue change, will do); a failed refresh leaves it until twice the
          // maximum age.
          const inFlight = pending.get(key);
          const current = inFlight && (inFlight !== running || unseen.running !== 'catalog');
          // Only the counts moved: the answer's catalogue part is kept (SearchCompute).
          if (!current) {
            const refreshed = expired ? refresh(key, unseen.now, now, whole) : refresh(key, unseen.now, now, () => compute(cached.response), cached.wholeAt);
            refreshed.catch(() => undefined);
          }
          return { response: cached.response, json: cached.json, source: 'stale' };
        }
        entries.delete(key);
      }
      // A computation in flight is shared unless a catalogue change committed after its snapshot; one that started
      // during the check only if its snapshot sees all this search's does.
      if (running && unseen.running !== 'catalog') return { ...(await running.promise), source: 'shared' };
      const started = pending.get(key);
      if (started && started !== running && snapshotCovers(started.snapshot, unseen.now)) return { ...(await started.promise), source: 'shared' };
      return { ...(await admitted(() => refresh(key, unseen.now, now, whole))), source: 'miss' };
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
