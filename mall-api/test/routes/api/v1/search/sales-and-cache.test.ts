import {
  CHECKOUT_API,
  MY_ORDERS_API,
  ORDER_API,
  ORDER_LINE_STATUSES,
  OrderResultSchema,
  OrderStartResponseSchema,
  PreparePayResponseSchema,
  PURCHASED_STATUSES,
} from '@mall/shared-contracts/order';
import { SEARCH_API, SearchQuerySchema, SearchResponseSchema, toSearchParams, type SearchQuery, type SearchResponse } from '@mall/shared-contracts/catalog';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { goods, orderItems, searchLogs } from '../../../../../src/db/schema';
import { createSearchCache, searchCacheKey, searchCacheOptions, snapshotCovers } from '../../../../../src/plugins/app/catalog/search/search-cache';
import { taskGate } from '../../../../../src/lib/task-gate';
import { bearer, expectBody, loginDemo, sandboxPg } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { DEMO_ORDERER, DEMO_RECEIVER, pickOption, setStock } from '../../../../helpers/fixtures';

describe('search: the maintained sales count and the result cache', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const salesCount = async (goodsId: number) => (await ctx.db.db.select({ n: goods.salesCount }).from(goods).where(eq(goods.id, goodsId)))[0]!.n;
  /** The definition: units of the goods' lines in PURCHASED_STATUSES. */
  const unitsSold = async (goodsId: number) => {
    const [row] = await ctx.db.db
      .select({ n: sum(orderItems.ea) })
      .from(orderItems)
      .where(and(eq(orderItems.goodsId, goodsId), inArray(orderItems.status, [...PURCHASED_STATUSES])));
    return Number(row?.n ?? 0);
  };
  const search = async (query: Partial<SearchQuery>, raw?: string, client = '198.51.100.1') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${SEARCH_API.search}?${raw ?? toSearchParams(query).toString()}`,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });
    return { body: expectBody(res, 200, SearchResponseSchema), cache: res.headers['x-search-cache'], type: res.headers['content-type'] };
  };
  const logged = async (keyword: string) => (await ctx.db.db.select({ n: count() }).from(searchLogs).where(eq(searchLogs.keyword, keyword)))[0]!.n;

  it('keeps every seeded goods’ sales count equal to the units of its purchased lines', async () => {
    const wrong = await ctx.db.db.execute(sql`select g.id from ${goods} g where g.sales_count <> (
      select coalesce(sum(l.ea), 0) from ${orderItems} l where l.goods_id = g.id and ${inArray(sql`l.status`, [...PURCHASED_STATUSES])})`);
    expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [sold] = await ctx.db.db
      .select({ n: count() })
      .from(goods)
      .where(sql`${goods.salesCount} > 0`);
    expect(sold!.n).toBeGreaterThan(0);
  });

  it('moves the sales count with a paid order and its cancel; a cached search of its goods may lag that count', async () => {
    const o = await pickOption(ctx.db.db, { minStock: 20, minUnitPrice: 10_000 });
    const before = await salesCount(o.goodsId);
    const started = expectBody(
      await ctx.app.inject({
        method: 'POST',
        url: ORDER_API.start,
        headers: { ...member, 'idempotency-key': randomUUID() },
        payload: { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 2 }] },
      }),
      200,
      OrderStartResponseSchema,
    );
    expect(await salesCount(o.goodsId)).toBe(before); // ordering is not a sale
    // The goods' brand listing (popular order) is cached before the payment and still answered after it: a payment
    // moves stock and units sold, counts an answer may lag by the TTL (the cache's own test below).
    const [{ brandId }] = (await ctx.db.db.select({ brandId: goods.brandId }).from(goods).where(eq(goods.id, o.goodsId))) as [{ brandId: number }];
    await search({ brand_ids: [brandId] });
    expect((await search({ brand_ids: [brandId] })).cache).toBe('hit');
    const prepared = expectBody(
      await ctx.app.inject({
        method: 'POST',
        url: CHECKOUT_API.preparePay(started.order_id),
        headers: { ...member, 'idempotency-key': randomUUID() },
        payload: {
          orderer: DEMO_ORDERER,
          receiver: DEMO_RECEIVER,
          payment: { method: 'card', card_company: 'shinhan' },
        },
      }),
      200,
      PreparePayResponseSchema,
    );
    await sandboxPg(ctx.app, prepared.pg_tid, 'approve');
    const paid = expectBody(
      await ctx.app.inject({
        method: 'POST',
        url: CHECKOUT_API.result(started.order_id),
        headers: { ...member, 'idempotency-key': `result-${prepared.pg_tid}` },
        payload: { pg_tid: prepared.pg_tid },
      }),
      200,
      OrderResultSchema,
    );
    expect(paid.status).toBe('paid');
    expect(await salesCount(o.goodsId)).toBe(before + 2);
    expect(await salesCount(o.goodsId)).toBe(await unitsSold(o.goodsId));
    expect((await search({ brand_ids: [brandId] })).cache).toBe('hit');

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: MY_ORDERS_API.cancel(started.order_id),
      headers: member,
      payload: { item_ids: [paid.items[0]!.id], reason_code: 'CHANGE_MIND' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await salesCount(o.goodsId)).toBe(before);
    expect(await salesCount(o.goodsId)).toBe(await unitsSold(o.goodsId));
  });

  it('counts a line in exactly the purchased statuses, whoever writes it', async () => {
    const [line] = await ctx.db.db.select().from(orderItems).where(eq(orderItems.status, 'confirmed')).limit(1);
    const base = (await salesCount(line!.goodsId)) - line!.ea;
    for (const status of ORDER_LINE_STATUSES) {
      await ctx.db.db.update(orderItems).set({ status }).where(eq(orderItems.id, line!.id));
      expect(await salesCount(line!.goodsId), status).toBe(base + (PURCHASED_STATUSES.includes(status) ? line!.ea : 0));
    }
    await ctx.db.db.update(orderItems).set({ status: line!.status }).where(eq(orderItems.id, line!.id));
    expect(await salesCount(line!.goodsId)).toBe(await unitsSold(line!.goodsId));
  });

  it('answers a repeated search from the cache, logs it for each visitor, and computes again after a write', async () => {
    const first = await search({ keyword: '니트' });
    expect(first.cache).toBe('miss');
    const logs = await logged('니트');
    // Another visitor's search: a hot-search vote of its own (the first visitor's repeat would not count).
    const again = await search({ keyword: '니트' }, undefined, '198.51.100.2');
    expect(again.cache).toBe('hit');
    expect(again.body).toEqual(first.body);
    expect(again.type).toBe('application/json; charset=utf-8');
    expect(await logged('니트')).toBe(logs + 1);
    // The same search written differently (spacing, list order) is the same entry.
    expect((await search({}, `keyword=${encodeURIComponent('  니트 ')}`)).cache).toBe('hit');
    const filtered = await search({ keyword: '니트', colors: [1, 2] });
    expect((await search({}, `keyword=${encodeURIComponent('니트')}&colors=2,1`)).cache).toBe('hit');
    expect(filtered.cache).toBe('miss');

    // A catalogue write (a goods' name) is seen by the next search; a stock write (counts) may lag by the TTL.
    const card = first.body.paginator.data.find((g) => !g.is_soldout)!;
    const [named] = await ctx.db.db.select({ name: goods.name }).from(goods).where(eq(goods.id, card.id));
    await ctx.db.db
      .update(goods)
      .set({ name: `${named!.name} 한정판` })
      .where(eq(goods.id, card.id));
    const renamed = await search({ keyword: '니트' });
    expect(renamed.cache).toBe('miss');
    expect(renamed.body.paginator.data.find((g) => g.id === card.id)?.name).toBe(`${named!.name} 한정판`);
    await ctx.db.db.update(goods).set({ name: named!.name }).where(eq(goods.id, card.id));
    const restored = await search({ keyword: '니트' });
    expect(restored.cache).toBe('miss');
    expect(restored.body).toEqual(first.body);
    const options = await ctx.db.db.execute(sql`select id, stock from goods_options where goods_id = ${card.id}`);
    const rows = (options as unknown as { rows: { id: number; stock: number }[] }).rows;
    for (const r of rows) await setStock(ctx.db.db, r.id, 0);
    const lagging = await search({ keyword: '니트' });
    expect(lagging.cache).toBe('hit');
    expect(lagging.body.paginator.data.find((g) => g.id === card.id)?.is_soldout).toBe(false);
    for (const r of rows) await setStock(ctx.db.db, r.id, r.stock);
  });

  it('recounts a cached answer after stock and sales moved exactly as the whole search computes it', async () => {
    const queries = [
      { keyword: '니트' },
      { keyword: '셔츠', sorting: 'review' as const },
      { keyword: 'tucm' }, // corrected to 셔츠
      { keyword: '코트', except_soldout: true },
      { category_codes: ['001'] },
    ].map((q) => SearchQuerySchema.parse(q));
    const before = await Promise.all(queries.map((q) => ctx.app.searchRepository.search(q)));
    // The first card of each sells out, and the last card of the first sells 50 units.
    const changed = [...new Set(before.map((b) => b.paginator.data[0]!.id))];
    const saved = await ctx.db.db.execute(sql`select id, stock from goods_options where goods_id in ${changed}`);
    const rows = (saved as unknown as { rows: { id: number; stock: number }[] }).rows;
    for (const r of rows) await setStock(ctx.db.db, r.id, 0);
    const seller = before[0]!.paginator.data.at(-1)!.id;
    await ctx.db.db.execute(sql`update goods set sales_count = sales_count + 50 where id = ${seller}`);
    try {
      for (const [i, q] of queries.entries()) {
        const whole = await ctx.app.searchRepository.search(q);
        expect(await ctx.app.searchRepository.recountSearch(q, before[i]!), JSON.stringify(q)).toEqual(whole);
      }
      expect((await ctx.app.searchRepository.search(queries[0]!)).paginator.data[0]!.id).toBe(seller);
    } finally {
      for (const r of rows) await setStock(ctx.db.db, r.id, r.stock);
      await ctx.db.db.execute(sql`update goods set sales_count = sales_count - 50 where id = ${seller}`);
    }
  });

  it('keys a search by every parameter of spec section 7, list values as sets', () => {
    const parse = (q: Record<string, string>) => SearchQuerySchema.parse(q);
    expect(searchCacheKey(parse({ keyword: ' 울  코트', brand_ids: '3,1' }))).toBe(searchCacheKey(parse({ brand_ids: '1,3', keyword: '울 코트' })));
    const base = searchCacheKey(parse({ keyword: '코트' }));
    const extras: Record<string, string>[] = [
      { page: '2' },
      { page_size: '40' },
      { sorting: 'newest' },
      { do_not_correct: 'true' },
      { min_price: '1000' },
      { except_soldout: 'true' },
    ];
    for (const extra of extras) {
      expect(searchCacheKey(parse({ keyword: '코트', ...extra })), JSON.stringify(extra)).not.toBe(base);
    }
  });

  /** An empty search answer naming its keyword, counted: what the cache keeps (the response and its JSON). */
  const fakeSearches = () => {
    const state = { computed: 0 };
    const compute =
      (q: SearchQuery, wait: Promise<unknown> = new Promise((r) => setTimeout(r, 20))) =>
      async () => {
        state.computed++;
        await wait;
        return {
          paginator: { current_page: 1, per_page: 20, total: 0, last_page: 1, data: [] },
          filters: { categories: [], brands: [], fit_sizes: [], shoe_sizes: [], colors: [] },
          best_goods: [],
          is_corrected: false,
          original_keyword: q.keyword,
          corrected_keyword: null,
          related_keywords: [],
          brand: null,
        } satisfies SearchResponse;
      };
    return { state, compute, q: (keyword: string) => SearchQuerySchema.parse({ keyword }) };
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /** A counts write (a goods' wish count) and a catalogue write (a brand's name), each changing nothing. */
  const countsWrite = () => ctx.db.db.execute(sql`update goods set wish_count = wish_count where id = (select min(id) from goods)`);
  const catalogWrite = () => ctx.db.db.execute(sql`update brands set name = name where id = (select min(id) from brands)`);

  it('holds at most its size, least recently used dropped, and shares a search in flight', async () => {
    const cache = createSearchCache(ctx.db.db, { max: 2, ttlMs: 30_000, maxAgeMs: 600_000, concurrency: 4 });
    const { state, compute, q } = fakeSearches();
    let release!: () => void;
    const first = cache.get(q('a'), compute(q('a'), new Promise<void>((r) => (release = r))));
    await vi.waitFor(() => expect(state.computed).toBe(1));
    const second = cache.get(q('a'), compute(q('a')));
    setTimeout(() => release(), 100);
    const [a1, a2] = await Promise.all([first, second]);
    expect([a1.source, a2.source]).toEqual(['miss', 'shared']);
    expect(JSON.parse(a2.json)).toEqual(a1.response);
    expect(state.computed).toBe(1);
    await cache.get(q('b'), compute(q('b')));
    expect((await cache.get(q('a'), compute(q('a')))).source).toBe('hit'); // a is now the most recent
    await cache.get(q('c'), compute(q('c'))); // drops b
    expect(cache.size).toBe(2);
    expect((await cache.get(q('b'), compute(q('b')))).source).toBe('miss');
    expect(searchCacheOptions({ SEARCH_CACHE_MAX: '0' }).max).toBe(0);
    expect(searchCacheOptions({})).toEqual({ max: 500, ttlMs: 30_000, maxAgeMs: 600_000, concurrency: 1 });
  });

  it('never answers past a catalogue change, answers past a counts change until its TTL, and past its maximum age while it refreshes', async () => {
    const cache = createSearchCache(ctx.db.db, { max: 10, ttlMs: 300, maxAgeMs: 1200, concurrency: 4 });
    const { state, compute, q } = fakeSearches();
    const get = async (keyword: string) => (await cache.get(q(keyword), compute(q(keyword)))).source;
    expect(await get('a')).toBe('miss');
    // A catalogue write committed after the answer's snapshot: computed again at once.
    await catalogWrite();
    expect(await get('a')).toBe('miss');
    expect(await get('a')).toBe('hit');
    // A counts write: answered as it is while younger than the TTL…
    await countsWrite();
    expect(await get('a')).toBe('hit');
    // …then once more while it is computed again (from the answer: only the counts moved), then fresh.
    await sleep(350);
    const before = state.computed;
    const previous: (SearchResponse | null)[] = [];
    expect((await cache.get(q('a'), (p) => (previous.push(p), compute(q('a'))()))).source).toBe('stale');
    await vi.waitFor(() => expect(state.computed).toBe(before + 1));
    expect(previous).toEqual([expect.objectContaining({ original_keyword: 'a' })]);
    await vi.waitFor(async () => expect(await get('a')).toBe('hit'));
    // Past the TTL without any change: still the answer.
    await sleep(350);
    expect(await get('a')).toBe('hit');
    // Past its maximum age since the last whole computation (the recount above does not renew it): answered while
    // computed whole again; past twice that: computed first.
    await sleep(600);
    expect((await cache.get(q('a'), (p) => (previous.push(p), compute(q('a'))()))).source).toBe('stale');
    await vi.waitFor(() => expect(previous).toHaveLength(2));
    expect(previous[1]).toBeNull();
    await vi.waitFor(async () => expect(await get('a')).toBe('hit'));
    const old = createSearchCache(ctx.db.db, { max: 10, ttlMs: 300, maxAgeMs: 200, concurrency: 4 });
    expect((await old.get(q('z'), compute(q('z')))).source).toBe('miss');
    await sleep(450);
    expect((await old.get(q('z'), compute(q('z')))).source).toBe('miss');
  });

  it('compares snapshots as PostgreSQL sees transactions', () => {
    expect(snapshotCovers('100:105:101,103', '100:105:101,103')).toBe(true);
    expect(snapshotCovers('100:108:101', '100:105:101,103')).toBe(true); // 103 committed in between
    expect(snapshotCovers('100:105:101,103', '100:108:101')).toBe(false); // b sees 103
    expect(snapshotCovers('100:105:101,103', '100:105:101')).toBe(false);
    expect(snapshotCovers('90:95:', '100:105:')).toBe(false);
    expect(snapshotCovers('100:105:', '90:95:92')).toBe(true);
  });

  it('does not share a computation in flight with a search that comes after a catalogue change', async () => {
    const cache = createSearchCache(ctx.db.db, { max: 10, ttlMs: 30_000, maxAgeMs: 600_000, concurrency: 4 });
    const { state, compute, q } = fakeSearches();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = cache.get(q('held'), compute(q('held'), held));
    await vi.waitFor(() => expect(state.computed).toBe(1));
    await catalogWrite();
    const after = cache.get(q('held'), compute(q('held')));
    await vi.waitFor(() => expect(state.computed).toBe(2));
    release();
    expect((await first).source).toBe('miss');
    expect((await after).source).toBe('miss');
    expect((await cache.get(q('held'), compute(q('held')))).source).toBe('hit');
  });

  it('logs every column of goods and goods_options as a catalogue or a counts change', async () => {
    const result = await ctx.db.db.execute(sql`
      select c.table_name as table, c.column_name as column, string_agg(distinct t.action_statement, ' ') as logs
      from information_schema.columns c
      left join information_schema.triggered_update_columns u
        on u.event_object_table = c.table_name and u.event_object_column = c.column_name
      left join information_schema.triggers t
        on t.trigger_name = u.trigger_name and t.event_object_table = c.table_name and t.event_manipulation = 'UPDATE'
      where c.table_schema = current_schema() and c.table_name in ('goods', 'goods_options') and c.is_generated = 'NEVER'
      group by 1, 2 order by 1, 2`);
    const rows = (result as unknown as { rows: { table: string; column: string; logs: string | null }[] }).rows;
    expect(rows.length).toBeGreaterThan(20);
    const kinds = Object.fromEntries(rows.map((r) => [`${r.table}.${r.column}`, r.logs?.match(/search_change_log\('(\w+)'\)/)?.[1] ?? null]));
    const counts = ['goods.review_count', 'goods.review_score_avg', 'goods.wish_count', 'goods.sales_count', 'goods_options.stock'];
    for (const [column, kind] of Object.entries(kinds)) expect(kind, column).toBe(counts.includes(column) ? 'counts' : 'catalog');
  });

  it('computes at most its concurrency of searches at once, the others in arrival order', async () => {
    const gate = taskGate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 10));
      running--;
      return i;
    };
    expect(await Promise.all([0, 1, 2, 3, 4].map((i) => gate(task(i))))).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    // A failed task gives its slot back.
    await expect(gate(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await Promise.all([gate(task(5)), gate(task(6))])).toEqual([5, 6]);
  });
});
