/**
 * The fleet test's arithmetic, pure (tools/__tests__/fleet-report.test.mjs): latency windows, the
 * longest request of a time span, and the invariants checked in the database after the run. Each
 * check returns the broken invariants as sentences; an empty list is a pass.
 */
import { percentile } from '../bench-api-checkout.mjs';

/** A request "hangs" when the client gave up waiting for it (tools/fleet/shoppers.mjs REQUEST_TIMEOUT_MS). */
export const TIMED_OUT = 'timeout';

const isOk = (sample) => typeof sample.status === 'number' && sample.status < 400;

/** Requests, outcomes and latency of `samples` ({ at, ms, status }), status counts included. */
export function summarizeSamples(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  return {
    requests: samples.length,
    ok: samples.filter(isOk).length,
    failed: samples.filter((s) => !isOk(s)).length,
    'p50 ms': percentile(sorted, 50),
    'p99 ms': percentile(sorted, 99),
    'max ms': sorted.length ? Math.round(sorted.at(-1) * 10) / 10 : null,
    statuses,
  };
}

/** Samples cut into consecutive windows of `windowMs` from `start` (by when each request began), one summary each. */
export function perWindow(samples, { start, end, windowMs }) {
  const windows = [];
  for (let from = start, i = 1; from < end; from += windowMs, i++) {
    const inside = samples.filter((s) => s.at >= from && s.at < Math.min(end, from + windowMs));
    windows.push({ window: i, ...summarizeSamples(inside) });
  }
  return windows;
}

/** Samples whose request was in flight at some moment of [from, to]. */
export const inFlightDuring = (samples, from, to) => samples.filter((s) => s.at <= to && s.at + s.ms >= from);

/**
 * Paid orders: every checkout the client saw paid is paid in the database once; no order is paid twice
 * (two captured PG transactions that kept the money); no money is kept for an order that is not paid.
 *   clientPaid: order numbers the client saw `paid`
 *   dbOrders:   [{ orderNo, status }] of the fleet's shoppers
 *   captures:   [{ orderNo, kept }] the sandbox PG's captured transactions (kept: amount not refunded)
 */
export function checkOrders({ clientPaid, dbOrders, captures }) {
  const problems = [];
  const byNo = new Map();
  for (const o of dbOrders) byNo.set(o.orderNo, [...(byNo.get(o.orderNo) ?? []), o]);
  for (const no of new Set(clientPaid)) {
    const rows = byNo.get(no) ?? [];
    if (rows.length === 0) problems.push(`order ${no}: the client saw it paid, the database has no such order (lost)`);
    else if (rows.length > 1) problems.push(`order ${no}: ${rows.length} orders with one number (duplicated)`);
    else if (rows[0].status !== 'paid') problems.push(`order ${no}: the client saw it paid, the database says ${rows[0].status} (lost)`);
  }
  const kept = new Map();
  for (const c of captures) if (c.kept > 0) kept.set(c.orderNo, (kept.get(c.orderNo) ?? 0) + 1);
  for (const [no, n] of kept) {
    if (n > 1) problems.push(`order ${no}: the PG kept the money of ${n} payments (charged twice)`);
    const status = byNo.get(no)?.[0]?.status;
    if (status !== 'paid') problems.push(`order ${no}: the PG kept the money, the order is ${status ?? 'missing'} (lost)`);
  }
  return problems;
}

/**
 * Stock adds up per option: what it had before the run, less what the run's order lines hold now (paid
 * or still reserved; expired and cancelled lines gave theirs back), is what it has now.
 *   before, after: { [optionId]: stock }; held: { [optionId]: units held by the run's lines }
 */
export function checkStock({ before, after, held }) {
  const problems = [];
  for (const id of Object.keys(before)) {
    const expected = before[id] - (held[id] ?? 0);
    if (after[id] !== expected) problems.push(`option ${id}: stock ${after[id]}, expected ${before[id]} − ${held[id] ?? 0} held = ${expected}`);
  }
  return problems;
}

/**
 * Points add up per member: the grant, less the points of their paid orders, is their balance (points
 * are spent when a payment settles, ADR 0012; an unpaid sheet spends none).
 *   granted: { [memberId]: points }; balances: { [memberId]: sum of the ledger }; spent: { [memberId]: Σ point_amount of paid orders }
 */
export function checkPoints({ granted, balances, spent }) {
  const problems = [];
  for (const id of Object.keys(granted)) {
    const expected = granted[id] - (spent[id] ?? 0);
    if (balances[id] !== expected) problems.push(`member ${id}: points ${balances[id]}, expected ${granted[id]} − ${spent[id] ?? 0} spent = ${expected}`);
  }
  return problems;
}

/** Migrations and seed ran once: drizzle's journal has each migration once, and the seed's rows are there once. */
export function checkStartOnce({ journalEntries, migrationRows, distinctMigrationHashes, seededGoods, expectedGoods, duplicateSeedNames }) {
  const problems = [];
  if (migrationRows !== journalEntries) problems.push(`drizzle migrations table: ${migrationRows} rows for ${journalEntries} migrations`);
  if (distinctMigrationHashes !== migrationRows)
    problems.push(`drizzle migrations table: ${migrationRows - distinctMigrationHashes} migrations recorded twice`);
  if (seededGoods !== expectedGoods) problems.push(`seed: ${seededGoods} goods, expected ${expectedGoods} (seeded more than once, or not at all)`);
  for (const [table, n] of Object.entries(duplicateSeedNames)) if (n > 0) problems.push(`seed: ${n} duplicated rows in ${table}`);
  return problems;
}

/**
 * Rate limits without Redis: each live instance counts on its own, so one client address gets between
 * one instance's limit and `instances` × the limit through (never unlimited, never the shared one).
 * With Redis the fleet shares one bucket: at most about one limit. `slack` allows for a window that
 * turns over during the probe.
 */
export function checkRateLimit({ redis, ok, limited, other = 0, max, instances, slack = 0.15 }) {
  const ceiling = (redis ? max : max * instances) * (1 + slack);
  const problems = [];
  if (ok === 0) return [`rate limit (${redis ? 'shared in Redis' : 'Redis down'}): no request got through (${limited} limited, ${other} failed otherwise)`];
  if (limited === 0) problems.push(`rate limit (${redis ? 'shared in Redis' : 'Redis down'}): nothing was limited, ${ok} requests of one client got through`);
  if (ok > ceiling)
    problems.push(`rate limit (${redis ? 'shared in Redis' : 'Redis down'}): ${ok} requests got through, at most ${Math.round(ceiling)} expected`);
  if (!redis && ok <= max * (1 + slack) && instances > 1)
    problems.push(`rate limit (Redis down): ${ok} requests got through, one shared bucket's worth: the instances did not fall back to counting on their own`);
  return problems;
}

/** A Prometheus text exposition as { 'name{labels}': value } (comments skipped). */
export function parseMetrics(text) {
  const out = {};
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    out[line.slice(0, at)] = Number(line.slice(at + 1));
  }
  return out;
}

/** Metrics whose name matches `pattern`, summed across instances' parsed expositions. */
export function sumMetrics(expositions, pattern) {
  let total = 0;
  let found = false;
  for (const metrics of expositions)
    for (const [name, value] of Object.entries(metrics))
      if (pattern.test(name)) {
        found = true;
        total += value;
      }
  return found ? total : null;
}
