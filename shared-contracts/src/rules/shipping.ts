import type { ShippingPolicy } from '../types';
import { formatPrice } from './format';

type Policy = Pick<ShippingPolicy, 'shipping_price_policy' | 'shipping_price' | 'conditional_free_from'>;

/**
 * The fee of a shipping policy as a shopper reads it, the same on goods detail and in the cart:
 * "무료배송", "3,000원 (50,000원 이상 구매 시 무료)", "2,500원". A conditional pack that already
 * reached the threshold is charged 0 and reads "무료 (…)".
 */
export function shippingFeeText(policy: Policy): string {
  if (policy.shipping_price_policy === 'free') return '무료배송';
  const fee = policy.shipping_price === 0 ? '무료' : formatPrice(policy.shipping_price);
  return policy.shipping_price_policy === 'conditional' && policy.conditional_free_from !== null
    ? `${fee} (${formatPrice(policy.conditional_free_from)} 이상 구매 시 무료)`
    : fee;
}

/** The same with its label, where no "배송비" heading stands beside it (a cart pack). */
export function describeShipping(policy: Policy): string {
  return policy.shipping_price_policy === 'free' ? shippingFeeText(policy) : `배송비 ${shippingFeeText(policy)}`;
}
