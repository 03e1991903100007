import { z } from 'zod';
import { GoodsCardSchema } from '../catalog/goods';

export const MyBenefitsSchema = z.object({
  point: z.number().int(),
  coupon_count: z.number().int(),
  grade: z.object({ id: z.number().int(), code: z.string(), name: z.string(), image_url: z.string() }),
  next_grade: z.object({ name: z.string(), remaining_amount: z.number().int() }).nullable(),
});

export const MyOrderCountsSchema = z.object({
  pay_waiting: z.number().int(),
  paid: z.number().int(),
  preparing: z.number().int(),
  shipping: z.number().int(),
  delivered: z.number().int(),
  claims: z.number().int(),
});

/** Liked goods ids of the member, newest first (at most LIKED_GOODS_LIMIT). */
export const LikedGoodsSchema = z.object({ goods_ids: z.array(z.number().int()) });

/**
 * My activity `personalization` (paid switch `personalization`): goods recommended from the member's
 * own views, wishes and purchases, and the member's choice to get them. Off: no goods, no reasons.
 */
export const PersonalizationSchema = z.object({
  enabled: z.boolean(),
  /** The categories the member's activity points at, strongest first, with what pointed there. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), signals: z.array(z.enum(['view', 'wish', 'purchase'])) })),
  goods: z.array(GoodsCardSchema),
});
export const PersonalizationBodySchema = z.object({ enabled: z.boolean() });

/** Utilities `my-pay` (paid switch `myPay`): cards and bank accounts registered with the easy-pay provider. */
export const MY_PAY_KINDS = ['card', 'account'] as const;
export const MY_PAY_LIMIT = 5;
export const MyPayMethodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MY_PAY_KINDS),
  issuer_name: z.string(),
  /** 1234-****-****-5678 or 110-***-**5678: never the whole number. */
  masked_number: z.string(),
  created_at: z.string(),
});
export const MyPayListSchema = z.object({ methods: z.array(MyPayMethodSchema), limit: z.number().int() });
export const MyPayRegistrationBodySchema = z.object({
  kind: z.enum(MY_PAY_KINDS),
  /** Where the provider's page sends the shopper back: a path of the storefront. */
  return_path: z
    .string()
    .max(200)
    .regex(/^\/[^/\\]/, '돌아올 주소가 올바르지 않습니다.'),
});
export const MyPayRegistrationSchema = z.object({ registration_id: z.string(), registration_url: z.string() });
