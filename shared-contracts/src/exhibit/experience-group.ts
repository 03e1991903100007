import { z } from 'zod';
import { boundedText, DbIdParamSchema, DbIdSchema } from '../platform-api/common';
import { GoodsCardSchema } from '../catalog/goods';
import { ReviewPhotoSchema, ReviewUpdateBodySchema } from '../member/review';
import { drawOrder } from './raffle';

/**
 * 체험단 (issue 12; spec section 7 names the exhibit call "experience-reviews"). Members apply from
 * `start_at` until `end_at` with an option of the goods and a short plan, once each; `recruit_count`
 * are selected after the end by `selectionOrder` and announced at `announce_at`; a selected member
 * writes one experience review (score, text, photos uploaded like a goods review's) until `review_end_at`.
 */
export const EXPERIENCE_GROUP_API = {
  groups: '/api/v1/experience-reviews',
  group: '/api/v1/experience-reviews/:id',
  applications: '/api/v1/experience-reviews/:id/applications',
  reviews: '/api/v1/experience-reviews/:id/reviews',
} as const;

const withId = (path: string, id: number) => path.replace(':id', id.toString());
export const experienceGroupPath = (id: number) => withId(EXPERIENCE_GROUP_API.group, id);
export const experienceGroupApplicationsPath = (id: number) => withId(EXPERIENCE_GROUP_API.applications, id);
export const experienceGroupReviewsPath = (id: number) => withId(EXPERIENCE_GROUP_API.reviews, id);
export const experienceGroupDetailPagePath = (id: number) => `/experience-group/detail/${id.toString()}`;
export const experienceGroupCreatePagePath = (id: number) => `/experience-group/create?id=${id.toString()}`;

/**
 * Where a group stands on the clock: before `start_at` upcoming, then recruiting until `end_at`, then
 * selecting until `announce_at`, then announced (selected members write reviews) until `review_end_at`,
 * then ended.
 */
export const EXPERIENCE_GROUP_STAGES = ['upcoming', 'recruiting', 'selecting', 'announced', 'ended'] as const;
export type ExperienceGroupStage = (typeof EXPERIENCE_GROUP_STAGES)[number];
export const EXPERIENCE_GROUP_STAGE_LABELS: Readonly<Record<ExperienceGroupStage, string>> = {
  upcoming: '모집 예정',
  recruiting: '모집 중',
  selecting: '발표 대기',
  announced: '발표 완료',
  ended: '종료',
};

export interface ExperienceGroupClock {
  start_at: string;
  end_at: string;
  announce_at: string;
  review_end_at: string;
}

export function experienceGroupStage(g: ExperienceGroupClock, now: number): ExperienceGroupStage {
  if (now < Date.parse(g.start_at)) return 'upcoming';
  if (now < Date.parse(g.end_at)) return 'recruiting';
  if (now < Date.parse(g.announce_at)) return 'selecting';
  if (now < Date.parse(g.review_end_at)) return 'announced';
  return 'ended';
}

/** `/experience-group?tab=…`: 모집 (recruiting, then upcoming), 발표 (announced, then selecting), 종료. */
export const EXPERIENCE_GROUP_TABS = ['recruiting', 'announced', 'ended'] as const;
export type ExperienceGroupTab = (typeof EXPERIENCE_GROUP_TABS)[number];
export const EXPERIENCE_GROUP_TAB_LABELS: Readonly<Record<ExperienceGroupTab, string>> = { recruiting: '모집 중', announced: '당첨 발표', ended: '종료' };
export const EXPERIENCE_GROUP_TAB_STAGES: Readonly<Record<ExperienceGroupTab, readonly ExperienceGroupStage[]>> = {
  recruiting: ['recruiting', 'upcoming'],
  announced: ['announced', 'selecting'],
  ended: ['ended'],
};
export const isExperienceGroupTab = (value: string | null | undefined): value is ExperienceGroupTab =>
  typeof value === 'string' && (EXPERIENCE_GROUP_TABS as readonly string[]).includes(value);

export const EXPERIENCE_GROUP_RULES = { planMin: 20, planMax: 300 } as const;

export const EXPERIENCE_GROUP_MESSAGES = {
  notFound: '체험단을 찾을 수 없습니다.',
  loadFailed: '체험단을 불러오지 못했습니다',
  loginRequired: '로그인 후 체험단에 신청하실 수 있습니다.',
  upcoming: '아직 모집 기간이 아닙니다. 모집이 시작되면 신청해 주세요.',
  closed: '모집이 마감된 체험단입니다.',
  alreadyApplied: '이미 신청하신 체험단입니다. 체험단은 1인 1회만 신청할 수 있습니다.',
  optionRequired: '체험할 옵션을 선택해 주세요.',
  optionInvalid: '선택하신 옵션은 이 체험단에 없습니다. 다시 선택해 주세요.',
  planRequired: '체험 계획을 입력해 주세요.',
  planTooShort: `체험 계획은 ${EXPERIENCE_GROUP_RULES.planMin.toString()}자 이상 입력해 주세요.`,
  planTooLong: `체험 계획은 ${EXPERIENCE_GROUP_RULES.planMax.toString()}자까지 입력할 수 있습니다.`,
  applied: '체험단 신청이 완료되었습니다. 발표일에 선정 결과를 알려 드려요.',
  idRequired: '신청할 체험단을 찾을 수 없습니다. 체험단 목록에서 다시 선택해 주세요.',
  reviewNotSelected: '체험단에 선정된 회원만 체험 리뷰를 작성할 수 있습니다.',
  reviewNotOpen: '체험 리뷰는 선정 발표 후 작성 기간에만 작성할 수 있습니다.',
  reviewAlreadyWritten: '이미 체험 리뷰를 작성하셨습니다.',
  reviewCreated: '체험 리뷰가 등록되었습니다. 소중한 후기 감사합니다.',
  emptyRecruiting: '모집 중인 체험단이 없습니다.',
  emptyAnnounced: '발표된 체험단이 없습니다.',
  emptyEnded: '종료된 체험단이 없습니다.',
  noSelection: '선정된 회원이 없습니다.',
  noReviews: '아직 등록된 체험 리뷰가 없습니다.',
} as const;

/** Characters of the plan, spaces at both ends not counted. */
export const planLength = (plan: string) => [...plan.trim()].length;

export type ExperienceApplicationRefusal =
  'loginRequired' | 'upcoming' | 'closed' | 'alreadyApplied' | 'optionRequired' | 'optionInvalid' | 'planRequired' | 'planTooShort' | 'planTooLong';

export interface ExperienceApplicationAttempt {
  loggedIn: boolean;
  stage: ExperienceGroupStage;
  alreadyApplied: boolean;
  optionId: number | null;
  optionIds: readonly number[];
  plan: string;
}

/**
 * Why an application is refused, first reason first (null: it may be stored). The create page checks
 * the same before sending; the server checks again and its unique (group, member) index has the last word.
 */
export function experienceApplicationRefusal(a: ExperienceApplicationAttempt): ExperienceApplicationRefusal | null {
  if (!a.loggedIn) return 'loginRequired';
  if (a.stage === 'upcoming') return 'upcoming';
  if (a.stage !== 'recruiting') return 'closed';
  if (a.alreadyApplied) return 'alreadyApplied';
  if (a.optionId === null) return 'optionRequired';
  if (!a.optionIds.includes(a.optionId)) return 'optionInvalid';
  return planError(a.plan);
}

/** The plan's own rule (the form shows it under the field). */
export function planError(plan: string): 'planRequired' | 'planTooShort' | 'planTooLong' | null {
  const length = planLength(plan);
  if (length === 0) return 'planRequired';
  if (length < EXPERIENCE_GROUP_RULES.planMin) return 'planTooShort';
  if (length > EXPERIENCE_GROUP_RULES.planMax) return 'planTooLong';
  return null;
}

export type ExperienceReviewRefusal = 'loginRequired' | 'reviewNotSelected' | 'reviewNotOpen' | 'reviewAlreadyWritten';

/** Whether a member may write the group's experience review now (null: yes). */
export function experienceReviewRefusal(a: {
  loggedIn: boolean;
  stage: ExperienceGroupStage;
  selected: boolean;
  written: boolean;
}): ExperienceReviewRefusal | null {
  if (!a.loggedIn) return 'loginRequired';
  if (!a.selected) return 'reviewNotSelected';
  if (a.stage !== 'announced') return 'reviewNotOpen';
  if (a.written) return 'reviewAlreadyWritten';
  return null;
}

/**
 * The selection rule, published like the raffle draw: applications ordered by FNV-1a of
 * `"{groupId}:{applicationId}"` (ties by id), the first `recruitCount` selected in that order. The
 * moment of applying changes nothing.
 */
export const selectionOrder = (groupId: number, applicationIds: readonly number[], recruitCount: number) => drawOrder(groupId, applicationIds, recruitCount);

/** A member's application as they see it: waiting for the announcement, selected or not. */
export const EXPERIENCE_RESULTS = ['pending', 'selected', 'not_selected'] as const;
export type ExperienceResult = (typeof EXPERIENCE_RESULTS)[number];
export const EXPERIENCE_RESULT_LABELS: Readonly<Record<ExperienceResult, string>> = { pending: '발표 대기', selected: '선정', not_selected: '미선정' };

const StageSchema = z.enum(EXPERIENCE_GROUP_STAGES);

export const ExperienceGroupSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  benefit: z.string(),
  recruit_count: z.number().int(),
  /** Counted from the applications. */
  application_count: z.number().int(),
  background_color: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  announce_at: z.string(),
  review_end_at: z.string(),
  stage: StageSchema,
  goods: GoodsCardSchema,
});

export const MyExperienceApplicationSchema = z.object({
  option_name: z.string(),
  plan: z.string(),
  applied_at: z.string(),
  result: z.enum(EXPERIENCE_RESULTS),
  /** The member's experience review is written. */
  review_written: z.boolean(),
});

export const ExperienceReviewSchema = z.object({
  id: z.number().int(),
  /** Masked like raffle winners. */
  name: z.string(),
  score: z.number().int(),
  contents: z.string(),
  photos: z.array(ReviewPhotoSchema),
  created_at: z.string(),
});

export const ExperienceGroupDetailSchema = ExperienceGroupSummarySchema.extend({
  description: z.string(),
  /** One point per line. */
  mission: z.array(z.string()),
  options: z.array(z.object({ id: z.number().int(), name: z.string() })),
  my_application: MyExperienceApplicationSchema.nullable(),
  /** Once announced: the selected members, names and ids masked, in selection order. */
  selected: z.array(z.object({ rank: z.number().int(), name: z.string(), login_id: z.string() })),
  reviews: z.array(ExperienceReviewSchema),
});

export const ExperienceGroupListQuerySchema = z.object({ tab: z.enum(EXPERIENCE_GROUP_TABS).default('recruiting') });
export const ExperienceGroupListSchema = z.object({ experience_groups: z.array(ExperienceGroupSummarySchema) });
export const ExperienceGroupParamSchema = z.object({ id: DbIdParamSchema });

export const ExperienceApplicationBodySchema = z.object({ goods_option_id: DbIdSchema.nullable(), plan: boundedText(2000) });
export const ExperienceApplicationCreatedSchema = z.object({
  experience_group_id: z.number().int(),
  option_name: z.string(),
  applied_at: z.string(),
  application_count: z.number().int(),
});

/** The same fields and rules as a goods review (`reviewDraftErrors`). */
export const ExperienceReviewBodySchema = ReviewUpdateBodySchema;

export type ExperienceGroupSummary = z.infer<typeof ExperienceGroupSummarySchema>;
export type ExperienceGroupDetail = z.infer<typeof ExperienceGroupDetailSchema>;
export type ExperienceGroupList = z.infer<typeof ExperienceGroupListSchema>;
export type ExperienceReview = z.infer<typeof ExperienceReviewSchema>;
export type MyExperienceApplication = z.infer<typeof MyExperienceApplicationSchema>;
export type ExperienceApplicationBody = z.infer<typeof ExperienceApplicationBodySchema>;
export type ExperienceApplicationCreated = z.infer<typeof ExperienceApplicationCreatedSchema>;
export type ExperienceReviewBody = z.infer<typeof ExperienceReviewBodySchema>;
