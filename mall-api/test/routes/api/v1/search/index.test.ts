import { SEARCH_API, SearchQuerySchema, SearchResponseSchema, toSearchParams, type SearchQuery } from '@mall/shared-contracts/catalog';
import { MESSAGES } from '@mall/shared-contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands, goods, searchFeedbacks, searchLogs } from '../../../../../src/db/schema';
import { createSearchRepository } from '../../../../../src/plugins/app/catalog/search/search-repository';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('search', () => {
  let ctx: TestContext;
  const saved = { ...process.env };
  beforeAll(async () => {
    // What a search computes, every time: the result cache (which lets counts such as result clicks lag by its
    // TTL) has its own tests in sales-and-cache.test.ts.
    process.env.SEARCH_CACHE_MAX = '0';
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
    process.env = saved;
  });

  const search = async (query: Partial<SearchQuery>) => {
    const res = await ctx.app.inject({ method: 'GET', url: `${SEARCH_API.search}?${toSearchParams(query).toString()}` });
    return expectBody(res, 200, SearchResponseSchema);
  };
  const namesLike = async (word: string) => {
    const [row] = await ctx.db.db
      .select({ n: count() })
      .from(goods)
      .where(sql`${goods.name} like ${`%${word}%`}`);
    return row?.n ?? 0;
  };

  it('finds goods by a word of their name, the total counted from the rows', async () => {
    const body = await search({ keyword: '셔츠', page_size: 100 });
    expect(body.is_corrected).toBe(false);
    expect(body.paginator.total).toBe(await namesLike('셔츠'));
    expect(body.paginator.data.length).toBe(body.paginator.total);
    expect(body.paginator.data.every((g) => g.name.includes('셔츠'))).toBe(true);
  });

  it.each([
    ['tucm', '셔츠'],
    ['rkqkd', '가방'],
    ['ㅅㅇㅅㅌㄷㄷ', '서울스탠다드'],
    ['캐시미여', '캐시미어'],
  ])('corrects %j to %j and says so', async (typed, corrected) => {
    const body = await search({ keyword: typed });
    expect(body.is_corrected).toBe(true);
    expect(body.original_keyword).toBe(typed);
    expect(body.corrected_keyword).toBe(corrected);
    expect(body.paginator.total).toBeGreaterThan(0);
  });

  it('searches the keyword as typed with do_not_correct', async () => {
    const body = await search({ keyword: 'tucm', do_not_correct: true });
    expect(body.is_corrected).toBe(false);
    expect(body.corrected_keyword).toBeNull();
    expect(body.paginator.total).toBe(0);
  });

  it('matches a brand by name and offers its shop', async () => {
    const body = await search({ keyword: '서울스탠다드', page_size: 100 });
    const [brand] = await ctx.db.db.select().from(brands).where(eq(brands.name, '서울스탠다드'));
    expect(body.brand).toEqual({ id: brand!.id, name: '서울스탠다드', name_en: 'SEOUL STANDARD' });
    const [row] = await ctx.db.db.select({ n: count() }).from(goods).where(eq(goods.brandId, brand!.id));
    expect(body.paginator.total).toBe(row!.n);
    expect(body.paginator.data.every((g) => g.brand_name === '서울스탠다드')).toBe(true);
  });

  it('counts each facet value as the number of results that picking it gives', async () => {
    const all = await search({ keyword: '코트' });
    const { filters } = all;
    expect(filters.brands.length).toBeGreaterThan(1);
    for (const brand of filters.brands.slice(0, 3)) {
      expect((await search({ keyword: '코트', brand_ids: [brand.id] })).paginator.total).toBe(brand.goods_count);
    }
    const color = filters.colors[0]!;
    expect(color.code).toMatch(/^#[0-9a-f]{6}$/);
    expect((await search({ keyword: '코트', colors: [color.id] })).paginator.total).toBe(color.goods_count);
    const fit = filters.fit_sizes.find((s) => s.id === 'M')!;
    expect((await search({ keyword: '코트', fit_sizes: ['M'] })).paginator.total).toBe(fit.goods_count);
    // The category tree: three levels whose counts add up.
    const top = filters.categories[0]!;
    expect(top.goods_count).toBe(top.children.reduce((sum, mid) => sum + mid.goods_count, 0));
    const leaf = top.children[0]!.children[0]!;
    expect((await search({ keyword: '코트', category_codes: [leaf.code] })).paginator.total).toBe(leaf.goods_count);
    expect(filters.categories.reduce((sum, c) => sum + c.goods_count, 0)).toBe(all.paginator.total);
  });

  it('lists shoe sizes for shoes and narrows by them', async () => {
    const body = await search({ keyword: '러닝화' });
    expect(body.filters.shoe_sizes.map((s) => s.label)).toContain('250mm');
    const size = body.filters.shoe_sizes[0]!;
    expect((await search({ keyword: '러닝화', shoes_sizes: [size.id] })).paginator.total).toBe(size.goods_count);
  });

  it('filters by price, sale, free delivery, sold out and rating', async () => {
    const cheap = await search({ max_price: 50_000, page_size: 100 });
    expect(cheap.paginator.data.every((g) => g.base_discounted_price <= 50_000)).toBe(true);
    const sale = await search({ only_sale: true, page_size: 100 });
    expect(sale.paginator.data.every((g) => g.sale_rate > 0)).toBe(true);
    const inStock = await search({ except_soldout: true, page_size: 100 });
    expect(inStock.paginator.data.every((g) => !g.is_soldout)).toBe(true);
    const all = await search({ page_size: 100 });
    expect(inStock.paginator.total).toBeLessThan(all.paginator.total);
    const free = await search({ only_free_delivery: true, page_size: 100 });
    expect(free.paginator.data.every((g) => g.badges.includes('무료배송'))).toBe(true);
    const stars = await search({ review_stars: [4], page_size: 100 });
    expect(stars.paginator.data.every((g) => Math.floor(g.review_score_avg) === 4)).toBe(true);
  });

  it('sorts by price both ways and pages through the results', async () => {
    const asc = await search({ sorting: 'price_asc', page_size: 10 });
    const prices = asc.paginator.data.map((g) => g.base_discounted_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search({ sorting: 'price_desc', page_size: 10 });
    expect(desc.paginator.data[0]!.base_discounted_price).toBeGreaterThanOrEqual(prices.at(-1)!);
    const second = await search({ sorting: 'price_asc', page_size: 10, page: 2 });
    expect(second.paginator.current_page).toBe(2);
    expect(second.paginator.data[0]!.base_discounted_price).toBeGreaterThanOrEqual(prices.at(-1)!);
    expect(new Set([...asc.paginator.data, ...second.paginator.data].map((g) => g.id)).size).toBe(20);
  });

  it('logs a plain keyword search for hot searches, not a filtered one', async () => {
    const before = await ctx.db.db.select({ n: count() }).from(searchLogs).where(eq(searchLogs.keyword, '니트'));
    await search({ keyword: '니트' });
    await search({ keyword: '니트', only_sale: true });
    await search({ keyword: '니트', page: 2 });
    const after = await ctx.db.db.select({ n: count() }).from(searchLogs).where(eq(searchLogs.keyword, '니트'));
    expect(after[0]!.n - before[0]!.n).toBe(1);
  });

  it('ranks a clicked result first in the popular order for that keyword', async () => {
    const body = await search({ keyword: '셔츠' });
    const last = body.paginator.data.at(-1)!;
    // Clicks count beside sales (the seeded shoppers keep buying): click in tens until it leads.
    let clicks = 0;
    while ((await search({ keyword: '셔츠' })).paginator.data[0]!.id !== last.id && clicks < 500) {
      for (let i = 0; i < 10; i++, clicks++) {
        const res = await ctx.app.inject({ method: 'POST', url: SEARCH_API.feedback, payload: { keyword: '셔츠', goods_id: last.id } });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    expect(clicks).toBeGreaterThan(0);
    const [stored] = await ctx.db.db.select({ n: count() }).from(searchFeedbacks).where(eq(searchFeedbacks.goodsId, last.id));
    expect(stored!.n).toBe(clicks);
    expect((await search({ keyword: '셔츠' })).paginator.data[0]!.id).toBe(last.id);
  });

  it('walks the popularity index for a keyword that matches many goods and pages exactly as sorting every match', async () => {
    const off = { max: 0, ttlMs: 0, maxAgeMs: 0, concurrency: 1 };
    const walking = createSearchRepository(ctx.db.db, off);
    const sorting = createSearchRepository(ctx.db.db, off, { popularWalk: false });
    // 데일리 (a name word) and 남성의류 (a category) match about a quarter of the 120 demo goods: small pages walk.
    for (const keyword of ['데일리', '남성의류']) {
      const all = await sorting.search(SearchQuerySchema.parse({ keyword, page_size: 100 }));
      // A goods far down the popular order, clicked for the keyword: the clicks lift it onto the first page.
      const clicked = all.paginator.data.at(-1)!.id;
      const popularity = async (id: number) =>
        (
          await ctx.db.db
            .select({ p: sql<number>`sales_count * 10 + wish_count * 2 + review_count` })
            .from(goods)
            .where(eq(goods.id, id))
        )[0]!.p;
      const clicks = Math.ceil(((await popularity(all.paginator.data[0]!.id)) - (await popularity(clicked)) + 1) / 5);
      await ctx.db.db.insert(searchFeedbacks).values(Array.from({ length: clicks }, () => ({ keyword, goodsId: clicked })));
      const transaction = vi.spyOn(ctx.db.db, 'transaction');
      for (const page of [1, 2]) {
        const query = SearchQuerySchema.parse({ keyword, page, page_size: 3 });
        const walked = await walking.search(query);
        expect(walked, `${keyword} page ${page}`).toEqual(await sorting.search(query));
        expect(walked.paginator.data).toHaveLength(3);
      }
      expect(transaction).toHaveBeenCalledTimes(2); // both pages walked (one statement with the plan set, each)
      transaction.mockRestore();
      expect((await walking.search(SearchQuerySchema.parse({ keyword, page_size: 3 }))).paginator.data.map((g) => g.id)).toContain(clicked);
      await ctx.db.db.delete(searchFeedbacks).where(eq(searchFeedbacks.goodsId, clicked));
    }
  });

  it('refuses feedback for an unknown goods and bad parameters with Korean messages', async () => {
    expectApiError(
      await ctx.app.inject({ method: 'POST', url: SEARCH_API.feedback, payload: { keyword: '셔츠', goods_id: 999999 } }),
      404,
      MESSAGES.goodsNotFound,
    );
    const res = await ctx.app.inject({ method: 'GET', url: `${SEARCH_API.search}?page_size=1000` });
    expectApiError(res, 422);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `${SEARCH_API.search}?keyword=${'가'.repeat(101)}` }), 422);
    expectApiError(
      await ctx.app.inject({ method: 'GET', url: `${SEARCH_API.search}?brand_ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}` }),
      422,
    );
  });

  it('treats LIKE wildcards in a keyword as letters', async () => {
    expect((await search({ keyword: '%' })).paginator.total).toBe(0);
  });
});
