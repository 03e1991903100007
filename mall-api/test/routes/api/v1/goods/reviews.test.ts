import {
  GOODS_REVIEW_API,
  GOODS_REVIEW_MESSAGES,
  GOODS_REVIEW_RULES,
  Goods360ImagesSchema,
  GoodsReviewListSchema,
  GoodsReviewPhotoListSchema,
  GoodsReviewSchema,
} from '@mall/shared-contracts/catalog';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsReviews, reviewImages } from '../../../../../src/db/schema';
import { GOODS_360, REVIEW_SHOWCASE } from '../../../../../src/db/seed/goods-detail-media-seed';
import { expectApiError, expectBody } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';

const { goodsId } = REVIEW_SHOWCASE;

describe('goods reviews and 360° frames (/api/v1/goods/{id}/reviews, /360-images)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const get = async (url: string) => ctx.app.inject({ method: 'GET', url });

  it('computes the summary from the rows: total, average, distribution, photo and option counts', async () => {
    const list = expectBody(await get(GOODS_REVIEW_API.reviews(goodsId)), 200, GoodsReviewListSchema);
    const rows = await ctx.db.db.select().from(goodsReviews).where(eq(goodsReviews.goodsId, goodsId));
    const images = await ctx.db.db.select({ reviewId: reviewImages.reviewId }).from(reviewImages);
    expect(rows.length).toBeGreaterThanOrEqual(REVIEW_SHOWCASE.reviews);
    expect(list.summary.total).toBe(rows.length);
    expect(list.total).toBe(rows.length);
    const average = Math.round((rows.reduce((s, r) => s + r.score, 0) / rows.length) * 10) / 10;
    expect(list.summary.average).toBe(average);
    expect(list.summary.distribution.map((d) => d.score)).toEqual([5, 4, 3, 2, 1]);
    for (const d of list.summary.distribution) expect(d.count).toBe(rows.filter((r) => r.score === d.score).length);
    expect(list.summary.distribution.every((d) => d.count > 0)).toBe(true);
    expect(list.summary.photo_count).toBe(rows.filter((r) => images.some((i) => i.reviewId === r.id)).length);
    expect(list.summary.options.reduce((s, o) => s + o.count, 0)).toBe(rows.length);
    // The stored aggregate on the goods is the same number.
    const [stored] = await ctx.db.db.select({ n: goods.reviewCount, avg: goods.reviewScoreAvg }).from(goods).where(eq(goods.id, goodsId));
    expect(stored).toEqual({ n: rows.length, avg: average });
    // Writers are masked; the best reviews come first and are listed apart.
    expect(list.data.every((r) => /^.\*{2,}$/.test(r.writer))).toBe(true);
    expect(list.best.length).toBeGreaterThan(0);
    expect(list.best.length).toBeLessThanOrEqual(GOODS_REVIEW_RULES.bestMax);
    expect(list.best.every((r) => r.is_best)).toBe(true);
    expect(list.data[0]!.is_best).toBe(true);
  });

  it('pages, sorts and filters: photo only, one score, one option', async () => {
    const first = expectBody(await get(`${GOODS_REVIEW_API.reviews(goodsId)}?sort=recent`), 200, GoodsReviewListSchema);
    expect(first.data).toHaveLength(GOODS_REVIEW_RULES.pageSize);
    expect(first.last_page).toBe(Math.ceil(first.total / GOODS_REVIEW_RULES.pageSize));
    const dates = first.data.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = expectBody(await get(`${GOODS_REVIEW_API.reviews(goodsId)}?sort=recent&page=2`), 200, GoodsReviewListSchema);
    expect(second.data.some((r) => first.data.some((f) => f.id === r.id))).toBe(false);

    const low = expectBody(await get(`${GOODS_REVIEW_API.reviews(goodsId)}?sort=score_low`), 200, GoodsReviewListSchema);
    expect(low.data[0]!.score).toBe(1);
    const high = expectBody(await get(`${GOODS_REVIEW_API.reviews(goodsId)}?sort=score_high`), 200, GoodsReviewListSchema);
    expect(high.data.map((r) => r.score)).toEqual([...high.data.map((r) => r.score)].sort((a, b) => b - a));

    const photos = expectBody(await get(`${GOODS_REVIEW_API.reviews(goodsId)}?photo_only=true`), 200, GoodsReviewListSchema);
    expect(photos.total).toBe(photos.summary.photo_count);
    expect(photos.data.every((r) => r.images.length > 0)).toBe(true);

    const fives = expectBody(await get(`${GOODS_REVIEW_API.reviews(goodsId)}?score=5`), 200, GoodsReviewListSchema);
    expect(fives.total).toBe(fives.summary.distribution[0]!.count);
    expect(fives.data.every((r) => r.score === 5)).toBe(true);

    const option = first.summary.options[0]!;
    const ofOption = expectBody(await get(`${GOODS_REVIEW_API.reviews(goodsId)}?option=${encodeURIComponent(option.name)}`), 200, GoodsReviewListSchema);
    expect(ofOption.total).toBe(option.count);
    expect(ofOption.data.every((r) => r.option_name === option.name)).toBe(true);
  });

  it('answers an empty list for goods without reviews, 404 for unknown goods and 422 for a bad filter', async () => {
    const [quiet] = await ctx.db.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.reviewCount, 0), ne(goods.id, goodsId)))
      .orderBy(asc(goods.id))
      .limit(1);
    const empty = expectBody(await get(GOODS_REVIEW_API.reviews(quiet!.id)), 200, GoodsReviewListSchema);
    expect(empty).toMatchObject({ total: 0, data: [], best: [], summary: { total: 0, average: 0, photo_count: 0, options: [] } });
    expectApiError(await get(GOODS_REVIEW_API.reviews(999_999)), 404);
    expectApiError(await get(`${GOODS_REVIEW_API.reviews(goodsId)}?score=6`), 422);
    expectApiError(await get(`${GOODS_REVIEW_API.reviews(goodsId)}?sort=random`), 422);
  });

  it('lists every photo of the goods’ reviews with its review and index, and reads one review', async () => {
    const photos = expectBody(await get(GOODS_REVIEW_API.photos(goodsId)), 200, GoodsReviewPhotoListSchema);
    const [{ n } = { n: 0 }] = await ctx.db.db
      .select({ n: count() })
      .from(reviewImages)
      .innerJoin(goodsReviews, eq(goodsReviews.id, reviewImages.reviewId))
      .where(eq(goodsReviews.goodsId, goodsId));
    expect(photos.total).toBe(n);
    expect(photos.per_page).toBe(GOODS_REVIEW_RULES.photoPageSize);
    const cell = photos.data.find((p) => p.index > 0) ?? photos.data[0]!;
    const review = expectBody(await get(GOODS_REVIEW_API.review(goodsId, cell.review_id)), 200, GoodsReviewSchema);
    expect(review.images[cell.index]!.url).toBe(cell.url);
    expect(review.goods_id).toBe(goodsId);
    // A review is read through its own goods only.
    expectApiError(await get(GOODS_REVIEW_API.review(goodsId + 1, cell.review_id)), 404, GOODS_REVIEW_MESSAGES.notFound);
  });

  it('serves the seeded 360° frames in turning order as images, and none for other goods', async () => {
    const view = expectBody(await get(GOODS_REVIEW_API.images360(GOODS_360.goodsIds[0])), 200, Goods360ImagesSchema);
    expect(view.frames).toHaveLength(360 / GOODS_360.stepDegrees);
    expect(view.frames.map((f) => f.angle)).toEqual(view.frames.map((_, i) => i * GOODS_360.stepDegrees));
    const frame = await get(view.frames[3]!.url);
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-type']).toContain('image/svg+xml');
    expect(frame.body).toContain(`${view.frames[3]!.angle}°`);
    expect((await get(`/media/goods/${GOODS_360.goodsIds[0]}/360/7.svg`)).statusCode).toBe(404);
    const none = expectBody(await get(GOODS_REVIEW_API.images360(50)), 200, Goods360ImagesSchema);
    expect(none.frames).toEqual([]);
    expect((await get('/media/goods/50/360/0.svg')).statusCode).toBe(404);
  });
});
