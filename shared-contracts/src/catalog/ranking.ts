import { z } from 'zod';
import { DbIdSchema } from '../platform-api/common';
import { GoodsCardSchema } from './goods';
import { CategoryCodeSchema } from './search';
import { HOT_CHANGE_TYPES } from './search-ready';

/**
 * Rankings (spec section 7 "best", "ranking/{ranking_type}"; ADR 0011: catalog), computed from rows:
 * units of order lines paid and not cancelled (ADR 0012 PURCHASED_STATUSES), goods-detail views per
 * day, wishes made in the period. `/best` is the best sellers of a category; `/ranking/{type}` the rest.
 */
export const RANKING_API = {
  best: '/api/v1/goods/best',
  ranking: '/api/v1/ranking/:rankingType',
} as const;
export const rankingPath = (type: RankingType) => RANKING_API.ranking.replace(':rankingType', type);

export const RANKING_TYPES = ['item', 'brand', 'view', 'like'] as const;
export type RankingType = (typeof RANKING_TYPES)[number];
export const RANKING_TYPE_LABELS: Record<RankingType | 'main', string> = {
  main: '종합',
  item: '판매',
  brand: '브랜드',
  view: '조회',
  like: '좋아요',
};
/** What a goods' score counts, per ranking. */
export const RANKING_SCORE_LABELS: Record<RankingType, string> = {
  item: '판매',
  brand: '판매',
  view: '조회',
  like: '좋아요',
};

export const RANKING_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export const RANKING_PERIOD_LABELS: Record<RankingPeriod, string> = { daily: '일간', weekly: '주간', monthly: '월간' };
export const RANKING_PERIOD_DAYS: Record<RankingPeriod, number> = { daily: 1, weekly: 7, monthly: 30 };

export const RANKING_LIMITS = { default: 50, max: 100, mainSection: 5, brandGoods: 3 } as const;

export const RankingQuerySchema = z.object({
  period: z.enum(RANKING_PERIODS).default('weekly'),
  /** A category at any level: its goods and its sub-categories' goods. */
  category_code: CategoryCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(RANKING_LIMITS.max).default(RANKING_LIMITS.default),
});
export type RankingQuery = z.infer<typeof RankingQuerySchema>;
export const RankingParamSchema = z.object({ rankingType: z.enum(RANKING_TYPES) });

/**
 * The rank now and in the period before (as long, just before it; null when not ranked then), with
 * the change as hot searches report it (rankChangeOf).
 */
const ranked = {
  rank: z.number().int(),
  previous_rank: z.number().int().nullable(),
  change_rank: z.number().int(),
  change_type: z.enum(HOT_CHANGE_TYPES),
  score: z.number().int(),
};
export const RankedGoodsSchema = z.object({ ...ranked, goods: GoodsCardSchema });
export const RankedBrandSchema = z.object({
  ...ranked,
  brand: z.object({ id: DbIdSchema, name: z.string(), name_en: z.string(), logo_url: z.string() }),
  /** The brand's best sellers of the period. */
  goods: z.array(GoodsCardSchema),
});
const counted = { period: z.enum(RANKING_PERIODS), counted_from: z.string(), counted_to: z.string() };
export const GoodsRankingSchema = z.object({ ...counted, goods: z.array(RankedGoodsSchema) });
export const BrandRankingSchema = z.object({ ...counted, brands: z.array(RankedBrandSchema) });
export const RankingResponseSchema = z.union([GoodsRankingSchema, BrandRankingSchema]);

export type RankedGoods = z.infer<typeof RankedGoodsSchema>;
export type RankedBrand = z.infer<typeof RankedBrandSchema>;
export type GoodsRanking = z.infer<typeof GoodsRankingSchema>;
export type BrandRanking = z.infer<typeof BrandRankingSchema>;

/** The pages: `/ranking/main` is every ranking's top five, the others one ranking each. */
export const RANKING_PAGES = ['main', ...RANKING_TYPES] as const;
export type RankingPage = (typeof RANKING_PAGES)[number];
export const rankingPagePath = (page: RankingPage) => `/ranking/${page}`;

/** What the score means beside a ranked goods or brand: `판매 12개`, `조회 1,234회`, `좋아요 5개`. */
export function rankingScoreText(type: RankingType, score: number): string {
  const n = score.toLocaleString('ko-KR');
  return type === 'view' ? `${RANKING_SCORE_LABELS[type]} ${n}회` : `${RANKING_SCORE_LABELS[type]} ${n}개`;
}

export const RANKING_MESSAGES = {
  bestTitle: '베스트',
  bestIntro: '많이 팔린 상품 순위입니다.',
  rankingTitle: '랭킹',
  empty: '이 기간에 집계된 상품이 없습니다.',
  emptyBrands: '이 기간에 집계된 브랜드가 없습니다.',
  emptyHint: '기간이나 카테고리를 바꿔 보세요.',
  loadFailed: '랭킹을 불러오지 못했습니다',
  more: '더보기',
  allCategories: '전체',
  sectionTitle: (type: RankingType) => `${RANKING_TYPE_LABELS[type]} 랭킹`,
  countedPeriod: (from: string, to: string) => `${from} ~ ${to} 집계`,
  toRanking: '랭킹 전체 보기',
} as const;
