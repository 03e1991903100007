import { setTimeout as delay } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { fallbackRateLimitStore } from '../../lib/rate-limit-store';
import { HEADERS } from '@mall/shared-contracts';
import { LIVE_TOKEN_HEADER } from '@mall/shared-contracts/exhibit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared store of counters across mall-api instances (REDIS_URL), or null on a single instance. */
    redis: Redis | null;
  }
}

/**
 * A normal shopper's page makes a handful of calls; a minute of brisk browsing stays well under this.
 * Tests and the e2e stack (one client address for every worker) raise it through RATE_LIMIT_MAX.
 */
export const GENERAL_RATE_LIMIT = () => Number(process.env.RATE_LIMIT_MAX ?? 600);

/**
 * Route config for calls an attacker repeats: logins, guest login, the find flows, captcha. Counted
 * per client address and per route, on top of the per-account counters of the routes themselves.
 */
export const strictRateLimit = () => ({ rateLimit: { max: Number(process.env.AUTH_RATE_LIMIT_MAX ?? 20), timeWindow: '1 minute' } });

/**
 * Route config for order start (issue 25, stock hoarding): sheets a client address may start in the
 * window an unpaid sheet holds its stock (ORDER_HOLD_RULES.sheetMinutes), so one address (which can
 * mint any number of visitor devices) holds at most this many unpaid sheets at a time.
 */
export const orderStartRateLimit = () => ({ rateLimit: { max: Number(process.env.ORDER_START_RATE_LIMIT_MAX ?? 20), timeWindow: '10 minutes' } });

/** The storefront origins that may call the API from a browser (the shell proxies, so usually none is needed). */
export function allowedOrigins(): string[] {
  return (process.env.STOREFRONT_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}

/** CORS for the storefront origins only, security headers, and rate limits keyed on the trusted client address. */
export const securityPlugin = fp(
  async (app) => {
    const origins = new Set(allowedOrigins());
    await app.register(cors, {
      // A reflected origin with credentials would let any site call the API as the shopper.
      origin: (origin, callback) => callback(null, origin === undefined || origins.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', HEADERS.uidToken, HEADERS.deviceType, HEADERS.affiliateCode, HEADERS.guestToken, LIVE_TOKEN_HEADER],
      // The device id a cart call issued (see carts/cart-owner.ts).
      exposedHeaders: [HEADERS.uidToken],
      maxAge: 600,
    });
    await app.register(cookie);
    await app.register(helmet, {
      // JSON API plus swagger-ui's inline assets: documents that need a policy set their own (media, sandbox).
      contentSecurityPolicy: false,
      // The shell (another origin in dev) embeds /media SVGs.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });

    const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
    redis?.on('error', (error) => app.log.warn({ error: error.message }, 'redis unavailable'));
    app.decorate('redis', redis);
    if (redis) {
      app.addHook('onClose', async () => {
        // QUIT waits for Redis's answer: a Redis that hangs must not hold up the shutdown.
        await Promise.race([redis.quit().catch(() => undefined), delay(1_000, undefined, { ref: false })]);
        redis.disconnect();
      });
    }

    // Shared by the fleet in Redis; counted per instance while Redis is away (feat/observe counts it in /metrics).
    let store = {};
    if (redis) store = { store: fallbackRateLimitStore(redis, 'mall-rl:', () => undefined) };
    await app.register(rateLimit, {
      global: true,
      max: GENERAL_RATE_LIMIT(),
      timeWindow: '1 minute',
      // request.ip honours X-Forwarded-For only from the trusted proxy hops (app.ts trustProxy).
      keyGenerator: (request) => request.ip,
      ...store,
    });
  },
  { name: 'security' },
);
