import type { AutocompleteResponse, BasicSearchWordsResponse, HotSearchResponse, SearchQuery, SearchResponse } from '@mall/shared-contracts/catalog';
import { SEARCH_LIMITS, SEARCH_READY_LIMITS } from '@mall/shared-contracts/catalog';
import { and, asc, count, desc, eq, getTableColumns, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../../../db/client';
import { basicSearchWords, brands, categories, colors, goods, goodsColors, goodsOptions, searchFeedbacks, searchLogs } from '../../../../db/schema';
import { goodsStockSql } from '../goods/goods-repository';
import { toGoodsCard } from '../goods/goods-mappers';

import { createSearchLogWriter } from './search-logs';
import { createSearchCache, searchCacheOptions, type SearchCacheOptions } from './search-cache';
import { correctionCandidates, keywordTokens, likePattern, normalizeKeyword } from './keyword-rules';
import {
  FACETS,
  type Facet,
  type Filters,
  HOUR_MS,
  type Scope,
  VOCABULARY_TTL_MS,
  type WordMatch,
  categoryFacet,
  popularitySql,
  rankHotWords,
  salesSql,
  suggest,
  whereOf,
  orderOf,
} from './search-sql';
import { createSearchVocabulary } from './search-vocabulary';

declare module 'fastify' {
  interface FastifyInstance {
    searchRepository: SearchRepository;
  }
}

/** `popularWalk: false` sorts every match for the popular order (the walk's reference in its tests). */
export function createSearchRepository(db: Database, cacheOptions: SearchCacheOptions = searchCacheOptions(), { popularWalk = true } = {}) {
  const cache = createSearchCache(db, cacheOptions);
  const logWriter = createSearchLogWriter(db);
  // The goods of a search (the fields vary; results are typed where they are read). The conditions
  // name goods' own columns only (whereOf), so the brand is joined only where its name is read:
  // brand, category and seller are required references, a join would never drop a goods.
  const base = (fields: SelectedFields) => db.select(fields).from(goods);
  const withBrandIn = (on: Database, fields: SelectedFields) => on.select(fields).from(goods).innerJoin(brands, eq(brands.id, goods.brandId));
  const withBrand = (fields: SelectedFields) => withBrandIn(db, fields);

  const { suggestions, vocabulary } = createSearchVocabulary(db);

  /** The brands and categories each word names, and the categories under the picked codes. */
  async function scopeOf(keyword: string, f: Filters): Promise<Scope> {
    const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);
    const [words, categoryIds] = await Promise.all([
      Promise.all(
        keywordTokens(keyword).map(async (word): Promise<WordMatch> => {
          const pattern = likePattern(word);
          const [brandRows, categoryRows] = await Promise.all([
            db
              .select({ id: brands.id })
              .from(brands)
              .where(or(sql`${brands.name} ilike ${pattern}`, sql`${brands.nameEn} ilike ${pattern}`)),
            db
              .select({ id: categories.id })
              .from(categories)
              .where(sql`${categories.fullPath} ilike ${pattern}`),
          ]);
          return { word, pattern, brandIds: idsOf(brandRows), categoryIds: idsOf(categoryRows) };
        }),
      ),
      f.category_codes.length > 0
        ? db
            .select({ id: categories.id })
            .from(categories)
            .where(or(...f.category_codes.map((code) => sql`${categories.code} like ${`${code}%`}`)))
            .then(idsOf)
        : null,
    ]);
    return { keyword, words, categoryIds };
  }

  async function total(scope: Scope, filters: Filters): Promise<number> {
    const [row] = (await base({ n: count() }).where(whereOf(scope, filters))) as { n: number }[];
    return row?.n ?? 0;
  }

  /**
   * Every facet in one statement. A facet counts the filtered set without its own filter: the facets
   * whose own filter is not picked share one set (`m`, read once, materialized), a picked one counts its
   * own set as a subquery (the planner reads only the columns it needs: no category picked-and-counted
   * copy of every goods).
   */
  async function facets(scope: Scope, f: Filters): Promise<SearchResponse['filters']> {
    const picked: Record<Facet, boolean> = {
      category: scope.categoryIds !== null,
      brand: f.brand_ids.length > 0,
      color: f.colors.length > 0,
      fit: f.fit_sizes.length > 0,
      shoe: f.shoes_sizes.length > 0,
    };
    const setOf = (facet: Facet) =>
      picked[facet]
        ? sql`(select ${goods.id} as id, ${goods.categoryId} as category_id, ${goods.brandId} as brand_id from ${goods} where ${whereOf(scope, f, facet) ?? sql`true`})`
        : sql`m`;
    const shared = FACETS.some((facet) => !picked[facet])
      ? sql`with m as materialized (select ${goods.id} as id, ${goods.categoryId} as category_id, ${goods.brandId} as brand_id from ${goods} where ${whereOf(scope, f) ?? sql`true`}) `
      : sql``;
    const size = (facet: 'fit' | 'shoe') => {
      const column = sql.raw(facet === 'fit' ? 'o.fit_size' : 'o.shoe_size');
      // Goods per size: the distinct (goods, size) pairs counted (hashed; count(distinct) would sort them all).
      return sql`select ${sql.raw(`'${facet}'`)} as facet, null::int as id, d.label, null::text as code, 0 as ord, count(*)::int as n
        from (select distinct s.id, ${column} as label from ${setOf(facet)} s join ${goodsOptions} o on o.goods_id = s.id where ${column} is not null) d
        group by d.label`;
    };
    const parts = [
      sql`select 'category' as facet, s.category_id as id, null::text as label, null::text as code, 0 as ord, count(*)::int as n
        from ${setOf('category')} s group by s.category_id`,
      sql`select 'brand', b.id, b.name, null, (row_number() over (order by count(*) desc, b.name))::int, count(*)::int
        from ${setOf('brand')} s join ${brands} b on b.id = s.brand_id group by b.id, b.name`,
      // A goods has a colour once (goods_colors' key is the pair): rows are goods.
      sql`select 'color', c.id, c.label, c.code, (row_number() over (order by c.sort_order))::int, count(*)::int
        from ${setOf('color')} s join ${goodsColors} gc on gc.goods_id = s.id join ${colors} c on c.id = gc.color_id
        group by c.id, c.label, c.code, c.sort_order`,
      size('fit'),
      size('shoe'),
    ];
    type FacetRow = { facet: Facet; id: number | null; label: string | null; code: string | null; ord: number; n: number };
    const [result, categoryRows] = await Promise.all([db.execute(sql`${shared}${sql.join(parts, sql` union all `)}`), db.select().from(categories)]);
    const rows = (result as unknown as { rows: FacetRow[] }).rows.map((r) => ({
      ...r,
      id: r.id === null ? null : Number(r.id),
      n: Number(r.n),
      ord: Number(r.ord),
    }));
    const of = (facet: Facet) => rows.filter((r) => r.facet === facet).sort((x, y) => x.ord - y.ord);
    const categoryCounts = of('category').map((r) => ({ id: r.id!, n: r.n }));
    const brandCounts = of('brand').map((r) => ({ id: r.id!, name: r.label!, n: r.n }));
    const colorCounts = of('color').map((r) => ({ id: r.id!, label: r.label!, code: r.code!, n: r.n }));
    const fitCounts = of('fit').map((r) => ({ size: r.label!, n: r.n }));
    const shoeCounts = of('shoe').map((r) => ({ size: r.label!, n: r.n }));
    const FIT_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
    return {
      categories: categoryFacet(categoryRows, new Map(categoryCounts.map((c) => [c.id, c.n]))),
      brands: brandCounts.map((b) => ({ id: b.id, name: b.name, goods_count: b.n })),
      fit_sizes: fitCounts.sort((a, b) => FIT_ORDER.indexOf(a.size) - FIT_ORDER.indexOf(b.size)).map((s) => ({ id: s.size, label: s.size, goods_count: s.n })),
      shoe_sizes: shoeCounts.sort((a, b) => a.size.localeCompare(b.size)).map((s) => ({ id: s.size, label: `${s.size}mm`, goods_count: s.n })),
      colors: colorCounts.map((c) => ({ id: c.id, label: c.label, code: c.code, goods_count: c.n })),
    };
  }

  const cardFields = { ...getTableColumns(goods), brandName: brands.name, stock: goodsStockSql };
  type CardRow = Parameters<typeof toGoodsCard>[0];

  async function relatedKeywords(scope: Scope, f: Filters): Promise<string[]> {
    if (!scope.keyword) return [];
    const word = sql<string>`regexp_split_to_table(${goods.name}, '\\s+')`.as('word');
    const inner = db.select({ word }).from(goods).where(whereOf(scope, f)).as('w');
    const rows = await db
      .select({ word: inner.word, n: count() })
      .from(inner)
      .groupBy(inner.word)
      .orderBy(desc(count()), asc(inner.word))
      .limit(SEARCH_LIMITS.relatedKeywords + 8);
    const own = new Set(keywordTokens(scope.keyword).map((w) => w.toLowerCase()));
    return rows
      .map((r) => r.word)
      .filter((w) => w.length >= 2 && !own.has(w.toLowerCase()))
      .slice(0, SEARCH_LIMITS.relatedKeywords);
  }

  async function brandMatch(keyword: string) {
    if (!keyword) return null;
    const compact = keyword.replace(/\s/g, '').toLowerCase();
    const [row] = await db
      .select({ id: brands.id, name: brands.name, name_en: brands.nameEn })
      .from(brands)
      .where(or(sql`replace(lower(${brands.name}), ' ', '') = ${compact}`, sql`replace(lower(${brands.nameEn}), ' ', '') = ${compact}`))
      .limit(1);
    return row ?? null;
  }

  let goodsTotalCache: { at: number; n: number } | null = null;
  /** How many goods there are (counted at most every 5 minutes, like the vocabulary). */
  async function goodsTotal(): Promise<number> {
    if (goodsTotalCache && Date.now() - goodsTotalCache.at < VOCABULARY_TTL_MS) return goodsTotalCache.n;
    const [row] = (await base({ n: count() })) as { n: number }[];
    goodsTotalCache = { at: Date.now(), n: row?.n ?? 0 };
    return goodsTotalCache.n;
  }

  /**
   * The page's goods cards and the best goods (`found` of them match): what stock, units sold, review and wish
   * counts and clicks move.
   *
   * The popular order of a keyword that matches many goods walks goods_popularity_idx: in popularity order the
   * page's goods come after about `reach × all / found` goods, where sorting every match reads `found` (데일리 on
   * 100k goods: 117 rows and 0.7 ms against 14,113 rows and 49 ms). The planner cannot see it (it takes a
   * name match for a handful of goods), so the walk is chosen here from the count and asked for with the bitmap
   * and sequential scans off for that one statement. Clicks re-rank, so the candidates are the `reach` most popular
   * matches and the goods clicked for the keyword: a goods without clicks that is not among the first `reach`
   * by popularity has `reach` goods at least as popular, clicked or not, before it.
   */
  async function cards(scope: Scope, query: SearchQuery, found: number) {
    const where = whereOf(scope, query);
    const offset = (query.page - 1) * query.page_size;
    const reach = offset + query.page_size;
    const page = (tx: Database, condition: SQL | undefined) =>
      withBrandIn(tx, cardFields)
        .where(condition)
        .orderBy(...orderOf(query.sorting, scope.keyword))
        .limit(query.page_size)
        .offset(offset) as unknown as Promise<CardRow[]>;
    const walk = popularWalk && query.sorting === 'popular' && scope.keyword !== '' && found > 0 && reach * (await goodsTotal()) <= found * found;
    const rows = walk
      ? db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`);
          const candidates = sql`(select ${goods.id} from ${goods} where ${where ?? sql`true`} order by ${popularitySql} desc, ${goods.id} desc limit ${reach})
            union all (select ${searchFeedbacks.goodsId} from ${searchFeedbacks} where ${searchFeedbacks.keyword} = ${scope.keyword})`;
          return page(tx as unknown as Database, and(where, sql`${goods.id} in (${candidates})`));
        })
      : page(db, where);
    const [data, best] = await Promise.all([
      rows,
      withBrand(cardFields)
        .where(and(where, sql`${salesSql} > 0`))
        .orderBy(desc(salesSql), desc(goods.wishCount), desc(goods.id))
        .limit(SEARCH_LIMITS.bestGoods) as unknown as Promise<CardRow[]>,
    ]);
    return { data: data.map(toGoodsCard), best_goods: best.map(toGoodsCard) };
  }

  /**
   * A search whose catalogue is as `previous` saw it and whose counts moved (search-cache.ts): the cards and best
   * goods again, the rest kept (the keyword's correction, the total, facets, related words and the brand match are
   * counted over the catalogue, not over stock or sales). Past the sold-out filter the set itself moves with stock:
   * computed whole.
   */
  async function recountSearch(query: SearchQuery, previous: SearchResponse): Promise<SearchResponse> {
    if (query.except_soldout) return computeSearch(query);
    const scope = await scopeOf(previous.corrected_keyword ?? previous.original_keyword, query);
    const { data, best_goods } = await cards(scope, query, previous.paginator.total);
    return { ...previous, paginator: { ...previous.paginator, data }, best_goods };
  }

  /**
   * The search of spec section 7: the keyword as typed, or (unless do_not_correct) the first
   * correction that finds goods; then the page, facets, best goods, related words and brand match.
   */
  async function computeSearch(query: SearchQuery): Promise<SearchResponse> {
    const original = normalizeKeyword(query.keyword);
    let scope = await scopeOf(original, query);
    let found = await total(scope, query);
    if (found === 0 && original && !query.do_not_correct) {
      for (const candidate of correctionCandidates(original, await vocabulary())) {
        const corrected = await scopeOf(candidate, query);
        const n = await total(corrected, query);
        if (n > 0) {
          scope = corrected;
          found = n;
          break;
        }
      }
    }
    const keyword = scope.keyword;
    const [{ data, best_goods }, filters, related, brand] = await Promise.all([
      cards(scope, query, found),
      facets(scope, query),
      relatedKeywords(scope, query),
      brandMatch(keyword),
    ]);
    return {
      paginator: {
        current_page: query.page,
        per_page: query.page_size,
        total: found,
        last_page: Math.max(1, Math.ceil(found / query.page_size)),
        data,
      },
      filters,
      best_goods,
      is_corrected: keyword !== original,
      original_keyword: original,
      corrected_keyword: keyword !== original ? keyword : null,
      related_keywords: related,
      brand,
    };
  }

  return {
    vocabulary,

    /** The search of spec section 7, computed (not cached). */
    search: computeSearch,

    /** The search again after a counts change (what the cache refreshes a counts-stale answer with). */
    recountSearch,

    /** The search through the result cache (search-cache.ts): what the search route answers. */
    /** `admit`: the client's budget for a search that must be computed (search-cache.ts `get`). */
    cachedSearch(query: SearchQuery, admit?: () => () => void) {
      return cache.get(query, (previous) => (previous ? recountSearch(query, previous) : computeSearch(query)), admit);
    },

    cache,

    /**
     * Hot searches (spec "Hot search"): keyword searches that found goods in the window before the
     * indexed time (this minute), ranked by how often, with the change against the window before.
     */
    async hotSearches(now: Date = new Date()): Promise<HotSearchResponse> {
      const indexedAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
      const span = SEARCH_READY_LIMITS.hotWindowHours * HOUR_MS;
      const windowOf = (end: number) =>
        db
          .select({ keyword: searchLogs.keyword, n: count() })
          .from(searchLogs)
          .where(and(gt(searchLogs.createdAt, new Date(end - span)), lte(searchLogs.createdAt, new Date(end)), gt(searchLogs.resultCount, 0)))
          .groupBy(searchLogs.keyword);
      const [current, previous] = await Promise.all([windowOf(indexedAt.getTime()), windowOf(indexedAt.getTime() - span)]);
      return { indexed_at: indexedAt.toISOString(), words: rankHotWords(current, previous, SEARCH_READY_LIMITS.hotWords) };
    },

    /** Auto-complete (spec "Auto-complete"): categories, brands and keywords matching the keyword by 초성 or jamo as typed. */
    async autocomplete(keyword: string): Promise<AutocompleteResponse> {
      const word = normalizeKeyword(keyword);
      if (!word) return { categories: [], brands: [], keywords: [] };
      const all = await suggestions();
      return {
        categories: suggest(all.categories, word, SEARCH_READY_LIMITS.autocompleteCategories),
        brands: suggest(all.brands, word, SEARCH_READY_LIMITS.autocompleteBrands),
        keywords: suggest(all.keywords, word, SEARCH_READY_LIMITS.autocompleteKeywords),
      };
    },

    /** The shop's base search words in its order (the search box picks one at random). */
    async basicSearchWords(): Promise<BasicSearchWordsResponse> {
      const rows = await db
        .select({ keyword: basicSearchWords.keyword, link_url: basicSearchWords.linkUrl })
        .from(basicSearchWords)
        .orderBy(asc(basicSearchWords.sortOrder), asc(basicSearchWords.id));
      return { basic_search_words: rows };
    },

    /**
     * One search, stored before the answer goes out when it is the visitor's vote for this keyword in the hot
     * window (`voter`: a hash of the member or client address); searches arriving together share one insert.
     */
    logSearch: (keyword: string, resultCount: number, voter: string) => logWriter({ keyword, resultCount, voter }),

    /** A result click; false when the goods does not exist. */
    async addFeedback(keyword: string, goodsId: number): Promise<boolean> {
      const [exists] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
      if (!exists) return false;
      await db.insert(searchFeedbacks).values({ keyword: normalizeKeyword(keyword), goodsId });
      return true;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;

export const searchRepositoryPlugin = fp(
  async (app) => {
    app.decorate('searchRepository', createSearchRepository(app.db));
  },
  { name: 'search-repository', dependencies: ['db'] },
);

export default searchRepositoryPlugin;
