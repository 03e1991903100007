import { z } from 'zod';
import { boundedText } from '../platform-api/common';
import { CHECKOUT_RULES, ReceiverSchema } from './checkout';
import type { OrderLineStatus } from './status';

/** A guest's own order beyond the mirror of the member pages: the delivery address before shipping (guest-address-edit). */
export const GUEST_ORDER_API = {
  address: (orderId: string) => `/api/v1/guest/orders/${orderId}/address`,
  /** What the session has proved (ADR 0014): its order, and whether the phone was verified. */
  session: '/api/v1/guest/session',
  /** Sends a code to the login order's phone (SMS); its return unlocks the orderer's other guest orders. */
  phoneCode: '/api/v1/guest/phone-code',
  phoneVerify: '/api/v1/guest/phone-verify',
} as const;

export const GUEST_ORDER_MESSAGES = {
  addressLocked: '배송이 시작된 주문은 배송지를 변경할 수 없습니다. 판매자 또는 고객센터로 문의해 주세요.',
  addressChanged: '배송지를 변경했습니다.',
  /** The guest order list before the phone is proved: only the order looked up is shown. */
  otherOrdersLocked: '조회하신 주문만 보여 드리고 있습니다. 같은 휴대폰 번호로 주문하신 다른 비회원 주문은 휴대폰 인증 후 볼 수 있습니다.',
  phoneVerified: '휴대폰 인증이 완료되었습니다.',
  phoneCodeExpired: '인증 시간이 초과되었습니다. 인증번호를 다시 받아 주세요.',
  tooManyPhoneCodes: '인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  noPhone: '휴대폰 번호가 없는 주문입니다.',
  /** A refund account only from the session that looked that very order up (number + orderer name). */
  refundAccountNotProved: '환불 계좌는 해당 주문번호로 주문조회한 경우에만 입력할 수 있습니다. 이 주문번호로 다시 조회해 주세요.',
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

/**
 * What a guest session has proved (ADR 0014): the order it logged in with (number + orderer name),
 * and, once a code sent to that order's phone came back, the same orderer's other guest orders.
 */
export const GuestSessionSchema = z.object({
  order_id: z.string(),
  orderer_name: z.string(),
  /** The login order's phone, masked (010-****-1234); null when the order has none (nothing more to unlock). */
  masked_phone: z.string().nullable(),
  phone_verified: z.boolean(),
});
export type GuestSession = z.infer<typeof GuestSessionSchema>;

export const GuestPhoneCodeSentSchema = z.object({
  masked_phone: z.string(),
  expire_at: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
});
export type GuestPhoneCodeSent = z.infer<typeof GuestPhoneCodeSentSchema>;

export const GuestPhoneVerifyBodySchema = z.object({
  verification_code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '인증번호 6자리를 입력해 주세요.'),
});
export type GuestPhoneVerifyBody = z.infer<typeof GuestPhoneVerifyBodySchema>;
