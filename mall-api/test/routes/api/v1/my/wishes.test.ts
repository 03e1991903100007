import { API, MESSAGES } from '@mall/shared-contracts';
import { WISH_API, WishBrandChangeSchema, WishBrandIdsSchema, WishGoodsChangeSchema } from '@mall/shared-contracts/member';
import { LikedGoodsSchema } from '@mall/shared-contracts/schemas';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, wishFolders, wishGoods } from '../../../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

describe('wishes', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    auth = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const wishCountOf = async (goodsId: number) => (await ctx.db.db.select({ n: goods.wishCount }).from(goods).where(eq(goods.id, goodsId)))[0]!.n;
  const rowsOf = async (goodsId: number) => (await ctx.db.db.select({ n: count() }).from(wishGoods).where(eq(wishGoods.goodsId, goodsId)))[0]!.n;
  const liked = async () => expectBody(await ctx.app.inject({ method: 'GET', url: API.likedGoods, headers: auth }), 200, LikedGoodsSchema).goods_ids;
  const like = (goodsId: number, folderId?: number) =>
    ctx.app.inject({ method: 'POST', url: WISH_API.wishGoods, headers: auth, payload: { goods_id: goodsId, ...(folderId ? { folder_id: folderId } : {}) } });
  const unlike = (goodsId: number) => ctx.app.inject({ method: 'DELETE', url: WISH_API.wishGoodsItem(goodsId), headers: auth });

  it('is member only', async () => {
    for (const [method, url] of [
      ['GET', API.likedGoods],
      ['POST', WISH_API.wishGoods],
      ['DELETE', WISH_API.wishGoodsItem(1)],
      ['GET', WISH_API.wishBrandIds],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: method === 'POST' ? { goods_id: 1 } : undefined });
      expect(expectApiError(res, 401, MESSAGES.authenticationRequired).cause).toBe('AuthenticationException');
    }
  });

  it('liking adds one row and one to the count, newest first; liking again only moves it between folders', async () => {
    const goodsId = 77;
    const before = await wishCountOf(goodsId);
    expect(before).toBe(await rowsOf(goodsId));
    const added = expectBody(await like(goodsId), 200, WishGoodsChangeSchema);
    expect(added).toEqual({ goods_id: goodsId, liked: true, wish_count: before + 1 });
    expect((await liked())[0]).toBe(goodsId);

    const [folder] = await ctx.db.db.insert(wishFolders).values({ memberId: 1, name: '겨울 코트', orderSeq: 99 }).returning();
    const moved = expectBody(await like(goodsId, folder!.id), 200, WishGoodsChangeSchema);
    expect(moved.wish_count).toBe(before + 1);
    const [row] = await ctx.db.db
      .select()
      .from(wishGoods)
      .where(and(eq(wishGoods.memberId, 1), eq(wishGoods.goodsId, goodsId)));
    expect(row!.folderId).toBe(folder!.id);
    expect(await wishCountOf(goodsId)).toBe(await rowsOf(goodsId));
  });

  it('unliking removes the row once; unliking again changes nothing', async () => {
    const goodsId = 78;
    await like(goodsId);
    const count = await wishCountOf(goodsId);
    expect(expectBody(await unlike(goodsId), 200, WishGoodsChangeSchema)).toEqual({ goods_id: goodsId, liked: false, wish_count: count - 1 });
    expect(expectBody(await unlike(goodsId), 200, WishGoodsChangeSchema).wish_count).toBe(count - 1);
    expect(await liked()).not.toContain(goodsId);
    expect(await wishCountOf(goodsId)).toBe(await rowsOf(goodsId));
  });

  it('refuses a goods that does not exist, another member’s folder and ids beyond int4', async () => {
    expectApiError(await like(2_000_000), 404, '상품을 찾을 수 없습니다.');
    const [stranger] = await ctx.db.db.insert(wishFolders).values({ memberId: 2, name: '남의 폴더', orderSeq: 1 }).returning();
    expectApiError(await like(79, stranger!.id), 404, '찜 폴더를 찾을 수 없습니다.');
    expect(await rowsOf(79)).toBe(await wishCountOf(79));
    expect((await like(2_147_483_648)).statusCode).toBe(422);
    expect((await unlike(2_147_483_648)).statusCode).toBe(422);
  });

  it('likes and unlikes brands', async () => {
    const ids = async () => expectBody(await ctx.app.inject({ method: 'GET', url: WISH_API.wishBrandIds, headers: auth }), 200, WishBrandIdsSchema).brand_ids;
    const brandId = 5;
    const add = await ctx.app.inject({ method: 'POST', url: WISH_API.wishBrands, headers: auth, payload: { brand_id: brandId } });
    expect(expectBody(add, 200, WishBrandChangeSchema)).toEqual({ brand_id: brandId, liked: true });
    expect((await ctx.app.inject({ method: 'POST', url: WISH_API.wishBrands, headers: auth, payload: { brand_id: brandId } })).statusCode).toBe(200);
    expect((await ids()).filter((id) => id === brandId)).toHaveLength(1);
    const removed = await ctx.app.inject({ method: 'DELETE', url: WISH_API.wishBrand(brandId), headers: auth });
    expect(expectBody(removed, 200, WishBrandChangeSchema).liked).toBe(false);
    expect(await ids()).not.toContain(brandId);
    expectApiError(
      await ctx.app.inject({ method: 'POST', url: WISH_API.wishBrands, headers: auth, payload: { brand_id: 999_999 } }),
      404,
      '브랜드를 찾을 수 없습니다.',
    );
  });
});
