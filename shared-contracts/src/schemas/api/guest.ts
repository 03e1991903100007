import { z } from 'zod';
import { MESSAGES } from '../../messages';
import { boundedText, INPUT_LIMITS } from './common';

export const GuestLoginBodySchema = z.object({
  orderer_name: boundedText(INPUT_LIMITS.shortText).trim().min(1, MESSAGES.ordererNameRequired),
  order_id: boundedText(INPUT_LIMITS.shortText).trim().min(1, MESSAGES.orderIdRequired),
});

/** What the guest session keeps: a token that opens this order (and the orderer's other guest orders, /guest/order), until expired_at (KST). */
export const GuestLoginResponseSchema = z.object({
  guest_token: z.string(),
  expired_at: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  order_id: z.string(),
  orderer_name: z.string(),
});

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
