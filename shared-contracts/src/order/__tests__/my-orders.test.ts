import { describe, expect, it } from 'vitest';
import { claimWindowLastDay, claimWindowOpen, lineActions, maskAccountNumber, purchasePoint, splitVat } from '../my-orders';
import { refundEstimate, type RefundLine } from '../refunds';

// 6,000원 of line coupons (2,000원 on each line), 2,000 points: 60,000 + 3,000 − 6,000 − 2,000 = 55,000 paid.
const order = { pointAmount: 2_000, paymentAmount: 55_000 };
const packs = [
  { sellerId: 1, shippingAmount: 3_000 },
  { sellerId: 2, shippingAmount: 0 },
];
const lines: RefundLine[] = [
  { id: 1, sellerId: 1, price: 20_000, ea: 1, status: 'paid', couponDiscount: 2_000 },
  { id: 2, sellerId: 1, price: 10_000, ea: 2, status: 'paid', couponDiscount: 2_000 },
  { id: 3, sellerId: 2, price: 20_000, ea: 1, status: 'paid', couponDiscount: 2_000 },
];

describe('refundEstimate', () => {
  it('gives back a line minus its own coupon, to the payment first, keeping the pack shipping while the pack has lines', () => {
    expect(refundEstimate({ lines, selectedIds: [1], packs, order, refunded: { payment: 0, point: 0 } })).toEqual({
      goods_amount: 20_000,
      shipping_amount: 0,
      coupon_amount: 2_000,
      payment_amount: 18_000,
      point_amount: 0,
      return_shipping_amount: 0,
    });
  });

  it('gives back the pack shipping with its last line', () => {
    const after = lines.map((l) => (l.id === 1 ? { ...l, status: 'cancelled' as const } : l));
    expect(refundEstimate({ lines: after, selectedIds: [2], packs, order, refunded: { payment: 18_000, point: 0 } })).toMatchObject({
      goods_amount: 20_000,
      shipping_amount: 3_000,
      payment_amount: 21_000,
    });
  });

  it('gives back exactly what is still held when nothing of the order is left', () => {
    const after = lines.map((l) => (l.id !== 3 ? { ...l, status: 'cancelled' as const } : l));
    expect(refundEstimate({ lines: after, selectedIds: [3], packs, order, refunded: { payment: 39_000, point: 0 } })).toEqual({
      goods_amount: 20_000,
      shipping_amount: 0,
      coupon_amount: 2_000,
      payment_amount: 16_000,
      point_amount: 2_000,
      return_shipping_amount: 0,
    });
  });

  it('pays points back once the payment holds nothing more, and nothing to an unpaid virtual account', () => {
    expect(refundEstimate({ lines, selectedIds: [1], packs, order, refunded: { payment: 50_000, point: 0 } })).toMatchObject({
      payment_amount: 5_000,
      point_amount: 2_000,
    });
    expect(refundEstimate({ lines, selectedIds: [1, 2, 3], packs, order, refunded: { payment: 0, point: 0 }, unpaid: true })).toMatchObject({
      payment_amount: 0,
      point_amount: 2_000,
    });
  });
});

describe('order line rules', () => {
  it('earns purchase points by grade, rounded down to the price unit', () => {
    expect(purchasePoint(38_900, 'SILVER', 10)).toBe(380);
    expect(purchasePoint(38_900, 'VIP', 10)).toBe(1160);
    expect(purchasePoint(38_900, 'UNKNOWN', 10)).toBe(0);
  });

  it('offers cancel before shipping, return/exchange/confirm after delivery, and nothing while a claim is open', () => {
    const ctx = { deliveredAt: '2026-11-24T05:00:00.000Z', now: new Date('2026-11-26T03:00:00.000Z') };
    expect(lineActions('paid', false, ctx)).toMatchObject({ can_cancel: true, can_return: false, can_confirm: false });
    expect(lineActions('shipping', false, ctx)).toMatchObject({ can_cancel: false, can_return: false, can_confirm: false });
    expect(lineActions('delivered', false, ctx)).toMatchObject({
      can_cancel: false,
      can_return: true,
      can_exchange: true,
      claim_window_closed: false,
      can_confirm: true,
      can_review: true,
    });
    expect(lineActions('delivered', true, ctx)).toMatchObject({ can_return: false, can_confirm: false, claim_window_closed: false });
    expect(lineActions('confirmed', false, ctx)).toMatchObject({ can_confirm: false, can_review: true, claim_window_closed: false });
  });

  it('sends a paid or preparing line with an unanswered delay or sold-out to /mypage/claim instead of the ordinary cancel', () => {
    const now = new Date('2026-11-26T03:00:00.000Z');
    expect(lineActions('preparing', false, { deliveredAt: null, now, pendingComplaint: 'delivery-delay' })).toMatchObject({
      can_cancel: false,
      answer_complaint: 'delivery-delay',
    });
    expect(lineActions('paid', false, { deliveredAt: null, now, pendingComplaint: 'soldout-cancel' })).toMatchObject({
      can_cancel: false,
      answer_complaint: 'soldout-cancel',
    });
    expect(lineActions('preparing', false, { deliveredAt: null, now })).toMatchObject({ can_cancel: true, answer_complaint: null });
    // Once shipped (or with a claim open) there is nothing to answer from the order page.
    expect(lineActions('shipping', false, { deliveredAt: null, now, pendingComplaint: 'delivery-delay' }).answer_complaint).toBeNull();
    expect(lineActions('preparing', true, { deliveredAt: null, now, pendingComplaint: 'delivery-delay' }).answer_complaint).toBeNull();
  });

  it('closes return and exchange 7 Korean calendar days after delivery; confirm and review stay', () => {
    // Delivered 2026-11-19 14:00 KST: the 26th is the last day, all of it (KST), the 27th is too late.
    const deliveredAt = new Date('2026-11-19T05:00:00.000Z');
    expect(claimWindowLastDay(deliveredAt)).toBe('2026-11-26');
    expect(claimWindowOpen(deliveredAt, new Date('2026-11-19T06:00:00.000Z'))).toBe(true);
    expect(claimWindowOpen(deliveredAt, new Date('2026-11-26T14:59:59.000Z'))).toBe(true); // 23:59:59 KST on the 26th
    expect(claimWindowOpen(deliveredAt, new Date('2026-11-26T15:00:00.000Z'))).toBe(false); // 00:00 KST on the 27th
    // Delivered at 23:30 KST on the 19th (still the 19th in Korea, the 19th in UTC too): same last day.
    expect(claimWindowLastDay('2026-11-19T14:30:00.000Z')).toBe('2026-11-26');
    // Delivered at 00:30 KST on the 20th (the 19th in UTC): the window counts from the Korean day.
    expect(claimWindowLastDay('2026-11-19T15:30:00.000Z')).toBe('2026-11-27');
    expect(claimWindowOpen('2026-11-19T15:30:00.000Z', new Date('2026-11-27T10:00:00.000Z'))).toBe(true);
    // Across a month end.
    expect(claimWindowLastDay('2026-11-28T01:00:00.000Z')).toBe('2026-12-05');
    // No delivery date is never a reason to refuse.
    expect(claimWindowOpen(null, new Date('2030-01-01T00:00:00.000Z'))).toBe(true);

    const late = lineActions('delivered', false, { deliveredAt, now: new Date('2026-11-27T01:00:00.000Z') });
    expect(late).toMatchObject({ can_return: false, can_exchange: false, claim_window_closed: true, can_confirm: true, can_review: true });
    // An open claim says so itself; the window note is for lines the shopper could otherwise claim.
    expect(lineActions('delivered', true, { deliveredAt, now: new Date('2026-12-27T01:00:00.000Z') }).claim_window_closed).toBe(false);
  });

  it('splits VAT and masks account numbers', () => {
    expect(splitVat(11_000)).toEqual({ supply: 10_000, vat: 1_000 });
    expect(maskAccountNumber('1234567890')).toBe('123****890');
  });
});
