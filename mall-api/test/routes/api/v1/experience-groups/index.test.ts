import {
  EXPERIENCE_GROUP_API,
  EXPERIENCE_GROUP_MESSAGES,
  ExperienceApplicationCreatedSchema,
  ExperienceGroupDetailSchema,
  ExperienceGroupListSchema,
  ExperienceReviewSchema,
  experienceGroupApplicationsPath,
  experienceGroupPath,
  experienceGroupReviewsPath,
  selectionOrder,
} from '@mall/shared-contracts/exhibit';
import { REVIEW_API, REVIEW_MESSAGES, ReviewPhotoSchema } from '@mall/shared-contracts/member';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experienceGroupApplications, experienceGroups, reviewPhotos } from '../../../../../src/db/schema';
import { EXPERIENCE_JOURNEY_MEMBER, SEEDED_EXPERIENCE_GROUPS as G } from '../../../../../src/db/seed/experience-groups-data';
import { gradientPng } from '../../../../../src/lib/png';
import { selectDueExperienceGroups } from '../../../../../src/plugins/app/exhibit/experience-groups/experience-selection';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

const PLAN = '매일 출근길에 입어 보고 사이즈와 보온성을 사진과 함께 자세히 남기겠습니다.';

describe('experience groups (체험단)', () => {
  let ctx: TestContext;
  let tester: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_id: EXPERIENCE_JOURNEY_MEMBER.loginId, password: EXPERIENCE_JOURNEY_MEMBER.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    tester = (res.json() as { token: string }).token;
  });
  afterAll(() => ctx?.close());

  const detail = async (id: number, token?: string) =>
    expectBody(await ctx.app.inject({ url: experienceGroupPath(id), headers: token ? bearer(token) : {} }), 200, ExperienceGroupDetailSchema);

  it('lists each tab by stage, application counts counted from the rows', async () => {
    const list = async (tab: string) =>
      expectBody(await ctx.app.inject({ url: `${EXPERIENCE_GROUP_API.groups}?tab=${tab}` }), 200, ExperienceGroupListSchema).experience_groups;
    const recruiting = await list('recruiting');
    expect(recruiting.map((g) => [g.id, g.stage])).toEqual([
      [G.recruitingFew, 'recruiting'],
      [G.recruiting, 'recruiting'],
      [G.upcoming, 'upcoming'],
    ]);
    const [stored] = await ctx.db.db
      .select({ n: count() })
      .from(experienceGroupApplications)
      .where(eq(experienceGroupApplications.experienceGroupId, G.recruiting));
    expect(recruiting.find((g) => g.id === G.recruiting)!.application_count).toBe(stored!.n);
    expect((await list('announced')).map((g) => [g.id, g.stage])).toEqual([
      [G.announced, 'announced'],
      [G.selecting, 'selecting'],
    ]);
    expect((await list('ended')).map((g) => [g.id, g.stage])).toEqual([[G.ended, 'ended']]);
    expectApiError(await ctx.app.inject({ url: `${EXPERIENCE_GROUP_API.groups}?tab=soon` }), 422);
  });

  it('selects the closed groups once, by the published rule, and shows the selected only once announced', async () => {
    for (const id of [G.selecting, G.announced, G.ended]) {
      const [group] = await ctx.db.db.select().from(experienceGroups).where(eq(experienceGroups.id, id));
      const apps = await ctx.db.db
        .select({ id: experienceGroupApplications.id, rank: experienceGroupApplications.selectedRank })
        .from(experienceGroupApplications)
        .where(eq(experienceGroupApplications.experienceGroupId, id))
        .orderBy(asc(experienceGroupApplications.id));
      expect(group!.selectedAt).not.toBeNull();
      const chosen = selectionOrder(
        id,
        apps.map((a) => a.id),
        group!.recruitCount,
      );
      expect(
        apps
          .filter((a) => a.rank !== null)
          .sort((a, b) => a.rank! - b.rank!)
          .map((a) => a.id),
      ).toEqual(chosen);
    }
    expect(await selectDueExperienceGroups(ctx.db.db, new Date())).toBe(0);
    // Still recruiting: nobody selected.
    const [open] = await ctx.db.db
      .select({ n: count() })
      .from(experienceGroupApplications)
      .where(and(eq(experienceGroupApplications.experienceGroupId, G.recruiting), isNotNull(experienceGroupApplications.selectedRank)));
    expect(open!.n).toBe(0);

    expect((await detail(G.selecting)).selected).toEqual([]);
    const ended = await detail(G.ended);
    expect(ended.selected).toHaveLength(3);
    expect(ended.selected[0]!.name).toMatch(/\*/);
    expect(ended.reviews.length).toBeGreaterThan(0);
    expect(ended.reviews[ended.reviews.length - 1]!.photos).toHaveLength(2);
  });

  it('a member applies once, with an option and a plan; each rule refuses with its message', async () => {
    const group = await detail(G.recruitingFew, tester);
    expect(group.my_application).toBeNull();
    const url = experienceGroupApplicationsPath(G.recruitingFew);
    const post = (payload: object, token = tester) => ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expectApiError(await ctx.app.inject({ method: 'POST', url, payload: { goods_option_id: group.options[0]!.id, plan: PLAN } }), 401);
    expectApiError(await post({ goods_option_id: null, plan: PLAN }), 422, EXPERIENCE_GROUP_MESSAGES.optionRequired);
    expectApiError(await post({ goods_option_id: 999_999, plan: PLAN }), 422, EXPERIENCE_GROUP_MESSAGES.optionInvalid);
    expectApiError(await post({ goods_option_id: group.options[0]!.id, plan: '   ' }), 422, EXPERIENCE_GROUP_MESSAGES.planRequired);
    expectApiError(await post({ goods_option_id: group.options[0]!.id, plan: '좋아요' }), 422, EXPERIENCE_GROUP_MESSAGES.planTooShort);
    expectApiError(await post({ goods_option_id: group.options[0]!.id, plan: '가'.repeat(301) }), 422, EXPERIENCE_GROUP_MESSAGES.planTooLong);

    const created = expectBody(await post({ goods_option_id: group.options[1]!.id, plan: PLAN }), 201, ExperienceApplicationCreatedSchema);
    expect(created.option_name).toBe(group.options[1]!.name);
    expect(created.application_count).toBe(group.application_count + 1);
    expectApiError(await post({ goods_option_id: group.options[0]!.id, plan: PLAN }), 409, EXPERIENCE_GROUP_MESSAGES.alreadyApplied);
    const after = await detail(G.recruitingFew, tester);
    expect(after.my_application).toMatchObject({ option_name: group.options[1]!.name, plan: PLAN, result: 'pending', review_written: false });
  });

  it('refuses applications before the opening and after the deadline', async () => {
    const { token: demo } = await loginDemo(ctx.app);
    for (const [id, message] of [
      [G.upcoming, EXPERIENCE_GROUP_MESSAGES.upcoming],
      [G.selecting, EXPERIENCE_GROUP_MESSAGES.closed],
      [G.ended, EXPERIENCE_GROUP_MESSAGES.closed],
    ] as const) {
      const group = await detail(id);
      const res = await ctx.app.inject({
        method: 'POST',
        url: experienceGroupApplicationsPath(id),
        headers: bearer(demo),
        payload: { goods_option_id: group.options[0]!.id, plan: PLAN },
      });
      expectApiError(res, 422, message);
    }
    expectApiError(await ctx.app.inject({ url: experienceGroupPath(999_999) }), 404, EXPERIENCE_GROUP_MESSAGES.notFound);
  });

  it('a selected member writes one experience review with uploaded photos; others are refused', async () => {
    const mine = await detail(G.announced, tester);
    expect(mine.my_application).toMatchObject({ result: 'selected', review_written: false });
    const url = experienceGroupReviewsPath(G.announced);
    const upload = expectBody(
      await ctx.app.inject({
        method: 'POST',
        url: REVIEW_API.photos,
        headers: { ...bearer(tester), 'content-type': 'image/png' },
        payload: gradientPng(64, 64, [200, 30, 30], [240, 240, 240]),
      }),
      201,
      ReviewPhotoSchema,
    );
    expectApiError(
      await ctx.app.inject({ method: 'POST', url, headers: bearer(tester), payload: { score: 5, contents: '짧음' } }),
      422,
      REVIEW_MESSAGES.contentsTooShort,
    );
    expectApiError(
      await ctx.app.inject({
        method: 'POST',
        url,
        headers: bearer(tester),
        payload: { score: 5, contents: '매일 신어 봤는데 쿠셔닝이 정말 좋아요.', photo_ids: [999_999] },
      }),
      422,
      REVIEW_MESSAGES.photoNotFound,
    );
    const review = expectBody(
      await ctx.app.inject({
        method: 'POST',
        url,
        headers: bearer(tester),
        payload: { score: 5, contents: '매일 신어 봤는데 쿠셔닝이 정말 좋아요.', photo_ids: [upload.id] },
      }),
      201,
      ExperienceReviewSchema,
    );
    expect(review.photos.map((p) => p.id)).toEqual([upload.id]);
    expect(review.name).toBe('한*험');
    const [photo] = await ctx.db.db.select().from(reviewPhotos).where(eq(reviewPhotos.id, upload.id));
    expect(photo!.experienceReviewId).toBe(review.id);
    expectApiError(
      await ctx.app.inject({ method: 'POST', url, headers: bearer(tester), payload: { score: 4, contents: '한 번 더 써 보려고 합니다. 두 번째 리뷰.' } }),
      409,
      EXPERIENCE_GROUP_MESSAGES.reviewAlreadyWritten,
    );
    expect((await detail(G.announced, tester)).my_application!.review_written).toBe(true);

    // Not selected (never applied to the ended group's selection) and the closed review period.
    const { token: demo } = await loginDemo(ctx.app);
    expectApiError(
      await ctx.app.inject({
        method: 'POST',
        url: experienceGroupReviewsPath(G.selecting),
        headers: bearer(demo),
        payload: { score: 5, contents: '발표 전에 쓰려는 리뷰입니다.' },
      }),
      403,
      EXPERIENCE_GROUP_MESSAGES.reviewNotSelected,
    );
    expectApiError(
      await ctx.app.inject({
        method: 'POST',
        url: experienceGroupReviewsPath(G.ended),
        headers: bearer(tester),
        payload: { score: 5, contents: '종료된 체험단의 리뷰입니다.' },
      }),
      403,
      EXPERIENCE_GROUP_MESSAGES.reviewNotSelected,
    );
  });
});
