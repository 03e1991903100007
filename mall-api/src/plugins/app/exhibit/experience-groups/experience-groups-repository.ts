import {
  EXPERIENCE_GROUP_MESSAGES,
  EXPERIENCE_GROUP_TAB_STAGES,
  experienceApplicationRefusal,
  experienceGroupStage,
  experienceReviewRefusal,
  maskWinnerName,
  type ExperienceApplicationBody,
  type ExperienceApplicationCreated,
  type ExperienceApplicationRefusal,
  type ExperienceGroupDetail,
  type ExperienceGroupSummary,
  type ExperienceGroupTab,
  type ExperienceResult,
  type ExperienceReview,
  type ExperienceReviewBody,
  type ExperienceReviewRefusal,
} from '@mall/shared-contracts/exhibit';
import { REVIEW_MESSAGES, reviewDraftErrors, reviewPhotoUrl } from '@mall/shared-contracts/member';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { experienceGroupApplications, experienceGroups, experienceReviews, goodsOptions, members, reviewPhotos } from '../../../../db/schema';
import { AppError, unauthenticated, unprocessable } from '../../../../lib/errors';
import type { GoodsRepository } from '../../catalog/goods/goods-repository';
import { maskLoginId } from '../../member/members/masking';
import { selectDueExperienceGroups } from './experience-selection';

declare module 'fastify' {
  interface FastifyInstance {
    experienceGroupsRepository: ExperienceGroupsRepository;
  }
}

type GroupRow = typeof experienceGroups.$inferSelect;
type Refusal = ExperienceApplicationRefusal | ExperienceReviewRefusal;

const REFUSAL_STATUS: Record<Exclude<Refusal, 'loginRequired'>, number> = {
  upcoming: 422,
  closed: 422,
  alreadyApplied: 409,
  optionRequired: 422,
  optionInvalid: 422,
  planRequired: 422,
  planTooShort: 422,
  planTooLong: 422,
  reviewNotSelected: 403,
  reviewNotOpen: 422,
  reviewAlreadyWritten: 409,
};

const refused = (reason: Refusal) =>
  reason === 'loginRequired'
    ? unauthenticated()
    : new AppError(REFUSAL_STATUS[reason], `EXPERIENCE_${reason.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`, EXPERIENCE_GROUP_MESSAGES[reason]);

/** The tab's rows, in the order a shopper reads them. */
function tabQuery(tab: ExperienceGroupTab, now: Date) {
  if (tab === 'recruiting') {
    return {
      where: gt(experienceGroups.endAt, now),
      // Closing soonest first (the stage sort then puts the recruiting before the upcoming).
      order: [asc(experienceGroups.endAt), asc(experienceGroups.id)],
    };
  }
  if (tab === 'announced') {
    return {
      where: and(lte(experienceGroups.endAt, now), gt(experienceGroups.reviewEndAt, now)),
      order: [desc(experienceGroups.announceAt), desc(experienceGroups.id)],
    };
  }
  return { where: lte(experienceGroups.reviewEndAt, now), order: [desc(experienceGroups.reviewEndAt), desc(experienceGroups.id)] };
}

const clockOf = (row: GroupRow) => ({
  start_at: row.startAt.toISOString(),
  end_at: row.endAt.toISOString(),
  announce_at: row.announceAt.toISOString(),
  review_end_at: row.reviewEndAt.toISOString(),
});

export function createExperienceGroupsRepository(db: Database, goodsRepository: GoodsRepository) {
  async function applicationCounts(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ id: experienceGroupApplications.experienceGroupId, n: count() })
      .from(experienceGroupApplications)
      .where(inArray(experienceGroupApplications.experienceGroupId, ids))
      .groupBy(experienceGroupApplications.experienceGroupId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  async function summaries(rows: GroupRow[], now: Date): Promise<ExperienceGroupSummary[]> {
    const [counts, cards] = await Promise.all([
      applicationCounts(rows.map((r) => r.id)),
      goodsRepository.cardsByIds([...new Set(rows.map((r) => r.goodsId))]).then((list) => new Map(list.map((c) => [c.id, c]))),
    ]);
    return rows.flatMap((r) => {
      const goods = cards.get(r.goodsId);
      if (!goods) return [];
      const clock = clockOf(r);
      return [
        {
          id: r.id,
          title: r.title,
          benefit: r.benefit,
          recruit_count: r.recruitCount,
          application_count: counts.get(r.id) ?? 0,
          background_color: r.backgroundColor,
          ...clock,
          stage: experienceGroupStage(clock, now.getTime()),
          goods,
        },
      ];
    });
  }

  async function findRow(id: number) {
    const [row] = await db.select().from(experienceGroups).where(eq(experienceGroups.id, id));
    return row ?? null;
  }

  async function optionsOf(goodsId: number) {
    return db
      .select({ id: goodsOptions.id, name: goodsOptions.name })
      .from(goodsOptions)
      .where(eq(goodsOptions.goodsId, goodsId))
      .orderBy(asc(goodsOptions.sortOrder), asc(goodsOptions.id));
  }

  async function memberApplication(groupId: number, memberId: number) {
    const [application] = await db
      .select({
        id: experienceGroupApplications.id,
        optionName: goodsOptions.name,
        plan: experienceGroupApplications.plan,
        selectedRank: experienceGroupApplications.selectedRank,
        createdAt: experienceGroupApplications.createdAt,
        reviewId: experienceReviews.id,
      })
      .from(experienceGroupApplications)
      .innerJoin(goodsOptions, eq(goodsOptions.id, experienceGroupApplications.goodsOptionId))
      .leftJoin(experienceReviews, eq(experienceReviews.applicationId, experienceGroupApplications.id))
      .where(and(eq(experienceGroupApplications.experienceGroupId, groupId), eq(experienceGroupApplications.memberId, memberId)));
    return application ?? null;
  }

  /** Pending until the announcement, then selected or not. */
  const resultOf = (announced: boolean, selectedRank: number | null): ExperienceResult =>
    !announced ? 'pending' : selectedRank !== null ? 'selected' : 'not_selected';

  async function reviewsOf(groupId: number): Promise<ExperienceReview[]> {
    const rows = await db
      .select({
        id: experienceReviews.id,
        name: members.name,
        score: experienceReviews.score,
        contents: experienceReviews.contents,
        createdAt: experienceReviews.createdAt,
      })
      .from(experienceReviews)
      .innerJoin(members, eq(members.id, experienceReviews.memberId))
      .where(eq(experienceReviews.experienceGroupId, groupId))
      .orderBy(desc(experienceReviews.createdAt), desc(experienceReviews.id));
    const photos = rows.length
      ? await db
          .select({ id: reviewPhotos.id, reviewId: reviewPhotos.experienceReviewId })
          .from(reviewPhotos)
          .where(
            inArray(
              reviewPhotos.experienceReviewId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(reviewPhotos.id))
      : [];
    return rows.map((r) => ({
      id: r.id,
      name: maskWinnerName(r.name),
      score: r.score,
      contents: r.contents,
      photos: photos.filter((p) => p.reviewId === r.id).map((p) => ({ id: p.id, url: reviewPhotoUrl(p.id) })),
      created_at: r.createdAt.toISOString(),
    }));
  }

  return {
    async list(tab: ExperienceGroupTab, now: Date): Promise<ExperienceGroupSummary[]> {
      await selectDueExperienceGroups(db, now);
      const { where, order } = tabQuery(tab, now);
      const rows = await db
        .select()
        .from(experienceGroups)
        .where(where)
        .orderBy(...order);
      const list = await summaries(rows, now);
      // Each tab reads its stages in order (recruiting before upcoming, announced before selecting).
      const stages = EXPERIENCE_GROUP_TAB_STAGES[tab];
      return list.sort((a, b) => stages.indexOf(a.stage) - stages.indexOf(b.stage));
    },

    /** One group with its options, the caller's application, the selected members once announced and the reviews. */
    async detail(id: number, memberId: number | null, now: Date): Promise<ExperienceGroupDetail | null> {
      await selectDueExperienceGroups(db, now);
      const row = await findRow(id);
      if (!row) return null;
      const [[summary], options, application, reviews] = await Promise.all([
        summaries([row], now),
        optionsOf(row.goodsId),
        memberId === null ? null : memberApplication(id, memberId),
        reviewsOf(id),
      ]);
      if (!summary) return null;
      const announced = summary.stage === 'announced' || summary.stage === 'ended';
      const selected = announced
        ? await db
            .select({ rank: experienceGroupApplications.selectedRank, name: members.name, loginId: members.loginId })
            .from(experienceGroupApplications)
            .innerJoin(members, eq(members.id, experienceGroupApplications.memberId))
            .where(and(eq(experienceGroupApplications.experienceGroupId, id), isNotNull(experienceGroupApplications.selectedRank)))
            .orderBy(asc(experienceGroupApplications.selectedRank))
        : [];
      return {
        ...summary,
        description: row.description,
        mission: row.mission.split('\n').filter(Boolean),
        options,
        my_application: application
          ? {
              option_name: application.optionName,
              plan: application.plan,
              applied_at: application.createdAt.toISOString(),
              result: resultOf(announced, application.selectedRank),
              review_written: application.reviewId !== null,
            }
          : null,
        selected: selected.map((s) => ({ rank: s.rank!, name: maskWinnerName(s.name), login_id: maskLoginId(s.loginId) })),
        reviews,
      };
    },

    /**
     * Stores the member's application once (rules: `experienceApplicationRefusal`); the unique (group,
     * member) index refuses a concurrent second one the check did not see. Null: no such group.
     */
    async apply(id: number, memberId: number, body: ExperienceApplicationBody, now: Date): Promise<ExperienceApplicationCreated | null> {
      const row = await findRow(id);
      if (!row) return null;
      const [options, existing] = await Promise.all([optionsOf(row.goodsId), memberApplication(id, memberId)]);
      const reason = experienceApplicationRefusal({
        loggedIn: true,
        stage: experienceGroupStage(clockOf(row), now.getTime()),
        alreadyApplied: existing !== null,
        optionId: body.goods_option_id,
        optionIds: options.map((o) => o.id),
        plan: body.plan,
      });
      if (reason) throw refused(reason);
      const optionId = body.goods_option_id!;
      const [inserted] = await db
        .insert(experienceGroupApplications)
        .values({ experienceGroupId: id, memberId, goodsOptionId: optionId, plan: body.plan.trim(), createdAt: now })
        .onConflictDoNothing({ target: [experienceGroupApplications.experienceGroupId, experienceGroupApplications.memberId] })
        .returning({ id: experienceGroupApplications.id });
      if (!inserted) throw refused('alreadyApplied');
      const counts = await applicationCounts([id]);
      return {
        experience_group_id: id,
        option_name: options.find((o) => o.id === optionId)!.name,
        applied_at: now.toISOString(),
        application_count: counts.get(id) ?? 0,
      };
    },

    /**
     * A selected member's experience review, once, while the review period runs (rules:
     * `experienceReviewRefusal`, text and photos as `reviewDraftErrors`); it takes the member's
     * uploaded photos no review has. Null: no such group.
     */
    async writeReview(id: number, memberId: number, body: ExperienceReviewBody, now: Date): Promise<ExperienceReview | null> {
      await selectDueExperienceGroups(db, now);
      const row = await findRow(id);
      if (!row) return null;
      const application = await memberApplication(id, memberId);
      const stage = experienceGroupStage(clockOf(row), now.getTime());
      const reason = experienceReviewRefusal({
        loggedIn: true,
        stage,
        selected: application?.selectedRank != null && (stage === 'announced' || stage === 'ended'),
        written: application?.reviewId != null,
      });
      if (reason) throw refused(reason);
      const errors = reviewDraftErrors({ score: body.score, contents: body.contents, photoCount: body.photo_ids.length });
      const first = errors.score ?? errors.contents ?? errors.photos;
      if (first) throw unprocessable(first, 'EXPERIENCE_REVIEW_INVALID');
      const ids = [...new Set(body.photo_ids)];
      if (ids.length !== body.photo_ids.length) throw unprocessable(REVIEW_MESSAGES.photoNotFound, 'REVIEW_PHOTO_NOT_FOUND');
      const reviewId = await db.transaction(async (tx) => {
        const [review] = await tx
          .insert(experienceReviews)
          .values({ experienceGroupId: id, applicationId: application!.id, memberId, score: body.score, contents: body.contents.trim(), createdAt: now })
          .onConflictDoNothing({ target: experienceReviews.applicationId })
          .returning({ id: experienceReviews.id });
        if (!review) throw refused('reviewAlreadyWritten');
        if (ids.length) {
          const taken = await tx
            .update(reviewPhotos)
            .set({ experienceReviewId: review.id })
            .where(
              and(inArray(reviewPhotos.id, ids), eq(reviewPhotos.memberId, memberId), isNull(reviewPhotos.reviewId), isNull(reviewPhotos.experienceReviewId)),
            )
            .returning({ id: reviewPhotos.id });
          if (taken.length !== ids.length) throw unprocessable(REVIEW_MESSAGES.photoNotFound, 'REVIEW_PHOTO_NOT_FOUND');
        }
        return review.id;
      });
      return (await reviewsOf(id)).find((r) => r.id === reviewId) ?? null;
    },
  };
}
export type ExperienceGroupsRepository = ReturnType<typeof createExperienceGroupsRepository>;

export const experienceGroupsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('experienceGroupsRepository', createExperienceGroupsRepository(app.db, app.goodsRepository));
  },
  { name: 'experience-groups-repository', dependencies: ['db', 'goods-repository'] },
);

export default experienceGroupsRepositoryPlugin;
