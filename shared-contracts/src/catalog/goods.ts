import { z } from 'zod';

/** The goods card as search and exhibitions return it (spec section 3, "Goods card (search)"). */
export const GoodsCardSchema = z.object({
  id: z.number().int(),
  brand_name: z.string(),
  name: z.string(),
  headline: z.string().nullable(),
  thumbnail_url: z.string(),
  hover_image_url: z.string().nullable(),
  price: z.number().int(),
  base_discounted_price: z.number().int(),
  sale_rate: z.number().int(),
  stock: z.number().int(),
  is_soldout: z.boolean(),
  is_adult: z.boolean(),
  is_restock_notice: z.boolean(),
  review_count: z.number().int(),
  review_score_avg: z.number(),
  wish_count: z.number().int(),
  badges: z.array(z.string()),
  icon: z.object({ background_color: z.string(), text_color: z.string(), label: z.string() }).nullable(),
});

export const GoodsOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  extra_amount: z.number().int(),
  stock: z.number().int(),
  is_soldout: z.boolean(),
});

export const ShippingPolicySchema = z.object({
  shipping_price_policy: z.enum(['free', 'conditional', 'paid']),
  shipping_price: z.number().int(),
  conditional_free_from: z.number().int().nullable(),
  extra_shipping_price: z.number().int(),
  is_charge_on_each: z.boolean(),
});

export const GoodsDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  headline: z.string().nullable(),
  goods_type: z.enum(['normal', 'adult', 'giftcard']),
  brand: z.object({ id: z.number().int(), name: z.string(), name_en: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  category_full_path: z.string(),
  price: z.number().int(),
  sell_price: z.number().int(),
  base_discounted_price: z.number().int(),
  sale_rate: z.number().int(),
  image_urls: z.array(z.string()).min(1),
  description: z.string(),
  stock: z.number().int(),
  is_soldout: z.boolean(),
  is_adult: z.boolean(),
  review_count: z.number().int(),
  review_score_avg: z.number(),
  wish_count: z.number().int(),
  shipping: ShippingPolicySchema,
  options: z.array(GoodsOptionSchema),
});

export const GoodsOptionsResponseSchema = z.object({ options: z.array(GoodsOptionSchema) });
