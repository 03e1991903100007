import { z } from 'zod';
import { MESSAGES } from '../messages';
import { boundedText, INPUT_LIMITS } from '../platform-api/common';

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
