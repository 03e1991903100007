import { REVIEW_API, ReviewPhotoSchema } from '@mall/shared-contracts/member';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, reviewImages, reviewPhotos } from '../../../src/db/schema';
import { artworkKey } from '../../../src/lib/artwork';
import { photoRenditionKey } from '../../../src/lib/photo-renditions';
import { gradientPng } from '../../../src/lib/png';
import { bearer, expectApiError, expectBody, loginDemo } from '../../helpers/api';
import { buildTestApp, type TestContext } from '../../helpers/build-app';
import { S3_TEST_CREDENTIALS, startS3Server, type S3TestServer } from '../../helpers/s3-server';

/**
 * Issue 27 item 3: renditions (resized review photos, drawn artwork) are made once and kept in the
 * media store, here an S3 bucket (the app configured by MEDIA_STORE=s3 as a deployment is).
 */
describe('renditions kept in object storage', () => {
  let s3: S3TestServer;
  let ctx: TestContext;
  let demo: Record<string, string>;
  const saved = { ...process.env };
  beforeAll(async () => {
    s3 = await startS3Server('kmall-renditions');
    Object.assign(process.env, {
      MEDIA_STORE: 's3',
      MEDIA_S3_BUCKET: s3.bucket,
      MEDIA_S3_ENDPOINT: s3.endpoint,
      AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    });
    ctx = await buildTestApp();
    demo = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(async () => {
    process.env = saved;
    await ctx?.close();
    await s3?.close();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const made = () => ctx.app.renditions.counts.made;
  const withWidth = (url: string, w: number) => `${url}${url.includes('?') ? '&' : '?'}w=${w.toString()}`;

  it('a review photo at a width is resized once (WebP, upright, that wide), kept in the bucket, and served from there after', async () => {
    expect(ctx.app.mediaStore.driver).toBe('s3');
    const original = gradientPng(1200, 900, [250, 200, 10], [10, 40, 200]);
    const posted = await ctx.app.inject({ method: 'POST', url: REVIEW_API.photos, headers: { ...demo, 'content-type': 'image/png' }, payload: original });
    const photo = expectBody(posted, 201, ReviewPhotoSchema);
    const [row] = await ctx.db.db
      .select({ storageKey: reviewPhotos.storageKey, data: reviewPhotos.data })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.id, photo.id));
    expect(row).toMatchObject({ data: null });

    const before = made();
    const first = await get(withWidth(photo.url, 320));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    // Not yet taken by a review: private, as the original is.
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(first.rawPayload.length).toBeLessThan(original.length);
    expect(made()).toBe(before + 1);

    const second = await get(withWidth(photo.url, 320));
    expect(made()).toBe(before + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-length']).toBe(String(first.rawPayload.length));
    // Kept under the photo's own key in the bucket.
    expect(await ctx.app.mediaStore.get(photoRenditionKey({ storageKey: row!.storageKey! }, 320))).not.toBeNull();

    // Another width is another rendition; concurrent first requests make it once.
    const wide = await Promise.all([1, 2, 3].map(() => get(withWidth(photo.url, 640))));
    expect(made()).toBe(before + 2);
    expect(wide.every((r) => r.statusCode === 200 && r.rawPayload.equals(wide[0]!.rawPayload))).toBe(true);
    expect((await sharp(wide[0]!.rawPayload).metadata()).width).toBe(640);

    // A page asks for the width it draws and gets the next kept width up: no new rendition.
    const between = await get(withWidth(photo.url, 333));
    expect(between.rawPayload.equals(wide[0]!.rawPayload)).toBe(true);
    expect((await sharp((await get(withWidth(photo.url, 4000))).rawPayload).metadata()).width).toBe(960);
    expect(made()).toBe(before + 3);
    // Out of bounds, or without its key (nobody else sees the rendition of a private photo): none.
    expectApiError(await get(withWidth(photo.url, 0)), 404);
    expectApiError(await get(withWidth(photo.url, 4001)), 404);
    expectApiError(await get(withWidth(`/media/review-photos/${photo.id.toString()}`, 320)), 404);
    expect(made()).toBe(before + 3);

    // The photo purged (no review took it within a day): its renditions go with it.
    await ctx.app.purgeExpired(new Date(Date.now() + 25 * 3_600_000));
    expect(await ctx.app.mediaStore.get(row!.storageKey!)).toBeNull();
    expect(await ctx.app.mediaStore.get(photoRenditionKey({ storageKey: row!.storageKey! }, 320))).toBeNull();
    for (const w of [640, 960]) expect(await ctx.app.mediaStore.get(photoRenditionKey({ storageKey: row!.storageKey! }, w))).toBeNull();
  });

  it('a seeded photo kept in its row gets renditions too, public as the photo is, and never larger than the photo', async () => {
    const [seeded] = await ctx.db.db
      .select({ id: reviewPhotos.id, data: reviewPhotos.data })
      .from(reviewPhotos)
      .innerJoin(reviewImages, eq(reviewImages.reviewId, reviewPhotos.reviewId))
      .where(and(isNotNull(reviewPhotos.data), eq(reviewImages.url, sql`'/media/review-photos/' || ${reviewPhotos.id}`)))
      .limit(1);
    const before = made();
    const url = `/media/review-photos/${seeded!.id.toString()}?w=960`;
    const [a, b] = [await get(url), await get(url)];
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(made()).toBe(before + 1);
    const { width } = await sharp(seeded!.data!).metadata();
    expect((await sharp(a.rawPayload).metadata()).width).toBe(Math.min(width, 960));
    expect(await ctx.app.mediaStore.get(photoRenditionKey({ data: seeded!.data! }, 960))).not.toBeNull();
  });

  it('drawn artwork is drawn once per row version: the second request reads the bucket, a changed row is drawn anew', async () => {
    const [banner] = await ctx.db.db.select().from(banners).where(eq(banners.id, 1));
    const before = made();
    const [first, second] = [await get('/media/banners/1.svg'), await get('/media/banners/1.svg')];
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(made()).toBe(before + 1);
    expect(await ctx.app.mediaStore.get(artworkKey('banners', banner))).not.toBeNull();

    await ctx.db.db.update(banners).set({ backgroundColor: '#123456' }).where(eq(banners.id, 1));
    try {
      const changed = await get('/media/banners/1.svg');
      expect(made()).toBe(before + 2);
      expect(changed.body).not.toBe(first.body);
      expect(changed.body).toContain('#123456');
      expect((await get('/media/banners/1.svg')).body).toBe(changed.body);
      expect(made()).toBe(before + 2);
    } finally {
      await ctx.db.db.update(banners).set({ backgroundColor: banner!.backgroundColor }).where(eq(banners.id, 1));
    }
    // Back as it was: the kept artwork of that version is served again, not drawn.
    expect((await get('/media/banners/1.svg')).body).toBe(first.body);
    expect(made()).toBe(before + 2);

    // Every kind of artwork goes through the cache.
    const urls = ['/media/goods/12/1.svg', '/media/grades/SILVER.svg', '/media/popups/1.svg', '/media/brands/1.svg'];
    const drawn = await Promise.all(urls.map(get));
    expect(drawn.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const after = made();
    const again = await Promise.all(urls.map(get));
    expect(again.map((r) => r.body)).toEqual(drawn.map((r) => r.body));
    expect(made()).toBe(after);
  });
});
