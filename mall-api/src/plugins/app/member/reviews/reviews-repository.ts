import { formatKstDateTime, LIMITS } from '@mall/shared-contracts';
import {
  REVIEW_MESSAGES,
  REVIEW_RULES,
  reviewDraftErrors,
  reviewPhotoUrl,
  sniffReviewPhotoType,
  type ReviewPhoto,
  type ReviewReward,
  type WritableReviewList,
  type WrittenReview,
  type WrittenReviewList,
} from '@mall/shared-contracts/member';
import { ORDER_STATUS_LABELS, REVIEWABLE_STATUSES } from '@mall/shared-contracts/order';
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { goods, goodsReviews, grades, members, orderItems, orders, pointLedger, reviewImages, reviewPhotos } from '../../../../db/schema';
import { AppError, notFound, unprocessable } from '../../../../lib/errors';
import { pageOf } from '../../../../lib/paging';
import { taskGate } from '../../../../lib/task-gate';
import { newMediaKey, type MediaStore } from '../../../../lib/media-store';
import { photoRenditionKeys } from '../../../../lib/photo-renditions';
import { goodsImageUrl } from '../../catalog/goods/goods-mappers';
import { takeBackPoints } from '../benefits/balances';
import { createPhotoAccess } from './review-photo-access';

declare module 'fastify' {
  interface FastifyInstance {
    reviewsRepository: ReviewsRepository;
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Uploads waiting for the photo store beyond the one being written: more are refused at once (503). */
const PHOTO_STORE_QUEUE = 4;

/** The upload id in a review image's URL (null for images that are not uploads). */
const photoIdOf = (url: string) => {
  const id = Number(/^\/media\/review-photos\/(\d+)$/.exec(url)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const reviewNotFound = () => notFound(REVIEW_MESSAGES.notFound, 'REVIEW_NOT_FOUND');
const notWritable = () => unprocessable(REVIEW_MESSAGES.notWritable, 'REVIEW_NOT_WRITABLE');
const alreadyWritten = () => new AppError(409, 'REVIEW_ALREADY_WRITTEN', REVIEW_MESSAGES.alreadyWritten);

/** The draft rules of the form, answered with their own message (422). */
function checkDraft(score: number, contents: string, photoCount: number) {
  const errors = reviewDraftErrors({ score, contents, photoCount });
  const first = errors.score ?? errors.contents ?? errors.photos;
  if (first) throw unprocessable(first, 'REVIEW_INVALID');
}

/** A member's line that may be reviewed: theirs, delivered or confirmed, and without a review. */
const writableWhere = (memberId: number) =>
  and(
    eq(orders.memberId, memberId),
    inArray(orderItems.status, [...REVIEWABLE_STATUSES]),
    sql`NOT EXISTS (SELECT 1 FROM goods_reviews r WHERE r.order_item_id = ${orderItems.id})`,
  );

/** goods.review_count and review_score_avg from the rows, in the writer's transaction. */
async function refreshAggregates(tx: Tx, goodsId: number) {
  await tx.execute(sql`
    UPDATE goods SET
      review_count = (SELECT count(*)::int FROM goods_reviews WHERE goods_id = ${goodsId}),
      review_score_avg = coalesce((SELECT round(avg(score)::numeric, 1)::float8 FROM goods_reviews WHERE goods_id = ${goodsId}), 0)
    WHERE id = ${goodsId}
  `);
}

/**
 * Review writing (ADR 0011: the member squad's; catalog's goods detail reads the rows). One review per
 * order line (a unique index), only for lines the order squad's machine has delivered or confirmed.
 * Photos are uploaded first (rows of review_photos) and taken by the review that names them.
 */
export function createReviewsRepository(db: Database, media: MediaStore) {
  const { photoKey, photoSource } = createPhotoAccess(db);
  /**
   * Photo bytes are streamed to the media store (never into a database row: the embedded PGlite runs
   * on the event loop's thread, and a 5 MB bytea held it for seconds), one upload at a time, a few
   * more waiting at most, the rest refused at once (503).
   */
  const storeGate = taskGate(1);
  let storing = 0;
  const photoStore = {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (storing > PHOTO_STORE_QUEUE) throw new AppError(503, 'REVIEW_PHOTO_BUSY', REVIEW_MESSAGES.photoBusy);
      storing++;
      try {
        return await storeGate(task);
      } finally {
        storing--;
      }
    },
  };
  async function counts(memberId: number) {
    const [writable] = await db.select({ n: count() }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(writableWhere(memberId));
    const [written] = await db.select({ n: count() }).from(goodsReviews).where(eq(goodsReviews.memberId, memberId));
    return { writable: writable?.n ?? 0, written: written?.n ?? 0 };
  }

  /** The points the member's grade gives a text review and a photo review. */
  async function rewardOf(memberId: number, tx: Pick<Database, 'select'> = db): Promise<ReviewReward> {
    const [row] = await tx
      .select({ text: grades.textReviewPoint, photo: grades.photoReviewPoint })
      .from(members)
      .innerJoin(grades, eq(grades.id, members.gradeId))
      .where(eq(members.id, memberId));
    return row ?? { text: 0, photo: 0 };
  }

  /** Removes stored bytes of photo rows that are gone (after their transaction committed); a failure is only logged. */
  async function dropStored(keys: readonly (string | null)[]) {
    // The photo's renditions (resized copies) go with it.
    for (const key of keys.flatMap((k) => (k ? [k, ...photoRenditionKeys(k)] : []))) {
      await media.delete(key).catch((error: unknown) => console.warn(`[media] could not delete ${key}: ${String(error)}`));
    }
  }

  /**
   * Takes the member's uploaded photos that no review has yet (or this review's own) for `reviewId`.
   * Answers the media keys of the photos it removed: the caller drops them once the transaction committed.
   */
  async function attachPhotos(tx: Tx, memberId: number, reviewId: number, photoIds: readonly number[]) {
    const ids = [...new Set(photoIds)];
    if (ids.length !== photoIds.length) throw unprocessable(REVIEW_MESSAGES.photoNotFound, 'REVIEW_PHOTO_NOT_FOUND');
    // Photos this review had and no longer names are removed.
    const removed = await tx
      .delete(reviewPhotos)
      .where(and(eq(reviewPhotos.reviewId, reviewId), ids.length ? notInArray(reviewPhotos.id, ids) : undefined))
      .returning({ key: reviewPhotos.storageKey });
    if (ids.length) {
      const taken = await tx
        .update(reviewPhotos)
        .set({ reviewId })
        .where(
          and(
            inArray(reviewPhotos.id, ids),
            eq(reviewPhotos.memberId, memberId),
            sql`(${reviewPhotos.reviewId} IS NULL OR ${reviewPhotos.reviewId} = ${reviewId})`,
            // A photo an experience review (체험단) took is not a goods review's to take.
            isNull(reviewPhotos.experienceReviewId),
          ),
        )
        .returning({ id: reviewPhotos.id });
      if (taken.length !== ids.length) throw unprocessable(REVIEW_MESSAGES.photoNotFound, 'REVIEW_PHOTO_NOT_FOUND');
    }
    // review_images is what goods detail reads: the photos in the order the member put them.
    await tx.delete(reviewImages).where(eq(reviewImages.reviewId, reviewId));
    if (ids.length) await tx.insert(reviewImages).values(ids.map((id, i) => ({ reviewId, url: reviewPhotoUrl(id), sortOrder: i + 1 })));
    return removed.map((r) => r.key);
  }

  async function toWritten(memberId: number, where: SQL = eq(goodsReviews.memberId, memberId), limit: number = REVIEW_RULES.pageSize, offset = 0) {
    const rows = await db
      .select({
        review: goodsReviews,
        goodsName: goods.name,
        brandName: sql<string>`(SELECT name FROM brands WHERE brands.id = ${goods.brandId})`,
        lineGoodsName: orderItems.goodsName,
        lineBrandName: orderItems.brandName,
      })
      .from(goodsReviews)
      .innerJoin(goods, eq(goods.id, goodsReviews.goodsId))
      .leftJoin(orderItems, eq(orderItems.id, goodsReviews.orderItemId))
      .where(where)
      .orderBy(desc(goodsReviews.createdAt), desc(goodsReviews.id))
      .limit(limit)
      .offset(offset);
    const ids = rows.map((r) => r.review.id);
    const images = ids.length ? await db.select().from(reviewImages).where(inArray(reviewImages.reviewId, ids)).orderBy(asc(reviewImages.sortOrder)) : [];
    return rows.map(({ review, goodsName, brandName, lineGoodsName, lineBrandName }): WrittenReview => ({
      id: review.id,
      order_item_id: review.orderItemId,
      goods_id: review.goodsId,
      goods_name: lineGoodsName ?? goodsName,
      brand_name: lineBrandName ?? brandName,
      option_name: review.optionName,
      thumbnail_url: goodsImageUrl(review.goodsId, 1),
      score: review.score,
      contents: review.contents,
      // The member's uploads (review_photos rows): their ids are what an edit sends back.
      photos: images
        .filter((i) => i.reviewId === review.id)
        .flatMap((i) => {
          const photoId = photoIdOf(i.url);
          return photoId ? [{ id: photoId, url: i.url }] : [];
        }),
      reward_point: review.rewardPoint,
      created_at: formatKstDateTime(review.createdAt),
      updated_at: formatKstDateTime(review.updatedAt),
    }));
  }

  return {
    rewardOf,
    dropStoredPhotos: dropStored,
    photoSource,

    async writable(memberId: number, page: number, orderNo?: string): Promise<WritableReviewList> {
      const [c, reward] = await Promise.all([counts(memberId), rewardOf(memberId)]);
      const rows = await db
        .select({ line: orderItems, orderNo: orders.orderNo, orderedAt: orders.createdAt })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(writableWhere(memberId), orderNo ? eq(orders.orderNo, orderNo) : undefined))
        .orderBy(desc(orders.createdAt), asc(orderItems.id))
        .limit(REVIEW_RULES.pageSize)
        .offset((page - 1) * REVIEW_RULES.pageSize);
      return {
        ...pageOf(page, REVIEW_RULES.pageSize, c.writable),
        counts: c,
        reward,
        data: rows.map(({ line, orderNo, orderedAt }) => ({
          order_item_id: line.id,
          order_no: orderNo,
          ordered_at: formatKstDateTime(orderedAt),
          status: line.status as 'delivered' | 'confirmed',
          status_label: ORDER_STATUS_LABELS[line.status as 'delivered' | 'confirmed'],
          goods_id: line.goodsId,
          goods_name: line.goodsName,
          brand_name: line.brandName,
          option_name: line.optionName,
          thumbnail_url: goodsImageUrl(line.goodsId, 1),
        })),
      };
    },

    async written(memberId: number, page: number): Promise<WrittenReviewList> {
      const [c, reward] = await Promise.all([counts(memberId), rewardOf(memberId)]);
      const data = await toWritten(memberId, undefined, REVIEW_RULES.pageSize, (page - 1) * REVIEW_RULES.pageSize);
      return { ...pageOf(page, REVIEW_RULES.pageSize, c.written), counts: c, reward, data };
    },

    /** One of the member's reviews (the edit form). */
    async one(memberId: number, id: number): Promise<WrittenReview> {
      const [review] = await toWritten(memberId, and(eq(goodsReviews.id, id), eq(goodsReviews.memberId, memberId))!, 1);
      if (!review) throw reviewNotFound();
      return review;
    },

    /**
     * Stores one uploaded photo; the bytes must be a JPEG, PNG or WEBP within the size limit, and the
     * member within their hourly quota (counted under their row lock, so parallel uploads cannot pass
     * it together). The id is random (migration 0045); the answered URL carries the key that alone
     * opens the photo until a review takes it.
     */
    async uploadPhoto(memberId: number, bytes: Buffer, now = new Date()): Promise<ReviewPhoto> {
      if (bytes.length === 0) throw unprocessable(REVIEW_MESSAGES.photoEmpty, 'REVIEW_PHOTO_EMPTY');
      if (bytes.length > REVIEW_RULES.photoMaxBytes) throw new AppError(413, 'REVIEW_PHOTO_TOO_LARGE', REVIEW_MESSAGES.photoTooLarge);
      const type = sniffReviewPhotoType(bytes);
      if (!type) throw new AppError(415, 'REVIEW_PHOTO_TYPE', REVIEW_MESSAGES.photoType);
      const recentUploads = async (tx: Pick<Database, 'select'>) => {
        const [recent] = await tx
          .select({ n: count() })
          .from(reviewPhotos)
          .where(and(eq(reviewPhotos.memberId, memberId), gt(reviewPhotos.createdAt, new Date(now.getTime() - HOUR))));
        return recent?.n ?? 0;
      };
      const overQuota = () => new AppError(429, 'REVIEW_PHOTO_QUOTA', REVIEW_MESSAGES.photoQuota);
      const id = await photoStore.run(async () => {
        // A member already over the quota is refused before any byte is written.
        if ((await recentUploads(db)) >= REVIEW_RULES.photoUploadsPerHour) throw overQuota();
        // The bytes go to the media store (streamed, off the event loop); the row keeps the key.
        const storageKey = newMediaKey('review-photos', now);
        const { size } = await media.put(storageKey, bytes, { contentType: type });
        try {
          return await db.transaction(async (txRaw) => {
            const tx = txRaw as unknown as Tx;
            await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
            if ((await recentUploads(tx)) >= REVIEW_RULES.photoUploadsPerHour) throw overQuota();
            // A random id that happens to be taken is drawn again.
            for (;;) {
              const [row] = await tx
                .insert(reviewPhotos)
                .values({ id: randomInt(1, 2 ** 31 - 1), memberId, contentType: type, byteSize: size, storageKey, createdAt: now })
                .onConflictDoNothing({ target: reviewPhotos.id })
                .returning({ id: reviewPhotos.id });
              if (row) return row.id;
            }
          });
        } catch (error) {
          await dropStored([storageKey]);
          throw error;
        }
      });
      return { id, url: `${reviewPhotoUrl(id)}?k=${await photoKey(id, memberId)}` };
    },

    /** A photo's bytes (streamed from the media store, never read whole) as photoSource allows them; null when missing. */
    async photo(id: number, key: string | undefined) {
      const source = await photoSource(id, key);
      if (!source) return null;
      const { contentType, shared } = source;
      if ('data' in source) return { contentType, body: source.data, size: source.data.length, shared };
      const stored = await media.get(source.storageKey);
      return stored ? { contentType, body: stored.stream, size: stored.size, shared } : null;
    },

    async create(memberId: number, body: { order_item_id: number; score: number; contents: string; photo_ids: number[] }): Promise<WrittenReview> {
      checkDraft(body.score, body.contents, body.photo_ids.length);
      const { id, removed } = await db.transaction(async (tx) => {
        const [line] = await tx
          .select({ line: orderItems })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orderItems.id, body.order_item_id), eq(orders.memberId, memberId)))
          .for('update', { of: orderItems });
        if (!line) throw notWritable();
        if (!(REVIEWABLE_STATUSES as readonly string[]).includes(line.line.status)) throw notWritable();
        const [existing] = await tx.select({ id: goodsReviews.id }).from(goodsReviews).where(eq(goodsReviews.orderItemId, line.line.id));
        if (existing) throw alreadyWritten();
        const reward = await rewardOf(memberId, tx);
        const rewardPoint = body.photo_ids.length ? reward.photo : reward.text;
        const [review] = await tx
          .insert(goodsReviews)
          .values({
            goodsId: line.line.goodsId,
            memberId,
            orderItemId: line.line.id,
            optionName: line.line.optionName,
            score: body.score,
            contents: body.contents.trim(),
            rewardPoint,
          })
          .returning({ id: goodsReviews.id });
        const removed = await attachPhotos(tx, memberId, review!.id, body.photo_ids);
        if (rewardPoint > 0) {
          const now = new Date();
          await tx.insert(pointLedger).values({
            memberId,
            amount: rewardPoint,
            kind: 'earn',
            reason: `${body.photo_ids.length ? '포토 리뷰' : '리뷰'} 작성 적립 (${line.line.goodsName})`,
            expiresAt: new Date(now.getTime() + LIMITS.defaultPointUsableMonths * 30 * DAY),
            createdAt: now,
          });
        }
        await refreshAggregates(tx, line.line.goodsId);
        return { id: review!.id, removed };
      });
      await dropStored(removed);
      return (await toWritten(memberId, eq(goodsReviews.id, id), 1))[0]!;
    },

    async update(memberId: number, id: number, body: { score: number; contents: string; photo_ids: number[] }): Promise<WrittenReview> {
      checkDraft(body.score, body.contents, body.photo_ids.length);
      const removed = await db.transaction(async (tx) => {
        const [review] = await tx
          .select()
          .from(goodsReviews)
          .where(and(eq(goodsReviews.id, id), eq(goodsReviews.memberId, memberId)))
          .for('update');
        if (!review) throw reviewNotFound();
        await tx.update(goodsReviews).set({ score: body.score, contents: body.contents.trim(), updatedAt: new Date() }).where(eq(goodsReviews.id, id));
        const dropped = await attachPhotos(tx, memberId, id, body.photo_ids);
        await refreshAggregates(tx, review.goodsId);
        return dropped;
      });
      await dropStored(removed);
      return (await toWritten(memberId, eq(goodsReviews.id, id), 1))[0]!;
    },

    /** Deletes the member's review and takes back the points it earned, as far as the balance goes (never below zero). */
    async remove(memberId: number, id: number): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        // Its photos go with it (the foreign key cascades): their stored bytes are dropped after the commit.
        const photos = await tx
          .select({ key: reviewPhotos.storageKey })
          .from(reviewPhotos)
          .innerJoin(goodsReviews, eq(goodsReviews.id, reviewPhotos.reviewId))
          .where(and(eq(goodsReviews.id, id), eq(goodsReviews.memberId, memberId)));
        const [review] = await tx
          .delete(goodsReviews)
          .where(and(eq(goodsReviews.id, id), eq(goodsReviews.memberId, memberId)))
          .returning();
        if (!review) throw reviewNotFound();
        if (review.rewardPoint > 0) await takeBackPoints(tx, memberId, review.rewardPoint, { kind: 'cancel', reason: '리뷰 삭제로 적립 취소' });
        await refreshAggregates(tx, review.goodsId);
        return photos.map((p) => p.key);
      });
      await dropStored(removed);
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

export const reviewsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('reviewsRepository', createReviewsRepository(app.db, app.mediaStore));
  },
  { name: 'reviews-repository', dependencies: ['db', 'media'] },
);

export default reviewsRepositoryPlugin;
