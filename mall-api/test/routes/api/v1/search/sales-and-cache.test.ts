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
import { createSearchCache, searchCacheKey, searchCacheOptions, taskGate } from '../../../../../src/plugins/app/search/search-cache';
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
  const search = async (query: Partial<SearchQuery>, raw?: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${SEARCH_API.search}?${raw ?? toSearchParams(query).toString()}` });
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

  it('moves the sales count with a paid order and its cancel, and a cached search of its goods is computed again', async () => {
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
    // The goods' brand listing (popular order) is cached before the payment, computed again after it.
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
    expect((await search({ brand_ids: [brandId] })).cache).toBe('miss');

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

  it('answers a repeated search from the cache, logs it every time, and computes again after a write', async () => {
    const first = await search({ keyword: '니트' });
    expect(first.cache).toBe('miss');
    const logs = await logged('니트');
    const again = await search({ keyword: '니트' });
    expect(again.cache).toBe('hit');
    expect(again.body).toEqual(first.body);
    expect(again.type).toBe('application/json; charset=utf-8');
    expect(await logged('니트')).toBe(logs + 1);
    // The same search written differently (spacing, list order) is the same entry.
    expect((await search({}, `keyword=${encodeURIComponent('  니트 ')}`)).cache).toBe('hit');
    const filtered = await search({ keyword: '니트', colors: [1, 2] });
    expect((await search({}, `keyword=${encodeURIComponent('니트')}&colors=2,1`)).cache).toBe('hit');
    expect(filtered.cache).toBe('miss');

    // A sold-out goods on the page: the stock write advances the generation, the next search sees it.
    const card = first.body.paginator.data.find((g) => !g.is_soldout)!;
    const options = await ctx.db.db.execute(sql`select id, stock from goods_options where goods_id = ${card.id}`);
    const rows = (options as unknown as { rows: { id: number; stock: number }[] }).rows;
    for (const r of rows) await setStock(ctx.db.db, r.id, 0);
    const after = await search({ keyword: '니트' });
    expect(after.cache).toBe('miss');
    expect(after.body.paginator.data.find((g) => g.id === card.id)).toMatchObject({ is_soldout: true, stock: 0 });
    for (const r of rows) await setStock(ctx.db.db, r.id, r.stock);
    expect((await search({ keyword: '니트' })).body).toEqual(first.body);
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

  it('holds at most its size, least recently used dropped, refreshes past its TTL, and shares a search in flight', async () => {
    const cache = createSearchCache(ctx.db.db, { max: 2, ttlMs: 400, concurrency: 4 });
    let computed = 0;
    const compute = (q: SearchQuery) => async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 20));
      // A valid, empty answer naming its search: the cache keeps the response and its JSON.
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
    const q = (keyword: string) => SearchQuerySchema.parse({ keyword });
    const [a1, a2] = await Promise.all([cache.get(q('a'), compute(q('a'))), cache.get(q('a'), compute(q('a')))]);
    expect([a1.source, a2.source].sort()).toEqual(['miss', 'shared']);
    expect(JSON.parse(a2.json)).toEqual(a1.response);
    expect(computed).toBe(1);
    await cache.get(q('b'), compute(q('b')));
    expect((await cache.get(q('a'), compute(q('a')))).source).toBe('hit'); // a is now the most recent
    await cache.get(q('c'), compute(q('c'))); // drops b
    expect(cache.size).toBe(2);
    expect((await cache.get(q('b'), compute(q('b')))).source).toBe('miss');
    // Past the TTL: answered once more while computed again, then fresh; past twice the TTL: computed.
    await new Promise((r) => setTimeout(r, 450));
    const before = computed;
    expect((await cache.get(q('b'), compute(q('b')))).source).toBe('stale');
    await vi.waitFor(() => expect(computed).toBe(before + 1));
    await vi.waitFor(async () => expect((await cache.get(q('b'), compute(q('b')))).source).toBe('hit'));
    await new Promise((r) => setTimeout(r, 850));
    expect((await cache.get(q('b'), compute(q('b')))).source).toBe('miss');
    expect(searchCacheOptions({ SEARCH_CACHE_MAX: '0' }).max).toBe(0);
    expect(searchCacheOptions({})).toEqual({ max: 500, ttlMs: 30_000, concurrency: 1 });
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
