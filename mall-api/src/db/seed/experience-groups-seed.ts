import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { gradientPng } from '../../lib/png';
import { selectDueExperienceGroups } from '../../plugins/app/exhibit/experience-groups/experience-selection';
import type { Database } from '../client';
import * as t from '../schema';
import { eventParticipants, insertJourneyMember, optionsOfGoods } from './event-participants';
import { EXPERIENCE_GROUPS, EXPERIENCE_JOURNEY_MEMBER, EXPERIENCE_PLANS, EXPERIENCE_REVIEW_TEXTS } from './experience-groups-data';

const DAY = 86_400_000;
/** Colours of the seeded review photos (gradients, stored as uploads). */
const PHOTO_COLOURS: [number, number, number][] = [
  [178, 34, 52],
  [31, 58, 95],
  [46, 93, 58],
];

/**
 * The experience groups with their applications (seeded reviewers, the demo member and the journey's
 * member where the data says), the selection of the closed ones by the mall's own rule, then the
 * experience reviews of the selected in the announced and ended groups. Seeded when the table is empty
 * and the reviewers exist; also adds EXPERIENCE_JOURNEY_MEMBER.
 */
export async function seedExperienceGroups(db: Database, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.experienceGroups);
  if (row?.n) return false;
  const participants = await eventParticipants(db);
  if (!participants) return false;
  const { reviewers, demo } = participants;
  const options = await optionsOfGoods(
    db,
    EXPERIENCE_GROUPS.map((g) => g.goodsId),
  );
  const at = (offset: number) => new Date(now + offset);

  await db.transaction(async (tx) => {
    const tester = await insertJourneyMember(tx, EXPERIENCE_JOURNEY_MEMBER, 'k-mall-tester-salt', participants.welcomeGradeId, now);
    await tx.insert(t.experienceGroups).values(
      EXPERIENCE_GROUPS.map((g, i) => ({
        id: i + 1,
        goodsId: g.goodsId,
        title: g.title,
        description: g.description,
        benefit: g.benefit,
        mission: g.mission.join('\n'),
        recruitCount: g.recruitCount,
        backgroundColor: g.backgroundColor,
        startAt: at(g.from),
        endAt: at(g.to),
        announceAt: at(g.to + g.announceAfter),
        reviewEndAt: at(g.to + g.announceAfter + g.reviewDays * DAY),
        sortOrder: i + 1,
      })),
    );
    const applications = EXPERIENCE_GROUPS.flatMap((g, i) => {
      const sizes = options.filter((o) => o.goodsId === g.goodsId);
      const open = now + g.from;
      const span = Math.max(1, Math.min(now, now + g.to) - open);
      const people = [...reviewers.slice(i * 3, i * 3 + g.applicants).map((r) => r.id), ...(g.demo ? [demo.id] : []), ...(g.journey ? [tester] : [])];
      return people.map((memberId, k) => ({
        experienceGroupId: i + 1,
        memberId,
        goodsOptionId: sizes[k % sizes.length]!.id,
        plan: EXPERIENCE_PLANS[k % EXPERIENCE_PLANS.length]!,
        createdAt: new Date(open + Math.floor((span * (k + 1)) / (people.length + 1))),
      }));
    });
    if (applications.length) await tx.insert(t.experienceGroupApplications).values(applications);
  });
  await selectDueExperienceGroups(db, new Date(now));

  // The selected write their reviews (seeded reviewers only: the demo and journey members write their own).
  const reviewerIds = new Set(reviewers.map((r) => r.id));
  for (const [i, g] of EXPERIENCE_GROUPS.entries()) {
    if (!('reviews' in g)) continue;
    const selected = await db
      .select({ id: t.experienceGroupApplications.id, memberId: t.experienceGroupApplications.memberId })
      .from(t.experienceGroupApplications)
      .where(and(eq(t.experienceGroupApplications.experienceGroupId, i + 1), isNotNull(t.experienceGroupApplications.selectedRank)))
      .orderBy(asc(t.experienceGroupApplications.selectedRank));
    const writers = selected.filter((s) => reviewerIds.has(s.memberId)).slice(0, g.reviews);
    const writtenFrom = now + g.to + g.announceAfter;
    await db.transaction(async (tx) => {
      for (const [k, w] of writers.entries()) {
        const text = EXPERIENCE_REVIEW_TEXTS[k % EXPERIENCE_REVIEW_TEXTS.length]!;
        const createdAt = new Date(Math.min(now - DAY, writtenFrom + (k + 1) * DAY));
        const [review] = await tx
          .insert(t.experienceReviews)
          .values({ experienceGroupId: i + 1, applicationId: w.id, memberId: w.memberId, score: text.score, contents: text.contents, createdAt })
          .returning({ id: t.experienceReviews.id });
        // The first writer shows photos, as a real review would.
        for (const colour of k === 0 ? PHOTO_COLOURS.slice(0, 2) : []) {
          const data = gradientPng(480, 480, colour, [240, 236, 228]);
          await tx
            .insert(t.reviewPhotos)
            .values({ memberId: w.memberId, experienceReviewId: review!.id, contentType: 'image/png', byteSize: data.length, data, createdAt });
        }
      }
    });
  }
  return true;
}
