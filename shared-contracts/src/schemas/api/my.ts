import { z } from 'zod';

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
