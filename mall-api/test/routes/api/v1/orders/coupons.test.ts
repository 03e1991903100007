import {
  CHECKOUT_API,
  MY_ORDERS_API,
  ORDER_API,
  ORDER_COUPON_API,
  ORDER_COUPON_MESSAGES,
  OrderCouponsSchema,
  OrderResultSchema,
  OrderStartResponseSchema,
  PreparePayResponseSchema,
  type CouponChoice,
} from '@mall/shared-contracts/order';
import { and, asc, eq, gt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, coupons, goodsOptions, memberCoupons, orderItems, orders, payments } from '../../../../../src/db/schema';
import { pointBalanceOf } from '../../../../../src/plugins/app/member/benefits/balances';
import { bearer, expectApiError, expectBody, loginDemo, sandboxPg } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { DEMO_ORDERER, DEMO_RECEIVER } from '../../../../helpers/fixtures';

/** Goods 5 (백앤백, 서울스탠다드, 남성의류>아우터>점퍼): every seeded coupon of the demo member fits it. */
const GOODS_5 = 5;

describe('order coupon apply: the rule, spent once at settlement, given back once on cancel', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  const key = () => ({ 'idempotency-key': randomUUID() });

  async function startGoods5() {
    // the first option of goods 5 with stock and no extra amount
    const [option] = await ctx.db.db
      .select({ id: goodsOptions.id })
      .from(goodsOptions)
      .where(and(eq(goodsOptions.goodsId, GOODS_5), gt(goodsOptions.stock, 5), eq(goodsOptions.extraAmount, 0)))
      .orderBy(asc(goodsOptions.id))
      .limit(1);
    const res = await ctx.app.inject({
      method: 'POST',
      url: ORDER_API.start,
      headers: { ...member, ...key() },
      payload: { items: [{ goods_id: GOODS_5, option_id: option!.id, ea: 1 }] },
    });
    return expectBody(res, 200, OrderStartResponseSchema).order_id;
  }
  const couponsOf = (orderNo: string, headers = member) => ctx.app.inject({ method: 'GET', url: ORDER_COUPON_API.coupons(orderNo), headers });
  const prepare = (orderNo: string, coupons: CouponChoice[], extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: CHECKOUT_API.preparePay(orderNo),
      headers: { ...member, ...key() },
      payload: { orderer: DEMO_ORDERER, receiver: DEMO_RECEIVER, coupons, payment: { method: 'card', card_company: 'shinhan' }, ...extra },
    });
  async function pay(orderNo: string, tid: string) {
    await sandboxPg(ctx.app, tid, 'approve');
    return expectBody(
      await ctx.app.inject({
        method: 'POST',
        url: CHECKOUT_API.result(orderNo),
        headers: { ...member, 'idempotency-key': `result-${tid}` },
        payload: { pg_tid: tid },
      }),
      200,
      OrderResultSchema,
    );
  }
  const held = async (id: number) => (await ctx.db.db.select().from(memberCoupons).where(eq(memberCoupons.id, id)))[0]!;

  beforeAll(async () => {
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  it('lists every usable coupon of the demo member per line with its discount there (each applyRangeType)', async () => {
    const orderNo = await startGoods5();
    const body = expectBody(await couponsOf(orderNo), 200, OrderCouponsSchema);
    expect(body.selected).toEqual([]);
    const [line] = body.lines;
    expect(line!.amount).toBeGreaterThan(100_000);
    const byTitle = Object.fromEntries(line!.coupons.map((c) => [c.title, c]));
    // 104,900원 (the seeded price of goods 5 may move with the seed: compute from the line)
    const amount = line!.amount;
    expect(byTitle['신규 회원 웰컴 10% 할인']).toMatchObject({ applicable: true, discount_amount: Math.min(10_000, Math.floor(amount / 100) * 10) });
    expect(byTitle['5만원 이상 5,000원 할인']).toMatchObject({ applicable: true, discount_amount: 5_000 });
    expect(byTitle['서울스탠다드 브랜드 15% 할인']).toMatchObject({ applicable: true, discount_label: '15% 할인 (최대 20,000원)' });
    expect(byTitle['단독 특가 상품 2,000원 할인']).toMatchObject({ applicable: true, discount_amount: 2_000 });
    expect(byTitle['백앤백 셀러 3,000원 할인']).toMatchObject({ applicable: true, discount_amount: 3_000 });
    expect(byTitle['남성 아우터 10% 할인']).toMatchObject({ applicable: true });
    // used and expired coupons are not offered
    expect(byTitle['앱 전용 3,000원 할인']).toBeUndefined();
    expect(byTitle['가을 시즌오프 7,000원 할인']).toBeUndefined();
    // a visitor has no coupons
    expectApiError(await couponsOf(orderNo, {}), 401, ORDER_COUPON_MESSAGES.membersOnly);
  });

  it('applies one coupon to a line in prepare-pay, spends it at settlement, refuses it to another order, and gives it back once on cancel', async () => {
    const orderNo = await startGoods5();
    const options = expectBody(await couponsOf(orderNo), 200, OrderCouponsSchema);
    const line = options.lines[0]!;
    const seller = line.coupons.find((c) => c.title === '백앤백 셀러 3,000원 할인')!;
    const brand = line.coupons.find((c) => c.title === '서울스탠다드 브랜드 15% 할인')!;
    // two coupons on one line, and a coupon not held
    expectApiError(
      await prepare(orderNo, [
        { item_id: line.item_id, member_coupon_id: seller.member_coupon_id },
        { item_id: line.item_id, member_coupon_id: brand.member_coupon_id },
      ]),
      422,
      ORDER_COUPON_MESSAGES.oneCouponPerLine,
    );
    expectApiError(await prepare(orderNo, [{ item_id: line.item_id, member_coupon_id: 999_999 }]), 422, ORDER_COUPON_MESSAGES.notUsable);

    const prepared = expectBody(
      await prepare(orderNo, [{ item_id: line.item_id, member_coupon_id: seller.member_coupon_id }], { point_amount: 1000 }),
      200,
      PreparePayResponseSchema,
    );
    const [order] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(prepared.amount).toBe(order!.goodsAmount + order!.shippingAmount - 3_000 - 1_000);
    expect((await held(seller.member_coupon_id)).usedAt).toBeNull(); // nothing spent before the PG approves
    // a retry of the sheet starts from the stored choice
    expect(expectBody(await couponsOf(orderNo), 200, OrderCouponsSchema).selected).toEqual([
      { item_id: line.item_id, member_coupon_id: seller.member_coupon_id },
    ]);

    // another order holds the same coupon on its sheet, then this one pays first
    const rival = await startGoods5();
    const rivalLine = expectBody(await couponsOf(rival), 200, OrderCouponsSchema).lines[0]!;
    const rivalPrepared = expectBody(
      await prepare(rival, [{ item_id: rivalLine.item_id, member_coupon_id: seller.member_coupon_id }]),
      200,
      PreparePayResponseSchema,
    );

    const result = await pay(orderNo, prepared.pg_tid);
    expect(result.status).toBe('paid');
    expect(result.amounts.coupon_discount_amount).toBe(3_000);
    expect(result.items[0]!.coupon_discount_amount).toBe(3_000);
    expect(await held(seller.member_coupon_id)).toMatchObject({ usedOrderId: order!.id });

    // the rival's payment is refused and refunded: the coupon was spent once
    const rivalResult = await pay(rival, rivalPrepared.pg_tid);
    expect(rivalResult.status).toBe('ordering');
    expect(rivalResult.payment).toMatchObject({ status: 'cancelled', fail_message: ORDER_COUPON_MESSAGES.alreadyUsed });
    // and it is no longer offered
    const after = expectBody(await couponsOf(rival), 200, OrderCouponsSchema);
    expect(after.lines[0]!.coupons.map((c) => c.member_coupon_id)).not.toContain(seller.member_coupon_id);
    expect(after.selected).toEqual([]);

    // cancel the line: the coupon comes back with it, and the refund leaves out what the coupon took
    const cancelBody = { item_ids: [line.item_id], reason_code: 'CHANGE_MIND', detail_reason: '' };
    const cancel = () => ctx.app.inject({ method: 'POST', url: MY_ORDERS_API.cancel(orderNo), headers: member, payload: cancelBody });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    expect(await held(seller.member_coupon_id)).toMatchObject({ usedAt: null, usedOrderId: null });
    const [cancelledPayment] = await ctx.db.db.select().from(payments).where(eq(payments.pgTid, prepared.pg_tid));
    expect(cancelledPayment!.refundedAmount).toBe(prepared.amount);
    const [cancelledLine] = await ctx.db.db.select().from(orderItems).where(eq(orderItems.id, line.item_id));
    expect(cancelledLine!.status).toBe('cancelled');
  });

  it("offers an app-only coupon everywhere but applies it only in the app's WebView (usableDevices)", async () => {
    const [appOnly] = await ctx.db.db.select().from(coupons).where(eq(coupons.title, '앱 전용 3,000원 할인'));
    expect(appOnly!.usableDevices).toEqual(['app']);
    // the demo member holds it spent or expired (seed): made usable again for this order
    const [issued] = await ctx.db.db
      .update(memberCoupons)
      .set({ usedAt: null, usedOrderId: null, useStartAt: new Date(Date.now() - 86_400_000), expireAt: new Date(Date.now() + 86_400_000) })
      .where(and(eq(memberCoupons.memberId, 1), eq(memberCoupons.couponId, appOnly!.id)))
      .returning({ id: memberCoupons.id });
    expect(issued).toBeDefined();
    const orderNo = await startGoods5();
    const web = { ...member, 'user-device-type': 'mobile' };
    const app = { ...member, 'user-device-type': 'mobile', 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) KMallApp/2.3.0 (Android)' };
    const onWeb = expectBody(await couponsOf(orderNo, web), 200, OrderCouponsSchema).lines[0]!.coupons.find((c) => c.member_coupon_id === issued!.id);
    expect(onWeb).toMatchObject({ applicable: false, discount_amount: 0, reason: '앱에서만 사용할 수 있는 쿠폰입니다.' });
    const inApp = expectBody(await couponsOf(orderNo, app), 200, OrderCouponsSchema).lines[0]!;
    expect(inApp.coupons.find((c) => c.member_coupon_id === issued!.id)).toMatchObject({ applicable: true, discount_amount: 3_000, reason: null });

    const choice = [{ item_id: inApp.item_id, member_coupon_id: issued!.id }];
    const payload = { orderer: DEMO_ORDERER, receiver: DEMO_RECEIVER, coupons: choice, payment: { method: 'card', card_company: 'shinhan' } };
    const prepareOn = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: CHECKOUT_API.preparePay(orderNo), headers: { ...headers, ...key() }, payload });
    expectApiError(await prepareOn(web), 422, '앱에서만 사용할 수 있는 쿠폰입니다.');
    expectApiError(await prepareOn({ ...member, 'user-device-type': 'pc' }), 422, '앱에서만 사용할 수 있는 쿠폰입니다.');
    const prepared = expectBody(await prepareOn(app), 200, PreparePayResponseSchema);
    const [order] = await ctx.db.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(prepared.amount).toBe(order!.goodsAmount + order!.shippingAmount - 3_000);
  });

  it('a virtual account nobody paid by its deadline is closed by the purge job: order cancelled, coupon, points and stock back once', async () => {
    // the demo mall's seeded open deposits are not due yet
    const seededWaiting = await ctx.db.db.select().from(payments).where(eq(payments.status, 'waiting_deposit'));
    expect(seededWaiting.length).toBeGreaterThan(0);
    expect(seededWaiting.every((p) => p.vbankDueAt! > new Date())).toBe(true);

    const orderNo = await startGoods5();
    const line = expectBody(await couponsOf(orderNo), 200, OrderCouponsSchema).lines[0]!;
    const coupon = line.coupons.find((c) => c.applicable)!;
    const [before] = await ctx.db.db.select().from(orderItems).where(eq(orderItems.id, line.item_id));
    const stockOf = async () => (await ctx.db.db.select().from(goodsOptions).where(eq(goodsOptions.id, before!.optionId!)))[0]!.stock;
    const points = () => pointBalanceOf(ctx.db.db, 1);
    const pointsBefore = await points();
    const stockHeld = await stockOf();
    const prepared = expectBody(
      await prepare(orderNo, [{ item_id: line.item_id, member_coupon_id: coupon.member_coupon_id }], {
        point_amount: 1000,
        payment: { method: 'virtual_account' },
      }),
      200,
      PreparePayResponseSchema,
    );
    await sandboxPg(ctx.app, prepared.pg_tid, 'issue');
    const waiting = expectBody(
      await ctx.app.inject({ method: 'POST', url: CHECKOUT_API.result(orderNo), headers: { ...member, ...key() }, payload: { pg_tid: prepared.pg_tid } }),
      200,
      OrderResultSchema,
    );
    expect(waiting.status).toBe('pay_waiting');
    expect(await points()).toBe(pointsBefore - 1000);
    expect((await held(coupon.member_coupon_id)).usedAt).not.toBeNull();

    // three days later (the deadline moved back instead: the seeded open deposits stay within theirs)
    const [payment] = await ctx.db.db.select().from(payments).where(eq(payments.pgTid, prepared.pg_tid));
    expect(payment!.vbankDueAt!.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    const dueAt = new Date(Date.now() - 60_000);
    await ctx.db.db.update(payments).set({ vbankDueAt: dueAt }).where(eq(payments.id, payment!.id));
    // within the deadline nothing moves; past it the account closes once, however often the job runs
    expect((await ctx.app.purgeExpired(new Date(dueAt.getTime() - 60_000))).overdueDeposits).toBe(0);
    const now = new Date();
    const [first, second] = await Promise.all([ctx.app.myOrders.releaseOverdueDeposits(now), ctx.app.myOrders.releaseOverdueDeposits(now)]);
    expect(first + second).toBe(1);
    expect((await ctx.app.purgeExpired(now)).overdueDeposits).toBe(0);

    const [closed] = await ctx.db.db.select().from(payments).where(eq(payments.pgTid, prepared.pg_tid));
    expect(closed!.status).toBe('cancelled');
    const [cancelled] = await ctx.db.db.select().from(orderItems).where(eq(orderItems.id, line.item_id));
    expect(cancelled!.status).toBe('cancelled');
    expect(await points()).toBe(pointsBefore);
    expect(await held(coupon.member_coupon_id)).toMatchObject({ usedAt: null, usedOrderId: null });
    expect(await stockOf()).toBe(stockHeld + before!.ea);
    // the cancel claim the shopper's history shows says why
    const [claim] = await ctx.db.db.select().from(claims).where(eq(claims.orderItemId, line.item_id));
    expect(claim).toMatchObject({ type: 'cancel', status: 'completed', reasonLabel: '입금 기한 만료' });
  });
});
