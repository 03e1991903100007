import { describe, expect, it } from 'vitest';
import { haproxyConfig, instanceEnv } from '../fleet/cluster.mjs';
import {
  TIMED_OUT,
  checkOrders,
  checkPoints,
  checkRateLimit,
  checkStartOnce,
  checkStock,
  inFlightDuring,
  parseMetrics,
  perWindow,
  summarizeSamples,
  sumMetrics,
} from '../fleet/report.mjs';

const sample = (at, ms, status = 200) => ({ at, ms, status });

describe('fleet test: latency windows', () => {
  it('summarizes outcomes and latency; errors, 5xx and timeouts are failures', () => {
    const s = summarizeSamples([sample(0, 10), sample(1, 30, 503), sample(2, 20), sample(3, 15_000, TIMED_OUT), sample(4, 5, 'error')]);
    expect(s).toEqual({
      requests: 5,
      ok: 2,
      failed: 3,
      'p50 ms': 20,
      'p99 ms': 15_000,
      'max ms': 15_000,
      statuses: { 200: 2, 503: 1, [TIMED_OUT]: 1, error: 1 },
    });
  });

  it('cuts samples into windows by when each request began, empty windows included', () => {
    const windows = perWindow([sample(0, 10), sample(59_999, 20), sample(60_000, 30), sample(180_000, 1)], { start: 0, end: 180_000, windowMs: 60_000 });
    expect(windows.map((w) => [w.window, w.requests, w['p99 ms']])).toEqual([
      [1, 2, 20],
      [2, 1, 30],
      [3, 0, null],
    ]);
  });

  it('finds the requests in flight during an outage, including ones that began before it', () => {
    const during = inFlightDuring([sample(0, 50), sample(0, 150), sample(120, 5), sample(300, 5)], 100, 200);
    expect(during.map((s) => [s.at, s.ms])).toEqual([
      [0, 150],
      [120, 5],
    ]);
  });
});

describe('fleet test: invariants in the database', () => {
  const paid = (orderNo) => ({ orderNo, status: 'paid' });

  it('passes when every order the client saw paid is paid once and the PG kept money only for paid orders', () => {
    const problems = checkOrders({
      clientPaid: ['A', 'B'],
      dbOrders: [paid('A'), paid('B'), { orderNo: 'C', status: 'ordering' }, paid('D')],
      captures: [
        { orderNo: 'A', kept: 1000 },
        { orderNo: 'B', kept: 1000 },
        { orderNo: 'D', kept: 1000 },
        { orderNo: 'C', kept: 0 },
      ],
    });
    expect(problems).toEqual([]);
  });

  it('reports a paid order the database lost or left unpaid, one paid twice, and money kept without an order', () => {
    const problems = checkOrders({
      clientPaid: ['A', 'B', 'E'],
      dbOrders: [{ orderNo: 'B', status: 'ordering' }, paid('E'), paid('E'), { orderNo: 'F', status: 'expired' }],
      captures: [
        { orderNo: 'E', kept: 1000 },
        { orderNo: 'E', kept: 1000 },
        { orderNo: 'F', kept: 500 },
      ],
    });
    expect(problems).toEqual([
      'order A: the client saw it paid, the database has no such order (lost)',
      'order B: the client saw it paid, the database says ordering (lost)',
      'order E: 2 orders with one number (duplicated)',
      'order E: the PG kept the money of 2 payments (charged twice)',
      'order F: the PG kept the money, the order is expired (lost)',
    ]);
  });

  it('stock: before less what the run’s lines hold is what is left', () => {
    expect(checkStock({ before: { 1: 100, 2: 100 }, after: { 1: 97, 2: 100 }, held: { 1: 3 } })).toEqual([]);
    expect(checkStock({ before: { 1: 100 }, after: { 1: 98 }, held: { 1: 3 } })).toEqual(['option 1: stock 98, expected 100 − 3 held = 97']);
  });

  it('points: the grant less the points of paid orders is the balance', () => {
    expect(checkPoints({ granted: { 7: 10_000 }, balances: { 7: 8_000 }, spent: { 7: 2_000 } })).toEqual([]);
    expect(checkPoints({ granted: { 7: 10_000, 8: 10_000 }, balances: { 7: 7_000, 8: 10_000 }, spent: { 7: 2_000 } })).toEqual([
      'member 7: points 7000, expected 10000 − 2000 spent = 8000',
    ]);
  });

  it('start: every migration recorded once, the seed’s goods and names there once', () => {
    const once = {
      journalEntries: 49,
      migrationRows: 49,
      distinctMigrationHashes: 49,
      seededGoods: 120,
      expectedGoods: 120,
      duplicateSeedNames: { grades: 0 },
    };
    expect(checkStartOnce(once)).toEqual([]);
    expect(checkStartOnce({ ...once, migrationRows: 98, distinctMigrationHashes: 49, seededGoods: 240, duplicateSeedNames: { grades: 5 } })).toEqual([
      'drizzle migrations table: 98 rows for 49 migrations',
      'drizzle migrations table: 49 migrations recorded twice',
      'seed: 240 goods, expected 120 (seeded more than once, or not at all)',
      'seed: 5 duplicated rows in grades',
    ]);
  });
});

describe('fleet test: rate limits with and without Redis', () => {
  it('with Redis, one client gets one limit’s worth through the whole fleet', () => {
    expect(checkRateLimit({ redis: true, ok: 600, limited: 1800, max: 600, instances: 3 })).toEqual([]);
    expect(checkRateLimit({ redis: true, ok: 1800, limited: 600, max: 600, instances: 3 })).toHaveLength(1);
  });

  it('without Redis, each instance counts on its own: more than one limit, never unlimited', () => {
    expect(checkRateLimit({ redis: false, ok: 1800, limited: 600, max: 600, instances: 3 })).toEqual([]);
    // skipped limits (nothing limited) and a bucket still shared are both wrong
    expect(checkRateLimit({ redis: false, ok: 2400, limited: 0, max: 600, instances: 3 })).toHaveLength(2);
    expect(checkRateLimit({ redis: false, ok: 600, limited: 1800, max: 600, instances: 3 })).toEqual([
      "rate limit (Redis down): 600 requests got through, one shared bucket's worth: the instances did not fall back to counting on their own",
    ]);
  });

  it('says so when nothing got through at all (every instance out of the balancer)', () => {
    expect(checkRateLimit({ redis: false, ok: 0, limited: 0, other: 1200, max: 300, instances: 3 })).toEqual([
      'rate limit (Redis down): no request got through (0 limited, 1200 failed otherwise)',
    ]);
  });
});

describe('fleet test: metrics and the balancer', () => {
  it('parses a Prometheus exposition and sums a metric across instances', () => {
    const a = parseMetrics('# HELP mall_redis_up x\n# TYPE mall_redis_up gauge\nmall_redis_up 0\nmall_rate_limit_fallback_total{route="/x"} 4\n');
    const b = parseMetrics('mall_redis_up 1\nmall_rate_limit_fallback_total{route="/x"} 2\nmall_rate_limit_fallback_total{route="/y"} 1\n');
    expect(sumMetrics([a, b], /^mall_redis_up\b/)).toBe(1);
    expect(sumMetrics([a, b], /^mall_rate_limit_fallback_total\b/)).toBe(7);
    expect(sumMetrics([a], /^nothing\b/)).toBeNull();
  });

  it('balances over every instance, checks each on /ready, and passes the client address on', () => {
    const config = haproxyConfig({
      port: 18080,
      instances: [
        { name: 'api1', port: 1 },
        { name: 'api2', port: 2 },
      ],
    });
    expect(config).toMatch(/bind 127\.0\.0\.1:18080/);
    expect(config).toMatch(/option httpchk GET \/ready/);
    expect(config).toMatch(/option forwardfor/);
    expect(config.match(/^ {2}server api\d 127\.0\.0\.1:\d+ check$/gm)).toHaveLength(2);
  });

  it('runs the instances as production on the test’s own database and Redis, with the sandbox PG and a fresh PG secret', () => {
    const env = instanceEnv({ databaseUrl: 'postgres://x/mall', redisUrl: 'redis://127.0.0.1:1' });
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://x/mall',
      REDIS_URL: 'redis://127.0.0.1:1',
      NODE_ENV: 'production',
      SANDBOX: 'on',
      SEED_DEMO_DATA: '1',
    });
    expect(env.PG_SANDBOX_SECRET).toMatch(/^[0-9a-f]{64}$/);
  });
});
