import { PERSONALIZATION_API } from '@mall/shared-contracts/member';
import { MY_PAY_API } from '@mall/shared-contracts/order';
import {
  MY_PAY_LIMIT,
  MyPayListSchema,
  MyPayMethodSchema,
  MyPayRegistrationSchema,
  PersonalizationSchema,
  SuccessSchema,
} from '@mall/shared-contracts/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, myPayMethods, orderItems, orders, recentGoodsViews, sandboxMyPayRegistrations, wishGoods } from '../../../../../src/db/schema';
import { luhnValid } from '../../../../../src/routes/sandbox/my-pay';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';

const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});
const TEST_CARD = '4111111111111111';

describe('personalization and my pay (paid switches)', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    auth = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const switchTo = async (feature: 'personalization' | 'my_pay', on: boolean) => {
    const settings = await ctx.app.settingsRepository.shopSettings();
    await ctx.app.settingsRepository.setSection('features', { ...settings.features, [feature]: on });
  };

  it('recommends from the member’s own views, wishes and purchases: their strongest categories, nothing already bought or wished', async () => {
    const body = expectBody(await call('GET', PERSONALIZATION_API.personalization), 200, PersonalizationSchema);
    expect(body.enabled).toBe(true);
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.goods.length).toBeGreaterThan(0);
    // Every category named comes from the member's rows.
    const bought = await ctx.db.db
      .select({ categoryId: goods.categoryId, goodsId: goods.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(goods, eq(goods.id, orderItems.goodsId))
      .where(eq(orders.memberId, 1));
    const wished = await ctx.db.db
      .select({ categoryId: goods.categoryId, goodsId: goods.id })
      .from(wishGoods)
      .innerJoin(goods, eq(goods.id, wishGoods.goodsId))
      .where(eq(wishGoods.memberId, 1));
    const viewed = await ctx.db.db
      .select({ categoryId: goods.categoryId })
      .from(recentGoodsViews)
      .innerJoin(goods, eq(goods.id, recentGoodsViews.goodsId))
      .where(eq(recentGoodsViews.memberId, 1));
    const known = new Set([...bought, ...wished, ...viewed].map((r) => r.categoryId));
    for (const c of body.categories) expect(known.has(c.id), c.name).toBe(true);
    // The demo member's seeded purchases (no payment time recorded) count as purchases.
    expect(body.categories.some((c) => c.signals.includes('purchase'))).toBe(true);
    const recommendedCategories = await ctx.db.db
      .select({ id: goods.id, categoryId: goods.categoryId, isAdult: goods.isAdult })
      .from(goods)
      .where(
        inArray(
          goods.id,
          body.goods.map((g) => g.id),
        ),
      );
    for (const g of recommendedCategories) {
      expect(body.categories.map((c) => c.id)).toContain(g.categoryId);
      expect(g.isAdult).toBe(false);
    }
    const owned = new Set([...wished.map((w) => w.goodsId)]);
    for (const g of body.goods) expect(owned.has(g.id)).toBe(false);
  });

  it('a member may turn it off (no goods, no reasons) and on again', async () => {
    const off = expectBody(await call('PUT', PERSONALIZATION_API.personalization, { enabled: false }), 200, PersonalizationSchema);
    expect(off).toEqual({ enabled: false, categories: [], goods: [] });
    expect(expectBody(await call('GET', PERSONALIZATION_API.personalization), 200, PersonalizationSchema).enabled).toBe(false);
    const on = expectBody(await call('PUT', PERSONALIZATION_API.personalization, { enabled: true }), 200, PersonalizationSchema);
    expect(on.enabled).toBe(true);
    expect(on.goods.length).toBeGreaterThan(0);
  });

  it('registers a card through the provider’s page, lists it masked, and deletes it (the key revoked there)', async () => {
    expect(expectBody(await call('GET', MY_PAY_API.list), 200, MyPayListSchema)).toEqual({ methods: [], limit: MY_PAY_LIMIT });
    const started = expectBody(await call('POST', MY_PAY_API.registrations, { kind: 'card', return_path: '/mypage/my-pay' }), 200, MyPayRegistrationSchema);
    // Not finished on the provider's page yet: nothing to complete.
    expectApiError(
      await call('POST', MY_PAY_API.registrationComplete(started.registration_id)),
      422,
      '결제수단 등록이 완료되지 않았습니다. 다시 시도해 주세요.',
    );
    const page = await ctx.app.inject({ method: 'GET', url: started.registration_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('카드 번호');
    // A typo (check digit) and a past expiry are refused on the page, as a real provider does.
    const typo = await ctx.app.inject({
      method: 'POST',
      url: started.registration_url,
      ...form({ action: 'register', issuer: '신한카드', number: '4111111111111112', expiry: '12/30' }),
    });
    expect(typo.statusCode).toBe(422);
    expect(typo.body).toContain('카드 번호를 정확하게 입력해 주세요.');
    const past = await ctx.app.inject({
      method: 'POST',
      url: started.registration_url,
      ...form({ action: 'register', issuer: '신한카드', number: TEST_CARD, expiry: '01/20' }),
    });
    expect(past.body).toContain('유효기간을 정확하게 입력해 주세요.');
    const done = await ctx.app.inject({
      method: 'POST',
      url: started.registration_url,
      ...form({ action: 'register', issuer: '신한카드', number: '4111 1111 1111 1111', expiry: '12/30' }),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/mypage/my-pay?registration_id=${started.registration_id}&result=success`);

    const method = expectBody(await call('POST', MY_PAY_API.registrationComplete(started.registration_id)), 200, MyPayMethodSchema);
    expect(method).toMatchObject({ kind: 'card', issuer_name: '신한카드', masked_number: '4111-****-****-1111' });
    // Completed twice (a reload of the return page): still one method.
    expect(expectBody(await call('POST', MY_PAY_API.registrationComplete(started.registration_id)), 200, MyPayMethodSchema).id).toBe(method.id);
    const list = expectBody(await call('GET', MY_PAY_API.list), 200, MyPayListSchema);
    expect(list.methods).toEqual([method]);
    expect(JSON.stringify(list)).not.toContain('bk_');

    const [stored] = await ctx.db.db.select().from(myPayMethods).where(eq(myPayMethods.id, method.id));
    expect(expectBody(await call('DELETE', MY_PAY_API.method(method.id)), 200, SuccessSchema).success).toBe(true);
    expect(expectBody(await call('GET', MY_PAY_API.list), 200, MyPayListSchema).methods).toEqual([]);
    const [provider] = await ctx.db.db.select().from(sandboxMyPayRegistrations).where(eq(sandboxMyPayRegistrations.billingKey, stored!.billingKey));
    expect(provider?.state).toBe('revoked');
    expectApiError(await call('DELETE', MY_PAY_API.method(method.id)), 404, '등록된 결제수단을 찾을 수 없습니다.');
  });

  it('registers a bank account; a cancel on the provider’s page comes back as a Korean message and adds nothing', async () => {
    const account = expectBody(await call('POST', MY_PAY_API.registrations, { kind: 'account', return_path: '/mypage/my-pay' }), 200, MyPayRegistrationSchema);
    const missingHolder = await ctx.app.inject({
      method: 'POST',
      url: account.registration_url,
      ...form({ action: 'register', issuer: 'KB국민은행', number: '12345678901234' }),
    });
    expect(missingHolder.body).toContain('예금주를 입력해 주세요.');
    await ctx.app.inject({
      method: 'POST',
      url: account.registration_url,
      ...form({ action: 'register', issuer: 'KB국민은행', number: '12345678901234', holder: '김데모' }),
    });
    expect(expectBody(await call('POST', MY_PAY_API.registrationComplete(account.registration_id)), 200, MyPayMethodSchema)).toMatchObject({
      kind: 'account',
      issuer_name: 'KB국민은행',
      masked_number: '**********1234',
    });

    const cancelled = expectBody(await call('POST', MY_PAY_API.registrations, { kind: 'card', return_path: '/mypage/my-pay' }), 200, MyPayRegistrationSchema);
    const back = await ctx.app.inject({ method: 'POST', url: cancelled.registration_url, ...form({ action: 'cancel' }) });
    expect(back.headers.location).toContain('result=cancel');
    expectApiError(await call('POST', MY_PAY_API.registrationComplete(cancelled.registration_id)), 422, '결제수단 등록을 취소하셨습니다.');
    expect(expectBody(await call('GET', MY_PAY_API.list), 200, MyPayListSchema).methods).toHaveLength(1);
    const rows = await ctx.db.db
      .select()
      .from(myPayMethods)
      .where(and(eq(myPayMethods.memberId, 1)));
    expect(rows.filter((r) => !r.deletedAt)).toHaveLength(1);
  });

  it(`holds at most ${MY_PAY_LIMIT} methods`, async () => {
    const have = expectBody(await call('GET', MY_PAY_API.list), 200, MyPayListSchema).methods.length;
    for (let i = have; i < MY_PAY_LIMIT; i++) {
      const r = expectBody(await call('POST', MY_PAY_API.registrations, { kind: 'card', return_path: '/mypage/my-pay' }), 200, MyPayRegistrationSchema);
      await ctx.app.inject({ method: 'POST', url: r.registration_url, ...form({ action: 'register', issuer: 'BC카드', number: TEST_CARD, expiry: '12/30' }) });
      expectBody(await call('POST', MY_PAY_API.registrationComplete(r.registration_id)), 200, MyPayMethodSchema);
    }
    expectApiError(
      await call('POST', MY_PAY_API.registrations, { kind: 'card', return_path: '/mypage/my-pay' }),
      422,
      `결제수단은 ${MY_PAY_LIMIT}개까지 등록할 수 있습니다. 사용하지 않는 결제수단을 삭제해 주세요.`,
    );
  });

  it('an outside return address is refused', async () => {
    expectApiError(await call('POST', MY_PAY_API.registrations, { kind: 'card', return_path: '//evil.example/x' }), 422, '돌아올 주소가 올바르지 않습니다.');
    expectApiError(
      await call('POST', MY_PAY_API.registrations, { kind: 'card', return_path: 'https://evil.example/x' }),
      422,
      '돌아올 주소가 올바르지 않습니다.',
    );
  });

  it('switched off, both answer 404 and the member’s data stays', async () => {
    await switchTo('personalization', false);
    await switchTo('my_pay', false);
    try {
      expectApiError(await call('GET', PERSONALIZATION_API.personalization), 404, '이용할 수 없는 서비스입니다.');
      expectApiError(await call('GET', MY_PAY_API.list), 404, '이용할 수 없는 서비스입니다.');
      expectApiError(await call('POST', MY_PAY_API.registrations, { kind: 'card', return_path: '/mypage/my-pay' }), 404);
    } finally {
      await switchTo('personalization', true);
      await switchTo('my_pay', true);
    }
    expect(expectBody(await call('GET', MY_PAY_API.list), 200, MyPayListSchema).methods).toHaveLength(MY_PAY_LIMIT);
  });

  it('both are member only', async () => {
    for (const url of [PERSONALIZATION_API.personalization, MY_PAY_API.list]) expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('the card check digit (Luhn)', () => {
    expect(luhnValid(TEST_CARD)).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('1234')).toBe(false);
  });
});
