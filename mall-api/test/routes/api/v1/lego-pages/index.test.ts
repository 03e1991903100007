import { API } from '@mall/shared-contracts';
import { BannerListSchema, MainPageSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('main lego page and banners', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('returns top banners and curated goods sections', async () => {
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.mainPage }), 200, MainPageSchema);
    expect(body.banners.length).toBeGreaterThanOrEqual(4);
    expect(body.banners[0]!.image_url).toMatch(/^\/media\/banners\/\d+\.svg$/);
    expect(body.sections.map((s) => s.title)).toEqual(['지금 가장 인기 있는 상품', '신상품', '단독 특가']);
    for (const section of body.sections) expect(section.goods).toHaveLength(10);
    const card = body.sections[0]!.goods[0]!;
    expect(card.id).toBe(5);
    expect(card.thumbnail_url).toBe('/media/goods/5/1.svg');
    expect(card.sale_rate).toBe(Math.round(((card.price - card.base_discounted_price) / card.price) * 100));
  });

  it('filters banners by position and validates the position', async () => {
    const top = expectBody(await ctx.app.inject({ method: 'GET', url: API.banners }), 200, BannerListSchema);
    const middle = expectBody(await ctx.app.inject({ method: 'GET', url: `${API.banners}?position=main_middle` }), 200, BannerListSchema);
    expect(top.banners.length).toBe(4);
    expect(middle.banners.map((b) => b.title)).toEqual(['러닝 시즌 오픈']);
    const bad = expectApiError(await ctx.app.inject({ method: 'GET', url: `${API.banners}?position=side` }), 422);
    expect(bad.errors?.[0]?.field).toBe('position');
  });
});
