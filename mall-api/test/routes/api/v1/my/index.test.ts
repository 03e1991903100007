import { API, MESSAGES } from '@mall/shared-contracts';
import { MyBenefitsSchema, MyOrderCountsSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../../../../src/db/seed/index';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

describe('my page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('is member only', async () => {
    for (const url of [API.myBenefits, API.myOrderCounts]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(expectApiError(res, 401, MESSAGES.authenticationRequired).cause).toBe('AuthenticationException');
    }
  });

  it('returns points, coupons and the next grade', async () => {
    const { token } = await loginDemo(ctx.app);
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.myBenefits, headers: bearer(token) }), 200, MyBenefitsSchema);
    expect(body.point).toBe(DEMO_MEMBER.point);
    expect(body.coupon_count).toBe(DEMO_MEMBER.couponCount);
    expect(body.grade.name).toBe('실버');
    expect(body.next_grade).toEqual({ name: '골드', remaining_amount: 300_000 - DEMO_MEMBER.purchaseAmount });
  });

  it('counts the demo member orders by status (the guest order excluded)', async () => {
    const { token } = await loginDemo(ctx.app);
    const body = expectBody(await ctx.app.inject({ method: 'GET', url: API.myOrderCounts, headers: bearer(token) }), 200, MyOrderCountsSchema);
    expect(body).toEqual({ pay_waiting: 1, paid: 2, preparing: 1, shipping: 1, delivered: 3, claims: 2 });
  });
});
