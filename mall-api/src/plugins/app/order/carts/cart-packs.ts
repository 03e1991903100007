import type { CartItem, CartList, CartPack, ShippingPolicy } from '@mall/shared-contracts';
import { cartUnitPrice } from '@mall/shared-contracts/order';

export interface CartLine {
  item: CartItem;
  seller: ShippingPolicy;
}

/** Lines the buyer can actually pay for: sold-out lines stay visible but are left out of totals. */
const isPayable = (item: CartItem) => !item.is_soldout && item.option_stock > 0;

/**
 * A pack's shipping fee follows its seller's policy: free; conditional (free once the pack's
 * discounted goods total reaches conditional_free_from); paid (per pack, or per line when
 * is_charge_on_each). A pack with nothing payable ships nothing and costs nothing.
 */
export function packShipping(policy: ShippingPolicy, goodsPrice: number, payableLines: number): number {
  if (payableLines === 0) return 0;
  switch (policy.shipping_price_policy) {
    case 'free':
      return 0;
    case 'conditional':
      return policy.conditional_free_from !== null && goodsPrice >= policy.conditional_free_from ? 0 : policy.shipping_price;
    case 'paid':
      return policy.is_charge_on_each ? policy.shipping_price * payableLines : policy.shipping_price;
  }
}

/** Groups lines into packs by seller (first-added order) and computes pack and cart totals. */
export function buildCartList(lines: readonly CartLine[]): CartList {
  const packs = new Map<number, CartPack>();
  for (const { item, seller } of lines) {
    let pack = packs.get(item.seller_id);
    if (!pack) {
      pack = { ...seller, seller_id: item.seller_id, seller_name: item.seller_name, items: [], goods_price: 0 };
      packs.set(item.seller_id, pack);
    }
    pack.items.push(item);
  }
  const summary = { total_goods_price: 0, total_discount_price: 0, total_shipping_price: 0, total_payment_price: 0 };
  for (const pack of packs.values()) {
    const payable = pack.items.filter(isPayable);
    pack.goods_price = payable.reduce((sum, i) => sum + cartUnitPrice(i) * i.ea, 0);
    // shipping_price in a pack is what this pack is charged, not the seller's base fee.
    pack.shipping_price = packShipping(pack, pack.goods_price, payable.length);
    for (const i of payable) {
      summary.total_goods_price += (i.goods_price + i.option_extra_amount) * i.ea;
      // The goods' own discount and a running time deal both count as discount off the list price.
      summary.total_discount_price += (i.goods_price + i.option_extra_amount - cartUnitPrice(i)) * i.ea;
    }
    summary.total_shipping_price += pack.shipping_price;
  }
  summary.total_payment_price = summary.total_goods_price - summary.total_discount_price + summary.total_shipping_price;
  return { packs: [...packs.values()], summary, count: lines.length };
}
