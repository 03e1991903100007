import type {
  AutocompleteResponse,
  BasicSearchWordsResponse,
  FacetCategory,
  HotSearchResponse,
  SearchQuery,
  SearchResponse,
} from '@mall/shared-contracts/catalog';
import { SEARCH_LIMITS, SEARCH_READY_LIMITS, hangulMatch, indexHangul, rankChangeOf, type HangulIndex } from '@mall/shared-contracts/catalog';
import { and, asc, count, desc, eq, getTableColumns, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../../../db/client';
import {
  basicSearchWords,
  brands,
  categories,
  colors,
  goods,
  goodsColors,
  goodsOptions,
  searchFeedbacks,
  searchLogs,
  searchVotes,
  sellers,
} from '../../../../db/schema';
import { goodsStockSql } from '../goods/goods-repository';
import { brandLogoUrl } from '../../member/wishes/wishes-repository';
import { toGoodsCard } from '../goods/goods-mappers';
import { grouped } from '../../../../lib/grouped';
import { createSearchCache, searchCacheOptions, type SearchCacheOptions } from './search-cache';
import { correctionCandidates, keywordTokens, likePattern, normalizeKeyword, type VocabularyEntry } from './keyword-rules';

declare module 'fastify' {
  interface FastifyInstance {
    searchRepository: SearchRepository;
  }
}

const VOCABULARY_TTL_MS = 5 * 60_000;

const FACETS = ['category', 'brand', 'color', 'fit', 'shoe'] as const;
type Facet = (typeof FACETS)[number];
type Filters = Omit<SearchQuery, 'sorting' | 'page' | 'page_size' | 'do_not_correct'>;

/** Units sold: lines paid and not taken back (PURCHASED_STATUSES, ADR 0012), kept on goods by migration 0040's triggers. */
const salesSql = sql<number>`${goods.salesCount}`;
/** The popular order's score without clicks: the expression of goods_popularity_idx (migration 0040). */
const popularitySql = sql`(${goods.salesCount} * 10 + ${goods.wishCount} * 2 + ${goods.reviewCount})`;
const saleRateSql = sql`(${goods.price} - ${goods.baseDiscountedPrice})::float8 / nullif(${goods.price}, 0)`;

/** One word of the keyword, with the brands and categories it names (looked up in their small tables first). */
interface WordMatch {
  word: string;
  pattern: string;
  brandIds: number[];
  categoryIds: number[];
}

/** What a search filters by before the SQL: the keyword's words and the categories under the picked codes, as ids. */
interface Scope {
  keyword: string;
  words: WordMatch[];
  /** Null when no category is picked. */
  categoryIds: number[] | null;
}

/**
 * Every word must match the goods' name, brand (Korean or English) or category path. The name is
 * checked with ilike on the goods its bigram index finds (goods.name_bigrams, migrations 0036 and 0040:
 * every two letters of the lower-cased name, stored; a name containing the word contains all its bigrams;
 * two-letter Korean words have no trigram). The ilike is written so that it never uses the trigram index:
 * for a two-letter word that index returns every goods (29 ms of 34 for `셔츠`), and the bigrams find them alone. Brands and categories come as id lists, so the planner sees them.
 */
function keywordCondition(words: readonly WordMatch[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(({ word, pattern, brandIds, categoryIds }) =>
      or(
        and(sql`(${goods.name} || '') ilike ${pattern}`, sql`${goods.nameBigrams} @> goods_name_bigrams(${word}::text)`),
        brandIds.length > 0 ? inArray(goods.brandId, brandIds) : undefined,
        categoryIds.length > 0 ? inArray(goods.categoryId, categoryIds) : undefined,
      ),
    ),
  );
}

/** The filtered set, leaving out one facet's own filter (its counts then show what picking another value gives). */
function whereOf(scope: Scope, f: Filters, except?: Facet): SQL | undefined {
  const conditions: (SQL | undefined)[] = [keywordCondition(scope.words)];
  if (except !== 'category' && scope.categoryIds) {
    conditions.push(scope.categoryIds.length > 0 ? inArray(goods.categoryId, scope.categoryIds) : sql`false`);
  }
  if (except !== 'brand' && f.brand_ids.length > 0) conditions.push(inArray(goods.brandId, f.brand_ids));
  if (f.seller_ids.length > 0) conditions.push(inArray(goods.sellerId, f.seller_ids));
  if (except !== 'color' && f.colors.length > 0) {
    conditions.push(sql`exists (select 1 from ${goodsColors} where ${goodsColors.goodsId} = ${goods.id} and ${inArray(goodsColors.colorId, f.colors)})`);
  }
  // Option names carry the size (`사이즈 M`, `사이즈 250`): goods_options.fit_size and shoe_size (migration 0040).
  if (except !== 'fit' && f.fit_sizes.length > 0) {
    conditions.push(sql`exists (select 1 from ${goodsOptions} where ${goodsOptions.goodsId} = ${goods.id} and ${inArray(goodsOptions.fitSize, f.fit_sizes)})`);
  }
  if (except !== 'shoe' && f.shoes_sizes.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${goodsOptions} where ${goodsOptions.goodsId} = ${goods.id} and ${inArray(goodsOptions.shoeSize, f.shoes_sizes)})`,
    );
  }
  if (f.min_price !== undefined) conditions.push(gte(goods.baseDiscountedPrice, f.min_price));
  if (f.max_price !== undefined) conditions.push(lte(goods.baseDiscountedPrice, f.max_price));
  if (f.review_stars.length > 0) conditions.push(inArray(sql`floor(${goods.reviewScoreAvg})::int`, f.review_stars));
  if (f.only_free_delivery) {
    conditions.push(inArray(goods.sellerId, sql`(select ${sellers.id} from ${sellers} where ${eq(sellers.shippingPricePolicy, 'free')})`));
  }
  if (f.only_sale) conditions.push(sql`${goods.baseDiscountedPrice} < ${goods.price}`);
  if (f.except_soldout) conditions.push(sql`exists (select 1 from ${goodsOptions} where ${goodsOptions.goodsId} = ${goods.id} and ${goodsOptions.stock} > 0)`);
  return and(...conditions);
}

function orderOf(sorting: SearchQuery['sorting'], keyword: string): SQL[] {
  switch (sorting) {
    case 'newest':
      return [desc(goods.createdAt), desc(goods.id)];
    case 'price_asc':
      return [asc(goods.baseDiscountedPrice), desc(goods.id)];
    case 'price_desc':
      return [desc(goods.baseDiscountedPrice), desc(goods.id)];
    case 'review':
      return [desc(goods.reviewCount), desc(goods.reviewScoreAvg), desc(goods.id)];
    case 'discount':
      return [desc(saleRateSql), desc(goods.id)];
    case 'popular': {
      // Sales first, then what shoppers clicked for this very keyword, then wishes and reviews. Without a
      // keyword there are no clicks: the expression of goods_popularity_idx (migration 0040), read in order.
      const popularity = popularitySql;
      if (!keyword) return [desc(popularity), desc(goods.id)];
      const clicks = sql`(select count(*)::int from ${searchFeedbacks} where ${searchFeedbacks.keyword} = ${keyword} and ${searchFeedbacks.goodsId} = ${goods.id})`;
      return [desc(sql`${popularity} + ${clicks} * 5`), desc(goods.id)];
    }
  }
}

/** Leaf counts rolled up into the 3-level tree; branches without goods are left out. */
export function categoryFacet(rows: (typeof categories.$inferSelect)[], leafCounts: Map<number, number>): FacetCategory[] {
  const byParent = new Map<number | null, (typeof categories.$inferSelect)[]>();
  for (const row of [...rows].sort((a, b) => a.code.localeCompare(b.code))) {
    byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  }
  interface TreeNode {
    code: string;
    name: string;
    goods_count: number;
    children: TreeNode[];
  }
  const node = (row: typeof categories.$inferSelect): TreeNode => {
    const children = (byParent.get(row.id) ?? []).map(node).filter((c) => c.goods_count > 0);
    const own = leafCounts.get(row.id) ?? 0;
    return { code: row.code, name: row.name, goods_count: own + children.reduce((sum, c) => sum + c.goods_count, 0), children };
  };
  return (byParent.get(null) ?? [])
    .map(node)
    .filter((c) => c.goods_count > 0)
    .map((top) => ({
      ...top,
      children: top.children.map((mid) => ({ ...mid, children: mid.children.map(({ code, name, goods_count }) => ({ code, name, goods_count })) })),
    }));
}

const HOUR_MS = 3_600_000;

/** One ranking of hot searches: keywords by searches (ties by keyword), rank 1 first. */
export function rankHotWords(current: readonly { keyword: string; n: number }[], previous: readonly { keyword: string; n: number }[], size: number) {
  const order = (rows: readonly { keyword: string; n: number }[]) =>
    [...rows].sort((a, b) => b.n - a.n || a.keyword.localeCompare(b.keyword, 'ko')).slice(0, size);
  const previousRank = new Map(order(previous).map((row, i) => [row.keyword, i + 1]));
  return order(current).map((row, i): HotSearchResponse['words'][number] => {
    const rank = i + 1;
    const before = previousRank.get(row.keyword) ?? null;
    return { rank, keyword: row.keyword, previous_rank: before, ...rankChangeOf(rank, before) };
  });
}

interface Suggestion<T> {
  item: T;
  index: HangulIndex[];
  weight: number;
}

/** The suggestions one of whose texts matches, those matching from their first letter before the rest, then by weight. */
function suggest<T>(entries: readonly Suggestion<T>[], keyword: string, limit: number): T[] {
  const found: { item: T; start: number; weight: number; length: number }[] = [];
  for (const entry of entries) {
    let best: number | null = null;
    for (const text of entry.index) {
      const range = hangulMatch(text, keyword);
      if (range && (best === null || range.start < best)) best = range.start;
    }
    if (best !== null) found.push({ item: entry.item, start: best, weight: entry.weight, length: entry.index[0]!.chars.length });
  }
  return found
    .sort((a, b) => Number(b.start === 0) - Number(a.start === 0) || b.weight - a.weight || a.length - b.length)
    .slice(0, limit)
    .map((f) => f.item);
}

/** `popularWalk: false` sorts every match for the popular order (the walk's reference in its tests). */
export function createSearchRepository(db: Database, cacheOptions: SearchCacheOptions = searchCacheOptions(), { popularWalk = true } = {}) {
  const cache = createSearchCache(db, cacheOptions);
  // Search logs are analytics, not money: their commit does not wait for the disk (synchronous_commit off;
  // a database crash may lose the last fraction of a second of them, never corrupt anything).
  // One insert per round trip (grouped): under load one commit carries many searches' rows; each caller's promise
  // settles when its own row is stored, so what a request wrote is there when it answers.
  // A search counts towards 인기 검색어 once per visitor per keyword per hot window (search_votes): the vote is
  // taken (a new row, or one whose last counted vote is older than the window) in the same statement that
  // decides it, so parallel searches of one visitor count once.
  const logWriter = grouped<typeof searchLogs.$inferInsert & { voter: string }, void>((rows) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit to off`);
      const pair = (r: { keyword: string; voter: string }) => `${r.voter} ${r.keyword}`;
      const unique = [...new Map(rows.map((r) => [pair(r), r])).values()];
      const counted = await tx
        .insert(searchVotes)
        .values(unique.map(({ keyword, voter }) => ({ keyword, voter })))
        .onConflictDoUpdate({
          target: [searchVotes.keyword, searchVotes.voter],
          set: { votedAt: sql`now()` },
          setWhere: sql`${searchVotes.votedAt} <= now() - make_interval(hours => ${SEARCH_READY_LIMITS.hotWindowHours})`,
        })
        .returning({ keyword: searchVotes.keyword, voter: searchVotes.voter });
      const votes = new Set(counted.map(pair));
      const logs = unique.filter((r) => votes.has(pair(r))).map(({ keyword, resultCount }) => ({ keyword, resultCount }));
      if (logs.length > 0) await tx.insert(searchLogs).values(logs);
      return rows.map(() => undefined);
    }),
  );
  // The goods of a search (the fields vary; results are typed where they are read). The conditions
  // name goods' own columns only (whereOf), so the brand is joined only where its name is read:
  // brand, category and seller are required references, a join would never drop a goods.
  const base = (fields: SelectedFields) => db.select(fields).from(goods);
  const withBrandIn = (on: Database, fields: SelectedFields) => on.select(fields).from(goods).innerJoin(brands, eq(brands.id, goods.brandId));
  const withBrand = (fields: SelectedFields) => withBrandIn(db, fields);

  let vocabularyCache: { at: number; entries: VocabularyEntry[] } | null = null;
  let suggestionCache: {
    at: number;
    categories: Suggestion<AutocompleteResponse['categories'][number]>[];
    brands: Suggestion<AutocompleteResponse['brands'][number]>[];
    keywords: Suggestion<string>[];
  } | null = null;

  /** What auto-complete offers, taken apart once: every category, every brand, the goods' words and names (5 minutes). */
  async function suggestions() {
    if (suggestionCache && Date.now() - suggestionCache.at < VOCABULARY_TTL_MS) return suggestionCache;
    const [categoryRows, brandRows, nameRows, words] = await Promise.all([
      db.select().from(categories),
      db
        .select({ id: brands.id, name: brands.name, nameEn: brands.nameEn, n: count(goods.id) })
        .from(brands)
        .leftJoin(goods, eq(goods.brandId, brands.id))
        .groupBy(brands.id),
      db.select({ name: goods.name, n: count() }).from(goods).groupBy(goods.name),
      vocabulary(),
    ]);
    const keywordWeights = new Map<string, number>();
    for (const w of words) if (w.kind === 'keyword') keywordWeights.set(w.word, w.weight);
    for (const row of nameRows) keywordWeights.set(row.name, Math.max(keywordWeights.get(row.name) ?? 0, row.n));
    suggestionCache = {
      at: Date.now(),
      categories: categoryRows.map((c) => ({
        item: { code: c.code, name: c.name, depth: c.depth, full_path: c.fullPath },
        index: [indexHangul(c.name)],
        weight: -c.depth,
      })),
      brands: brandRows.map((b) => ({
        item: { id: b.id, name: b.name, name_en: b.nameEn, logo_url: brandLogoUrl(b.id) },
        index: [indexHangul(b.name), indexHangul(b.nameEn)],
        weight: b.n,
      })),
      keywords: [...keywordWeights].map(([word, n]) => ({ item: word, index: [indexHangul(word)], weight: n })),
    };
    return suggestionCache;
  }

  /** Brand names, category names and the words of goods names, weighted by how many goods carry them. */
  async function vocabulary(): Promise<VocabularyEntry[]> {
    if (vocabularyCache && Date.now() - vocabularyCache.at < VOCABULARY_TTL_MS) return vocabularyCache.entries;
    const word = sql<string>`regexp_split_to_table(${goods.name}, '\\s+')`;
    const [brandRows, categoryRows, wordRows] = await Promise.all([
      db
        .select({ name: brands.name, nameEn: brands.nameEn, n: count(goods.id) })
        .from(brands)
        .leftJoin(goods, eq(goods.brandId, brands.id))
        .groupBy(brands.id),
      db.selectDistinct({ name: categories.name }).from(categories),
      db
        .select({ word: sql<string>`w.word`, n: sql<number>`count(*)::int` })
        .from(sql`(select ${word} as word from ${goods}) w`)
        .where(sql`length(w.word) >= 2`)
        .groupBy(sql`w.word`),
    ]);
    const entries: VocabularyEntry[] = [
      ...brandRows.flatMap((b) => [
        { word: b.name, kind: 'brand' as const, weight: b.n },
        { word: b.nameEn.toLowerCase(), kind: 'brand' as const, weight: b.n },
      ]),
      ...categoryRows.map((c) => ({ word: c.name, kind: 'category' as const, weight: 0 })),
      ...wordRows.map((w) => ({ word: w.word, kind: 'keyword' as const, weight: w.n })),
    ];
    vocabularyCache = { at: Date.now(), entries };
    return entries;
  }

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
