import { BENEFIT_API, MemberCouponSchema, MyCouponListSchema, PointHistorySchema, remainingEarnings } from '@mall/shared-contracts/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { coupons, members, pointLedger } from '../../../../../src/db/schema';
import { expiryOf } from '../../../../../src/plugins/app/member/benefits/benefits-repository';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { joinTestMember } from '../../../../helpers/identity';

const DAY = 86_400_000;

describe('coupons wallet and point history', () => {
  let ctx: TestContext;
  let demo: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    demo = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());

  const coupons_ = (headers: Record<string, string>, query = '') => ctx.app.inject({ method: 'GET', url: `${BENEFIT_API.myCoupons}${query}`, headers });
  const register = (headers: Record<string, string>, code: string) =>
    ctx.app.inject({ method: 'POST', url: BENEFIT_API.myCoupons, headers, payload: { code } });

  it('lists the demo member’s coupons by state with the counts of every state', async () => {
    const usable = expectBody(await coupons_(demo), 200, MyCouponListSchema);
    expect(usable.counts).toEqual({ usable: 6, used: 1, expired: 1 });
    expect(usable.per_page).toBe(20);
    expect(usable.data.map((c) => c.title)).toEqual(
      expect.arrayContaining(['신규 회원 웰컴 10% 할인', '5만원 이상 5,000원 할인', '서울스탠다드 브랜드 15% 할인']),
    );
    expect(usable.data.every((c) => c.state === 'usable' && c.is_usable)).toBe(true);
    const welcome = usable.data.find((c) => c.title === '신규 회원 웰컴 10% 할인')!;
    expect(welcome).toMatchObject({ discount_type: 'rate', discount_value: 10, maximum_discount_amount: 10_000, min_sell_price: 30_000 });
    expect(welcome.usable_device_labels).toEqual(['PC', '모바일 웹', '앱']);

    const used = expectBody(await coupons_(demo, '?status=used'), 200, MyCouponListSchema);
    expect(used.data.map((c) => [c.title, c.state, c.usable_device_labels])).toEqual([['앱 전용 3,000원 할인', 'used', ['앱']]]);
    expect(used.data[0]!.used_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const expired = expectBody(await coupons_(demo, '?status=expired'), 200, MyCouponListSchema);
    expect(expired.data.map((c) => [c.title, c.is_usable])).toEqual([['가을 시즌오프 7,000원 할인', false]]);
    expect((await coupons_(demo, '?status=lost')).statusCode).toBe(422);
  });

  it('registers a coupon by code once, with its days after issue; refuses unknown codes and codes out of period', async () => {
    const { token } = await joinTestMember(ctx.app, 'couponcode');
    const me = bearer(token);
    expect(expectBody(await coupons_(me), 200, MyCouponListSchema).counts).toEqual({ usable: 0, used: 0, expired: 0 });

    const before = Date.now();
    const held = expectBody(await register(me, ' winter-2026 '), 200, MemberCouponSchema);
    expect(held).toMatchObject({ title: '겨울 아우터 20% 할인 (코드 등록)', state: 'usable', is_usable: true, is_unlimited: false, code: 'WINTER2026' });
    // Its code comes with it in the coupon box (to copy and pass on); a coupon without one has none.
    const box = expectBody(await coupons_(me), 200, MyCouponListSchema);
    expect(box.data.map((c) => c.code)).toEqual(['WINTER2026']);
    // 30 days after registration (the coupon's own end is years away).
    const expireAt = Date.parse(`${held.expire_at!.replace(' ', 'T')}+09:00`);
    expect(expireAt - before).toBeGreaterThanOrEqual(30 * DAY - 2000);
    expect(expireAt - before).toBeLessThanOrEqual(30 * DAY + 2000);
    expectApiError(await register(me, 'WINTER2026'), 422, '이미 등록된 쿠폰입니다.');
    expectApiError(await register(me, 'NOPE2026'), 404, '존재하지 않는 쿠폰 코드입니다. 다시 확인해 주세요.');
    expectApiError(await register(me, '쿠폰!'), 422, '쿠폰 코드는 영문과 숫자 4~30자입니다.');
    expectApiError(await register(me, '  '), 422, '쿠폰 코드를 입력해 주세요.');

    await ctx.db.db.insert(coupons).values({
      title: '지난 행사 쿠폰',
      typeLabel: '장바구니 쿠폰',
      discountType: 'amount',
      discountValue: 1000,
      applyRangeType: 'all',
      usableDevices: ['pc', 'mobile', 'app'],
      code: 'OVER2025',
      validFrom: new Date(Date.now() - 60 * DAY),
      validUntil: new Date(Date.now() - DAY),
    });
    expectApiError(await register(me, 'over2025'), 422, '등록 기간이 아닌 쿠폰입니다.');
    const listed = expectBody(await coupons_(me), 200, MyCouponListSchema);
    expect(listed.counts.usable).toBe(1);
    expect(listed.data[0]!.title).toBe('겨울 아우터 20% 할인 (코드 등록)');
  });

  it('a coupon registered by code ends at the earlier of its days after issue and its own end', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    expect(expiryOf({ validUntil: new Date('2026-11-10T00:00:00Z'), validDaysAfterIssue: 30 }, at)).toEqual(new Date('2026-11-10T00:00:00Z'));
    expect(expiryOf({ validUntil: new Date('2027-11-10T00:00:00Z'), validDaysAfterIssue: 30 }, at)).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(expiryOf({ validUntil: null, validDaysAfterIssue: null }, at)).toBeNull();
  });

  it('shows the point ledger newest first, the balance from the rows and the points expiring within 30 days', async () => {
    const history = expectBody(await ctx.app.inject({ method: 'GET', url: BENEFIT_API.myPointHistory, headers: demo }), 200, PointHistorySchema);
    expect(history.balance).toBe(3500);
    expect(history.total).toBe(6);
    expect(history.data[0]).toMatchObject({ amount: -700, kind: 'use', reason: '주문 결제 사용', expires_at: null });
    expect(history.data.find((e) => e.reason === '리뷰 작성 적립')?.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(history.expiring_amount).toBe(0);

    // A member whose earliest points expire in 10 days, partly spent: what is left of them is expiring.
    const { token } = await joinTestMember(ctx.app, 'pointsoon');
    const [member] = await ctx.db.db.select({ id: members.id }).from(members).where(eq(members.loginId, 'pointsoon'));
    const now = Date.now();
    await ctx.db.db.insert(pointLedger).values([
      { memberId: member!.id, amount: 1000, kind: 'earn', reason: '출석 체크 적립', createdAt: new Date(now - 355 * DAY), expiresAt: new Date(now + 10 * DAY) },
      { memberId: member!.id, amount: 2000, kind: 'earn', reason: '구매확정 적립', createdAt: new Date(now - 5 * DAY), expiresAt: new Date(now + 360 * DAY) },
      { memberId: member!.id, amount: -400, kind: 'use', reason: '주문 결제 사용', createdAt: new Date(now - DAY) },
    ]);
    const mine = expectBody(await ctx.app.inject({ method: 'GET', url: BENEFIT_API.myPointHistory, headers: bearer(token) }), 200, PointHistorySchema);
    expect(mine.balance).toBe(2600);
    expect(mine.expiring_amount).toBe(600);
    expect(mine.data.map((e) => e.reason)).toEqual(['주문 결제 사용', '구매확정 적립', '출석 체크 적립']);
  });

  it('spends the earnings that expire first', () => {
    const soon = { amount: 1000, expiresAt: new Date('2026-12-01') };
    const later = { amount: 2000, expiresAt: new Date('2027-06-01') };
    expect(remainingEarnings([later, soon], 1500).map((r) => [r.earning.amount, r.left])).toEqual([
      [1000, 0],
      [2000, 1500],
    ]);
    expect(remainingEarnings([later, soon], 0).map((r) => r.left)).toEqual([1000, 2000]);
  });
});
