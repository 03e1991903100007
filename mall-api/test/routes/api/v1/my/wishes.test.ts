import { API, MESSAGES } from '@mall/shared-contracts';
import {
  WISH_API,
  WishBrandChangeSchema,
  WishBrandIdsSchema,
  WishBrandListSchema,
  WishFolderListSchema,
  WishFolderSchema,
  WishGoodsBulkChangeSchema,
  WishGoodsChangeSchema,
  WishGoodsListSchema,
} from '@mall/shared-contracts/member';
import { LikedGoodsSchema } from '@mall/shared-contracts/schemas';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, wishFolders, wishGoods } from '../../../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { joinTestMember } from '../../../../helpers/identity';

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

  describe('lists and folders (a member of its own, so the demo rows stay as seeded)', () => {
    let me: Record<string, string>;
    beforeAll(async () => {
      me = bearer((await joinTestMember(ctx.app, 'wishfolders')).token);
    });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: me, ...(payload ? { payload } : {}) });
    const folders = async () => expectBody(await call('GET', WISH_API.wishFolders), 200, WishFolderListSchema);
    const list = async (query = '') => expectBody(await call('GET', `${WISH_API.wishGoods}${query}`), 200, WishGoodsListSchema);

    it('the demo member sees the seeded wishes newest first, their folders with counts and thumbnails, and brands', async () => {
      const goodsList = expectBody(await ctx.app.inject({ method: 'GET', url: WISH_API.wishGoods, headers: auth }), 200, WishGoodsListSchema);
      expect(goodsList.per_page).toBe(50);
      expect(goodsList.data.map((g) => g.id)).toEqual(expect.arrayContaining([3, 5, 8, 13, 21]));
      const seeded = expectBody(await ctx.app.inject({ method: 'GET', url: WISH_API.wishFolders, headers: auth }), 200, WishFolderListSchema);
      const winter = seeded.folders.find((f) => f.name === '겨울 코디')!;
      expect(winter.records_count).toBe(2);
      expect(winter.recent_goods_thumbnail_url).toBe('/media/goods/5/1.svg');
      expect(seeded.folders.map((f) => f.name).slice(0, 2)).toEqual(['겨울 코디', '출근룩']);
      const brands = expectBody(await ctx.app.inject({ method: 'GET', url: WISH_API.wishBrands, headers: auth }), 200, WishBrandListSchema);
      expect(brands.per_page).toBe(28);
      expect(brands.data.map((b) => b.id).sort()).toEqual([1, 3]);
      expect(brands.data[0]!.goods_count).toBeGreaterThan(0);
      const logo = await ctx.app.inject({ method: 'GET', url: brands.data[0]!.logo_image_url });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
    });

    it('creates, renames, reorders and deletes folders; names are trimmed, unique and bounded', async () => {
      const a = expectBody(await call('POST', WISH_API.wishFolders, { name: '  여름 휴가  ' }), 200, WishFolderSchema);
      expect(a).toMatchObject({ name: '여름 휴가', order_seq: 1, records_count: 0, recent_goods_thumbnail_url: null });
      const b = expectBody(await call('POST', WISH_API.wishFolders, { name: '선물' }), 200, WishFolderSchema);
      expect(b.order_seq).toBe(2);
      expectApiError(await call('POST', WISH_API.wishFolders, { name: '선물' }), 422, '같은 이름의 폴더가 이미 있습니다.');
      expectApiError(await call('POST', WISH_API.wishFolders, { name: '   ' }), 422, '폴더 이름을 입력해 주세요.');
      expectApiError(await call('POST', WISH_API.wishFolders, { name: '가'.repeat(21) }), 422, '폴더 이름은 20자까지 입력할 수 있습니다.');
      expectApiError(await call('PATCH', WISH_API.wishFolder(b.id), { name: '여름 휴가' }), 422, '같은 이름의 폴더가 이미 있습니다.');
      expect((await call('PATCH', WISH_API.wishFolder(b.id), { name: '생일 선물' })).json()).toEqual({ id: b.id, name: '생일 선물' });

      const reordered = expectBody(await call('PUT', WISH_API.wishFoldersOrder, { folder_ids: [b.id, a.id] }), 200, WishFolderListSchema);
      expect(reordered.folders.map((f) => [f.name, f.order_seq])).toEqual([
        ['생일 선물', 1],
        ['여름 휴가', 2],
      ]);
      expectApiError(await call('PUT', WISH_API.wishFoldersOrder, { folder_ids: [a.id] }), 422, '폴더 목록이 바뀌었습니다. 새로고침 후 다시 시도해 주세요.');
      expectApiError(await call('PUT', WISH_API.wishFoldersOrder, { folder_ids: [a.id, a.id] }), 422);

      // Another member's folder does not exist for this one.
      expectApiError(await ctx.app.inject({ method: 'DELETE', url: WISH_API.wishFolder(a.id), headers: auth }), 404, '찜 폴더를 찾을 수 없습니다.');
      expect((await call('DELETE', WISH_API.wishFolder(a.id))).statusCode).toBe(200);
      expect((await folders()).folders.map((f) => f.id)).toEqual([b.id]);
      await call('DELETE', WISH_API.wishFolder(b.id));
    });

    it('stops at 20 folders', async () => {
      for (let i = 1; i <= 20; i++) expect((await call('POST', WISH_API.wishFolders, { name: `폴더 ${i}` })).statusCode).toBe(200);
      expectApiError(await call('POST', WISH_API.wishFolders, { name: '스물한 번째' }), 422, '폴더는 20개까지 만들 수 있습니다.');
      for (const f of (await folders()).folders) await call('DELETE', WISH_API.wishFolder(f.id));
    });

    it('moves goods between folders, lists by folder and outside it, and deleting a folder keeps its goods', async () => {
      for (const goodsId of [31, 32, 33]) expect((await call('POST', WISH_API.wishGoods, { goods_id: goodsId })).statusCode).toBe(200);
      const folder = expectBody(await call('POST', WISH_API.wishFolders, { name: '이동 테스트' }), 200, WishFolderSchema);
      // folder_id is required: null takes goods out of every folder, a missing one is a mistake.
      expect((await call('POST', WISH_API.wishGoodsMove, { goods_ids: [31, 33] })).statusCode).toBe(422);
      const ok = expectBody(await call('POST', WISH_API.wishGoodsMove, { goods_ids: [31, 33, 999], folder_id: folder.id }), 200, WishGoodsBulkChangeSchema);
      expect(ok.goods_ids.sort()).toEqual([31, 33]);
      expect((await list(`?folder_id=${folder.id}`)).data.map((g) => g.id)).toEqual([33, 31]);
      expect((await list(`?outside_folder_id=${folder.id}`)).data.map((g) => g.id)).toEqual([32]);
      const listed = (await folders()).folders.find((f) => f.id === folder.id)!;
      expect(listed.records_count).toBe(2);
      expect(listed.recent_goods_thumbnail_url).toBe('/media/goods/33/1.svg');
      expect((await folders()).total_count).toBe(3);

      expectApiError(await call('GET', `${WISH_API.wishGoods}?folder_id=1`), 404, '찜 폴더를 찾을 수 없습니다.');
      await call('DELETE', WISH_API.wishFolder(folder.id));
      const all = await list();
      expect(all.total).toBe(3);
      expect(all.data.every((g) => g.folder_id === null)).toBe(true);
    });

    it('unlikes several goods at once and the counts follow the rows', async () => {
      const before = await wishCountOf(32);
      const removed = expectBody(await call('POST', WISH_API.wishGoodsRemove, { goods_ids: [31, 32, 33, 34] }), 200, WishGoodsBulkChangeSchema);
      expect(removed.goods_ids.sort()).toEqual([31, 32, 33]);
      expect(await wishCountOf(32)).toBe(before - 1);
      expect(await wishCountOf(32)).toBe(await rowsOf(32));
      expect((await list()).total).toBe(0);
      expect((await call('POST', WISH_API.wishGoodsRemove, { goods_ids: [] })).statusCode).toBe(422);
    });
  });
});
