import { API, MESSAGES } from '@mall/shared-contracts';
import { GoodsDetailSchema, GoodsOptionsResponseSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';
import { setStock } from '../../../../helpers/fixtures';

describe('goods', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('returns the goods detail with options, shipping policy and local images', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.goods(12) }), 200, GoodsDetailSchema);
    expect(body.id).toBe(12);
    expect(body.name).toMatch(/[가-힣]/);
    expect(body.category_full_path.split('>')).toHaveLength(3);
    expect(body.image_urls[0]).toBe('/media/goods/12/1.svg');
    expect(body.base_discounted_price % 10).toBe(0);
    expect(body.stock).toBe(body.options.reduce((s, o) => s + o.stock, 0));
    expect(body.is_soldout).toBe(body.stock === 0);
    expect(['free', 'conditional', 'paid']).toContain(body.shipping.shipping_price_policy);
  });

  it('reflects stock changes: all options at 0 make the goods sold out', async () => {
    const before = expectBody(await ctx.app.inject({ method: 'GET', url: API.goodsOptions(20) }), 200, GoodsOptionsResponseSchema);
    for (const o of before.options) await setStock(ctx.db.db, o.id, 0);
    const after = expectBody(await ctx.app.inject({ method: 'GET', url: API.goods(20) }), 200, GoodsDetailSchema);
    expect(after.is_soldout).toBe(true);
    expect(after.options.every((o) => o.is_soldout)).toBe(true);
  });

  it('marks adult-only goods', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.goods(40) }), 200, GoodsDetailSchema);
    expect(body.is_adult).toBe(true);
    expect(body.goods_type).toBe('adult');
  });

  it.each(['99999', 'abc', '0', '-1', '1.5', '99999999999'])('answers goods id %s with 404 and the Korean message', async (id) => {
    const res = await ctx.app.inject({ method: 'GET', url: API.goods(id) });
    expect(expectApiError(res, 404, MESSAGES.goodsNotFound).code).toBe('GOODS_NOT_FOUND');
  });

  it('lists options and 404s unknown goods', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.goodsOptions(12) }), 200, GoodsOptionsResponseSchema);
    expect(body.options.length).toBeGreaterThan(0);
    expectApiError(await ctx.app.inject({ method: 'GET', url: API.goodsOptions(99999) }), 404, MESSAGES.goodsNotFound);
    expectApiError(await ctx.app.inject({ method: 'GET', url: API.goodsOptions('x') }), 404, MESSAGES.goodsNotFound);
  });
});
