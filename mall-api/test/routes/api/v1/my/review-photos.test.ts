import { REVIEW_API, REVIEW_MESSAGES, REVIEW_RULES, ReviewPhotoSchema } from '@mall/shared-contracts/member';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../../../src/db/schema';
import { AppError } from '../../../../../src/lib/errors';
import { gradientPng } from '../../../../../src/lib/png';
import { loginReviewer, writeReviewWithPhotos } from '../../../../helpers/reviews';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { joinTestMember } from '../../../../helpers/identity';

const PNG = gradientPng(8, 8, [200, 100, 50], [20, 40, 60]);

/** Issue 25: review photo uploads — quota, unguessable ids, unattached photos private, bounded storing. */
describe('review photo uploads', () => {
  let ctx: TestContext;
  let demo: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    demo = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const upload = (headers: Record<string, string>, body: Buffer = PNG) =>
    ctx.app.inject({ method: 'POST', url: REVIEW_API.photos, headers: { ...headers, 'content-type': 'image/png' }, payload: body });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('ids are random, not sequential: the next id says nothing about anyone else’s photo', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(expectBody(await upload(demo), 201, ReviewPhotoSchema).id);
    expect(new Set(ids).size).toBe(6);
    // Sequential ids differ by one (or a few); random ones are spread over the int4 range.
    const gaps = ids.slice(1).map((id, i) => Math.abs(id - ids[i]!));
    expect(gaps.filter((g) => g < 1000)).toEqual([]);
  });

  it('an unattached photo opens only with its uploader’s key, privately; once a review takes it, it is public', async () => {
    const photo = expectBody(await upload(demo), 201, ReviewPhotoSchema);
    expect(photo.url).toMatch(new RegExp(`^/media/review-photos/${photo.id}\\?k=[A-Za-z0-9_-]{22}$`));
    const own = await get(photo.url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    // By id alone, or with another photo's key: as if it did not exist.
    expect((await get(`/media/review-photos/${photo.id}`)).statusCode).toBe(404);
    const other = expectBody(await upload(demo), 201, ReviewPhotoSchema);
    expect((await get(`/media/review-photos/${photo.id}?k=${new URL(other.url, 'http://x').searchParams.get('k')}`)).statusCode).toBe(404);

    // The journey member's review takes a photo of theirs: public from then on.
    const reviewer = await loginReviewer(ctx);
    const mine = expectBody(await upload(reviewer), 201, ReviewPhotoSchema);
    const review = await writeReviewWithPhotos(ctx, reviewer, [mine.id]);
    const shared = await get(review.photos[0]!.url);
    expect(review.photos[0]!.url).toBe(`/media/review-photos/${mine.id}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toContain('public');
  });

  it(`a member uploads at most ${REVIEW_RULES.photoUploadsPerHour} photos an hour, counted atomically; others are not affected`, async () => {
    const { token } = await joinTestMember(ctx.app, 'photoquota');
    const member = bearer(token);
    for (let i = 0; i < REVIEW_RULES.photoUploadsPerHour - 3; i++) expect((await upload(member)).statusCode).toBe(201);
    // Five at once with room for three: the count is taken under the member's lock, so exactly three pass.
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(member)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
    for (const a of answers.filter((x) => x.statusCode === 429)) expectApiError(a, 429, REVIEW_MESSAGES.photoQuota);
    expectApiError(await upload(member), 429, REVIEW_MESSAGES.photoQuota);
    expect((await upload(demo)).statusCode).toBe(201);
  });

  it('photos are stored one at a time with a few waiting: a burst beyond that is refused at once (503), nothing piles up', async () => {
    await joinTestMember(ctx.app, 'photoburst');
    const [{ id }] = (await ctx.db.db.select({ id: members.id }).from(members).where(eq(members.loginId, 'photoburst'))) as [{ id: number }];
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => ctx.app.reviewsRepository.uploadPhoto(id, big)));
    const stored = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(stored).toHaveLength(5);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).statusCode).toBe(503);
      expect((r.reason as AppError).message).toBe(REVIEW_MESSAGES.photoBusy);
    }
  });
});
