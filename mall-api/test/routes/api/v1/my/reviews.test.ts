import { API } from '@mall/shared-contracts';
import {
  REVIEW_API,
  REVIEW_MESSAGES,
  REVIEW_RULES,
  ReviewPhotoSchema,
  WritableReviewListSchema,
  WrittenReviewListSchema,
  WrittenReviewSchema,
} from '@mall/shared-contracts/member';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, members, orderItems, orders, pointLedger, reviewPhotos } from '../../../../../src/db/schema';
import { REVIEW_JOURNEY_MEMBER } from '../../../../../src/db/seed/my-reviews-seed';
import { gradientPng } from '../../../../../src/lib/png';
import { pointBalanceOf } from '../../../../../src/plugins/app/member/benefits/balances';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { joinTestMember } from '../../../../helpers/identity';

const PNG = gradientPng(8, 8, [200, 100, 50], [20, 40, 60]);
const TEXT = '생각보다 두툼하고 따뜻해서 출근할 때 잘 입고 있어요.';

describe('review writing (/api/v1/my/goods-reviews)', () => {
  let ctx: TestContext;
  let demo: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    demo = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const writable = (headers = demo) => ctx.app.inject({ method: 'GET', url: REVIEW_API.writable, headers });
  const written = (headers = demo) => ctx.app.inject({ method: 'GET', url: REVIEW_API.goodsReviews, headers });
  const write = (payload: object, headers = demo) => ctx.app.inject({ method: 'POST', url: REVIEW_API.goodsReviews, headers, payload });
  const upload = (body: Buffer, contentType = 'image/png', headers = demo) =>
    ctx.app.inject({ method: 'POST', url: REVIEW_API.photos, headers: { ...headers, 'content-type': contentType }, payload: body });
  const lineOf = async (orderNo: string) => {
    const [row] = await ctx.db.db
      .select({ id: orderItems.id, goodsId: orderItems.goodsId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderNo, orderNo))
      .orderBy(orderItems.id);
    return row!;
  };
  const memberIdOf = async (loginId: string) => (await ctx.db.db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId)))[0]!.id;
  const reviewCountOf = async (goodsId: number) =>
    (await ctx.db.db.select({ n: goods.reviewCount, avg: goods.reviewScoreAvg }).from(goods).where(eq(goods.id, goodsId)))[0]!;

  it('lists the delivered and confirmed lines without a review, and the written ones with their photos', async () => {
    const open = expectBody(await writable(), 200, WritableReviewListSchema);
    const orderNos = open.data.map((l) => l.order_no);
    expect(orderNos).toEqual(expect.arrayContaining(['20261008-0000902', '20261014-0000903']));
    // 0901 is reviewed; 0904 is the journey member's.
    expect(orderNos).not.toContain('20261002-0000901');
    expect(orderNos).not.toContain('20261016-0000904');
    expect(open.data.every((l) => ['delivered', 'confirmed'].includes(l.status))).toBe(true);
    expect(open.data.find((l) => l.order_no === '20261008-0000902')!.status_label).toBe('구매확정');
    expect(open.reward).toEqual({ text: 200, photo: 700 });

    const mine = expectBody(await written(), 200, WrittenReviewListSchema);
    expect(mine.counts).toEqual({ writable: open.total, written: 2 });
    const withPhotos = mine.data.find((r) => r.photos.length === 2)!;
    expect(withPhotos.score).toBe(5);
    const image = await ctx.app.inject({ method: 'GET', url: withPhotos.photos[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('writes one review per line, only for the member’s delivered or confirmed lines; the goods count and points follow', async () => {
    const shipping = await ctx.db.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.memberId, 1), eq(orderItems.status, 'shipping')));
    expectApiError(await write({ order_item_id: shipping[0]!.id, score: 5, contents: TEXT }), 422, REVIEW_MESSAGES.notWritable);

    const line = await lineOf('20261014-0000903');
    const { token } = await joinTestMember(ctx.app, 'reviewother');
    expectApiError(await write({ order_item_id: line.id, score: 5, contents: TEXT }, bearer(token)), 422, REVIEW_MESSAGES.notWritable);
    expectApiError(await write({ order_item_id: line.id, score: 0, contents: TEXT }), 422);
    expectApiError(await write({ order_item_id: line.id, score: 4, contents: '  짧아요  ' }), 422, REVIEW_MESSAGES.contentsTooShort);
    expectApiError(
      await write({ order_item_id: line.id, score: 4, contents: '가'.repeat(REVIEW_RULES.contentsMax + 1) }),
      422,
      REVIEW_MESSAGES.contentsTooLong,
    );

    const before = await reviewCountOf(line.goodsId);
    const photo = expectBody(await upload(PNG), 201, ReviewPhotoSchema);
    const review = expectBody(await write({ order_item_id: line.id, score: 4, contents: TEXT, photo_ids: [photo.id] }), 201, WrittenReviewSchema);
    expect(review).toMatchObject({ score: 4, contents: TEXT, reward_point: 700, photos: [{ id: photo.id, url: `/media/review-photos/${photo.id}` }] });
    expect((await reviewCountOf(line.goodsId)).n).toBe(before.n + 1);
    const detail = await ctx.app.inject({ method: 'GET', url: API.goods(line.goodsId) });
    expect(detail.json().review_count).toBe(before.n + 1);
    const earned = await ctx.db.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.memberId, 1), eq(pointLedger.amount, 700), eq(pointLedger.kind, 'earn')));
    expect(earned.some((e) => e.reason.startsWith('포토 리뷰 작성 적립'))).toBe(true);

    expectApiError(await write({ order_item_id: line.id, score: 5, contents: TEXT }), 409, REVIEW_MESSAGES.alreadyWritten);
    // The photo belongs to its review now: another review cannot take it.
    const other = await lineOf('20261008-0000902');
    expectApiError(await write({ order_item_id: other.id, score: 5, contents: TEXT, photo_ids: [photo.id] }), 422, REVIEW_MESSAGES.photoNotFound);
    const open = expectBody(await writable(), 200, WritableReviewListSchema);
    expect(open.data.map((l) => l.order_item_id)).not.toContain(line.id);
  });

  it('edits the text, score and photos, and deletes a review, taking its points back', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: API.login,
      payload: { login_id: REVIEW_JOURNEY_MEMBER.loginId, password: REVIEW_JOURNEY_MEMBER.password },
    });
    const reviewer = bearer(login.json().token);
    const line = await lineOf('20261016-0000904');
    expectApiError(await write({ order_item_id: line.id, score: 2, contents: TEXT }), 422, REVIEW_MESSAGES.notWritable);
    const review = expectBody(await write({ order_item_id: line.id, score: 2, contents: TEXT }, reviewer), 201, WrittenReviewSchema);
    // The journey member is 웰컴: 100 for a text review.
    expect(review.reward_point).toBe(100);
    const photo = expectBody(await upload(PNG, 'image/jpeg', reviewer), 201, ReviewPhotoSchema);
    const edited = expectBody(
      await ctx.app.inject({
        method: 'PUT',
        url: REVIEW_API.goodsReview(review.id),
        headers: reviewer,
        payload: { score: 5, contents: '다시 입어보니 아주 마음에 들어요. 별점 올립니다!', photo_ids: [photo.id] },
      }),
      200,
      WrittenReviewSchema,
    );
    expect(edited).toMatchObject({ score: 5, photos: [{ id: photo.id }], reward_point: 100 });
    expect((await reviewCountOf(line.goodsId)).avg).toBeGreaterThan(0);

    const { token } = await joinTestMember(ctx.app, 'reviewthief');
    expectApiError(await ctx.app.inject({ method: 'DELETE', url: REVIEW_API.goodsReview(review.id), headers: bearer(token) }), 404, REVIEW_MESSAGES.notFound);
    const before = await reviewCountOf(line.goodsId);
    expect((await ctx.app.inject({ method: 'DELETE', url: REVIEW_API.goodsReview(review.id), headers: reviewer })).statusCode).toBe(200);
    expect((await reviewCountOf(line.goodsId)).n).toBe(before.n - 1);
    expect(await ctx.db.db.select().from(reviewPhotos).where(eq(reviewPhotos.id, photo.id))).toEqual([]);
    const ledger = await ctx.db.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.memberId, await memberIdOf(REVIEW_JOURNEY_MEMBER.loginId)))
      .orderBy(pointLedger.id);
    expect(ledger.map((c) => [c.kind, c.amount, c.reason])).toEqual([
      ['earn', 100, expect.stringMatching(/^리뷰 작성 적립 \(.+\)$/)],
      ['cancel', -100, '리뷰 삭제로 적립 취소'],
    ]);
    // The line can be reviewed again.
    expect(expectBody(await writable(reviewer), 200, WritableReviewListSchema).data.map((l) => l.order_item_id)).toContain(line.id);
  });

  it('deleting a review whose points were spent takes back only what is left: the balance never goes below zero', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: API.login,
      payload: { login_id: REVIEW_JOURNEY_MEMBER.loginId, password: REVIEW_JOURNEY_MEMBER.password },
    });
    const reviewer = bearer(login.json().token);
    const memberId = await memberIdOf(REVIEW_JOURNEY_MEMBER.loginId);
    const line = await lineOf('20261016-0000904');
    const review = expectBody(await write({ order_item_id: line.id, score: 4, contents: TEXT }, reviewer), 201, WrittenReviewSchema);
    const balance = await pointBalanceOf(ctx.db.db, memberId);
    expect(balance).toBeGreaterThanOrEqual(review.reward_point);
    // The member spends all but 30 points of the wallet on an order.
    await ctx.db.db.insert(pointLedger).values({ memberId, amount: -(balance - 30), kind: 'use', reason: '주문 사용 (테스트)' });
    expect((await ctx.app.inject({ method: 'DELETE', url: REVIEW_API.goodsReview(review.id), headers: reviewer })).statusCode).toBe(200);
    expect(await pointBalanceOf(ctx.db.db, memberId)).toBe(0);
    const [last] = await ctx.db.db.select().from(pointLedger).where(eq(pointLedger.memberId, memberId)).orderBy(desc(pointLedger.id)).limit(1);
    expect([last!.kind, last!.amount]).toEqual(['cancel', -30]);
  });

  it('takes JPEG, PNG and WEBP photos up to 5 MB, by their bytes, not by what the request claims', async () => {
    expectApiError(await upload(Buffer.from('<script>alert(1)</script>'), 'image/png'), 415, REVIEW_MESSAGES.photoType);
    expectApiError(await upload(Buffer.from('GIF89a......'), 'image/gif'), 415, REVIEW_MESSAGES.photoType);
    expectApiError(await upload(Buffer.alloc(0)), 422, REVIEW_MESSAGES.photoEmpty);
    const tooBig = Buffer.concat([PNG, Buffer.alloc(REVIEW_RULES.photoMaxBytes)]);
    expectApiError(await upload(tooBig), 413, REVIEW_MESSAGES.photoTooLarge);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(16)]);
    expect(expectBody(await upload(webp, 'application/octet-stream'), 201, ReviewPhotoSchema).id).toBeGreaterThan(0);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const stored = expectBody(await upload(jpeg, 'image/png'), 201, ReviewPhotoSchema);
    expect((await ctx.app.inject({ method: 'GET', url: stored.url })).headers['content-type']).toBe('image/jpeg');
    expect((await ctx.app.inject({ method: 'POST', url: REVIEW_API.photos, payload: PNG, headers: { 'content-type': 'image/png' } })).statusCode).toBe(401);
  });
});
