import { z } from 'zod';
import { boundedText, DbIdParamSchema, paginator } from '../platform-api/common';

/**
 * Reviews as goods detail reads them (ADR 0011: the member squad writes them in My page's `review-form`,
 * catalog reads the rows). The summary (average, score distribution, photo count, option counts) is
 * computed by SQL over every review of the goods; the list is narrowed by the shopper's filters and
 * sorted. Writers are masked (김**) like the Q&A. The 360° view's frames are read here too.
 */
export const GOODS_REVIEW_API = {
  /** GET the goods' reviews (GOODS_REVIEW_RULES.pageSize a page) with the summary and the best reviews. */
  reviews: (goodsId: number | string) => `/api/v1/goods/${goodsId}/reviews`,
  /** GET the photos of the goods' reviews, newest review first (GOODS_REVIEW_RULES.photoPageSize a page). */
  photos: (goodsId: number | string) => `/api/v1/goods/${goodsId}/reviews/photos`,
  /** GET one review of the goods (best review detail, photo review detail, image zoom). */
  review: (goodsId: number | string, reviewId: number | string) => `/api/v1/goods/${goodsId}/reviews/${reviewId}`,
  /** GET the frames of the goods' 360° view in turning order (empty when the goods has none). */
  images360: (goodsId: number | string) => `/api/v1/goods/${goodsId}/360-images`,
} as const;

export const GOODS_REVIEW_RULES = {
  pageSize: 10,
  photoPageSize: 24,
  /** Best reviews shown above the list. */
  bestMax: 5,
  /** Characters of a review shown in the list before 더보기. */
  previewChars: 120,
} as const;

export const GOODS_REVIEW_SORTS = ['best', 'recent', 'score_high', 'score_low'] as const;
export type GoodsReviewSort = (typeof GOODS_REVIEW_SORTS)[number];
export const GOODS_REVIEW_SORT_LABELS: Record<GoodsReviewSort, string> = {
  best: '베스트순',
  recent: '최신순',
  score_high: '별점 높은순',
  score_low: '별점 낮은순',
};

export const GOODS_REVIEW_MESSAGES = {
  empty: '아직 작성된 리뷰가 없습니다.',
  emptyHint: '상품을 구매하고 첫 리뷰를 남겨 주세요. 마이페이지 > 리뷰에서 작성할 수 있습니다.',
  filteredEmpty: '조건에 맞는 리뷰가 없습니다.',
  loadFailed: '리뷰를 불러오지 못했습니다',
  photosEmpty: '아직 포토 리뷰가 없습니다.',
  notFound: '리뷰를 찾을 수 없습니다.',
  notBest: '베스트 리뷰가 아닙니다.',
  no360: '이 상품은 360° 이미지가 없습니다.',
  loading360: '360° 이미지를 불러오는 중입니다.',
  hint360: '좌우로 끌거나 화살표 키로 돌려 보세요.',
} as const;

const boolParam = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const GoodsReviewQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  sort: z.enum(GOODS_REVIEW_SORTS).default('best'),
  photo_only: boolParam,
  /** Only reviews of this score (1–5). */
  score: z.coerce.number().int().min(1).max(5).optional(),
  /** Only reviews of this option name, as the summary's `options` list them. */
  option: boundedText(200).optional(),
});
export const GoodsReviewPhotoQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const GoodsReviewParamSchema = z.object({ id: DbIdParamSchema, reviewId: DbIdParamSchema });

export const GoodsReviewImageSchema = z.object({ id: z.number().int(), url: z.string() });
export const GoodsReviewSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  /** Masked: 김**. */
  writer: z.string(),
  score: z.number().int().min(1).max(5),
  option_name: z.string(),
  contents: z.string(),
  images: z.array(GoodsReviewImageSchema),
  is_best: z.boolean(),
  created_at: z.string(),
});

export const GoodsReviewSummarySchema = z.object({
  total: z.number().int(),
  photo_count: z.number().int(),
  /** One decimal, 0 without reviews. */
  average: z.number(),
  /** Scores 5 to 1, each with its count. */
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
  /** Option names reviewed, most reviewed first. */
  options: z.array(z.object({ name: z.string(), count: z.number().int() })),
});

export const GoodsReviewListSchema = paginator(GoodsReviewSchema).extend({
  summary: GoodsReviewSummarySchema,
  /** The goods' best reviews (GOODS_REVIEW_RULES.bestMax at most), highest score first. */
  best: z.array(GoodsReviewSchema),
});

/** One photo of a review: the photo grid's cell. */
export const GoodsReviewPhotoSchema = z.object({
  review_id: z.number().int(),
  image_id: z.number().int(),
  /** Its place among its review's images (0 first): the zoom's `index`. */
  index: z.number().int(),
  url: z.string(),
  score: z.number().int(),
});
export const GoodsReviewPhotoListSchema = paginator(GoodsReviewPhotoSchema);

export const Goods360FrameSchema = z.object({ angle: z.number().int().min(0).max(359), url: z.string() });
export const Goods360ImagesSchema = z.object({ goods_id: z.number().int(), frames: z.array(Goods360FrameSchema) });

export type GoodsReviewQuery = z.input<typeof GoodsReviewQuerySchema>;
export type GoodsReview = z.infer<typeof GoodsReviewSchema>;
export type GoodsReviewSummary = z.infer<typeof GoodsReviewSummarySchema>;
export type GoodsReviewList = z.infer<typeof GoodsReviewListSchema>;
export type GoodsReviewPhoto = z.infer<typeof GoodsReviewPhotoSchema>;
export type GoodsReviewPhotoList = z.infer<typeof GoodsReviewPhotoListSchema>;
export type Goods360Frame = z.infer<typeof Goods360FrameSchema>;
export type Goods360Images = z.infer<typeof Goods360ImagesSchema>;

/** Share of a score in the distribution, in whole percent (0 without reviews). */
export function scoreShare(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/**
 * The frame to show after turning by `steps` frames (negative turns back), wrapping around: a 360° view
 * has no first or last frame.
 */
export function turnFrame(current: number, steps: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  return (((current + steps) % frameCount) + frameCount) % frameCount;
}

/** How many frames a horizontal drag of `dx` pixels turns, for a viewer `width` pixels wide (one full turn per width). */
export function dragSteps(dx: number, width: number, frameCount: number): number {
  if (width <= 0 || frameCount <= 0) return 0;
  return Math.trunc((dx / width) * frameCount);
}
