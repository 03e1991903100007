import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { REVIEW_API, REVIEW_RULES, ReviewPhotoSchema, WrittenReviewSchema } from '@mall/shared-contracts/member';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewImages, reviewPhotos } from '../../../../../src/db/schema';
import { gradientPng } from '../../../../../src/lib/png';
import { loginReviewer, writeReviewWithPhotos } from '../../../../helpers/reviews';
import { bearer, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, createSeededPgliteDb, type TestContext } from '../../../../helpers/build-app';

/** A photo of exactly the size limit (5 MB): a real PNG followed by noise the sniffer does not read. */
const PNG = gradientPng(16, 16, [200, 100, 50], [20, 40, 60]);
const FIVE_MB = Buffer.concat([PNG, randomBytes(REVIEW_RULES.photoMaxBytes - PNG.length)]);

/** Issue 25 item 9: review photo bytes live in the media store, never in a database row on the event loop. */
describe('review photo storage', () => {
  let ctx: TestContext;
  let demo: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    demo = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const upload = (headers: Record<string, string>, body: Buffer) =>
    ctx.app.inject({ method: 'POST', url: REVIEW_API.photos, headers: { ...headers, 'content-type': 'image/png' }, payload: body });
  const rowOf = async (id: number) => (await ctx.db.db.select().from(reviewPhotos).where(eq(reviewPhotos.id, id)))[0]!;

  it('a 5 MB photo on PGlite goes to the media store, not into a row on the database thread, and is served back whole', async () => {
    // PGlite runs on this thread: that is where a photo in a row stalled everything. With DATABASE_URL
    // (CI) the file's app is on PostgreSQL, so this one gets an embedded database of its own.
    const own = ctx.db.driver === 'pglite' ? null : await buildTestApp(createSeededPgliteDb);
    try {
      await uploadFiveMb(own ?? ctx, own ? bearer((await loginDemo(own.app)).token) : demo);
    } finally {
      await own?.close();
    }
  });

  async function uploadFiveMb({ app, db }: TestContext, who: Record<string, string>) {
    expect(db.driver).toBe('pglite');
    // Over a real socket, as a phone uploads (how long the loop stalls is a bench's question, not a test's).
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const posted = await fetch(`${origin}${REVIEW_API.photos}`, { method: 'POST', headers: { ...who, 'content-type': 'image/png' }, body: FIVE_MB });
    expect(posted.status).toBe(201);
    const photo = ReviewPhotoSchema.parse(await posted.json());
    const served = await fetch(`${origin}${photo.url}`);
    const servedBytes = Buffer.from(await served.arrayBuffer());

    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(FIVE_MB.length));
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(servedBytes.equals(FIVE_MB)).toBe(true);

    // The row keeps the key, type and size; the bytes are in the media store.
    const [row] = await db.db.select().from(reviewPhotos).where(eq(reviewPhotos.id, photo.id));
    expect(row).toMatchObject({ contentType: 'image/png', byteSize: FIVE_MB.length, data: null });
    expect(row!.storageKey).toMatch(/^review-photos\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect((await buffer((await app.mediaStore.get(row!.storageKey!))!.stream)).equals(FIVE_MB)).toBe(true);
  }

  it('photos stored in the row before the media store (and the seeded ones) still show, publicly cached', async () => {
    // The seed's demo photos are such rows: goods detail lists them in review_images.
    const legacy = await ctx.db.db
      .select({ id: reviewPhotos.id, storageKey: reviewPhotos.storageKey, data: reviewPhotos.data })
      .from(reviewPhotos)
      .innerJoin(reviewImages, eq(reviewImages.reviewId, reviewPhotos.reviewId))
      .where(and(isNotNull(reviewPhotos.data), eq(reviewImages.url, sql`'/media/review-photos/' || ${reviewPhotos.id}`)))
      .limit(1);
    expect(legacy).toHaveLength(1);
    expect(legacy[0]!.storageKey).toBeNull();
    const shown = await ctx.app.inject({ method: 'GET', url: `/media/review-photos/${legacy[0]!.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(shown.headers['content-length']).toBe(String(legacy[0]!.data!.length));
    expect(shown.rawPayload.equals(legacy[0]!.data!)).toBe(true);
  });

  it('a photo a review lets go, deletes with it, or nobody took within a day has its stored file removed', async () => {
    const reviewer = await loginReviewer(ctx);
    const keyOf = async (id: number) => (await rowOf(id)).storageKey!;
    const [first, second] = [expectBody(await upload(reviewer, PNG), 201, ReviewPhotoSchema), expectBody(await upload(reviewer, PNG), 201, ReviewPhotoSchema)];
    const [firstKey, secondKey] = [await keyOf(first.id), await keyOf(second.id)];
    const review = await writeReviewWithPhotos(ctx, reviewer, [first.id, second.id]);
    // Edited to keep only the second photo: the first one's file goes.
    expectBody(
      await ctx.app.inject({
        method: 'PUT',
        url: REVIEW_API.goodsReview(review.id),
        headers: reviewer,
        payload: { score: 4, contents: '사진 그대로예요. 한 장만 남길게요.', photo_ids: [second.id] },
      }),
      200,
      WrittenReviewSchema,
    );
    expect(await ctx.app.mediaStore.get(firstKey)).toBeNull();
    expect(await ctx.app.mediaStore.get(secondKey)).not.toBeNull();
    // The review deleted: its photo's file goes too.
    expect((await ctx.app.inject({ method: 'DELETE', url: REVIEW_API.goodsReview(review.id), headers: reviewer })).statusCode).toBe(200);
    expect(await ctx.app.mediaStore.get(secondKey)).toBeNull();

    // An upload no review took: purged after a day, file and row.
    const orphan = expectBody(await upload(reviewer, PNG), 201, ReviewPhotoSchema);
    const orphanKey = await keyOf(orphan.id);
    expect((await ctx.app.purgeExpired(new Date(Date.now() + 25 * 3_600_000))).reviewPhotos).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.mediaStore.get(orphanKey)).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: orphan.url })).statusCode).toBe(404);
  });

  it('a row whose stored file is missing answers 404, not 500', async () => {
    const photo = expectBody(await upload(demo, PNG), 201, ReviewPhotoSchema);
    await ctx.app.mediaStore.delete((await rowOf(photo.id)).storageKey!);
    expect((await ctx.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });
});
