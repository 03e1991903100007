import { z } from 'zod';
import { ORDER_NUMBER_PATTERN } from '../constants';
import { boundedText, DbIdParamSchema, DbIdSchema, dbIdList, paginator } from '../platform-api/common';

/**
 * Review writing (ADR 0011: the member squad writes reviews, catalog's goods detail reads them). A line
 * is writable when the order squad's machine has it `delivered` or `confirmed` and no review has it
 * yet (REVIEWABLE_STATUSES in @mall/shared-contracts/order); one review per line.
 */
export const REVIEW_API = {
  /** GET the member's order lines that may still be reviewed (20 a page). */
  writable: '/api/v1/my/goods-reviews/writable',
  /** GET the member's reviews (20 a page); POST writes one for a line. */
  goodsReviews: '/api/v1/my/goods-reviews',
  /** PUT edits, DELETE removes one of the member's reviews. */
  goodsReview: (id: number | string) => `/api/v1/my/goods-reviews/${id}`,
  /** POST one photo as the request body (Content-Type image/jpeg, image/png or image/webp). */
  photos: '/api/v1/my/goods-reviews/photos',
} as const;

/** Served by mall-api from the review_photos rows. */
export const reviewPhotoUrl = (photoId: number) => `/media/review-photos/${photoId}`;

/** `/mypage/review/{tab}`. */
export const REVIEW_TABS = ['writable', 'written'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export const REVIEW_RULES = {
  scoreMin: 1,
  scoreMax: 5,
  /** Characters of the review text, spaces at both ends not counted. */
  contentsMin: 10,
  contentsMax: 1000,
  maxPhotos: 5,
  /** One photo, in bytes (5 MB). */
  photoMaxBytes: 5 * 1024 * 1024,
  photoTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** Photos one member may upload in an hour (a review takes 5 at most). */
  photoUploadsPerHour: 30,
  pageSize: 20,
} as const;
export type ReviewPhotoType = (typeof REVIEW_RULES.photoTypes)[number];

export const SCORE_LABELS: Record<number, string> = { 1: '별로예요', 2: '그저 그래요', 3: '보통이에요', 4: '좋아요', 5: '최고예요' };

export const REVIEW_MESSAGES = {
  scoreRequired: '별점을 선택해 주세요.',
  contentsRequired: '리뷰 내용을 입력해 주세요.',
  contentsTooShort: `리뷰는 ${REVIEW_RULES.contentsMin}자 이상 작성해 주세요.`,
  contentsTooLong: `리뷰는 ${REVIEW_RULES.contentsMax.toLocaleString('ko-KR')}자까지 작성할 수 있습니다.`,
  tooManyPhotos: `사진은 ${REVIEW_RULES.maxPhotos}장까지 올릴 수 있습니다.`,
  photoTooLarge: `사진은 한 장에 ${REVIEW_RULES.photoMaxBytes / 1024 / 1024}MB까지 올릴 수 있습니다.`,
  photoType: 'JPG, PNG, WEBP 사진만 올릴 수 있습니다.',
  photoEmpty: '빈 파일은 올릴 수 없습니다.',
  photoQuota: `사진은 한 시간에 ${30}장까지 올릴 수 있습니다. 잠시 후 다시 올려 주세요.`,
  photoBusy: '사진을 올리는 분이 많습니다. 잠시 후 다시 올려 주세요.',
  photoNotFound: '올린 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.',
  notWritable: '리뷰를 작성할 수 있는 주문 상품이 아닙니다. 배송 완료 또는 구매 확정된 상품만 리뷰를 쓸 수 있습니다.',
  alreadyWritten: '이미 리뷰를 작성한 주문 상품입니다.',
  notFound: '리뷰를 찾을 수 없습니다.',
  created: '리뷰가 등록되었습니다.',
  updated: '리뷰가 수정되었습니다.',
  deleted: '리뷰가 삭제되었습니다.',
  confirmDelete: '리뷰를 삭제할까요? 이 리뷰로 받은 적립금은 회수됩니다.',
} as const;

/** Shown in the form when the shop turns the review template (paid feature `review_template`) on. */
export const REVIEW_TEMPLATE = '사이즈: \n색상: \n착용감: \n한 줄 평: ';

/** Length the rules count: the text without the spaces at both ends. */
export const reviewContentsLength = (contents: string) => [...contents.trim()].length;

export interface ReviewDraft {
  score: number;
  contents: string;
  photoCount: number;
}
export type ReviewDraftErrors = Partial<Record<'score' | 'contents' | 'photos', string>>;

/** The form's rules, the same ones mall-api applies; an empty object when the draft can be sent. */
export function reviewDraftErrors({ score, contents, photoCount }: ReviewDraft): ReviewDraftErrors {
  const errors: ReviewDraftErrors = {};
  if (!Number.isInteger(score) || score < REVIEW_RULES.scoreMin || score > REVIEW_RULES.scoreMax) errors.score = REVIEW_MESSAGES.scoreRequired;
  const length = reviewContentsLength(contents);
  if (length === 0) errors.contents = REVIEW_MESSAGES.contentsRequired;
  else if (length < REVIEW_RULES.contentsMin) errors.contents = REVIEW_MESSAGES.contentsTooShort;
  else if (length > REVIEW_RULES.contentsMax) errors.contents = REVIEW_MESSAGES.contentsTooLong;
  if (photoCount > REVIEW_RULES.maxPhotos) errors.photos = REVIEW_MESSAGES.tooManyPhotos;
  return errors;
}

/** A picked file before it is uploaded: null when mall-api will take it. */
export function reviewPhotoError(file: { type: string; size: number }): string | null {
  if (!(REVIEW_RULES.photoTypes as readonly string[]).includes(file.type)) return REVIEW_MESSAGES.photoType;
  if (file.size === 0) return REVIEW_MESSAGES.photoEmpty;
  if (file.size > REVIEW_RULES.photoMaxBytes) return REVIEW_MESSAGES.photoTooLarge;
  return null;
}

/**
 * The type the bytes really are (their signature), whatever the request said: a PNG renamed .jpg is a
 * PNG, a script sent as image/jpeg is nothing.
 */
export function sniffReviewPhotoType(bytes: Uint8Array): ReviewPhotoType | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const reviewFields = {
  score: z.number().int().min(REVIEW_RULES.scoreMin).max(REVIEW_RULES.scoreMax),
  /** Length rules (reviewDraftErrors) are checked by the route, which answers their own message. */
  contents: boundedText(REVIEW_RULES.contentsMax * 2),
  photo_ids: dbIdList(0, REVIEW_RULES.maxPhotos).default([]),
};
export const ReviewCreateBodySchema = z.object({ order_item_id: DbIdSchema, ...reviewFields });
export const ReviewUpdateBodySchema = z.object(reviewFields);
export const ReviewIdParamSchema = z.object({ id: DbIdParamSchema });
export const ReviewListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
/** The writable lines of one order only (the review form opened for `order_no`). */
export const WritableQuerySchema = ReviewListQuerySchema.extend({ order_no: z.string().regex(ORDER_NUMBER_PATTERN).optional() });

export const ReviewPhotoSchema = z.object({ id: z.number().int(), url: z.string() });

/** The goods as the line recorded it (name, brand and option at the time of the order). */
const lineGoods = {
  goods_id: z.number().int(),
  goods_name: z.string(),
  brand_name: z.string(),
  option_name: z.string(),
  thumbnail_url: z.string(),
};

export const WritableReviewLineSchema = z.object({
  order_item_id: z.number().int(),
  order_no: z.string(),
  ordered_at: z.string(),
  status: z.enum(['delivered', 'confirmed']),
  status_label: z.string(),
  ...lineGoods,
});

export const WrittenReviewSchema = z.object({
  id: z.number().int(),
  order_item_id: z.number().int().nullable(),
  ...lineGoods,
  score: z.number().int(),
  contents: z.string(),
  photos: z.array(ReviewPhotoSchema),
  reward_point: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Points the member's grade gives a review, shown in the list and the form. */
export const ReviewRewardSchema = z.object({ text: z.number().int(), photo: z.number().int() });
const counts = z.object({ writable: z.number().int(), written: z.number().int() });
export const WritableReviewListSchema = paginator(WritableReviewLineSchema).extend({ counts, reward: ReviewRewardSchema });
export const WrittenReviewListSchema = paginator(WrittenReviewSchema).extend({ counts, reward: ReviewRewardSchema });

export type WritableReviewLine = z.infer<typeof WritableReviewLineSchema>;
export type WrittenReview = z.infer<typeof WrittenReviewSchema>;
export type WritableReviewList = z.infer<typeof WritableReviewListSchema>;
export type WrittenReviewList = z.infer<typeof WrittenReviewListSchema>;
export type ReviewCreateBody = z.input<typeof ReviewCreateBodySchema>;
export type ReviewUpdateBody = z.input<typeof ReviewUpdateBodySchema>;
export type ReviewPhoto = z.infer<typeof ReviewPhotoSchema>;
export type ReviewReward = z.infer<typeof ReviewRewardSchema>;
