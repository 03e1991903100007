import { z } from 'zod';
import { MESSAGES } from '../../messages';
import { boundedText, INPUT_LIMITS } from './common';

export const GuestLoginBodySchema = z.object({
  orderer_name: boundedText(INPUT_LIMITS.shortText).trim().min(1, MESSAGES.ordererNameRequired),
  order_id: boundedText(INPUT_LIMITS.shortText).trim().min(1, MESSAGES.orderIdRequired),
});

/** What the guest session keeps: a token that authorises reading this one order, until expired_at (KST). */
export const GuestLoginResponseSchema = z.object({
  guest_token: z.string(),
  expired_at: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  order_id: z.string(),
  orderer_name: z.string(),
});

export const GuestOrderItemSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  brand_name: z.string(),
  option_name: z.string(),
  thumbnail_url: z.string(),
  /** Paid unit price (KRW). */
  price: z.number().int(),
  ea: z.number().int().min(1),
});

export const GuestOrderSchema = z.object({
  order_id: z.string(),
  orderer_name: z.string(),
  /** ISO 8601 with offset. */
  ordered_at: z.string(),
  status: z.string(),
  status_label: z.string(),
  items: z.array(GuestOrderItemSchema),
  goods_amount: z.number().int(),
  shipping_amount: z.number().int(),
  payment_amount: z.number().int(),
});
