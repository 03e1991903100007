import { formatKstDateTime, MESSAGES } from '@mall/shared-contracts';
import {
  GOODS_REVIEW_MESSAGES,
  GOODS_REVIEW_RULES,
  maskWriterName,
  type Goods360Images,
  type GoodsAggregate,
  type GoodsReview,
  type GoodsReviewList,
  type GoodsReviewPhotoList,
  type GoodsReviewSort,
} from '@mall/shared-contracts/catalog';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { goods, goods360Images, goodsReviews, members, reviewImages, wishGoods } from '../../../../db/schema';
import { notFound } from '../../../../lib/errors';
import { pageOf } from '../../../../lib/paging';

declare module 'fastify' {
  interface FastifyInstance {
    goodsReviewsRepository: GoodsReviewsRepository;
  }
}

const goodsNotFound = () => notFound(MESSAGES.goodsNotFound, 'GOODS_NOT_FOUND');
const reviewNotFound = () => notFound(GOODS_REVIEW_MESSAGES.notFound, 'REVIEW_NOT_FOUND');

export interface GoodsReviewFilter {
  page: number;
  sort: GoodsReviewSort;
  photo_only: boolean;
  score?: number | undefined;
  option?: string | undefined;
}

const hasPhoto = sql<boolean>`EXISTS (SELECT 1 FROM review_images i WHERE i.review_id = ${goodsReviews.id})`;

const ORDER: Record<GoodsReviewSort, SQL[]> = {
  // Best reviews, then photo reviews, then the higher score, newest first within each.
  best: [desc(goodsReviews.isBest), desc(hasPhoto), desc(goodsReviews.score), desc(goodsReviews.createdAt), desc(goodsReviews.id)],
  recent: [desc(goodsReviews.createdAt), desc(goodsReviews.id)],
  score_high: [desc(goodsReviews.score), desc(goodsReviews.createdAt), desc(goodsReviews.id)],
  score_low: [asc(goodsReviews.score), desc(goodsReviews.createdAt), desc(goodsReviews.id)],
};

/**
 * Catalog's read side of goods reviews (ADR 0011: mypage writes them through reviews-repository).
 * Every number (average, distribution, photo and option counts) is computed from the rows of the
 * request, never read from a stored counter.
 */
export function createGoodsReviewsRepository(db: Database) {
  async function checkGoods(goodsId: number) {
    const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
    if (!row) throw goodsNotFound();
  }

  const selectReviews = () =>
    db.select({ review: goodsReviews, writer: members.name }).from(goodsReviews).innerJoin(members, eq(members.id, goodsReviews.memberId));
  type Row = Awaited<ReturnType<ReturnType<typeof selectReviews>['where']>>[number];

  async function toReviews(rows: Row[]): Promise<GoodsReview[]> {
    const ids = rows.map((r) => r.review.id);
    const images = ids.length
      ? await db.select().from(reviewImages).where(inArray(reviewImages.reviewId, ids)).orderBy(asc(reviewImages.sortOrder), asc(reviewImages.id))
      : [];
    return rows.map(({ review, writer }) => ({
      id: review.id,
      goods_id: review.goodsId,
      writer: maskWriterName(writer),
      score: review.score,
      option_name: review.optionName,
      contents: review.contents,
      images: images.filter((i) => i.reviewId === review.id).map((i) => ({ id: i.id, url: i.url })),
      is_best: review.isBest,
      created_at: formatKstDateTime(review.createdAt),
    }));
  }

  /** Count, photo count and average (one decimal) of the goods' review rows. */
  async function totalsOf(goodsId: number) {
    const [totals] = await db
      .select({
        total: count(),
        photos: sql<number>`count(*) FILTER (WHERE ${hasPhoto})::int`,
        average: sql<number>`coalesce(round(avg(${goodsReviews.score})::numeric, 1), 0)::float8`,
      })
      .from(goodsReviews)
      .where(eq(goodsReviews.goodsId, goodsId));
    return { total: totals?.total ?? 0, photos: totals?.photos ?? 0, average: totals?.average ?? 0 };
  }

  async function summaryOf(goodsId: number): Promise<GoodsReviewList['summary']> {
    const ofGoods = eq(goodsReviews.goodsId, goodsId);
    const totals = await totalsOf(goodsId);
    const byScore = await db.select({ score: goodsReviews.score, n: count() }).from(goodsReviews).where(ofGoods).groupBy(goodsReviews.score);
    const byOption = await db
      .select({ name: goodsReviews.optionName, n: count() })
      .from(goodsReviews)
      .where(ofGoods)
      .groupBy(goodsReviews.optionName)
      .orderBy(desc(count()), asc(goodsReviews.optionName));
    return {
      total: totals.total,
      photo_count: totals.photos,
      average: totals.average,
      distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: byScore.find((s) => s.score === score)?.n ?? 0 })),
      options: byOption.map((o) => ({ name: o.name, count: o.n })),
    };
  }

  return {
    /** Goods detail's aggregate: rating, review and photo review counts from the review rows, wishes from the wish rows. */
    async aggregate(goodsId: number): Promise<GoodsAggregate> {
      await checkGoods(goodsId);
      const totals = await totalsOf(goodsId);
      const [{ n: wishes } = { n: 0 }] = await db.select({ n: count() }).from(wishGoods).where(eq(wishGoods.goodsId, goodsId));
      return { goods_id: goodsId, review_count: totals.total, review_score_avg: totals.average, photo_review_count: totals.photos, wish_count: wishes };
    },

    /** A page of the goods' reviews as filtered and sorted, with the summary over all of them and the best reviews. */
    async list(goodsId: number, filter: GoodsReviewFilter): Promise<GoodsReviewList> {
      await checkGoods(goodsId);
      const where = and(
        eq(goodsReviews.goodsId, goodsId),
        filter.photo_only ? hasPhoto : undefined,
        filter.score ? eq(goodsReviews.score, filter.score) : undefined,
        filter.option ? eq(goodsReviews.optionName, filter.option) : undefined,
      );
      const [{ n: total } = { n: 0 }] = await db.select({ n: count() }).from(goodsReviews).where(where);
      const size = GOODS_REVIEW_RULES.pageSize;
      const rows = await selectReviews()
        .where(where)
        .orderBy(...ORDER[filter.sort])
        .limit(size)
        .offset((filter.page - 1) * size);
      const bestRows = await selectReviews()
        .where(and(eq(goodsReviews.goodsId, goodsId), eq(goodsReviews.isBest, true)))
        .orderBy(...ORDER.score_high)
        .limit(GOODS_REVIEW_RULES.bestMax);
      return {
        ...pageOf(filter.page, size, total),
        data: await toReviews(rows),
        summary: await summaryOf(goodsId),
        best: await toReviews(bestRows),
      };
    },

    /** The photos of the goods' reviews, a cell per photo, the newest review first. */
    async photos(goodsId: number, page: number): Promise<GoodsReviewPhotoList> {
      await checkGoods(goodsId);
      const where = eq(goodsReviews.goodsId, goodsId);
      const [{ n: total } = { n: 0 }] = await db
        .select({ n: count() })
        .from(reviewImages)
        .innerJoin(goodsReviews, eq(goodsReviews.id, reviewImages.reviewId))
        .where(where);
      const size = GOODS_REVIEW_RULES.photoPageSize;
      const rows = await db
        .select({
          reviewId: goodsReviews.id,
          imageId: reviewImages.id,
          url: reviewImages.url,
          score: goodsReviews.score,
          index: sql<number>`(row_number() OVER (PARTITION BY ${reviewImages.reviewId} ORDER BY ${reviewImages.sortOrder}, ${reviewImages.id}) - 1)::int`,
        })
        .from(reviewImages)
        .innerJoin(goodsReviews, eq(goodsReviews.id, reviewImages.reviewId))
        .where(where)
        .orderBy(desc(goodsReviews.createdAt), desc(goodsReviews.id), asc(reviewImages.sortOrder), asc(reviewImages.id))
        .limit(size)
        .offset((page - 1) * size);
      return {
        ...pageOf(page, size, total),
        data: rows.map((r) => ({ review_id: r.reviewId, image_id: r.imageId, index: r.index, url: r.url, score: r.score })),
      };
    },

    /** One review of the goods: a review of other goods is not found here. */
    async one(goodsId: number, reviewId: number): Promise<GoodsReview> {
      const rows = await selectReviews().where(and(eq(goodsReviews.id, reviewId), eq(goodsReviews.goodsId, goodsId)));
      if (!rows.length) throw reviewNotFound();
      return (await toReviews(rows))[0]!;
    },

    /** The frames of the goods' 360° view in turning order. */
    async images360(goodsId: number): Promise<Goods360Images> {
      await checkGoods(goodsId);
      const frames = await db
        .select({ angle: goods360Images.angle, url: goods360Images.url })
        .from(goods360Images)
        .where(eq(goods360Images.goodsId, goodsId))
        .orderBy(asc(goods360Images.sortOrder), asc(goods360Images.angle));
      return { goods_id: goodsId, frames };
    },

    /** Whether the goods has a 360° frame at this angle (what /media serves). */
    async has360Frame(goodsId: number, angle: number): Promise<boolean> {
      const [row] = await db
        .select({ id: goods360Images.id })
        .from(goods360Images)
        .where(and(eq(goods360Images.goodsId, goodsId), eq(goods360Images.angle, angle)));
      return Boolean(row);
    },
  };
}
export type GoodsReviewsRepository = ReturnType<typeof createGoodsReviewsRepository>;

export const goodsReviewsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('goodsReviewsRepository', createGoodsReviewsRepository(app.db));
  },
  { name: 'goods-reviews-repository', dependencies: ['db'] },
);

export default goodsReviewsRepositoryPlugin;
