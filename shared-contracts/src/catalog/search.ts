import { josa } from 'es-hangul';
import { z } from 'zod';
import { DbIdParamSchema, DbIdSchema, boundedText, paginator } from '../platform-api/common';
import { GoodsCardSchema } from './goods';

/** The search engine's calls (spec section 7, "Search engine"), served by mall-api. */
export const SEARCH_API = {
  search: '/api/v1/search',
  feedback: '/api/v1/search/feedback',
} as const;

export const SEARCH_SORTINGS = ['popular', 'newest', 'price_asc', 'price_desc', 'review', 'discount'] as const;
export type SearchSorting = (typeof SEARCH_SORTINGS)[number];
export const SEARCH_SORTING_LABELS: Record<SearchSorting, string> = {
  popular: '인기순',
  newest: '신상품순',
  price_asc: '낮은 가격순',
  price_desc: '높은 가격순',
  review: '리뷰 많은순',
  discount: '할인율순',
};

export const SEARCH_LIMITS = {
  /**
   * Characters of a keyword: a shopper's words fit well within it, and the typo correction's work grows
   * with its length (a 100-character random keyword took over a second of the database).
   */
  keyword: 40,
  /** Values of one filter in one request. */
  filterValues: 20,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Deeper pages are not a shopper's search (and would be a cheap way to load the database). */
  pageMax: 500,
  priceMax: 100_000_000,
  bestGoods: 4,
  relatedKeywords: 8,
} as const;

/** `a,b,c` in a query string (or a repeated key): one list, at most `max` values. */
const csvList = <T extends z.ZodType>(item: T, max: number = SEARCH_LIMITS.filterValues) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.split(',').filter((v) => v !== '')
        : Array.isArray(value)
          ? value.flatMap((v) => String(v).split(',')).filter(Boolean)
          : value,
    z.array(item).max(max),
  );
/** `1`/`true` is on; absent, `0` or `false` is off. */
const queryFlag = z.preprocess((value) => value === true || value === '1' || value === 'true', z.boolean());
const price = z.coerce.number().int().min(0).max(SEARCH_LIMITS.priceMax);

/** Category codes grow by three digits per level (001, 001002, 001002003). */
export const CategoryCodeSchema = z.string().regex(/^(\d{3}){1,3}$/);
export const FitSizeSchema = z.string().regex(/^[A-Z]{1,4}$/);
export const ShoeSizeSchema = z.string().regex(/^\d{3}$/);

/**
 * The search call's parameters (spec section 7), also the `/search` page's URL: the page keeps
 * exactly these in its query string, so back, reload and a shared link repeat the same call.
 */
export const SearchQuerySchema = z.object({
  keyword: boundedText(SEARCH_LIMITS.keyword).default(''),
  category_codes: csvList(CategoryCodeSchema).default([]),
  brand_ids: csvList(DbIdParamSchema).default([]),
  /** The seller shop's goods (`/goods/seller/{id}`). */
  seller_ids: csvList(DbIdParamSchema).default([]),
  fit_sizes: csvList(FitSizeSchema).default([]),
  shoes_sizes: csvList(ShoeSizeSchema).default([]),
  colors: csvList(DbIdParamSchema).default([]),
  min_price: price.optional(),
  max_price: price.optional(),
  review_stars: csvList(z.coerce.number().int().min(1).max(5), 5).default([]),
  only_free_delivery: queryFlag.default(false),
  only_sale: queryFlag.default(false),
  except_soldout: queryFlag.default(false),
  sorting: z.enum(SEARCH_SORTINGS).default('popular'),
  page: z.coerce.number().int().min(1).max(SEARCH_LIMITS.pageMax).default(1),
  page_size: z.coerce.number().int().min(1).max(SEARCH_LIMITS.pageSizeMax).default(SEARCH_LIMITS.pageSizeDefault),
  do_not_correct: queryFlag.default(false),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

const FacetCategoryLeafSchema = z.object({ code: z.string(), name: z.string(), goods_count: z.number().int() });
const FacetCategoryMidSchema = FacetCategoryLeafSchema.extend({ children: z.array(FacetCategoryLeafSchema) });
export const FacetCategorySchema = FacetCategoryLeafSchema.extend({ children: z.array(FacetCategoryMidSchema) });
export const FacetValueSchema = z.object({ id: z.string(), label: z.string(), goods_count: z.number().int() });

/** Spec section 3, "Search response". */
export const SearchResponseSchema = z.object({
  paginator: paginator(GoodsCardSchema),
  filters: z.object({
    categories: z.array(FacetCategorySchema),
    brands: z.array(z.object({ id: z.number().int(), name: z.string(), goods_count: z.number().int() })),
    fit_sizes: z.array(FacetValueSchema),
    shoe_sizes: z.array(FacetValueSchema),
    colors: z.array(z.object({ id: z.number().int(), label: z.string(), code: z.string(), goods_count: z.number().int() })),
  }),
  best_goods: z.array(GoodsCardSchema),
  /** The engine searched another keyword than the one typed (keyboard slip, 초성, typo). */
  is_corrected: z.boolean(),
  original_keyword: z.string(),
  corrected_keyword: z.string().nullable(),
  related_keywords: z.array(z.string()),
  /** The keyword names a brand: its shop is one tap away. */
  brand: z.object({ id: z.number().int(), name: z.string(), name_en: z.string() }).nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
export type FacetCategory = z.infer<typeof FacetCategorySchema>;

export const SearchFeedbackBodySchema = z.object({ keyword: boundedText(SEARCH_LIMITS.keyword).min(1), goods_id: DbIdSchema });
export type SearchFeedbackBody = z.infer<typeof SearchFeedbackBodySchema>;

const DEFAULT_QUERY = SearchQuerySchema.parse({});

/**
 * A search as a query string, defaults left out (the URL a shopper shares stays short and one
 * search has one URL). The page's URL and the API call use the same string.
 */
export function toSearchParams(query: Partial<SearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(SearchQuerySchema.shape) as (keyof SearchQuery)[]) {
    const value = query[key];
    if (value === undefined || value === DEFAULT_QUERY[key]) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (typeof value === 'boolean') {
      if (value) params.set(key, '1');
    } else if (value !== '') params.set(key, String(value));
  }
  return params;
}

/** Reads a `/search` URL; a value that does not parse falls back to its default instead of failing the page. */
export function searchQueryFromParams(params: URLSearchParams): SearchQuery {
  const raw = Object.fromEntries(params.entries());
  const parsed = SearchQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return SearchQuerySchema.parse(Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key))));
}

/** Whether any filter narrows the search (besides the keyword, order and page). */
export function hasSearchFilters(query: SearchQuery): boolean {
  return (
    query.category_codes.length +
      query.brand_ids.length +
      query.seller_ids.length +
      query.fit_sizes.length +
      query.shoes_sizes.length +
      query.colors.length +
      query.review_stars.length >
      0 ||
    query.min_price !== undefined ||
    query.max_price !== undefined ||
    query.only_free_delivery ||
    query.only_sale ||
    query.except_soldout
  );
}

const LAST_HANGUL = /[가-힣]$/;
/** `'셔츠'로`, `'코트'로`, `'가방'으로`; a word not ending in Hangul gets the written-out `(으)로`. */
export function withParticleRo(quoted: string, word: string): string {
  return LAST_HANGUL.test(word) ? `${quoted}${josa.pick(word, '으로/로')}` : `${quoted}(으)로`;
}

/** The search screens' Korean copy. */
export const SEARCH_MESSAGES = {
  keywordRequired: '검색어를 입력해 주세요.',
  corrected: (corrected: string) => `'${corrected}' 검색 결과입니다`,
  searchOriginal: (original: string) => `${withParticleRo(`'${original}'`, original)} 검색`,
  noResults: (keyword: string) => (keyword ? `'${keyword}'에 대한 검색 결과가 없습니다.` : '조건에 맞는 상품이 없습니다.'),
  noResultsHint: '검색어의 철자를 확인하거나 필터를 줄여 보세요.',
  priceRange: '최소 가격이 최대 가격보다 클 수 없습니다.',
  loadFailed: '검색 결과를 불러오지 못했습니다',
} as const;
