/**
 * The order-creation scenario of `npm run bench:api` (issue 9), PostgreSQL only: members logged in
 * through the real login API buy through the shopper's own path, one checkout after another on each
 * connection, with a fresh idempotency key per request:
 *   POST /api/v1/orders/start (바로 구매, stock reserved) → POST /api/v1/orders/{id}/prepare-pay (card,
 *   sandbox PG) → POST /sandbox/pg/{tid} action=approve (the PG page's 결제하기) → POST /api/v1/orders/{id}/result.
 * A checkout succeeds when the result answers `paid`; afterwards the paid orders are counted in the
 * database and must equal the successful checkouts.
 *
 * The bench's own throwaway database is prepared first (never the demo seed's numbers elsewhere):
 * bench members are added with the demo member's password hash, and the options bought get stock
 * topped up so the run never sells out.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const ORDERER = { name: '김벤치', phone: '01012345678', email: 'bench@example.com' };
const RECEIVER = {
  name: '김벤치',
  phone: '010-1234-5678',
  zipcode: '06236',
  address1: '서울특별시 강남구 테헤란로 152',
  address2: '12층',
  memo: '문 앞에 놓아 주세요',
};
const DEMO = { loginId: 'demo', password: 'demo1234!' };
const MEMBER_PREFIX = 'bench-buyer-';
/** Options the run buys from, spread over goods (one option each) so a few rows are not the only locks. */
const OPTION_COUNT = 200;
const STOCK_TOP_UP = 1_000_000;
/** Logins at once: each costs about half a second of one core (scrypt). */
const LOGIN_PARALLEL = 4;

/** Nearest-rank percentile of sorted samples (ms, one decimal), null for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return Math.round(sorted[rank - 1] * 10) / 10;
}

/** One row of the throughput table from latencies (ms) and counts over `seconds`. */
export function summarize(name, { latencies, ok, non2xx, errors, seconds }) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    scenario: name,
    'req/s': Math.round(((ok + non2xx) / seconds) * 10) / 10,
    'p50 ms': percentile(sorted, 50),
    'p99 ms': percentile(sorted, 99),
    '2xx': ok,
    non2xx,
    errors,
  };
}

/** Bench members (the demo member's password hash) and stock topped up on the options to buy. */
async function prepareDatabase(databaseUrl, memberCount) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into members (login_id, password_hash, name, grade_id, phone, email, last_login_at, password_changed_at)
       select $1 || g, m.password_hash, '벤치회원' || g, m.grade_id, m.phone, m.email, now(), now()
       from members m, generate_series(1, $2::int) g where m.login_id = $3
       on conflict (login_id) do nothing`,
      [MEMBER_PREFIX, memberCount, DEMO.loginId],
    );
    const { rows: options } = await client.query(
      `select distinct on (g.id) g.id as goods_id, o.id as option_id
       from goods g join goods_options o on o.goods_id = g.id
       where not g.is_adult and o.stock > 0
       order by g.id, o.id limit $1`,
      [OPTION_COUNT],
    );
    if (options.length === 0) throw new Error('order creation: no option to buy');
    await client.query(`update goods_options set stock = stock + $1 where id = any($2::int[])`, [STOCK_TOP_UP, options.map((o) => o.option_id)]);
    return options.map((o) => ({ goodsId: Number(o.goods_id), optionId: Number(o.option_id) }));
  } finally {
    await client.end();
  }
}

/** A login through the real API; a busy answer (503: the server still draining the scenario before) is retried for a minute. */
async function login(base, index) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login_id: `${MEMBER_PREFIX}${index}`, password: DEMO.password }),
    });
    if (res.ok) return (await res.json()).token;
    const text = await res.text();
    if (res.status !== 503 || attempt >= 30) throw new Error(`order creation: login of ${MEMBER_PREFIX}${index} failed (${res.status} ${text})`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** Sessions through the real login API, a few at a time. */
async function loginAll(base, count) {
  const tokens = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(LOGIN_PARALLEL, count) }, async () => {
      while (next < count) {
        const i = next++;
        tokens[i] = await login(base, i + 1);
      }
    }),
  );
  return tokens;
}

const STEPS = ['start', 'prepare-pay', 'PG approve', 'result'];

/** One shopper's checkout; each step's time is recorded, the first failing step ends it. */
async function checkout(base, token, item, record) {
  const auth = { authorization: `Bearer ${token}` };
  const call = async (step, url, init, expected = 200) => {
    const began = performance.now();
    let res;
    try {
      res = await fetch(`${base}${url}`, { ...init, redirect: 'manual' });
    } catch (error) {
      record(step, performance.now() - began, 'error');
      throw error;
    }
    const body = await res.text();
    record(step, performance.now() - began, res.status === expected ? 'ok' : 'non2xx');
    if (res.status !== expected) throw new Error(`${step}: ${res.status} ${body.slice(0, 200)}`);
    return { res, body };
  };
  const json = (extra) => ({ method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...extra } });
  const started = await call('start', '/api/v1/orders/start', {
    ...json(),
    body: JSON.stringify({ items: [{ goods_id: item.goodsId, option_id: item.optionId, ea: 1 }] }),
  });
  const orderNo = JSON.parse(started.body).order_id;
  const prepared = JSON.parse(
    (
      await call(`prepare-pay`, `/api/v1/orders/${orderNo}/prepare-pay`, {
        ...json(),
        body: JSON.stringify({ orderer: ORDERER, receiver: RECEIVER, payment: { method: 'card', card_company: 'shinhan' } }),
      })
    ).body,
  );
  await call(
    'PG approve',
    prepared.payment_url,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=approve' },
    303,
  );
  const result = JSON.parse((await call('result', `/api/v1/orders/${orderNo}/result`, { ...json(), body: JSON.stringify({ pg_tid: prepared.pg_tid }) })).body);
  if (result.status !== 'paid') throw new Error(`result: ${result.status}`);
}

async function databaseNow(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('select now() as now')).rows[0].now;
  } finally {
    await client.end();
  }
}

/** Paid orders of the bench members created since `since` (an earlier run on an --existing database is left out). */
async function paidOrdersOf(databaseUrl, since) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from orders o join members m on m.id = o.member_id where m.login_id like $1 and o.status = 'paid' and o.created_at >= $2`,
      [`${MEMBER_PREFIX}%`, since],
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Runs the scenario for `duration` seconds on `connections` shoppers (each its own member and
 * session). Returns the table rows (whole checkout, then each step) and the database check.
 */
export async function benchCheckout({ base, databaseUrl, duration, connections }) {
  const items = await prepareDatabase(databaseUrl, connections);
  const tokens = await loginAll(base, connections);
  const steps = new Map(STEPS.map((s) => [s, { latencies: [], ok: 0, non2xx: 0, errors: 0 }]));
  const whole = { latencies: [], ok: 0, non2xx: 0, errors: 0 };
  const failures = new Map();
  const record = (step, ms, outcome) => {
    const s = steps.get(step);
    s.latencies.push(ms);
    s[outcome === 'ok' ? 'ok' : outcome === 'non2xx' ? 'non2xx' : 'errors'] += 1;
  };
  const since = await databaseNow(databaseUrl);
  const began = performance.now();
  const deadline = began + duration * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const item = items[Math.floor(Math.random() * items.length)];
        const t = performance.now();
        try {
          await checkout(base, token, item, record);
          whole.latencies.push(performance.now() - t);
          whole.ok += 1;
        } catch (error) {
          whole.non2xx += 1;
          const reason = error.message.slice(0, 120);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const paidInDatabase = await paidOrdersOf(databaseUrl, since);
  return {
    rows: [
      summarize('order creation: checkout (start → prepare-pay → PG approve → result)', { ...whole, seconds }),
      ...STEPS.map((s) => summarize(`  order creation step: ${s}`, { ...steps.get(s), seconds })),
    ],
    members: connections,
    options: items.length,
    successfulCheckouts: whole.ok,
    paidInDatabase,
    failures: Object.fromEntries(failures),
  };
}
