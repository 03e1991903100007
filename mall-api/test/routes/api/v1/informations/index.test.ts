import { API } from '@mall/shared-contracts';
import { ShopSettingsSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectBody } from '../../../../helpers/api';

describe('GET initial settings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('returns the shop settings, cacheable for 5 minutes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API.settings });
    const body = expectBody(res, 200, ShopSettingsSchema);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(body.shop.company_name).toMatch(/^주식회사 /);
    expect(body.customer_service.phone).toMatch(/^1588-\d{4}$/);
    expect(body.goods_price_krw_unit).toBe(10);
    expect(body.features.my_pay).toBe(false);
    expect(
      Object.entries(body.features)
        .filter(([k]) => k !== 'my_pay')
        .every(([, v]) => v),
    ).toBe(true);
    expect(Object.keys(body.grade_colors)).toEqual(['WELCOME', 'SILVER', 'GOLD', 'VIP']);
  });
});
