/**
 * The fleet test's shoppers, through the balancer: each a member with their own client address
 * (X-Forwarded-For behind the trusted balancer) who, one action at a time, browses (main page, a goods
 * page), searches, or buys (cart → order start → prepare-pay with or without points → the sandbox PG's
 * 결제하기 → result), as the storefront calls the API. Like the storefront they retry what the balancer
 * answers 502/503/504 or a dropped connection with the same idempotency key, for a bounded time.
 * Every request is recorded (when it began, how long, its status, the phase), every checkout with its
 * order number and how it ended.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { CATALOGUE_WORDS } from '../bench-api-scenarios.mjs';
import { TIMED_OUT } from './report.mjs';

/** A request the client waits longer for than this counts as hung (TIMED_OUT). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** How long a step is retried after 502/503/504 or a dropped connection. */
const RETRY_BUDGET_MS = 30_000;
const LOGIN_TIMEOUT_MS = 60_000;
const RETRY_PAUSE_MS = 500;
const RETRYABLE = new Set([502, 503, 504, 'error']);
const DEMO_PASSWORD = 'demo1234!';
const ORDERER = { name: '김플릿', phone: '01012345678', email: 'fleet@example.com' };
const RECEIVER = { name: '김플릿', phone: '010-1234-5678', zipcode: '06236', address1: '서울특별시 강남구 테헤란로 152', address2: '12층', memo: '' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One client address per shopper, from TEST-NET-2 (198.51.100.0/24). */
const addressOf = (index) => `198.51.100.${1 + (index % 254)}`;

export function createShoppers({ base, members, items, phase }) {
  const samples = [];
  const checkouts = [];
  const shoppers = members.map((m, i) => ({ ...m, ip: addressOf(i), token: null }));

  async function request(shopper, name, path, init = {}, timeoutMs = REQUEST_TIMEOUT_MS) {
    const began = performance.now();
    const at = Date.now();
    let status;
    let body = '';
    try {
      const res = await fetch(`${base}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'x-forwarded-for': shopper.ip, ...(shopper.token ? { authorization: `Bearer ${shopper.token}` } : {}), ...init.headers },
      });
      body = await res.text();
      status = res.status;
    } catch (error) {
      status = error.name === 'TimeoutError' ? TIMED_OUT : 'error';
    }
    samples.push({ at, ms: performance.now() - began, status, name, phase: phase() });
    return { status, body };
  }

  /** A step retried like the storefront retries it; the last answer. */
  async function step(shopper, name, path, init, ok = (s) => s === 200, timeoutMs = REQUEST_TIMEOUT_MS) {
    const deadline = Date.now() + RETRY_BUDGET_MS;
    for (;;) {
      const answer = await request(shopper, name, path, init, timeoutMs);
      if (ok(answer.status) || !RETRYABLE.has(answer.status) || Date.now() > deadline) return answer;
      await sleep(RETRY_PAUSE_MS);
    }
  }

  const json = (body, key) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });

  /** Before the load, one per instance at a time: a login is half a second of a core (scrypt), more on a busy machine. */
  async function login(shopper) {
    const body = json({ login_id: shopper.loginId, password: DEMO_PASSWORD });
    const answer = await step(shopper, 'login', '/api/v1/auth/login', body, (s) => s === 200, LOGIN_TIMEOUT_MS);
    if (answer.status !== 200) throw new Error(`login of ${shopper.loginId}: ${answer.status} ${answer.body.slice(0, 200)}`);
    shopper.token = JSON.parse(answer.body).token;
  }

  async function browse(shopper) {
    await request(shopper, 'main page', '/api/v1/lego-pages/main');
    await request(shopper, 'goods detail', `/api/v1/goods/${pick(items).goodsId}`);
  }

  async function search(shopper) {
    await request(shopper, 'search', `/api/v1/search?keyword=${encodeURIComponent(pick(CATALOGUE_WORDS))}`);
  }

  /** A checkout; recorded with where it ended. A paid result is the client's word that the order is paid. */
  async function buy(shopper) {
    const item = pick(items);
    const record = { memberId: shopper.memberId, startedAt: Date.now(), orderNo: null, outcome: 'paid', step: null, points: 0 };
    checkouts.push(record);
    const fail = (stepName, answer) => Object.assign(record, { outcome: 'failed', step: stepName, status: answer.status, reason: answer.body.slice(0, 160) });
    const added = await step(shopper, 'cart add', '/api/v1/carts', json({ items: [{ goods_id: item.goodsId, option_id: item.optionId, ea: 1 }] }));
    if (added.status !== 200) return fail('cart add', added);
    const started = await step(shopper, 'order start', '/api/v1/orders/start', json({ cart_ids: JSON.parse(added.body).cart_ids }, randomUUID()));
    if (started.status !== 200) return fail('order start', started);
    record.orderNo = JSON.parse(started.body).order_id;
    record.points = Math.random() < 0.5 ? 1000 : 0;
    const sheet = { orderer: ORDERER, receiver: RECEIVER, point_amount: record.points, payment: { method: 'card', card_company: 'shinhan' } };
    const prepared = await step(shopper, 'prepare-pay', `/api/v1/orders/${record.orderNo}/prepare-pay`, json(sheet, randomUUID()));
    if (prepared.status !== 200) return fail('prepare-pay', prepared);
    const { pg_tid: tid, payment_url: paymentUrl } = JSON.parse(prepared.body);
    // The PG's page answers 303 back to the shop; a retry after a lost answer finds it approved and shows the page (200).
    let approvals = 0;
    const approved = await step(
      shopper,
      'PG approve',
      paymentUrl,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=approve' },
      (s) => s === 303 || (s === 200 && approvals++ > 0),
    );
    if (approved.status !== 303 && approved.status !== 200) return fail('PG approve', approved);
    const result = await step(shopper, 'result', `/api/v1/orders/${record.orderNo}/result`, json({ pg_tid: tid }, randomUUID()));
    if (result.status !== 200) return fail('result', result);
    const status = JSON.parse(result.body).status;
    if (status !== 'paid') return fail('result', { status, body: result.body });
  }

  /** Weighted: 4 in 10 browse, 3 search, 3 buy. */
  const actions = [browse, browse, browse, browse, search, search, search, buy, buy, buy];

  let running = null;
  let stopping = false;
  return {
    samples,
    checkouts,
    async loginAll(parallel = 3) {
      let next = 0;
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          while (next < shoppers.length) await login(shoppers[next++]);
        }),
      );
    },
    /** Every shopper acts once per `paceMs` (a steady rate), or back to back when an action takes longer. */
    start(paceMs) {
      stopping = false;
      running = Promise.all(
        shoppers.map(async (shopper, i) => {
          await sleep((paceMs / shoppers.length) * i);
          while (!stopping) {
            const began = Date.now();
            await pick(actions)(shopper);
            await sleep(Math.max(0, paceMs - (Date.now() - began)));
          }
        }),
      );
    },
    /** Ends the load once each shopper's action in hand is finished. */
    async stop() {
      stopping = true;
      await running;
    },
    /** One client address, `count` cheap requests as fast as autocannon sends them: what got through, what was limited (the rate-limit probe). */
    async flood(count, ip, path = '/api/v1/informations/initial-settings') {
      const result = await autocannon({ url: `${base}${path}`, amount: count, connections: 16, headers: { 'x-forwarded-for': ip } });
      const of = (code) => result.statusCodeStats?.[code]?.count ?? 0;
      return { ok: of(200), limited: of(429), other: count - of(200) - of(429) };
    },
  };
}
