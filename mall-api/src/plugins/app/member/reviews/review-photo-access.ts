import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { reviewPhotos } from '../../../../db/schema';
import { appSecret } from '../../../../lib/app-secrets';
import type { PhotoSource } from '../../../../lib/photo-renditions';

/** Who may open a review photo, and where its bytes are (the media route's original and its renditions). */
export function createPhotoAccess(db: Database) {
  // Until a review takes it, a photo opens only with this key, answered to its uploader alone.
  const photoSecret = appSecret(db, 'review_photo');
  const photoKey = async (id: number, memberId: number) =>
    createHmac('sha256', await photoSecret())
      .update(`${id}:${memberId}`)
      .digest('base64url')
      .slice(0, 22);

  /**
   * Where a photo's bytes are, for the media route: public once a review (goods or experience) took
   * it; until then only with the key its uploader was answered (null otherwise, as if it did not exist).
   */
  async function photoSource(id: number, key: string | undefined): Promise<PhotoSource | null> {
    const [row] = await db
      .select({
        contentType: reviewPhotos.contentType,
        storageKey: reviewPhotos.storageKey,
        memberId: reviewPhotos.memberId,
        attached: sql<boolean>`(${reviewPhotos.reviewId} is not null or ${reviewPhotos.experienceReviewId} is not null)`,
      })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.id, id));
    if (!row) return null;
    if (!row.attached) {
      const expected = Buffer.from(await photoKey(id, row.memberId));
      const given = Buffer.from(key ?? '');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    }
    const shared = row.attached;
    if (row.storageKey) return { contentType: row.contentType, shared, storageKey: row.storageKey };
    // Rows from before the media store (and the seed's small demo photos) keep their bytes.
    const [legacy] = await db.select({ data: reviewPhotos.data }).from(reviewPhotos).where(eq(reviewPhotos.id, id));
    return legacy?.data ? { contentType: row.contentType, shared, data: legacy.data } : null;
  }

  return { photoKey, photoSource };
}
