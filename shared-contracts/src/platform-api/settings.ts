import { z } from 'zod';
import { EASY_PAY_PROVIDERS, PAID_FEATURES } from '../constants';

export const ShopSettingsSchema = z.object({
  shop: z.object({
    name: z.string(),
    company_name: z.string(),
    ceo_name: z.string(),
    business_number: z.string(),
    mail_order_number: z.string(),
    address: z.string(),
    privacy_officer: z.string(),
  }),
  customer_service: z.object({
    phone: z.string(),
    email: z.string(),
    hours: z.string(),
    lunch: z.string(),
  }),
  social_links: z.array(z.object({ type: z.string(), url: z.string() })),
  features: z.object(Object.fromEntries(PAID_FEATURES.map((f) => [f, z.boolean()])) as Record<(typeof PAID_FEATURES)[number], z.ZodBoolean>),
  easy_pays: z.object(Object.fromEntries(EASY_PAY_PROVIDERS.map((p) => [p, z.boolean()])) as Record<(typeof EASY_PAY_PROVIDERS)[number], z.ZodBoolean>),
  reward_policies: z.array(z.object({ delay_days: z.number().int(), rate: z.number(), max_reward_price: z.number().int() })),
  point_rules: z.object({
    usable_months: z.number().int(),
    min_usable_point: z.number().int(),
    text_review_point: z.number().int(),
    photo_review_point: z.number().int(),
  }),
  grade_colors: z.record(z.string(), z.string()),
  design_colors: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
  goods_price_krw_unit: z.number().int().positive(),
});
