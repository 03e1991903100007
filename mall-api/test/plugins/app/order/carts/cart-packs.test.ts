import type { CartItem, ShippingPolicy } from '@mall/shared-contracts';
import { describe, expect, it } from 'vitest';
import { buildCartList, packShipping } from '../../../../../src/plugins/app/order/carts/cart-packs';

const policy = (p: Partial<ShippingPolicy>): ShippingPolicy => ({
  shipping_price_policy: 'paid',
  shipping_price: 2500,
  conditional_free_from: null,
  extra_shipping_price: 3000,
  is_charge_on_each: false,
  ...p,
});
const conditional = policy({ shipping_price_policy: 'conditional', shipping_price: 3000, conditional_free_from: 50_000 });

let nextId = 1;
const item = (p: Partial<CartItem>): CartItem => ({
  cart_id: nextId++,
  brand_id: 1,
  brand_name: '온하루',
  ea: 1,
  option_id: nextId,
  option_stock: 10,
  option_name: '사이즈 M',
  option_extra_amount: 0,
  goods_id: 1,
  goods_name: '코트',
  goods_headline: null,
  goods_thumbnail_url: '/media/goods/1/1.svg',
  goods_price: 20_000,
  goods_sell_price: 20_000,
  goods_base_discounted_price: 18_000,
  goods_stock: 10,
  goods_type: 'normal',
  is_soldout: false,
  seller_id: 1,
  seller_name: '셀러',
  time_deal: null,
  ...p,
});

describe('pack shipping', () => {
  it('follows free, conditional and paid policies', () => {
    expect(packShipping(policy({ shipping_price_policy: 'free', shipping_price: 0 }), 10_000, 1)).toBe(0);
    expect(packShipping(conditional, 49_990, 1)).toBe(3000);
    expect(packShipping(conditional, 50_000, 1)).toBe(0);
    expect(packShipping(policy({}), 500_000, 2)).toBe(2500);
    expect(packShipping(policy({ is_charge_on_each: true }), 500_000, 3)).toBe(7500);
    expect(packShipping(policy({}), 0, 0)).toBe(0);
  });

  it('groups by seller, leaves sold-out lines out of totals and sums the summary', () => {
    const list = buildCartList([
      { seller: conditional, item: item({ seller_id: 2, ea: 2, option_extra_amount: 1000 }) },
      { seller: policy({}), item: item({ seller_id: 3 }) },
      { seller: conditional, item: item({ seller_id: 2, is_soldout: true, option_stock: 0 }) },
    ]);
    expect(list.count).toBe(3);
    expect(list.packs.map((p) => [p.seller_id, p.items.length])).toEqual([
      [2, 2],
      [3, 1],
    ]);
    expect(list.packs[0]!.goods_price).toBe((18_000 + 1000) * 2);
    expect(list.packs[0]!.shipping_price).toBe(3000);
    expect(list.summary).toEqual({
      total_goods_price: 21_000 * 2 + 20_000,
      total_discount_price: 2000 * 2 + 2000,
      total_shipping_price: 3000 + 2500,
      total_payment_price: 21_000 * 2 + 20_000 - 6000 + 5500,
    });
  });

  it('charges a running time deal (option extra on top) and counts it as discount; an ended deal charges the ordinary price', () => {
    const deal = { title: '오늘만 이 가격!', sale_price: 12_900, end_at: '2026-11-28T00:00:00.000Z', ended: false };
    const list = buildCartList([
      { seller: conditional, item: item({ seller_id: 2, ea: 2, option_extra_amount: 1000, time_deal: deal }) },
      { seller: conditional, item: item({ seller_id: 2, time_deal: { ...deal, ended: true } }) },
    ]);
    expect(list.packs[0]!.goods_price).toBe((12_900 + 1000) * 2 + 18_000);
    expect(list.summary.total_goods_price).toBe(21_000 * 2 + 20_000);
    expect(list.summary.total_discount_price).toBe((21_000 - 13_900) * 2 + 2000);
    expect(list.summary.total_payment_price).toBe(13_900 * 2 + 18_000 + 3000);
  });
});
