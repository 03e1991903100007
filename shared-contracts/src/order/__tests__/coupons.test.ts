import { describe, expect, it } from 'vitest';
import {
  applyCouponChoices,
  couponDiscountFor,
  couponDiscountLabel,
  couponRangeCovers,
  decodeCouponChoices,
  encodeCouponChoices,
  ORDER_COUPON_MESSAGES,
  type RuleCoupon,
  type RuleLine,
} from '../coupons';

const line: RuleLine = { id: 10, goods_id: 5, seller_id: 2, brand_id: 3, category_ids: [7, 2], amount: 59_000 };
const coupon = (c: Partial<RuleCoupon>): RuleCoupon => ({
  discount_type: 'amount',
  discount_value: 5_000,
  apply_range_type: 'all',
  apply_target_ids: [],
  maximum_discount_amount: null,
  min_sell_price: 0,
  ...c,
});

describe('couponRangeCovers', () => {
  it('matches each applyRangeType against the line', () => {
    expect(couponRangeCovers(coupon({ apply_range_type: 'all' }), line)).toBe(true);
    expect(couponRangeCovers(coupon({ apply_range_type: 'seller', apply_target_ids: [2] }), line)).toBe(true);
    expect(couponRangeCovers(coupon({ apply_range_type: 'seller', apply_target_ids: [1] }), line)).toBe(false);
    expect(couponRangeCovers(coupon({ apply_range_type: 'goods', apply_target_ids: [1, 5] }), line)).toBe(true);
    expect(couponRangeCovers(coupon({ apply_range_type: 'goods', apply_target_ids: [6] }), line)).toBe(false);
    expect(couponRangeCovers(coupon({ apply_range_type: 'brand', apply_target_ids: [3] }), line)).toBe(true);
    expect(couponRangeCovers(coupon({ apply_range_type: 'brand', apply_target_ids: [4] }), { ...line, brand_id: null })).toBe(false);
    // a parent category covers its children
    expect(couponRangeCovers(coupon({ apply_range_type: 'category', apply_target_ids: [2] }), line)).toBe(true);
    expect(couponRangeCovers(coupon({ apply_range_type: 'category', apply_target_ids: [9] }), line)).toBe(false);
  });
});

describe('couponDiscountFor', () => {
  it('applies a coupon only on the devices it names (usableDevices)', () => {
    const appOnly = coupon({ usable_devices: ['app'] });
    expect(couponDiscountFor(appOnly, line, 'app')).toEqual({ ok: true, amount: 5_000 });
    expect(couponDiscountFor(appOnly, line, 'mobile')).toEqual({ ok: false, reason: '앱에서만 사용할 수 있는 쿠폰입니다.' });
    expect(couponDiscountFor(coupon({ usable_devices: ['pc', 'app'] }), line, 'mobile')).toEqual({
      ok: false,
      reason: 'PC·앱에서만 사용할 수 있는 쿠폰입니다.',
    });
    expect(couponDiscountFor(coupon({ usable_devices: ['pc', 'mobile', 'app'] }), line, 'pc')).toEqual({ ok: true, amount: 5_000 });
    // the range is told first: a coupon that does not cover the line says so wherever the shopper is
    expect(couponDiscountFor(coupon({ usable_devices: ['app'], apply_range_type: 'goods', apply_target_ids: [1] }), line, 'pc')).toEqual({
      ok: false,
      reason: ORDER_COUPON_MESSAGES.outOfRange,
    });
    const choice = { item_id: 10, member_coupon_id: 1 };
    const ctx = { lines: [line], coupons: new Map([[1, appOnly]]), payable: 59_000, minPayment: 100 };
    expect(applyCouponChoices([choice], { ...ctx, device: 'mobile' })).toEqual({ ok: false, error: '앱에서만 사용할 수 있는 쿠폰입니다.' });
    expect(applyCouponChoices([choice], { ...ctx, device: 'app' })).toMatchObject({ ok: true, total: 5_000 });
  });

  it('takes an amount coupon whole, never more than the line', () => {
    expect(couponDiscountFor(coupon({ discount_value: 5_000 }), line)).toEqual({ ok: true, amount: 5_000 });
    expect(couponDiscountFor(coupon({ discount_value: 5_000 }), { ...line, amount: 3_000 })).toEqual({ ok: true, amount: 3_000 });
  });

  it('takes a rate of the line rounded down to 10원 and capped at maximumDiscountAmount', () => {
    expect(couponDiscountFor(coupon({ discount_type: 'rate', discount_value: 15 }), line)).toEqual({ ok: true, amount: 8_850 });
    expect(couponDiscountFor(coupon({ discount_type: 'rate', discount_value: 15 }), { ...line, amount: 12_345 })).toEqual({ ok: true, amount: 1_850 });
    expect(couponDiscountFor(coupon({ discount_type: 'rate', discount_value: 15, maximum_discount_amount: 5_000 }), line)).toEqual({ ok: true, amount: 5_000 });
  });

  it('refuses a line under minSellPrice or out of the range, saying why', () => {
    expect(couponDiscountFor(coupon({ min_sell_price: 60_000 }), line)).toEqual({ ok: false, reason: '60,000원 이상 구매 시 사용할 수 있습니다.' });
    expect(couponDiscountFor(coupon({ min_sell_price: 59_000 }), line)).toEqual({ ok: true, amount: 5_000 });
    expect(couponDiscountFor(coupon({ apply_range_type: 'goods', apply_target_ids: [1] }), line)).toEqual({
      ok: false,
      reason: ORDER_COUPON_MESSAGES.outOfRange,
    });
  });

  it('labels the discount', () => {
    expect(couponDiscountLabel(coupon({ discount_value: 5_000 }))).toBe('5,000원 할인');
    expect(couponDiscountLabel(coupon({ discount_type: 'rate', discount_value: 10, maximum_discount_amount: 10_000 }))).toBe('10% 할인 (최대 10,000원)');
  });
});

describe('applyCouponChoices: one coupon per line, one line per coupon', () => {
  const other: RuleLine = { ...line, id: 11, goods_id: 6, amount: 20_000 };
  const coupons = new Map<number, RuleCoupon>([
    [1, coupon({ discount_value: 5_000 })],
    [2, coupon({ discount_type: 'rate', discount_value: 10, maximum_discount_amount: 10_000 })],
    [3, coupon({ apply_range_type: 'goods', apply_target_ids: [5], discount_value: 2_000 })],
  ]);
  const ctx = { lines: [line, other], coupons, payable: 82_000, minPayment: 100 };

  it('sums the discounts of a valid choice per line', () => {
    const r = applyCouponChoices(
      [
        { item_id: 10, member_coupon_id: 2 },
        { item_id: 11, member_coupon_id: 1 },
      ],
      ctx,
    );
    expect(r).toEqual({
      ok: true,
      discounts: new Map([
        [10, 5_900],
        [11, 5_000],
      ]),
      total: 10_900,
    });
    expect(applyCouponChoices([], ctx)).toEqual({ ok: true, discounts: new Map(), total: 0 });
  });

  it('refuses two coupons on a line, one coupon on two lines, a coupon not held or out of range, an unknown line', () => {
    const err = (choices: { item_id: number; member_coupon_id: number }[]) => {
      const r = applyCouponChoices(choices, ctx);
      return r.ok ? null : r.error;
    };
    expect(
      err([
        { item_id: 10, member_coupon_id: 1 },
        { item_id: 10, member_coupon_id: 2 },
      ]),
    ).toBe(ORDER_COUPON_MESSAGES.oneCouponPerLine);
    expect(
      err([
        { item_id: 10, member_coupon_id: 1 },
        { item_id: 11, member_coupon_id: 1 },
      ]),
    ).toBe(ORDER_COUPON_MESSAGES.oneLinePerCoupon);
    expect(err([{ item_id: 10, member_coupon_id: 99 }])).toBe(ORDER_COUPON_MESSAGES.notUsable);
    expect(err([{ item_id: 11, member_coupon_id: 3 }])).toBe(ORDER_COUPON_MESSAGES.outOfRange);
    expect(err([{ item_id: 12, member_coupon_id: 1 }])).toBe(ORDER_COUPON_MESSAGES.lineUnknown);
  });

  it('keeps the payment at or above the smallest charge', () => {
    const r = applyCouponChoices([{ item_id: 11, member_coupon_id: 1 }], { ...ctx, payable: 5_050 });
    expect(r).toEqual({ ok: false, error: '쿠폰 할인 후 결제 금액이 100원 이상이어야 합니다.' });
    expect(applyCouponChoices([{ item_id: 11, member_coupon_id: 1 }], { ...ctx, payable: 5_100 }).ok).toBe(true);
  });
});

describe('the modal URL form of a choice', () => {
  it('round-trips and ignores junk', () => {
    const choices = [
      { item_id: 12, member_coupon_id: 3 },
      { item_id: 13, member_coupon_id: 5 },
    ];
    expect(encodeCouponChoices(choices)).toBe('12:3,13:5');
    expect(decodeCouponChoices('12:3,13:5')).toEqual(choices);
    expect(decodeCouponChoices('12:3,x:1,,4')).toEqual([{ item_id: 12, member_coupon_id: 3 }]);
    expect(decodeCouponChoices(undefined)).toEqual([]);
  });
});
