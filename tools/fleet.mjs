#!/usr/bin/env node
/**
 * The fleet test (issue 27): several mall-api instances behind HAProxy on this machine, on their own
 * PostgreSQL cluster and Redis (temporary, on free ports: never the shared servers), under a mixed
 * shopper load, while things break:
 *   1. three instances started at once on an empty database: migrations and seed ran once;
 *   2. one instance killed (SIGKILL) mid-load: the balancer routes around it; it is started again;
 *   3. PostgreSQL restarted mid-load: requests fail fast (503), not hang; every instance is ready again
 *      without a restart;
 *   4. Redis stopped: the shop keeps selling, rate limits count per instance, /metrics says so;
 *   5. long form only: a 10-minute soak at a steady rate (errors, RSS per instance, p50/p99 per minute: reported);
 * then, in the database: every checkout the client saw paid is paid once, nothing is charged twice or
 * kept without an order, stock and points add up.
 *
 *   npm run test:fleet                  long form (about 15 minutes)
 *   npm run test:fleet -- --short       CI form (a few minutes)
 *
 * Prints the report and writes it to .fleet/report-<date>.json; exits 1 when an invariant broke.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiInstance, ensureHaproxy, instanceEnv, startHaproxy, startPostgres, startRedis, waitFor } from './fleet/cluster.mjs';
import { endFacts, prepareShoppers, startFacts } from './fleet/database.mjs';
import {
  TIMED_OUT,
  checkOrders,
  checkPoints,
  checkRateLimit,
  checkStartOnce,
  checkStock,
  inFlightDuring,
  perWindow,
  summarizeSamples,
} from './fleet/report.mjs';
import { REQUEST_TIMEOUT_MS, createShoppers } from './fleet/shoppers.mjs';
import { probeMetrics } from './fleet/metrics.mjs';
import { ROOT } from './start.mjs';

const { values } = parseArgs({ options: { short: { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } } });
const SHORT = values.short;
const PLAN = SHORT
  ? { shoppers: 8, paceMs: 1_500, killPhaseS: 25, pgDownS: 5, pgPhaseS: 25, redisPhaseS: 20, soakMin: 0 }
  : { shoppers: 12, paceMs: 1_500, killPhaseS: 60, pgDownS: 10, pgPhaseS: 60, redisPhaseS: 45, soakMin: 10 };
const INSTANCES = 3;
/** The general limit per client address and minute the instances run with (RATE_LIMIT_MAX, instanceEnv). */
const GENERAL_RATE_LIMIT = 300;
const EXPECTED_GOODS = 120; // the demo seed's DEFAULT_GOODS_COUNT

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (m) => console.log(`[fleet ${new Date().toISOString().slice(11, 19)}] ${m}`);

async function main() {
  ensureHaproxy();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-fleet-'));
  fs.chmodSync(dir, 0o777);
  const report = { date: new Date().toISOString(), form: SHORT ? 'short' : 'long', cores: os.cpus().length, plan: PLAN, phases: {}, broken: [] };
  const cleanups = [];
  // Ctrl+C or a CI timeout: the fleet's processes go with the test.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, async () => {
      for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
      process.exit(1);
    });
  const broken = (problems) => report.broken.push(...problems);
  let phaseName = 'start';
  const phaseMarks = [];
  const enter = (name) => {
    phaseName = name;
    phaseMarks.push({ name, at: Date.now() });
    log(name);
  };
  try {
    log(`workdir ${dir}`);
    const postgres = await startPostgres(dir);
    cleanups.push(() => postgres.stop());
    const redis = await startRedis(dir);
    cleanups.push(() => redis.stop());
    const env = instanceEnv({ databaseUrl: postgres.url, redisUrl: redis.url, rateLimitMax: GENERAL_RATE_LIMIT });
    const instances = Array.from({ length: INSTANCES }, (_, i) => apiInstance(`api${i + 1}`, { dir, env }));
    cleanups.push(() => Promise.all(instances.map((i) => i.kill('SIGTERM'))));

    // 1. All at once on the empty database.
    enter('start: three instances at once on an empty database');
    const began = Date.now();
    await Promise.all(instances.map((i) => i.start()));
    await Promise.all(instances.map((i) => i.waitReady()));
    report.phases.start = { 'all ready s': Math.round((Date.now() - began) / 100) / 10, ...(await startFacts(postgres.url)) };
    broken(checkStartOnce({ ...report.phases.start, expectedGoods: EXPECTED_GOODS }));
    const balancer = await startHaproxy(dir, instances);
    cleanups.unshift(() => balancer.stop());

    const prepared = await prepareShoppers(postgres.url, { count: PLAN.shoppers, optionCount: 40 });
    const load = createShoppers({ base: balancer.url, members: prepared.shoppers, items: prepared.items, phase: () => phaseName });
    await load.loginAll();
    const loadBegan = Date.now();
    load.start(PLAN.paceMs);

    // 2. One instance killed mid-load, then started again.
    enter('kill: SIGKILL one instance under load');
    await sleep((PLAN.killPhaseS * 1000) / 3);
    const victim = instances[1];
    const killedAt = Date.now();
    await victim.kill('SIGKILL');
    await sleep((PLAN.killPhaseS * 1000 * 2) / 3);
    const afterKill = load.samples.filter((s) => s.at >= killedAt + 5_000 && s.at < Date.now());
    report.phases.kill = {
      victim: victim.name,
      'requests in flight at the kill': summarizeSamples(inFlightDuring(load.samples, killedAt, killedAt)),
      'requests from 5 s after the kill': summarizeSamples(afterKill),
    };
    if (afterKill.length === 0 || afterKill.filter((s) => s.status === 200).length === 0)
      broken(['kill: no request got through the balancer after one instance died']);
    const restartedAt = Date.now();
    await victim.start();
    await victim.waitReady();
    report.phases.kill['started again, ready in s'] = Math.round((Date.now() - restartedAt) / 100) / 10;

    // 3. PostgreSQL restarted mid-load.
    enter('postgres: restart under load');
    await sleep(5_000);
    const pids = instances.map((i) => i.child.pid);
    const downAt = Date.now();
    await postgres.stop();
    await sleep(PLAN.pgDownS * 1000);
    await postgres.start();
    const upAt = Date.now();
    const recovered = {};
    await Promise.all(
      instances.map(async (i) => {
        await waitFor(`${i.name} ready after the PostgreSQL restart`, () => i.ready(), 60_000).catch(() => undefined);
        recovered[i.name] = (await i.ready().catch(() => false)) ? Math.round((Date.now() - upAt) / 100) / 10 : null;
      }),
    );
    await sleep(Math.max(0, PLAN.pgPhaseS * 1000 - (Date.now() - downAt)));
    const during = inFlightDuring(load.samples, downAt, upAt);
    report.phases.postgres = {
      'down s': PLAN.pgDownS,
      'requests in flight while down': summarizeSamples(during),
      'ready again s after start (per instance)': recovered,
      'restarted instances': instances.filter((i, n) => i.child.pid !== pids[n]).map((i) => i.name),
    };
    const hung = during.filter((s) => s.ms >= REQUEST_TIMEOUT_MS || s.status === 'timeout');
    if (hung.length) broken([`postgres down: ${hung.length} requests hung (≥ ${REQUEST_TIMEOUT_MS / 1000} s)`]);
    const refused = during.filter((s) => s.status === 503).length;
    if (refused === 0) broken(['postgres down: no request was answered 503']);
    const otherwise = during.filter((s) => typeof s.status === 'number' && s.status >= 500 && s.status !== 503).length;
    if (otherwise) broken([`postgres down: ${otherwise} requests answered another 5xx than 503 (SERVICE_UNAVAILABLE with Retry-After)`]);
    for (const [name, s] of Object.entries(recovered)) if (s === null) broken([`postgres: ${name} not ready within 60 s after PostgreSQL came back`]);

    // 4. Redis stopped.
    const redisProbe = async (redisUp) =>
      checkRateLimit({
        redis: redisUp,
        ...(await load.flood(GENERAL_RATE_LIMIT * (INSTANCES + 1), `203.0.113.${redisUp ? 1 : 2}`)),
        max: GENERAL_RATE_LIMIT,
        instances: INSTANCES,
      });
    enter('redis: rate limit shared while Redis is up');
    const sharedProblems = await redisProbe(true);
    enter('redis: stopped under load');
    const paidBefore = load.checkouts.filter((c) => c.outcome === 'paid').length;
    const redisDownAt = Date.now();
    await redis.stop();
    await sleep(5_000);
    const fallbackProblems = await redisProbe(false);
    await sleep(Math.max(0, PLAN.redisPhaseS * 1000 - (Date.now() - redisDownAt)));
    const metrics = await probeMetrics(instances);
    report.phases.redis = {
      'checkouts paid while Redis was down': load.checkouts.filter((c) => c.outcome === 'paid').length - paidBefore,
      'requests while down': summarizeSamples(load.samples.filter((s) => s.at >= redisDownAt)),
      'rate limit, shared (Redis up)': sharedProblems.length ? sharedProblems : 'one bucket for the fleet',
      'rate limit, Redis down': fallbackProblems.length ? fallbackProblems : 'one bucket per instance',
      metrics: metrics.report,
    };
    broken([...sharedProblems, ...fallbackProblems, ...metrics.problems]);
    // The balancer and the instances have had a few seconds to notice; from then on the shop sells as before.
    const settled = load.samples.filter((s) => s.at >= redisDownAt + 5_000 && s.phase.startsWith('redis'));
    const failing = settled.filter((s) => s.status === TIMED_OUT || s.status === 'error' || s.status >= 500).length;
    if (failing) broken([`redis down: ${failing} of ${settled.length} shopper requests failed from 5 s after the stop (the shop must keep selling)`]);
    const soldLater = load.checkouts.filter((c) => c.outcome === 'paid' && c.startedAt >= redisDownAt + 5_000).length;
    report.phases.redis['checkouts begun and paid from 5 s after the stop'] = soldLater;
    if (soldLater === 0) broken(['redis down: no checkout begun after the stop was paid']);
    await redis.start();

    // 5. The soak (long form).
    if (PLAN.soakMin > 0) report.phases.soak = await soak(load, instances, enter);

    enter('drain');
    await load.stop();
    report.load = {
      'duration s': Math.round((Date.now() - loadBegan) / 1000),
      ...summarizeSamples(load.samples),
      checkouts: countBy(load.checkouts, (c) => (c.outcome === 'paid' ? 'paid' : `failed at ${c.step} (${c.status})`)),
    };
    const facts = await endFacts(postgres.url, { optionIds: Object.keys(prepared.stockBefore).map(Number) });
    const clientPaid = load.checkouts.filter((c) => c.outcome === 'paid').map((c) => c.orderNo);
    report.database = {
      'paid orders seen by the client': clientPaid.length,
      'paid orders in the database': facts.dbOrders.filter((o) => o.status === 'paid').length,
      'orders by status': countBy(facts.dbOrders, (o) => o.status),
    };
    broken(checkOrders({ clientPaid, dbOrders: facts.dbOrders, captures: facts.captures }));
    broken(checkStock({ before: prepared.stockBefore, after: facts.after, held: facts.held }));
    broken(checkPoints({ granted: prepared.granted, balances: facts.balances, spent: facts.spent }));
    report.phaseMarks = phaseMarks;
  } catch (error) {
    report.broken.push(`fleet test could not run: ${error.message}`);
    console.error(error);
  } finally {
    for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch((e) => log(`cleanup: ${e.message}`));
    if (!values.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
  printAndWrite(report);
  process.exit(report.broken.length ? 1 : 0);
}

const countBy = (list, key) => list.reduce((acc, x) => ((acc[key(x)] = (acc[key(x)] ?? 0) + 1), acc), {});

/** A steady rate for PLAN.soakMin minutes: per minute errors, p50/p99 and each instance's RSS (reported, not asserted). */
async function soak(load, instances, enter) {
  enter(`soak: ${PLAN.soakMin} minutes at a steady rate`);
  const start = Date.now();
  const rss = [];
  while (Date.now() - start < PLAN.soakMin * 60_000) {
    rss.push({ minute: Math.round(((Date.now() - start) / 60_000) * 10) / 10, ...Object.fromEntries(instances.map((i) => [`${i.name} MiB`, i.rssMiB()])) });
    await sleep(30_000);
  }
  const minutes = perWindow(
    load.samples.filter((s) => s.phase.startsWith('soak')),
    { start, end: start + PLAN.soakMin * 60_000, windowMs: 60_000 },
  ).map(({ statuses, ...row }) => ({ ...row, statuses: JSON.stringify(statuses) }));
  return { perMinute: minutes, rss };
}

function printAndWrite(report) {
  console.log(`\n== fleet test (${report.form}), ${report.date}, ${report.cores} cores ==`);
  console.log(JSON.stringify({ ...report, phases: { ...report.phases, soak: undefined } }, null, 2));
  if (report.phases.soak) {
    console.log('soak, per minute');
    console.table(report.phases.soak.perMinute);
    console.log('soak, resident memory per instance');
    console.table(report.phases.soak.rss);
  }
  const out = path.join(ROOT, '.fleet');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `report-${report.form}-${report.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(report.broken.length ? `\nBROKEN (${report.broken.length}):\n  ${report.broken.join('\n  ')}` : '\nall invariants hold');
  console.log(`report: ${path.relative(ROOT, file)}`);
}

void main();
