import { SearchQuerySchema, type SearchResponse } from '@mall/shared-contracts/catalog';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../../../../src/db/schema';
import { createSearchCache } from '../../../../../src/plugins/app/catalog/search/search-cache';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';

/**
 * PostgreSQL only (real concurrent transactions): the result cache against the commit order. A writer's
 * transaction is open while a search is computed and cached; the write commits after. The search did not see it,
 * so the next search must not be answered from that entry, however the write and the search interleaved.
 */
describe('search cache: exact against concurrent writers (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  /** A search answer whose keyword is the brand's name as this statement reads it. */
  const brandName = (id: number) => async (): Promise<SearchResponse> => {
    const [row] = await ctx.db.db.select({ name: brands.name }).from(brands).where(eq(brands.id, id));
    return {
      paginator: { current_page: 1, per_page: 20, total: 0, last_page: 1, data: [] },
      filters: { categories: [], brands: [], fit_sizes: [], shoe_sizes: [], colors: [] },
      best_goods: [],
      is_corrected: false,
      original_keyword: row!.name,
      corrected_keyword: null,
      related_keywords: [],
      brand: null,
    };
  };

  it('computes again after a catalogue write that was in progress while the answer was computed', async () => {
    const cache = createSearchCache(ctx.db.db, { max: 10, ttlMs: 30_000, maxAgeMs: 600_000, concurrency: 1 });
    const [brand] = await ctx.db.db.select({ id: brands.id, name: brands.name }).from(brands).limit(1);
    const query = SearchQuerySchema.parse({ keyword: 'race' });
    await ctx.db.db.transaction(async (tx) => {
      await tx.execute(sql`update brands set name = ${`${brand!.name} 리뉴얼`} where id = ${brand!.id}`);
      // The write is logged but not committed: a search now (another connection) sees the old name.
      const during = await cache.get(query, brandName(brand!.id));
      expect(during.source).toBe('miss');
      expect(during.response.original_keyword).toBe(brand!.name);
      expect((await cache.get(query, brandName(brand!.id))).source).toBe('hit');
    });
    const after = await cache.get(query, brandName(brand!.id));
    expect(after.source).toBe('miss');
    expect(after.response.original_keyword).toBe(`${brand!.name} 리뉴얼`);
    expect((await cache.get(query, brandName(brand!.id))).source).toBe('hit');
    await ctx.db.db.update(brands).set({ name: brand!.name }).where(eq(brands.id, brand!.id));
  });

  it('lets a counts write that committed after the answer lag only until the TTL', async () => {
    const cache = createSearchCache(ctx.db.db, { max: 10, ttlMs: 200, maxAgeMs: 600_000, concurrency: 1 });
    const [brand] = await ctx.db.db.select({ id: brands.id }).from(brands).limit(1);
    const query = SearchQuerySchema.parse({ keyword: 'counts' });
    await ctx.db.db.transaction(async (tx) => {
      await tx.execute(sql`update goods set wish_count = wish_count + 1 where id = (select min(id) from goods)`);
      expect((await cache.get(query, brandName(brand!.id))).source).toBe('miss');
    });
    expect((await cache.get(query, brandName(brand!.id))).source).toBe('hit');
    await new Promise((r) => setTimeout(r, 250));
    expect((await cache.get(query, brandName(brand!.id))).source).toBe('stale');
    await ctx.db.db.execute(sql`update goods set wish_count = wish_count - 1 where id = (select min(id) from goods)`);
  });
});
