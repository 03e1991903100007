#!/usr/bin/env node
/**
 * API load check on loopback (`npm run bench:api`; not part of `npm test`). Starts mall-api on a
 * throwaway database — in-memory PGlite, or a fresh PostgreSQL database when DATABASE_URL is set —
 * and drives it with autocannon:
 *   1. throughput: each scenario of bench-api-scenarios.mjs (requests/s, p50/p99 latency, errors),
 *      with the per-client limits lifted so the server itself is measured;
 *   2. limits: the limits a shop runs with, one normal shopper (a page every few seconds) beside one
 *      abuser (as fast as it can) from another address: the shopper must get through, the abuser 429s.
 * Prints tables and writes .bench/api.json.
 *
 *   node tools/bench-api.mjs [--duration 10] [--connections 20] [--scale 100000] [--warm-up 30]
 *
 * `--scale N` seeds the demo mall with N goods first (the seed CLI's --scale) so search, facets and
 * listings are measured on a large catalogue; on PGlite it uses a temporary data directory on disk.
 * The search scenarios come cold (a new search every request: the result cache cannot answer) and realistic
 * (popular searches, Zipf-like, run once unmeasured first as a running shop's cache is warm: `warm-up s`); the
 * table's `search cache` column says how the search answered (hit, stale while recomputed, shared with an
 * identical search in flight, miss).
 * Issue 10's goal: search p99 ≤ 50 ms at 50 connections on 100k goods on PostgreSQL:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api -- --scale 100000 --connections 50
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchCheckout } from './bench-api-checkout.mjs';
import { SCENARIOS } from './bench-api-scenarios.mjs';
import { ROOT } from './start.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    scale: { type: 'string' },
    only: { type: 'string' },
    existing: { type: 'boolean', default: false },
    'warm-up': { type: 'string', default: '30' },
  },
});
/** `--only search,order`: the scenarios whose name contains one of the words (order creation is "order"). */
const ONLY = values.only ? values.only.split(',').map((w) => w.trim().toLowerCase()) : null;
const selected = (name) => !ONLY || ONLY.some((w) => name.toLowerCase().includes(w));
const DURATION = Number(values.duration);
/** Seconds of unmeasured traffic before a `warmUp` scenario (a running shop's cache is warm). */
const WARM_UP = Number(values['warm-up']);
const SCALE = values.scale ? Number(values.scale) : null;
const CONNECTIONS = Number(values.connections);
const PORT = 4900 + Number(process.env.MALL_PORT_OFFSET ?? 0);
const BASE = `http://127.0.0.1:${PORT}`;

/** A fresh PostgreSQL database for this run (dropped at the end), or in-memory PGlite. */
async function database() {
  if (values.existing) {
    // `--existing`: measure the database DATABASE_URL names as it is (already seeded), and keep it.
    if (!process.env.DATABASE_URL) throw new Error('--existing needs DATABASE_URL');
    return {
      env: { DATABASE_URL: process.env.DATABASE_URL },
      label: `PostgreSQL (existing ${new URL(process.env.DATABASE_URL).pathname.slice(1)})`,
      drop: async () => {},
    };
  }
  if (!process.env.DATABASE_URL && SCALE) {
    // The seed CLI and the server are two processes: they share a data directory on disk.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-pglite-'));
    return {
      env: { PGLITE_DATA_DIR: dir, DATABASE_URL: '' },
      label: 'PGlite (temporary data directory)',
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!process.env.DATABASE_URL) return { env: { PGLITE_DATA_DIR: 'memory://', DATABASE_URL: '' }, label: 'PGlite (in-memory)', drop: async () => {} };
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `bench_api_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    label: `PostgreSQL (${url.host})`,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The seed CLI with `--scale`: the demo mall with `count` goods (appended to an existing one). */
function seedScale(env, count) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/db/seed/cli.ts', '--scale', String(count)], {
      cwd: path.join(ROOT, 'mall-api'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding ${count} goods failed (${code})`))));
  });
}

async function startApi(env) {
  const child = spawn('npx', ['tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'mall-api'),
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('mall-api did not start');
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    process.kill(-child.pid, 'SIGTERM');
  });

const run = (options) =>
  new Promise((resolve, reject) => autocannon({ url: BASE, duration: DURATION, ...options }, (err, result) => (err ? reject(err) : resolve(result))));

/** The machine's 1-minute load average (2 cores shared with other work: read it beside each number). */
const load = () => Math.round(os.loadavg()[0] * 100) / 100;

function row(name, result) {
  const ok = result['2xx'];
  return {
    scenario: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': ok,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** How the search answered each response (its `x-search-cache` header: hit, stale, shared or miss), counted per scenario. */
function countCacheAnswers(requests) {
  const cache = { hit: 0, stale: 0, shared: 0, miss: 0 };
  const counted = requests?.map((r) => ({
    ...r,
    onResponse: (status, body, context, headers) => {
      const source = headers['x-search-cache'];
      if (source in cache) cache[source]++;
    },
  }));
  return { requests: counted, cache };
}

/** `hit 96% · stale 0% · shared 1% · miss 3%`, or `-` when no response came from the search. */
function cacheShare(cache) {
  const total = cache.hit + cache.stale + cache.shared + cache.miss;
  if (total === 0) return '-';
  return ['hit', 'stale', 'shared', 'miss'].map((k) => `${k} ${Math.round((cache[k] / total) * 100)}%`).join(' · ');
}

const withLoad = (r, before) => ({ ...r, 'load before': before, 'load after': load() });

async function main() {
  const db = await database();
  const report = {
    date: new Date().toISOString(),
    database: db.label,
    goods: SCALE ?? 'demo',
    duration: DURATION,
    connections: CONNECTIONS,
    cores: os.cpus().length,
    throughput: [],
    orders: null,
    limits: null,
  };
  try {
    console.log(`[bench:api] ${db.label}; ${DURATION}s per scenario`);
    if (SCALE && !values.existing) {
      const started = Date.now();
      await seedScale(db.env, SCALE);
      console.log(`[bench:api] seeded ${SCALE} goods in ${Math.round((Date.now() - started) / 1000)}s`);
    }
    // 1. Throughput, limits lifted.
    const api = await startApi({
      ...db.env,
      RATE_LIMIT_MAX: '1000000000',
      AUTH_RATE_LIMIT_MAX: '1000000000',
      ORDER_START_RATE_LIMIT_MAX: '1000000000',
      SEARCH_CLIENT_LIMIT: '1000000000',
      SEARCH_CLIENT_IN_FLIGHT: '1000000000',
    });
    try {
      for (const scenario of SCENARIOS.filter((s) => selected(s.name))) {
        if (scenario.writes && !db.env.DATABASE_URL) {
          console.log(`  ${scenario.name}: PostgreSQL only (writes beside the requests): set DATABASE_URL`);
          continue;
        }
        const options = await scenario.options({ base: BASE });
        const connections = scenario.connections ?? CONNECTIONS;
        const writer = scenario.writes ? backgroundWrites(db.env.DATABASE_URL, scenario.writes) : null;
        if (scenario.warmUp && WARM_UP > 0) {
          // A running shop's cache is warm: the same traffic first, not measured.
          await run({ connections, ...options, duration: WARM_UP });
          console.log(`  ${scenario.name}: warmed up for ${WARM_UP}s (not measured)`);
        }
        const { requests, cache } = countCacheAnswers(options.requests);
        const before = load();
        const result = await run({ connections, ...options, ...(requests ? { requests } : {}) });
        const writes = writer ? await writer.stop() : null;
        report.throughput.push(
          withLoad({ ...row(scenario.name, result), 'warm-up s': scenario.warmUp ? WARM_UP : 0, 'search cache': cacheShare(cache) }, before),
        );
        if (writes) console.log(`  ${scenario.name}: ${writes.done} writes beside it (${writes.failed} failed)`);
        console.log(`  ${scenario.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms (load ${before})`);
        if (cache.miss + cache.stale > 0) {
          // Searches still queued when autocannon stopped (a cold scenario leaves up to one per connection) would run
          // into the next scenario: one new search waits behind all of them (the server computes new searches
          // first come first served).
          const started = Date.now();
          await fetch(`${BASE}/api/v1/search?keyword=${encodeURIComponent(`대기열확인${started}`)}`);
          console.log(`  ${scenario.name}: searches queued behind it computed in ${((Date.now() - started) / 1000).toFixed(1)}s (not measured)`);
        }
      }
      // Order creation last (its paid orders would move the popular order of the searches above).
      if (selected('order creation') && db.env.DATABASE_URL) {
        const before = load();
        const orders = await benchCheckout({ base: BASE, databaseUrl: db.env.DATABASE_URL, duration: DURATION, connections: CONNECTIONS });
        report.throughput.push(...orders.rows.map((r, i) => (i === 0 ? withLoad(r, before) : r)));
        report.orders = {
          members: orders.members,
          options: orders.options,
          successfulCheckouts: orders.successfulCheckouts,
          paidInDatabase: orders.paidInDatabase,
          failures: orders.failures,
        };
        console.log(`  ${orders.rows[0].scenario}: ${orders.rows[0]['req/s']} checkouts/s, p99 ${orders.rows[0]['p99 ms']} ms (load ${before})`);
      } else if (selected('order creation')) {
        console.log('  order creation: PostgreSQL only (it adds bench members and stock to the database): set DATABASE_URL');
      }
    } finally {
      await stop(api);
    }

    // 2. The limits a shop runs with: one shopper and one abuser behind the trusted proxy.
    if (selected('limits')) await measureLimits(db, report);
  } finally {
    await db.drop();
  }
  printReport(report);
}

/** `statement` run `perSecond` times a second on its own connection (each its own transaction) until stopped. */
function backgroundWrites(databaseUrl, { perSecond, statement }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const counts = { done: 0, failed: 0 };
  let stopped = false;
  const loop = (async () => {
    await client.connect();
    const started = Date.now();
    while (!stopped) {
      await client.query(statement).then(
        () => counts.done++,
        () => counts.failed++,
      );
      const due = started + ((counts.done + counts.failed) * 1000) / perSecond;
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    }
    await client.end();
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return counts;
    },
  };
}

async function measureLimits(db, report) {
  const api = await startApi({ ...db.env, SEED_DEMO_DATA: '1' });
  const shopperPaths = ['/api/v1/lego-pages/main', '/api/v1/goods/1', '/api/v1/carts/count', '/api/v1/informations/initial-settings', '/api/v1/goods/3'];
  const [shopper, abuser] = await Promise.all([
    // A brisk shopper: a page with a handful of calls every few seconds, for the whole run.
    run({ connections: 1, overallRate: 3, requests: shopperPaths.map((p) => ({ method: 'GET', path: p, headers: { 'x-forwarded-for': '198.51.100.1' } })) }),
    run({ connections: 10, requests: [{ method: 'GET', path: '/api/v1/goods/1', headers: { 'x-forwarded-for': '203.0.113.66' } }] }),
  ]);
  report.limits = { shopper: row('normal shopper (3 req/s)', shopper), abuser: row('one abuser (10 connections)', abuser), generalLimitPerMinute: 600 };
  await stop(api);
}

function printReport(report) {
  console.log(`\nthroughput (per-client limits lifted; ${report.cores} cores, load = 1-minute load average)`);
  console.table(report.throughput);
  const ordersOk = !report.orders || report.orders.paidInDatabase === report.orders.successfulCheckouts;
  if (report.orders) {
    console.log(
      `order creation: ${report.orders.successfulCheckouts} successful checkouts by ${report.orders.members} members over ${report.orders.options} options; paid orders in the database: ${report.orders.paidInDatabase} (${ordersOk ? 'equal' : 'NOT EQUAL'})`,
    );
    if (Object.keys(report.orders.failures).length > 0) console.log('failed checkouts:', report.orders.failures);
  }
  let limitsOk = true;
  if (report.limits) {
    console.log('limits as a shop runs them (600 requests a minute per client address)');
    console.table([report.limits.shopper, report.limits.abuser]);
    const shopperOk = report.limits.shopper.non2xx === 0;
    const abuserThrottled = report.limits.abuser.non2xx > report.limits.abuser['2xx'];
    console.log(`shopper got through: ${shopperOk ? 'yes' : 'NO'}; abuser throttled: ${abuserThrottled ? 'yes' : 'NO'}`);
    limitsOk = shopperOk && abuserThrottled;
  }
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.bench', 'api.json'), JSON.stringify(report, null, 2));
  if (!limitsOk || !ordersOk) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`[bench:api] ${error.message}`);
  process.exit(1);
});
