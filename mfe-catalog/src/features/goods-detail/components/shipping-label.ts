import { formatPrice, type ShippingPolicy } from '@mall/shared-contracts';

export function shippingLabel(s: ShippingPolicy): string {
  if (s.shipping_price_policy === 'free') return '무료배송';
  if (s.shipping_price_policy === 'conditional' && s.conditional_free_from !== null) {
    return `${formatPrice(s.shipping_price)} (${formatPrice(s.conditional_free_from)} 이상 구매 시 무료)`;
  }
  return formatPrice(s.shipping_price);
}
