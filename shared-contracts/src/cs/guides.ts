import { z } from 'zod';
import { GradeUpConditionSchema } from '../member/account';

/**
 * Shopping guides and the figures around them (ADR 0011: the cs squad's data): the words of each
 * /cs-center/info page, the card benefits and the grades as every visitor may read them. Other squads
 * read them too (the order sheet's pay-* links, the customs-number field of the order sheet).
 */
export const GUIDE_API = {
  shoppingGuides: '/api/v1/cs/shopping-guides',
  shoppingGuide: (code: string) => `/api/v1/cs/shopping-guides/${code}`,
  /** Interest-free instalments by card company running today. */
  cardBenefits: '/api/v1/cs/card-benefits',
  /** Every grade with what it gives and what it takes (public: no member needed). */
  gradeBenefits: '/api/v1/cs/grade-benefits',
} as const;

export const SHOPPING_GUIDE_CODES = [
  'delivery',
  'return',
  'reward',
  'coupon-point',
  'grade-benefit',
  'pay-card',
  'pay-bank',
  'pay-kakao',
  'pay-naver',
  'pay-payco',
  'pay-toss',
  'unipass',
] as const;
export type ShoppingGuideCode = (typeof SHOPPING_GUIDE_CODES)[number];

export const ShoppingGuideCodeParamSchema = z.object({ code: z.enum(SHOPPING_GUIDE_CODES) });
export const ShoppingGuideSchema = z.object({
  code: z.enum(SHOPPING_GUIDE_CODES),
  title: z.string(),
  /** Plain-text paragraphs, in order. */
  paragraphs: z.array(z.string()),
  updated_at: z.string(),
});
export const ShoppingGuideListSchema = z.object({ guides: z.array(ShoppingGuideSchema) });

export const CardBenefitSchema = z.object({
  id: z.number().int(),
  card_name: z.string(),
  /** Interest-free months, as the card company words them (2~6개월). */
  months: z.string(),
  min_amount: z.number().int(),
  note: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export const CardBenefitListSchema = z.object({ card_benefits: z.array(CardBenefitSchema) });

export const GradeBenefitListSchema = z.object({ grades: GradeUpConditionSchema.shape.grades });

export type ShoppingGuide = z.infer<typeof ShoppingGuideSchema>;
export type ShoppingGuideList = z.infer<typeof ShoppingGuideListSchema>;
export type CardBenefit = z.infer<typeof CardBenefitSchema>;
export type CardBenefitList = z.infer<typeof CardBenefitListSchema>;
export type GradeBenefitList = z.infer<typeof GradeBenefitListSchema>;

/** Korean copy of the customer centre's API errors. */
export const CS_MESSAGES = {
  guideNotFound: '안내를 찾을 수 없습니다.',
} as const;
