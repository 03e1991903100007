import { z } from 'zod';
import { DbIdParamSchema } from '../platform-api/common';
import { GoodsCardSchema } from '../catalog/goods';
import { PERIOD_STATES, type PeriodState } from './period';

/**
 * Showcases, cody shots, joint purchases, spot themes, exhibit categories and the goods time attack
 * (issue 12, docs/adr/0011: the exhibit squad owns them; `/api/v1/goods/{id}/timeattack` is read by
 * catalog's goods detail).
 */
export const EXHIBIT_EVENTS_API = {
  showcases: '/api/v1/showcases',
  showcase: '/api/v1/showcases/:id',
  codyShots: '/api/v1/codishots',
  codyShot: '/api/v1/codishots/:id',
  jointPurchases: '/api/v1/joint-purchases',
  jointPurchase: '/api/v1/joint-purchases/:id',
  jointPurchaseParticipation: '/api/v1/joint-purchases/:id/participation',
  goodsTimeAttack: '/api/v1/goods/:id/timeattack',
  spotTheme: '/api/v1/spot-themes/:id',
  exhibitCategory: '/api/v1/exhibit-categories/:id',
} as const;

const withId = (path: string, id: number) => path.replace(':id', id.toString());
export const showcasePath = (id: number) => withId(EXHIBIT_EVENTS_API.showcase, id);
export const codyShotPath = (id: number) => withId(EXHIBIT_EVENTS_API.codyShot, id);
export const jointPurchasePath = (id: number) => withId(EXHIBIT_EVENTS_API.jointPurchase, id);
export const jointPurchaseParticipationPath = (id: number) => withId(EXHIBIT_EVENTS_API.jointPurchaseParticipation, id);
export const goodsTimeAttackPath = (goodsId: number) => withId(EXHIBIT_EVENTS_API.goodsTimeAttack, goodsId);
export const spotThemePath = (id: number) => withId(EXHIBIT_EVENTS_API.spotTheme, id);
export const exhibitCategoryPath = (id: number) => withId(EXHIBIT_EVENTS_API.exhibitCategory, id);

export const showcasePagePath = (sortId?: number) => (sortId ? `/showcase/${sortId.toString()}` : '/showcase');
export const showcaseDetailPagePath = (id: number) => `/showcase/detail/${id.toString()}`;
export const codyShotDetailPagePath = (id: number) => `/cody-shot/detail/${id.toString()}`;
export const jointPurchaseDetailPagePath = (id: number) => `/joint-purchase/detail/${id.toString()}`;

export const EXHIBIT_EVENTS_MESSAGES = {
  showcaseNotFound: '쇼케이스를 찾을 수 없습니다.',
  showcaseLoadFailed: '쇼케이스를 불러오지 못했습니다',
  showcaseEmpty: '이 분류에 진행 중인 쇼케이스가 없습니다.',
  showcaseUpcomingGoods: '쇼케이스가 열리면 상품이 공개됩니다.',
  showcaseEnded: '종료된 쇼케이스입니다. 상품은 계속 구매하실 수 있어요.',
  codyShotNotFound: '코디샷을 찾을 수 없습니다.',
  codyShotLoadFailed: '코디샷을 불러오지 못했습니다',
  codyShotEmpty: '등록된 코디샷이 없습니다.',
  jointPurchaseNotFound: '공동구매를 찾을 수 없습니다.',
  jointPurchaseLoadFailed: '공동구매를 불러오지 못했습니다',
  jointPurchaseEmpty: '진행 중인 공동구매가 없습니다.',
  jointPurchaseNotOpen: '아직 참여할 수 없는 공동구매입니다. 오픈 후 참여해 주세요.',
  jointPurchaseClosed: '마감된 공동구매입니다.',
  jointPurchaseAlreadyJoined: '이미 참여한 공동구매입니다.',
  jointPurchaseQuantityOver: (max: number) => `1인당 최대 ${max.toString()}개까지 참여할 수 있습니다.`,
  jointPurchaseLoginRequired: '로그인 후 공동구매에 참여할 수 있습니다.',
  jointPurchaseJoined: '공동구매에 참여했습니다. 목표 수량이 모이면 공동구매가로 확정됩니다.',
  spotThemeNotFound: '스팟 테마를 찾을 수 없습니다.',
  spotThemeLoadFailed: '스팟 테마를 불러오지 못했습니다',
  exhibitCategoryNotFound: '기획 카테고리를 찾을 수 없습니다.',
  exhibitCategoryLoadFailed: '기획 카테고리를 불러오지 못했습니다',
  goodsEmpty: '준비된 상품이 없습니다.',
} as const;

const PeriodStateSchema = z.enum(PERIOD_STATES);
const period = { start_at: z.string(), end_at: z.string(), state: PeriodStateSchema };

/* ---------- showcases ---------- */

export const ShowcaseSortSchema = z.object({ id: z.number().int(), name: z.string() });
export const ShowcaseSummarySchema = z.object({
  id: z.number().int(),
  sort_id: z.number().int(),
  brand_name: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  background_color: z.string(),
  ...period,
  goods_count: z.number().int(),
  /** The first goods' thumbnails (not for an upcoming showcase). */
  preview_images: z.array(z.string()),
});
export const ShowcaseListQuerySchema = z.object({ sort_id: DbIdParamSchema.optional() });
/** Ongoing showcases first, then upcoming ones, then ended ones. */
export const ShowcaseListSchema = z.object({ sorts: z.array(ShowcaseSortSchema), showcases: z.array(ShowcaseSummarySchema) });
/** An upcoming showcase keeps its goods to itself until it opens (`goods` is empty then). */
export const ShowcaseSchema = ShowcaseSummarySchema.extend({ sort_name: z.string(), description: z.string(), goods: z.array(GoodsCardSchema) });

/* ---------- cody shots ---------- */

export const CodyShotSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  model_name: z.string(),
  model_height: z.number().int(),
  style: z.string(),
  background_color: z.string(),
  published_at: z.string(),
  goods_count: z.number().int(),
  preview_images: z.array(z.string()),
});
export const CodyShotListSchema = z.object({ cody_shots: z.array(CodyShotSummarySchema) });
export const CodyShotItemSchema = z.object({ part: z.string(), goods: GoodsCardSchema });
export const CodyShotSchema = CodyShotSummarySchema.extend({ description: z.string(), items: z.array(CodyShotItemSchema) });

/* ---------- joint purchases ---------- */

export const JOINT_PURCHASE_SORTS = ['popular', 'deadline', 'latest'] as const;
export type JointPurchaseSort = (typeof JOINT_PURCHASE_SORTS)[number];
export const JOINT_PURCHASE_SORT_LABELS: Readonly<Record<JointPurchaseSort, string>> = { popular: '인기순', deadline: '마감임박순', latest: '최신순' };
export const isJointPurchaseSort = (value: string | undefined): value is JointPurchaseSort =>
  value !== undefined && (JOINT_PURCHASE_SORTS as readonly string[]).includes(value);

/**
 * Where a joint purchase stands: `recruiting` before its target (ongoing), `reached` once joined
 * quantities meet the target (it goes ahead at the joint price, also after it ends), `failed`
 * when it ended short of the target (nobody is charged), `upcoming` before it opens.
 */
export type JointPurchaseOutcome = 'upcoming' | 'recruiting' | 'reached' | 'failed';
export const JOINT_PURCHASE_OUTCOME_LABELS: Readonly<Record<JointPurchaseOutcome, string>> = {
  upcoming: '오픈 예정',
  recruiting: '모집 중',
  reached: '목표 달성',
  failed: '공동구매 무산',
};

export function jointPurchaseOutcome(state: PeriodState, joinedQuantity: number, targetQuantity: number): JointPurchaseOutcome {
  if (state === 'upcoming') return 'upcoming';
  if (joinedQuantity >= targetQuantity) return 'reached';
  return state === 'ended' ? 'failed' : 'recruiting';
}

/** Progress toward the target in whole percent, 0–100 (a reached purchase may be over-joined). */
export const jointPurchaseProgress = (joinedQuantity: number, targetQuantity: number) =>
  targetQuantity <= 0 ? 100 : Math.min(100, Math.floor((joinedQuantity / targetQuantity) * 100));

export const JointPurchaseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sale_price: z.number().int(),
  target_quantity: z.number().int(),
  /** Sum of the participations' quantities. */
  joined_quantity: z.number().int(),
  participant_count: z.number().int(),
  outcome: z.enum(['upcoming', 'recruiting', 'reached', 'failed']),
  ...period,
  goods: GoodsCardSchema,
});
export const JointPurchaseListQuerySchema = z.object({ sort: z.enum(JOINT_PURCHASE_SORTS).default('popular') });
export const JointPurchaseListSchema = z.object({ joint_purchases: z.array(JointPurchaseSummarySchema) });
export const JointPurchaseSchema = JointPurchaseSummarySchema.extend({
  description: z.string(),
  max_quantity_per_member: z.number().int(),
  /** The signed-in member's quantity, null when they have not joined (or nobody is signed in). */
  my_quantity: z.number().int().nullable(),
});
export const JointPurchaseJoinBodySchema = z.object({ quantity: z.number().int().min(1) });

/* ---------- goods time attack, spot themes, exhibit categories ---------- */

/** The goods' ongoing time deal, else its next upcoming one; null when it has none. */
export const GoodsTimeAttackSchema = z.object({
  time_attack: z.object({ id: z.number().int(), title: z.string(), sale_price: z.number().int(), ...period }).nullable(),
});

export const SpotThemeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string(),
  background_color: z.string(),
  ...period,
  goods_count: z.number().int(),
  /** Empty while upcoming. */
  goods: z.array(GoodsCardSchema),
});

export const ExhibitCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  background_color: z.string(),
  goods: z.array(GoodsCardSchema),
  /** Every exhibit category, for the tabs between them. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const ExhibitIdParamSchema = z.object({ id: DbIdParamSchema });

export type ShowcaseSort = z.infer<typeof ShowcaseSortSchema>;
export type ShowcaseSummary = z.infer<typeof ShowcaseSummarySchema>;
export type ShowcaseList = z.infer<typeof ShowcaseListSchema>;
export type Showcase = z.infer<typeof ShowcaseSchema>;
export type CodyShotSummary = z.infer<typeof CodyShotSummarySchema>;
export type CodyShotList = z.infer<typeof CodyShotListSchema>;
export type CodyShot = z.infer<typeof CodyShotSchema>;
export type JointPurchaseSummary = z.infer<typeof JointPurchaseSummarySchema>;
export type JointPurchaseList = z.infer<typeof JointPurchaseListSchema>;
export type JointPurchase = z.infer<typeof JointPurchaseSchema>;
export type GoodsTimeAttack = z.infer<typeof GoodsTimeAttackSchema>;
export type SpotTheme = z.infer<typeof SpotThemeSchema>;
export type ExhibitCategory = z.infer<typeof ExhibitCategorySchema>;
