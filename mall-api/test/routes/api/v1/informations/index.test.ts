import { API } from '@mall/shared-contracts';
import { BankListSchema, DeliveryCompanyListSchema, ReasonListSchema, ShopSettingsSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSettings } from '../../../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('GET initial settings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const get = () => ctx.app.inject({ method: 'GET', url: API.settings });

  it('returns the shop settings, cacheable for 5 minutes', async () => {
    const res = await get();
    const body = expectBody(res, 200, ShopSettingsSchema);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(body.shop.company_name).toMatch(/^주식회사 /);
    expect(body.customer_service.phone).toMatch(/^1588-\d{4}$/);
    expect(body.goods_price_krw_unit).toBe(10);
    expect(Object.values(body.features).every((v) => v)).toBe(true);
    // jsonb keeps no key order: a record of colours by grade code
    expect(Object.keys(body.grade_colors).sort()).toEqual(['GOLD', 'SILVER', 'VIP', 'WELCOME']);
    expect(body.design_colors).toEqual({ primary: '#111111', secondary: '#555555', accent: '#ff3b30' });
  });

  it('reads the switches and colours from the database', async () => {
    const before = expectBody(await get(), 200, ShopSettingsSchema);
    await ctx.app.settingsRepository.setSection('features', { ...before.features, raffle: false });
    await ctx.app.settingsRepository.setSection('design_colors', { ...before.design_colors, primary: '#0a7cff' });
    const after = expectBody(await get(), 200, ShopSettingsSchema);
    expect(after.features.raffle).toBe(false);
    expect(after.design_colors.primary).toBe('#0a7cff');
    await ctx.app.settingsRepository.setSection('features', before.features);
    await ctx.app.settingsRepository.setSection('design_colors', before.design_colors);
  });

  it('answers a 500 with the Korean system error when a stored section breaks the contract', async () => {
    await ctx.db.db
      .insert(shopSettings)
      .values({ key: 'goods_price_krw_unit', value: -1 })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: -1 } });
    expectApiError(await get(), 500);
    await ctx.app.settingsRepository.setSection('goods_price_krw_unit', 10);
    expectBody(await get(), 200, ShopSettingsSchema);
  });
});

describe('GET reference informations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('lists banks and delivery companies from the database, cacheable for a day', async () => {
    const banks = await ctx.app.inject({ method: 'GET', url: API.banks });
    expect(expectBody(banks, 200, BankListSchema).banks).toContainEqual({ code: '004', name: 'KB국민은행' });
    expect(banks.headers['cache-control']).toBe('public, max-age=86400');
    const companies = expectBody(await ctx.app.inject({ method: 'GET', url: API.deliveryCompanies }), 200, DeliveryCompanyListSchema);
    expect(companies.delivery_companies.map((d) => d.name)).toContain('CJ대한통운');
    for (const d of companies.delivery_companies) expect(d.tracking_url_template).toContain('{invoice}');
  });

  it('lists the reasons of each type with the detail-required flag and who is at fault', async () => {
    const withdraw = expectBody(await ctx.app.inject({ method: 'GET', url: API.reasons('withdraw') }), 200, ReasonListSchema).reasons;
    expect(withdraw.at(-1)).toEqual({ code: 'ETC', label: '기타', detail_reason_required: true, fault: null });
    const returns = expectBody(await ctx.app.inject({ method: 'GET', url: API.reasons('return') }), 200, ReasonListSchema).reasons;
    expect(returns.find((r) => r.code === 'DEFECT')).toMatchObject({ detail_reason_required: true, fault: 'seller' });
    expect(await ctx.app.informationsRepository.reason('cancel', 'NOPE')).toBeNull();
  });

  it('refuses an unknown reasons type', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: API.reasons('refund') }), 422);
  });
});
