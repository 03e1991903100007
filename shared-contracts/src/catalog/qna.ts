import { z } from 'zod';
import { QNA_MESSAGES, QNA_RULES, qnaDraftErrors, type QnaDraftErrors } from '../member/inquiry';
import { boundedText, DbIdParamSchema, DbIdSchema, paginator } from '../platform-api/common';

export { firstQnaError } from '../member/inquiry';

/**
 * Questions on goods detail (ADR 0011: catalog owns them). A goods question (상품 문의) is listed on
 * the goods, a secret one only to its writer; a seller question (판매자 문의) has a category of cs's
 * `/api/v1/cs/seller-qna-categories` and a title and is seen by its writer only. Both are listed in the
 * member's My page through `/api/v1/my/seller-qna`, and may be edited or deleted until answered. The
 * length rules are the 1:1 inquiry's (QNA_RULES), so every question of the mall reads the same way.
 */
export const GOODS_QNA_API = {
  /** GET the goods' questions (GOODS_QNA_RULES.pageSize a page); POST asks a goods question (login). */
  goodsQna: (goodsId: number | string) => `/api/v1/goods/${goodsId}/qna`,
  /** GET the member's goods and seller questions (`kind` narrows, `page` default 1); POST asks the seller. */
  mySellerQna: '/api/v1/my/seller-qna',
  /** GET one, PUT edits, DELETE removes one of the member's unanswered questions. */
  mySellerQnaItem: (id: number | string) => `/api/v1/my/seller-qna/${id}`,
} as const;

export const GOODS_QNA_RULES = { pageSize: 10, contentsMin: QNA_RULES.contentsMin, contentsMax: QNA_RULES.contentsMax, titleMax: QNA_RULES.titleMax } as const;

export const GOODS_QNA_KINDS = ['goods', 'seller'] as const;
export type GoodsQnaKind = (typeof GOODS_QNA_KINDS)[number];
export const GOODS_QNA_KIND_LABELS: Record<GoodsQnaKind, string> = { goods: '상품 문의', seller: '판매자 문의' };

export const GOODS_QNA_MESSAGES = {
  ...QNA_MESSAGES,
  loginRequired: '로그인 후 문의하실 수 있습니다. 로그인 페이지로 이동하시겠습니까?',
  secret: '비밀글입니다.',
  secretHint: '비밀글로 문의하면 작성자 본인만 볼 수 있습니다.',
  goodsCreated: '상품 문의가 등록되었습니다. 답변이 등록되면 알려 드릴게요.',
  sellerCreated: '판매자 문의가 등록되었습니다. 답변은 마이페이지 > 판매자 문의에서 확인하실 수 있습니다.',
  waiting: '답변 대기',
  answered: '답변 완료',
  empty: '아직 등록된 상품 문의가 없습니다.',
  myEmpty: '작성한 상품·판매자 문의가 없습니다.',
  kindMismatch: '문의 종류가 맞지 않습니다.',
} as const;

export interface GoodsQnaDraft {
  contents: string;
}

/** A goods question's rules (mall-api applies the same ones): its contents, as long as a 1:1 inquiry's. */
export function goodsQnaDraftErrors({ contents }: GoodsQnaDraft): QnaDraftErrors {
  const { contents: problem } = qnaDraftErrors({ categoryId: 1, title: '-', contents });
  return problem ? { contents: problem } : {};
}

/** A seller question's rules: those of a 1:1 inquiry (category, title, contents). */
export const sellerQnaDraftErrors = qnaDraftErrors;

/** "김데모" → "김**": how a question's writer is shown to other shoppers. */
export function maskWriterName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  return chars[0] + '*'.repeat(Math.max(2, chars.length - 1));
}

export const GoodsQnaBodySchema = z.object({
  /** Length rules (goodsQnaDraftErrors) are checked by the route, which answers their own message. */
  contents: boundedText(GOODS_QNA_RULES.contentsMax * 2),
  is_secret: z.boolean().default(false),
});
export const SellerQnaBodySchema = z.object({
  goods_id: DbIdSchema,
  category_id: DbIdSchema,
  title: boundedText(GOODS_QNA_RULES.titleMax * 2),
  contents: boundedText(GOODS_QNA_RULES.contentsMax * 2),
});
/** An edit: the fields of the question's own kind (a goods question ignores category and title). */
export const QnaQuestionEditBodySchema = z.object({
  contents: boundedText(GOODS_QNA_RULES.contentsMax * 2),
  is_secret: z.boolean().optional(),
  category_id: DbIdSchema.optional(),
  title: boundedText(GOODS_QNA_RULES.titleMax * 2).optional(),
});
export const GoodsQnaQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const MySellerQnaQuerySchema = GoodsQnaQuerySchema.extend({ kind: z.enum(GOODS_QNA_KINDS).optional() });
export const GoodsQnaIdParamSchema = z.object({ id: DbIdParamSchema });

/** A question as other shoppers see it: a secret one of someone else shows neither question nor answer. */
export const GoodsQnaItemSchema = z.object({
  id: z.number().int(),
  writer: z.string(),
  is_secret: z.boolean(),
  is_mine: z.boolean(),
  /** Null when the question is secret and not the viewer's. */
  contents: z.string().nullable(),
  is_answered: z.boolean(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export const GoodsQnaListSchema = paginator(GoodsQnaItemSchema).extend({
  counts: z.object({ total: z.number().int(), answered: z.number().int() }),
});

/** One of the member's own questions, with the goods it is about (My page, the edit modals). */
export const MySellerQnaSchema = z.object({
  id: z.number().int(),
  kind: z.enum(GOODS_QNA_KINDS),
  goods: z.object({ id: z.number().int(), name: z.string(), brand_name: z.string(), thumbnail_url: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  title: z.string().nullable(),
  contents: z.string(),
  is_secret: z.boolean(),
  is_answered: z.boolean(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const MySellerQnaListSchema = paginator(MySellerQnaSchema).extend({
  counts: z.object({ answered: z.number().int(), unanswered: z.number().int() }),
});

export type GoodsQnaBody = z.input<typeof GoodsQnaBodySchema>;
export type SellerQnaBody = z.infer<typeof SellerQnaBodySchema>;
export type QnaQuestionEditBody = z.infer<typeof QnaQuestionEditBodySchema>;
export type GoodsQnaItem = z.infer<typeof GoodsQnaItemSchema>;
export type GoodsQnaList = z.infer<typeof GoodsQnaListSchema>;
export type MySellerQna = z.infer<typeof MySellerQnaSchema>;
export type MySellerQnaList = z.infer<typeof MySellerQnaListSchema>;
