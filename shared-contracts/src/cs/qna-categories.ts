import { z } from 'zod';

/** Customer-centre calls other squads read (ADR 0011: owned by the cs squad). */
export const CS_API = {
  /** Categories of a 1:1 inquiry to the shop (My page's inquiry form). */
  qnaCategories: '/api/v1/cs/qna-categories',
  /** Categories of a question to a seller (goods detail's seller Q&A form). */
  sellerQnaCategories: '/api/v1/cs/seller-qna-categories',
} as const;

export const QnaCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export const QnaCategoryListSchema = z.object({ categories: z.array(QnaCategorySchema) });

export type QnaCategory = z.infer<typeof QnaCategorySchema>;
export type QnaCategoryList = z.infer<typeof QnaCategoryListSchema>;
