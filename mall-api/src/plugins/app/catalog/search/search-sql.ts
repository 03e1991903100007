import type { FacetCategory, HotSearchResponse, SearchQuery } from '@mall/shared-contracts/catalog';
import { hangulMatch, rankChangeOf, type HangulIndex } from '@mall/shared-contracts/catalog';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { categories, goods, goodsColors, goodsOptions, searchFeedbacks, sellers } from '../../../../db/schema';

/** The SQL of a search: its conditions, facets, order and hot-word ranking, and auto-complete's matching. */
export const VOCABULARY_TTL_MS = 5 * 60_000;

export const FACETS = ['category', 'brand', 'color', 'fit', 'shoe'] as const;
export type Facet = (typeof FACETS)[number];
export type Filters = Omit<SearchQuery, 'sorting' | 'page' | 'page_size' | 'do_not_correct'>;

/** Units sold: lines paid and not taken back (PURCHASED_STATUSES, ADR 0012), kept on goods by migration 0040's triggers. */
export const salesSql = sql<number>`${goods.salesCount}`;
/** The popular order's score without clicks: the expression of goods_popularity_idx (migration 0040). */
export const popularitySql = sql`(${goods.salesCount} * 10 + ${goods.wishCount} * 2 + ${goods.reviewCount})`;
export const saleRateSql = sql`(${goods.price} - ${goods.baseDiscountedPrice})::float8 / nullif(${goods.price}, 0)`;

/** One word of the keyword, with the brands and categories it names (looked up in their small tables first). */
export interface WordMatch {
  word: string;
  pattern: string;
  brandIds: number[];
  categoryIds: number[];
}

/** What a search filters by before the SQL: the keyword's words and the categories under the picked codes, as ids. */
export interface Scope {
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
export function keywordCondition(words: readonly WordMatch[]): SQL | undefined {
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
export function whereOf(scope: Scope, f: Filters, except?: Facet): SQL | undefined {
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

export function orderOf(sorting: SearchQuery['sorting'], keyword: string): SQL[] {
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

export const HOUR_MS = 3_600_000;

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

export interface Suggestion<T> {
  item: T;
  index: HangulIndex[];
  weight: number;
}

/** The suggestions one of whose texts matches, those matching from their first letter before the rest, then by weight. */
export function suggest<T>(entries: readonly Suggestion<T>[], keyword: string, limit: number): T[] {
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
