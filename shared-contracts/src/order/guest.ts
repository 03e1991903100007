import { z } from 'zod';
import { boundedText } from '../schemas/api/common';
import { CHECKOUT_RULES, ReceiverSchema } from './checkout';
import type { OrderLineStatus } from './status';

/** A guest's own order beyond the mirror of the member pages: the delivery address before shipping (guest-address-edit). */
export const GUEST_ORDER_API = {
  address: (orderId: string) => `/api/v1/guest/orders/${orderId}/address`,
} as const;

export const GUEST_ORDER_MESSAGES = {
  addressLocked: '배송이 시작된 주문은 배송지를 변경할 수 없습니다. 판매자 또는 고객센터로 문의해 주세요.',
  addressChanged: '배송지를 변경했습니다.',
} as const;

export const GuestAddressBodySchema = ReceiverSchema.extend({ memo: boundedText(CHECKOUT_RULES.memoMax).trim().default('') });
export type GuestAddressBody = z.input<typeof GuestAddressBodySchema>;

/** Lines still waiting for the seller to ship: while one is, and none has shipped, the parcel's address may change. */
const BEFORE_SHIPPING: readonly OrderLineStatus[] = ['pay_waiting', 'paid', 'preparing', 'cancel_requested'];
/** Lines that never ship (they do not hold the address back). */
const NEVER_SHIPPING: readonly OrderLineStatus[] = ['ordering', 'expired', 'cancelled'];

/**
 * Whether the delivery address of an order may change (spec: guest address edit before shipping):
 * some line still waits to ship and no line has left (shipping, delivered, or any later step).
 */
export function addressEditable(statuses: readonly OrderLineStatus[]): boolean {
  return statuses.some((s) => BEFORE_SHIPPING.includes(s)) && statuses.every((s) => BEFORE_SHIPPING.includes(s) || NEVER_SHIPPING.includes(s));
}
