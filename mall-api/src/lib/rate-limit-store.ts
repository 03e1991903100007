import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

/** @fastify/rate-limit's store contract (its LocalStore and RedisStore implement it; its types do not export it). */
type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result: Counted | null) => void;
interface RateLimitStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read?(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: object): RateLimitStore;
}
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => RateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => RateLimitStore;

/**
 * Counts in Redis (shared by the fleet) while Redis answers, and in this instance's memory when it does
 * not: an instance whose Redis is down keeps limiting each client to `max` per window on its own (a fleet of
 * n lets a client through up to n times that) instead of letting everything through. `onFallback` is told
 * each decision taken in memory (the fallback metric).
 */
class FallbackStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
    private readonly onFallback: () => void,
  ) {}

  private use(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
    const inMemory = () => {
      this.onFallback();
      this.local[method]!(key, done, timeWindow, max);
    };
    // Not connected: no command is queued behind a reconnect (ioredis would hold it until it gives up).
    if (this.redis.status !== 'ready') return inMemory();
    this.shared[method]!(key, (error, result) => (error ? inMemory() : done(null, result)), timeWindow, max);
  }

  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.use('incr', key, done, timeWindow, max);
  }

  read(key: string, done: Done, timeWindow: number, max: number) {
    this.use('read', key, done, timeWindow, max);
  }

  child(routeOptions: object): RateLimitStore {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions), this.onFallback);
  }
}

/** The `store` option of @fastify/rate-limit: Redis-backed with the per-instance fallback. */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string, onFallback: () => void) {
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      super(
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
        onFallback,
      );
    }
  };
}
