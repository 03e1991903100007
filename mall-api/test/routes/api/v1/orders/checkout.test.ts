import { API } from '@mall/shared-contracts';
import {
  AddressSearchResultSchema,
  CHECKOUT_API,
  CHECKOUT_MESSAGES,
  ORDER_API,
  ORDER_MESSAGES,
  orderManageApi,
  OrderResultSchema,
  OrderStartResponseSchema,
  InstallmentsSchema,
  PaymentMethodsSchema,
  PreparePayResponseSchema,
  ReceiveAddressListSchema,
  type PreparePayBody,
} from '@mall/shared-contracts/order';
import { CartAddResponseSchema, GuestLoginResponseSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, goodsOptions, orders, pointLedger, sandboxPgTransactions } from '../../../../../src/db/schema';
import { pointBalanceOf } from '../../../../../src/plugins/app/member/benefits/balances';
import { bearer, expectApiError, expectBody, loginDemo, sandboxPg } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { DEMO_ORDERER, DEMO_RECEIVER, pickOption } from '../../../../helpers/fixtures';

const receiver = { ...DEMO_RECEIVER, memo: '문 앞에 놓아 주세요' };

describe('checkout: prepare-pay, the sandbox PG, result and notifications', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  const key = () => ({ 'idempotency-key': randomUUID() });
  const stockOf = async (optionId: number) =>
    (await ctx.db.db.select({ stock: goodsOptions.stock }).from(goodsOptions).where(eq(goodsOptions.id, optionId)))[0]!.stock;

  async function startOrder(headers: Record<string, string>, ea = 1, minUnitPrice = 0) {
    const o = await pickOption(ctx.db.db, { minStock: 20, minUnitPrice });
    const res = await ctx.app.inject({
      method: 'POST',
      url: ORDER_API.start,
      headers: { ...headers, ...key() },
      payload: { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea }] },
    });
    return { option: o, orderNo: expectBody(res, 200, OrderStartResponseSchema).order_id };
  }
  const prepare = (headers: Record<string, string>, orderNo: string, body: Partial<PreparePayBody> = {}, idem = key()) =>
    ctx.app.inject({
      method: 'POST',
      url: CHECKOUT_API.preparePay(orderNo),
      headers: { ...headers, ...idem },
      payload: { orderer: DEMO_ORDERER, receiver, payment: { method: 'card', card_company: 'shinhan' }, ...body },
    });
  const pg = (tid: string, action: string) => sandboxPg(ctx.app, tid, action);
  const confirm = (headers: Record<string, string>, orderNo: string, tid: string) =>
    ctx.app.inject({
      method: 'POST',
      url: CHECKOUT_API.result(orderNo),
      headers: { ...headers, 'idempotency-key': `result-${tid}` },
      payload: { pg_tid: tid },
    });
  const pgState = async (tid: string) => (await ctx.db.db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, tid)))[0]!;

  beforeAll(async () => {
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  it('payment methods: card, transfer, virtual account and the easy pays the shop switched on; points for members only', async () => {
    const forMember = expectBody(await ctx.app.inject({ method: 'GET', url: CHECKOUT_API.paymentMethods, headers: member }), 200, PaymentMethodsSchema);
    expect(forMember.methods.map((m) => m.code)).toEqual(['card', 'bank', 'virtual_account', 'kakao', 'naver', 'payco', 'toss']);
    expect(forMember.point).toMatchObject({ min_usable: 1000, unit: 10 });
    expect(forMember.point!.balance).toBe(await pointBalanceOf(ctx.db.db, 1));
    expect(forMember.installment.min_amount).toBe(50_000);
    const forVisitor = expectBody(await ctx.app.inject({ method: 'GET', url: CHECKOUT_API.paymentMethods }), 200, PaymentMethodsSchema);
    expect(forVisitor.point).toBeNull();
  });

  it('installments: 2 to 12 months from 50,000원, 일시불 only under it; the amount is checked', async () => {
    const at = async (amount: string) => ctx.app.inject({ method: 'GET', url: `${CHECKOUT_API.installments}?amount=${amount}` });
    expect(expectBody(await at('50000'), 200, InstallmentsSchema)).toEqual({
      amount: 50_000,
      min_amount: 50_000,
      months: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    });
    expect(expectBody(await at('49990'), 200, InstallmentsSchema)).toEqual({ amount: 49_990, min_amount: 50_000, months: [] });
    expect((await at('-1')).statusCode).toBe(422);
    expect((await at('abc')).statusCode).toBe(422);
    // The payment methods answer the same months.
    const methods = expectBody(await ctx.app.inject({ method: 'GET', url: CHECKOUT_API.paymentMethods }), 200, PaymentMethodsSchema);
    expect(methods.installment.months).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('a member pays by card with points: PG page → approve → result; points spent once, cart lines gone, replay is the same answer', async () => {
    const o = await pickOption(ctx.db.db, { minStock: 20, minUnitPrice: 20_000 });
    const cartIds = expectBody(
      await ctx.app.inject({ method: 'POST', url: API.carts, headers: member, payload: { items: [{ goods_id: o.goodsId, option_id: o.optionId, ea: 1 }] } }),
      200,
      CartAddResponseSchema,
    ).cart_ids;
    const started = expectBody(
      await ctx.app.inject({ method: 'POST', url: ORDER_API.start, headers: { ...member, ...key() }, payload: { cart_ids: cartIds } }),
      200,
      OrderStartResponseSchema,
    );
    const balance = await pointBalanceOf(ctx.db.db, 1);
    const prepared = expectBody(await prepare(member, started.order_id, { point_amount: 1000 }), 200, PreparePayResponseSchema);
    expect(prepared.payment_url).toBe(`/sandbox/pg/${prepared.pg_tid}`);
    const page = await ctx.app.inject({ method: 'GET', url: prepared.payment_url });
    expect(page.body).toContain('신용/체크카드');
    expect(page.body).toContain(`${prepared.amount.toLocaleString('ko-KR')}원`);
    // nothing is spent before the PG approves
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(balance);

    const back = await pg(prepared.pg_tid, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/order/${started.order_id}/result?pg_tid=${prepared.pg_tid}&result=success`);
    const result = expectBody(await confirm(member, started.order_id, prepared.pg_tid), 200, OrderResultSchema);
    expect(result.status).toBe('paid');
    expect(result.payment).toMatchObject({ status: 'approved', method: 'card', card_company: '신한카드', amount: prepared.amount });
    expect(result.amounts.point_amount).toBe(1000);
    expect(result.amounts.payment_amount).toBe(result.amounts.goods_amount + result.amounts.shipping_amount - 1000);
    expect(result.items[0]!.status).toBe('paid');
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(balance - 1000);
    expect(await ctx.db.db.select().from(carts).where(eq(carts.id, cartIds[0]!))).toEqual([]);
    expect((await pgState(prepared.pg_tid)).state).toBe('captured');

    const replay = await confirm(member, started.order_id, prepared.pg_tid);
    expect(replay.json()).toEqual(result);
    // the PG's late notification of the same approval changes nothing
    const signature = ctx.app.paymentGateway.sign(prepared.pg_tid, 'approved', prepared.amount);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: CHECKOUT_API.pgCallback,
          payload: { pg_tid: prepared.pg_tid, event: 'approved', amount: prepared.amount, signature },
        })
      ).statusCode,
    ).toBe(200);
    expect(await pointBalanceOf(ctx.db.db, 1)).toBe(balance - 1000);
    expect(
      expectBody(await ctx.app.inject({ method: 'GET', url: CHECKOUT_API.result(started.order_id), headers: member }), 200, OrderResultSchema).status,
    ).toBe('paid');
    // a paid order takes no second payment
    expectApiError(await prepare(member, started.order_id), 422, CHECKOUT_MESSAGES.alreadyPaid);
  });

  it('declined, then cancelled by the shopper: each an honest failure, the order stays payable and the stock stays held; then an easy pay goes through', async () => {
    const { option, orderNo } = await startOrder(member);
    const held = await stockOf(option.optionId);
    const first = expectBody(await prepare(member, orderNo), 200, PreparePayResponseSchema);
    expect((await pg(first.pg_tid, 'decline')).headers.location).toContain('result=fail');
    const declined = expectBody(await confirm(member, orderNo, first.pg_tid), 200, OrderResultSchema);
    expect(declined.status).toBe('ordering');
    expect(declined.payment).toMatchObject({ status: 'declined', fail_message: expect.stringContaining('한도') });

    const second = expectBody(await prepare(member, orderNo, { payment: { method: 'kakao' } }), 200, PreparePayResponseSchema);
    expect((await pg(second.pg_tid, 'cancel')).headers.location).toContain('result=cancel');
    const cancelled = expectBody(await confirm(member, orderNo, second.pg_tid), 200, OrderResultSchema);
    expect(cancelled.payment).toMatchObject({ status: 'cancelled', fail_message: '결제를 취소하셨습니다.' });
    expect(await stockOf(option.optionId)).toBe(held);

    const third = expectBody(await prepare(member, orderNo, { payment: { method: 'toss' } }), 200, PreparePayResponseSchema);
    await pg(third.pg_tid, 'approve');
    const paid = expectBody(await confirm(member, orderNo, third.pg_tid), 200, OrderResultSchema);
    expect(paid.payment).toMatchObject({ method: 'toss', method_label: '토스페이', status: 'approved' });
    expect(await stockOf(option.optionId)).toBe(held);
  });

  it('a double click on 결제하기 (same key) registers one payment; two approvals of it settle once', async () => {
    const { orderNo } = await startOrder(member);
    const idem = key();
    const [a, b] = await Promise.all([prepare(member, orderNo, {}, idem), prepare(member, orderNo, {}, idem)]);
    expect(a.json().pg_tid).toBe(b.json().pg_tid);
    const tid = a.json().pg_tid as string;
    await pg(tid, 'approve');
    // the result page and a reload race (different keys): the payment row lock settles it once
    const [r1, r2] = await Promise.all([
      ctx.app.inject({ method: 'POST', url: CHECKOUT_API.result(orderNo), headers: { ...member, ...key() }, payload: { pg_tid: tid } }),
      ctx.app.inject({ method: 'POST', url: CHECKOUT_API.result(orderNo), headers: { ...member, ...key() }, payload: { pg_tid: tid } }),
    ]);
    expect([r1.json().status, r2.json().status]).toEqual(['paid', 'paid']);
    const [order] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(await ctx.db.db.select().from(pointLedger).where(eq(pointLedger.orderId, order!.id))).toEqual([]);
  });

  it('late notification: the shopper closed the PG window after approving; the notification alone pays the order', async () => {
    const { orderNo } = await startOrder(member);
    const p = expectBody(await prepare(member, orderNo), 200, PreparePayResponseSchema);
    const closed = await pg(p.pg_tid, 'close');
    expect(closed.body).toContain('결제 창이 닫혔습니다');
    const result = expectBody(await ctx.app.inject({ method: 'GET', url: CHECKOUT_API.result(orderNo), headers: member }), 200, OrderResultSchema);
    expect(result.status).toBe('paid');
    expect(result.payment!.status).toBe('approved');
    // a forged notification is refused
    expectApiError(
      await ctx.app.inject({
        method: 'POST',
        url: CHECKOUT_API.pgCallback,
        payload: { pg_tid: p.pg_tid, event: 'approved', amount: p.amount, signature: 'x'.repeat(64) },
      }),
      401,
    );
  });

  it('late notification for an attempt the shopper replaced, or for an order that expired: the money goes back, nothing else moves', async () => {
    const { option, orderNo } = await startOrder(member);
    const old = expectBody(await prepare(member, orderNo), 200, PreparePayResponseSchema);
    const current = expectBody(await prepare(member, orderNo, { payment: { method: 'naver' } }), 200, PreparePayResponseSchema);
    await ctx.db.db.update(sandboxPgTransactions).set({ state: 'authorized' }).where(eq(sandboxPgTransactions.tid, old.pg_tid));
    const sign = (tid: string, amount: number) => ctx.app.paymentGateway.sign(tid, 'approved', amount);
    await ctx.app.inject({
      method: 'POST',
      url: CHECKOUT_API.pgCallback,
      payload: { pg_tid: old.pg_tid, event: 'approved', amount: old.amount, signature: sign(old.pg_tid, old.amount) },
    });
    expect((await pgState(old.pg_tid)).state).toBe('refunded');
    expect(expectBody(await ctx.app.inject({ method: 'GET', url: CHECKOUT_API.result(orderNo), headers: member }), 200, OrderResultSchema).status).toBe(
      'ordering',
    );

    // the reservation ends before the approval arrives: the order expires, the late approval is refunded
    const before = await stockOf(option.optionId);
    await ctx.db.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo));
    await ctx.app.purgeExpired();
    expect(await stockOf(option.optionId)).toBe(before + 1);
    await pg(current.pg_tid, 'close');
    expect((await pgState(current.pg_tid)).state).toBe('refunded');
    const result = expectBody(await ctx.app.inject({ method: 'GET', url: CHECKOUT_API.result(orderNo), headers: member }), 200, OrderResultSchema);
    expect(result.status).toBe('expired');
    expect(result.payment).toMatchObject({ status: 'cancelled', fail_message: ORDER_MESSAGES.orderExpired });
    expect(await stockOf(option.optionId)).toBe(before + 1);
  });

  it('virtual account: issued (입금대기), then the deposit notification pays it', async () => {
    const { orderNo } = await startOrder(member);
    const p = expectBody(await prepare(member, orderNo, { payment: { method: 'virtual_account' } }), 200, PreparePayResponseSchema);
    await pg(p.pg_tid, 'issue');
    const waiting = expectBody(await confirm(member, orderNo, p.pg_tid), 200, OrderResultSchema);
    expect(waiting.status).toBe('pay_waiting');
    expect(waiting.payment).toMatchObject({
      status: 'waiting_deposit',
      vbank_name: expect.stringContaining('은행'),
      vbank_account: expect.stringMatching(/^\d{3}-\d{4}-\d{5}$/),
    });
    const page = await ctx.app.inject({ method: 'GET', url: p.payment_url });
    expect(page.body).toContain('입금하기');
    await pg(p.pg_tid, 'deposit');
    const paid = expectBody(await ctx.app.inject({ method: 'GET', url: CHECKOUT_API.result(orderNo), headers: member }), 200, OrderResultSchema);
    expect(paid.status).toBe('paid');
    expect(paid.payment!.status).toBe('approved');
  });

  it('refuses what the sheet must not send: guest points, installments under 50,000원, a card without company, a bad phone', async () => {
    const visitor = { 'uid-token': await ctx.app.uidTokens.issue() };
    const guest = await startOrder(visitor);
    expectApiError(await prepare(visitor, guest.orderNo, { point_amount: 1000 }), 422, CHECKOUT_MESSAGES.pointMembersOnly);
    const cheap = await pickOption(ctx.db.db, { minStock: 5, maxUnitPrice: 30_000 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: ORDER_API.start,
      headers: { ...member, ...key() },
      payload: { items: [{ goods_id: cheap.goodsId, option_id: cheap.optionId, ea: 1 }] },
    });
    const small = expectBody(res, 200, OrderStartResponseSchema).order_id;
    expectApiError(
      await prepare(member, small, { payment: { method: 'card', card_company: 'kb', installment_months: 3 } }),
      422,
      CHECKOUT_MESSAGES.installmentNotAllowed,
    );
    expectApiError(await prepare(member, small, { payment: { method: 'card' } }), 422, CHECKOUT_MESSAGES.cardCompanyRequired);
    expectApiError(await prepare(member, small, { point_amount: 1005 }), 422, CHECKOUT_MESSAGES.pointUnit(10));
    expectApiError(await prepare(member, small, { point_amount: 500 }), 422, CHECKOUT_MESSAGES.pointMin(1000));
    expectApiError(await prepare(member, small, { receiver: { ...receiver, phone: '12345' } }), 422, '휴대폰 번호를 올바르게 입력해 주세요.');
    expectApiError(await prepare(member, small, { receiver: { ...receiver, zipcode: '' } }), 422, CHECKOUT_MESSAGES.zipcodeInvalid);
    // another caller's order is not found
    expectApiError(await prepare(visitor, small), 404, ORDER_MESSAGES.orderNotFound);
  });

  it('a guest pays with an easy pay, then opens the order through guest login (orderer name + order number)', async () => {
    const visitor = { 'uid-token': await ctx.app.uidTokens.issue() };
    const { orderNo } = await startOrder(visitor);
    const p = expectBody(
      await prepare(visitor, orderNo, { orderer: { name: '나손님', phone: '01099998888', email: '' }, payment: { method: 'naver' } }),
      200,
      PreparePayResponseSchema,
    );
    await pg(p.pg_tid, 'approve');
    const result = expectBody(await confirm(visitor, orderNo, p.pg_tid), 200, OrderResultSchema);
    expect(result).toMatchObject({ status: 'paid', is_member: false, orderer_name: '나손님' });
    const login = expectBody(
      await ctx.app.inject({ method: 'POST', url: API.guestLogin, payload: { orderer_name: '나손님', order_id: orderNo } }),
      200,
      GuestLoginResponseSchema,
    );
    const order = await ctx.app.inject({ method: 'GET', url: orderManageApi('guest').detail(orderNo), headers: { 'guest-token': login.guest_token } });
    expect(order.json()).toMatchObject({ order_id: orderNo, status: 'paid', status_label: '결제완료' });
  });

  it('addresses: the member’s saved list (default first), adding one, and the sandbox road-name search', async () => {
    const list = expectBody(await ctx.app.inject({ method: 'GET', url: CHECKOUT_API.receiveAddresses, headers: member }), 200, ReceiveAddressListSchema);
    expect(list.addresses[0]).toMatchObject({ title: '집', is_default: true, zipcode: '06591' });
    const added = expectBody(
      await ctx.app.inject({
        method: 'POST',
        url: CHECKOUT_API.receiveAddresses,
        headers: member,
        payload: {
          title: '본가',
          name: '김엄마',
          phone: '010-2222-3333',
          zipcode: '48058',
          address1: '부산광역시 해운대구 해운대해변로 264',
          address2: '3층',
          is_default: true,
        },
      }),
      200,
      ReceiveAddressListSchema,
    );
    expect(added.addresses[0]).toMatchObject({ title: '본가', is_default: true, phone: '01022223333' });
    expect(added.addresses.filter((a) => a.is_default)).toHaveLength(1);
    expectApiError(await ctx.app.inject({ method: 'GET', url: CHECKOUT_API.receiveAddresses }), 401);

    const search = async (keyword: string) =>
      expectBody(
        await ctx.app.inject({ method: 'GET', url: `${CHECKOUT_API.addressSearch}?keyword=${encodeURIComponent(keyword)}` }),
        200,
        AddressSearchResultSchema,
      );
    expect((await search('테헤란로 152')).data).toEqual([
      { zipcode: '06236', road_address: '서울특별시 강남구 테헤란로 152', jibun_address: '서울특별시 강남구 역삼동 737', building_name: '강남파이낸스센터' },
    ]);
    expect((await search('역삼동')).total).toBeGreaterThanOrEqual(2);
    expect((await search('해운대')).data.every((a) => a.road_address.includes('해운대'))).toBe(true);
    expect((await search('100%_')).total).toBe(0);
    expectApiError(await ctx.app.inject({ method: 'GET', url: `${CHECKOUT_API.addressSearch}?keyword=a` }), 422, CHECKOUT_MESSAGES.keywordRequired);
  });
});
