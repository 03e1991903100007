import { z } from 'zod';
import { boundedText, DbIdParamSchema, DbIdSchema, paginator } from '../platform-api/common';

/**
 * The member's 1:1 inquiries to the shop (ADR 0011: mypage owns them; the categories are cs's
 * `/api/v1/cs/qna-categories`). A member may edit or delete an inquiry until the shop answers it.
 */
export const QNA_API = {
  /** GET the member's inquiries (QNA_RULES.pageSize a page, `page` default 1); POST asks one. */
  myQna: '/api/v1/my/qna',
  /** GET one, PUT edits, DELETE removes one of the member's unanswered inquiries. */
  myQnaItem: (id: number | string) => `/api/v1/my/qna/${id}`,
} as const;

export const QNA_RULES = {
  titleMax: 50,
  contentsMin: 10,
  contentsMax: 2000,
  pageSize: 10,
} as const;

export const QNA_MESSAGES = {
  categoryRequired: '문의 유형을 선택해 주세요.',
  unknownCategory: '문의 유형을 다시 선택해 주세요.',
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: `제목은 ${QNA_RULES.titleMax}자까지 입력할 수 있습니다.`,
  contentsTooShort: `문의 내용은 ${QNA_RULES.contentsMin}자 이상 입력해 주세요.`,
  contentsTooLong: `문의 내용은 ${QNA_RULES.contentsMax.toLocaleString('ko-KR')}자까지 입력할 수 있습니다.`,
  answeredLocked: '답변이 등록된 문의는 수정하거나 삭제할 수 없습니다.',
  notFound: '문의를 찾을 수 없습니다.',
  created: '문의가 등록되었습니다. 답변이 등록되면 알려 드릴게요.',
  updated: '문의가 수정되었습니다.',
  deleted: '문의가 삭제되었습니다.',
  confirmDelete: '문의를 삭제할까요? 삭제한 문의는 되돌릴 수 없습니다.',
} as const;

export interface QnaDraft {
  categoryId: number | null;
  title: string;
  contents: string;
}
export type QnaDraftErrors = Partial<Record<'category' | 'title' | 'contents', string>>;

/** The inquiry form's rules (mall-api applies the same ones); an empty object when it can be sent. */
export function qnaDraftErrors({ categoryId, title, contents }: QnaDraft): QnaDraftErrors {
  const errors: QnaDraftErrors = {};
  if (categoryId === null || !Number.isInteger(categoryId) || categoryId < 1) errors.category = QNA_MESSAGES.categoryRequired;
  const t = title.trim();
  if (!t) errors.title = QNA_MESSAGES.titleRequired;
  else if ([...t].length > QNA_RULES.titleMax) errors.title = QNA_MESSAGES.titleTooLong;
  const length = [...contents.trim()].length;
  if (length < QNA_RULES.contentsMin) errors.contents = QNA_MESSAGES.contentsTooShort;
  else if (length > QNA_RULES.contentsMax) errors.contents = QNA_MESSAGES.contentsTooLong;
  return errors;
}

/** The first message of a draft's errors, in the order of the form's fields. */
export const firstQnaError = (errors: QnaDraftErrors) => errors.category ?? errors.title ?? errors.contents ?? null;

export const QnaBodySchema = z.object({
  category_id: DbIdSchema,
  /** Length rules (qnaDraftErrors) are checked by the route, which answers their own message. */
  title: boundedText(QNA_RULES.titleMax * 2),
  contents: boundedText(QNA_RULES.contentsMax * 2),
});
export const QnaIdParamSchema = z.object({ id: DbIdParamSchema });
export const QnaListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const MyQnaSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  title: z.string(),
  contents: z.string(),
  is_answered: z.boolean(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const MyQnaListSchema = paginator(MyQnaSchema).extend({
  counts: z.object({ answered: z.number().int(), unanswered: z.number().int() }),
});

export type QnaBody = z.infer<typeof QnaBodySchema>;
export type MyQna = z.infer<typeof MyQnaSchema>;
export type MyQnaList = z.infer<typeof MyQnaListSchema>;
