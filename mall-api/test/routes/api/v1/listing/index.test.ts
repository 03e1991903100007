import { BrandInfoSchema, SEARCH_API, SearchResponseSchema, SellerShopSchema, brandPath, sellerShopPath, toSearchParams } from '@mall/shared-contracts/catalog';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, sellers } from '../../../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('listing pages: brand, seller shop and the search narrowed to them', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const goodsOf = async (column: typeof goods.brandId | typeof goods.sellerId, id: number) =>
    (await ctx.db.db.select({ n: count() }).from(goods).where(eq(column, id)))[0]!.n;

  it('heads a brand page with its names, logo and goods counted from the rows', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: brandPath(3) }), 200, BrandInfoSchema);
    expect(body).toEqual({
      id: 3,
      name: '서울스탠다드',
      name_en: 'SEOUL STANDARD',
      logo_url: '/media/brands/3.svg',
      goods_count: await goodsOf(goods.brandId, 3),
    });
    expectApiError(await ctx.app.inject({ method: 'GET', url: brandPath(999) }), 404, '브랜드를 찾을 수 없습니다.');
    expectApiError(await ctx.app.inject({ method: 'GET', url: brandPath('abc') }), 422);
  });

  it("heads a seller shop with its shipping policy and the brands it sells; the search's seller filter lists exactly its goods", async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: sellerShopPath(1) }), 200, SellerShopSchema);
    const [seller] = await ctx.db.db.select().from(sellers).where(eq(sellers.id, 1));
    expect(body.name).toBe(seller!.name);
    expect(body.shipping.shipping_price_policy).toBe(seller!.shippingPricePolicy);
    const total = await goodsOf(goods.sellerId, 1);
    expect(body.goods_count).toBe(total);
    expect(body.brands.reduce((sum, b) => sum + b.goods_count, 0)).toBe(total);
    expect(body.brands.map((b) => b.goods_count)).toEqual([...body.brands.map((b) => b.goods_count)].sort((a, b) => b - a));

    const res = await ctx.app.inject({ method: 'GET', url: `${SEARCH_API.search}?${toSearchParams({ seller_ids: [1], page_size: 100 }).toString()}` });
    const listed = expectBody(res, 200, SearchResponseSchema);
    expect(listed.paginator.total).toBe(total);
    const ids = listed.paginator.data.map((g) => g.id);
    const own = await ctx.db.db.select({ id: goods.id }).from(goods).where(eq(goods.sellerId, 1));
    expect(new Set(ids)).toEqual(new Set(own.map((g) => g.id).slice(0, 100)));
    expectApiError(await ctx.app.inject({ method: 'GET', url: sellerShopPath(999) }), 404, '판매자를 찾을 수 없습니다.');
  });
});
