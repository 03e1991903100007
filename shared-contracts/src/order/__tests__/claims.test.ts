import { describe, expect, it } from 'vitest';
import { ExchangeBodySchema, exchangeShippingFees, RETURN_SHIPPING_LEG_DEFAULT, returnEstimates, returnRefund, returnShippingFee } from '../claims';
import type { RefundLine } from '../refunds';

const order = { goodsAmount: 60_000, couponDiscountAmount: 6_000, pointAmount: 2_000, paymentAmount: 55_000 };
const packs = [
  { sellerId: 1, shippingAmount: 3_000 },
  { sellerId: 2, shippingAmount: 0 },
];
const lines: RefundLine[] = [
  { id: 1, sellerId: 1, price: 20_000, ea: 1, status: 'delivered' },
  { id: 2, sellerId: 1, price: 10_000, ea: 2, status: 'delivered' },
  { id: 3, sellerId: 2, price: 20_000, ea: 1, status: 'delivered', couponDiscount: 2_000 },
];
const refunded = { payment: 0, point: 0 };

describe('returnShippingFee', () => {
  it('costs the seller-fault buyer nothing', () => {
    expect(returnShippingFee({ type: 'return', payer: 'seller', sellerShippingPrice: 3_000, packShippedFree: true })).toBe(0);
    expect(returnShippingFee({ type: 'exchange', payer: 'seller', sellerShippingPrice: 3_000, packShippedFree: false })).toBe(0);
  });
  it('charges a buyer one leg back, two when the order shipped free, two for an exchange', () => {
    expect(returnShippingFee({ type: 'return', payer: 'buyer', sellerShippingPrice: 3_000, packShippedFree: false })).toBe(3_000);
    expect(returnShippingFee({ type: 'return', payer: 'buyer', sellerShippingPrice: 3_000, packShippedFree: true })).toBe(6_000);
    expect(returnShippingFee({ type: 'exchange', payer: 'buyer', sellerShippingPrice: 2_500, packShippedFree: false })).toBe(5_000);
  });
  it('uses the default leg for a free-shipping seller', () => {
    expect(returnShippingFee({ type: 'return', payer: 'buyer', sellerShippingPrice: 0, packShippedFree: true })).toBe(RETURN_SHIPPING_LEG_DEFAULT * 2);
  });
});

describe('returnRefund', () => {
  const base = { goods_amount: 20_000, shipping_amount: 3_000, coupon_amount: 2_000, payment_amount: 20_000, point_amount: 1_000, return_shipping_amount: 0 };
  it('keeps the outbound shipping and takes the fee from the payment first when the buyer pays', () => {
    expect(returnRefund(base, 'buyer', 3_000)).toEqual({ ...base, shipping_amount: 0, return_shipping_amount: 3_000, payment_amount: 15_000, point_amount: 0 });
  });
  it('takes a fee larger than the payment refund from the points too, never below zero', () => {
    expect(returnRefund({ ...base, shipping_amount: 0, payment_amount: 1_000 }, 'buyer', 1_500)).toMatchObject({ payment_amount: 500, point_amount: 0 });
    expect(returnRefund({ ...base, shipping_amount: 0, payment_amount: 1_000, point_amount: 1_000 }, 'buyer', 1_800)).toMatchObject({
      payment_amount: 200,
      point_amount: 0,
    });
    expect(returnRefund({ ...base, shipping_amount: 0, payment_amount: 1_000, point_amount: 0 }, 'buyer', 6_000)).toMatchObject({
      payment_amount: 0,
      point_amount: 0,
    });
  });
  it('gives everything back when the seller pays', () => {
    expect(returnRefund(base, 'seller', 3_000)).toEqual(base);
  });
});

describe('returnEstimates', () => {
  it('a buyer return of the last line of a free-shipped pack pays the round trip', () => {
    const both = returnEstimates({
      lines,
      selectedIds: [3],
      packs,
      order,
      refunded,
      returnedPacks: [{ sellerShippingPrice: 2_500, packShippedFree: true }],
    });
    // 20,000 goods − 2,000 coupon share = 18,000; the buyer pays 2 × 2,500.
    expect(both.seller).toMatchObject({ goods_amount: 20_000, coupon_amount: 2_000, payment_amount: 18_000, return_shipping_amount: 0 });
    expect(both.buyer).toMatchObject({ payment_amount: 13_000, return_shipping_amount: 5_000 });
  });
});

describe('exchangeShippingFees', () => {
  it('charges the buyer both legs of every seller pack sent back, the seller-fault exchange nothing', () => {
    expect(exchangeShippingFees([{ sellerShippingPrice: 3_000 }])).toEqual({ buyer: 6_000, seller: 0 });
    expect(exchangeShippingFees([{ sellerShippingPrice: 2_500 }, { sellerShippingPrice: 0 }])).toEqual({
      buyer: 5_000 + RETURN_SHIPPING_LEG_DEFAULT * 2,
      seller: 0,
    });
    expect(exchangeShippingFees([])).toEqual({ buyer: 0, seller: 0 });
  });
});

describe('ExchangeBodySchema', () => {
  const address = { name: '김데모', phone: '010-1234-5678', zipcode: '06236', address1: '서울특별시 강남구 테헤란로 152', address2: '12층' };
  it('needs a line with its new option, a reason, the pickup and the delivery address', () => {
    expect(ExchangeBodySchema.safeParse({ items: [{ item_id: 1, option_id: 2 }], reason_code: 'SIZE', pickup: address, delivery: address }).success).toBe(true);
    const empty = ExchangeBodySchema.safeParse({ items: [], reason_code: 'SIZE', pickup: address, delivery: address });
    expect(empty.error?.issues[0]?.message).toBe('교환할 상품을 선택해 주세요.');
    const noReason = ExchangeBodySchema.safeParse({ items: [{ item_id: 1, option_id: 2 }], reason_code: '', pickup: address, delivery: address });
    expect(noReason.error?.issues[0]?.message).toBe('교환 사유를 선택해 주세요.');
    expect(ExchangeBodySchema.safeParse({ items: [{ item_id: 1, option_id: 2 }], reason_code: 'SIZE', pickup: address }).success).toBe(false);
  });
});
