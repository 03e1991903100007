import {
  CHECKOUT_API,
  CHECKOUT_MESSAGES,
  MY_PAY_API,
  ORDER_API,
  OrderResultSchema,
  OrderStartResponseSchema,
  PaymentMethodsSchema,
  PreparePayResponseSchema,
} from '@mall/shared-contracts/order';
import { MyPayMethodSchema, MyPayRegistrationSchema, SuccessSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxPgTransactions } from '../../../../../src/db/schema';
import { bearer, expectApiError, expectBody, loginDemo, sandboxPg } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { DEMO_ORDERER, DEMO_RECEIVER, pickOption } from '../../../../helpers/fixtures';

/** The order sheet pays with a member's registered My pay method (paid switch `myPay`), through the sandbox PG like the other easy pays. */
describe('checkout with My pay', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const switchMyPay = async (on: boolean) => {
    const settings = await ctx.app.settingsRepository.shopSettings();
    await ctx.app.settingsRepository.setSection('features', { ...settings.features, my_pay: on });
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = member) =>
    ctx.app.inject({ method, url, headers: { ...headers, 'idempotency-key': randomUUID() }, ...(payload ? { payload } : {}) });

  async function register(issuer: string) {
    const r = expectBody(await call('POST', MY_PAY_API.registrations, { kind: 'card', return_path: '/mypage/my-pay' }), 200, MyPayRegistrationSchema);
    await ctx.app.inject({
      method: 'POST',
      url: r.registration_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'register', issuer, number: '4111111111111111', expiry: '12/30' }).toString(),
    });
    return expectBody(await call('POST', MY_PAY_API.registrationComplete(r.registration_id)), 200, MyPayMethodSchema);
  }
  async function startOrder(headers = member) {
    const o = await pickOption(ctx.db.db, { minStock: 20 });
    const res = await call('POST', ORDER_API.start, { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 1 }] }, headers);
    return expectBody(res, 200, OrderStartResponseSchema).order_id;
  }
  const prepare = (orderNo: string, payment: object, headers = member) =>
    call('POST', CHECKOUT_API.preparePay(orderNo), { orderer: DEMO_ORDERER, receiver: DEMO_RECEIVER, payment }, headers);

  it('offers the member’s registered methods and pays with one through the PG page; off, they are gone and refused', async () => {
    await switchMyPay(true);
    const method = await register('현대카드');
    const offered = expectBody(await call('GET', CHECKOUT_API.paymentMethods), 200, PaymentMethodsSchema);
    expect(offered.my_pay).toContainEqual({ id: method.id, kind: 'card', issuer_name: '현대카드', masked_number: '4111-****-****-1111' });
    expect(offered.methods.map((m) => m.code)).not.toContain('my_pay');
    expect(JSON.stringify(offered)).not.toContain('bk_');

    const orderNo = await startOrder();
    expectApiError(await prepare(orderNo, { method: 'my_pay' }), 422, CHECKOUT_MESSAGES.myPayRequired);
    const ready = expectBody(await prepare(orderNo, { method: 'my_pay', my_pay_method_id: method.id }), 200, PreparePayResponseSchema);
    const page = await ctx.app.inject({ method: 'GET', url: ready.payment_url });
    expect(page.body).toContain('내 간편결제');
    expect(page.body).toContain('현대카드 4111-****-****-1111');
    const [pgRow] = await ctx.db.db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, ready.pg_tid));
    expect(pgRow?.billingKey).toMatch(/^bk_/);
    await sandboxPg(ctx.app, ready.pg_tid, 'approve');
    const result = expectBody(await call('POST', CHECKOUT_API.result(orderNo), { pg_tid: ready.pg_tid }), 200, OrderResultSchema);
    expect(result.status).toBe('paid');
    expect(result.payment).toMatchObject({ method: 'my_pay', method_label: '내 간편결제', status: 'approved' });
    const [row] = await ctx.db.db.select().from(payments).where(eq(payments.pgTid, ready.pg_tid));
    expect(row?.myPayMethodId).toBe(method.id);

    await switchMyPay(false);
    expect(expectBody(await call('GET', CHECKOUT_API.paymentMethods), 200, PaymentMethodsSchema).my_pay).toEqual([]);
    expectApiError(await prepare(await startOrder(), { method: 'my_pay', my_pay_method_id: method.id }), 422, CHECKOUT_MESSAGES.methodUnavailable);
    await switchMyPay(true);
  });

  it('refuses a deleted method, and a visitor (who has none)', async () => {
    await switchMyPay(true);
    const method = await register('BC카드');
    expect(expectBody(await call('DELETE', MY_PAY_API.method(method.id)), 200, SuccessSchema).success).toBe(true);
    expectApiError(await prepare(await startOrder(), { method: 'my_pay', my_pay_method_id: method.id }), 422, CHECKOUT_MESSAGES.myPayUnavailable);
    const kept = await register('롯데카드');
    const visitor = { 'uid-token': await ctx.app.uidTokens.issue() };
    expect(expectBody(await call('GET', CHECKOUT_API.paymentMethods, undefined, visitor), 200, PaymentMethodsSchema).my_pay).toEqual([]);
    expectApiError(await prepare(await startOrder(visitor), { method: 'my_pay', my_pay_method_id: kept.id }, visitor), 422, CHECKOUT_MESSAGES.myPayUnavailable);
  });
});
