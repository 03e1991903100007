import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** @fastify/rate-limit's own stores (CommonJS, no typings of their own): the shared one and the per-instance one. */
const require = createRequire(import.meta.url);
type StoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => FastifyRateLimitStore & {
  read?: FastifyRateLimitStore['incr'];
};
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreCtor;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type Method = 'incr' | 'read';
interface Flags {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * Rate-limit counters shared by the fleet in Redis, and each instance's own while Redis is away (issue
 * 27): a request is never refused or held up because Redis is down, and its client is still limited,
 * per instance (so by at most the number of instances × the limit). `onFallback` is told of every
 * request counted locally. The Redis client must not queue commands while disconnected
 * (enableOfflineQueue: false): a command then fails at once and the local count answers.
 */
export function sharedOrLocalStore(redis: Redis, nameSpace: string, onFallback: () => void): FastifyRateLimitStoreCtor {
  const pair = (shared: InstanceType<StoreCtor>, local: InstanceType<StoreCtor>): FastifyRateLimitStore => {
    const count = (method: Method) => (key: string, callback: Callback, timeWindow: number, max: number) => {
      const locally = () => {
        onFallback();
        local[method]!(key, callback, timeWindow, max);
      };
      if (redis.status !== 'ready') return locally();
      shared[method]!(key, (error, result) => (error ? locally() : callback(null, result)), timeWindow, max);
    };
    return Object.assign(
      { incr: count('incr'), read: count('read') },
      { child: (routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) => pair(shared.child(routeOptions) as never, local.child(routeOptions) as never) },
    );
  };
  return class {
    constructor(options: Flags) {
      const flags = [options.continueExceeding ?? false, options.exponentialBackoff ?? false] as const;
      return pair(new RedisStore(...flags, redis, nameSpace), new LocalStore(...flags));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
