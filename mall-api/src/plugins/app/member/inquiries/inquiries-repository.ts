import { formatKstDateTime } from '@mall/shared-contracts';
import { firstQnaError, QNA_MESSAGES, QNA_RULES, qnaDraftErrors, type MyQna, type MyQnaList, type QnaBody } from '@mall/shared-contracts/member';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { memberQnas, qnaCategories } from '../../../../db/schema';
import { AppError, notFound, unprocessable } from '../../../../lib/errors';
import { pageOf } from '../../../../lib/paging';

declare module 'fastify' {
  interface FastifyInstance {
    inquiriesRepository: InquiriesRepository;
  }
}

const qnaNotFound = () => notFound(QNA_MESSAGES.notFound, 'QNA_NOT_FOUND');
const answeredLocked = () => new AppError(409, 'QNA_ANSWERED', QNA_MESSAGES.answeredLocked);

type Row = { qna: typeof memberQnas.$inferSelect; categoryName: string };
const toMyQna = ({ qna, categoryName }: Row): MyQna => ({
  id: qna.id,
  category_id: qna.categoryId,
  category_name: categoryName,
  title: qna.title,
  contents: qna.contents,
  is_answered: qna.answeredAt !== null,
  answer: qna.answer,
  answered_at: qna.answeredAt ? formatKstDateTime(qna.answeredAt) : null,
  created_at: formatKstDateTime(qna.createdAt),
  updated_at: formatKstDateTime(qna.updatedAt),
});

/**
 * 1:1 inquiries (ADR 0011: the member squad's). A question is the member's to edit or delete until
 * the shop answers it; the check and the write are one conditional statement, so an answer that
 * arrives meanwhile wins.
 */
export function createInquiriesRepository(db: Database) {
  const select = () =>
    db.select({ qna: memberQnas, categoryName: qnaCategories.name }).from(memberQnas).innerJoin(qnaCategories, eq(qnaCategories.id, memberQnas.categoryId));

  /** The body's rules with their own messages, and a `qna` category of cs's list. */
  async function checkBody(body: QnaBody) {
    const problem = firstQnaError(qnaDraftErrors({ categoryId: body.category_id, title: body.title, contents: body.contents }));
    if (problem) throw unprocessable(problem, 'QNA_INVALID');
    const [category] = await db
      .select({ id: qnaCategories.id })
      .from(qnaCategories)
      .where(and(eq(qnaCategories.id, body.category_id), eq(qnaCategories.kind, 'qna')));
    if (!category) throw unprocessable(QNA_MESSAGES.unknownCategory, 'QNA_CATEGORY');
  }

  async function own(memberId: number, id: number): Promise<MyQna> {
    const [row] = await select().where(and(eq(memberQnas.id, id), eq(memberQnas.memberId, memberId)));
    if (!row) throw qnaNotFound();
    return toMyQna(row);
  }

  /** Whether a missed conditional write missed because the inquiry is answered (409) or not the member's (404). */
  async function whyNot(memberId: number, id: number): Promise<never> {
    const qna = await own(memberId, id);
    throw qna.is_answered ? answeredLocked() : qnaNotFound();
  }

  return {
    one: own,

    async list(memberId: number, page: number): Promise<MyQnaList> {
      const [answered] = await db
        .select({ n: count() })
        .from(memberQnas)
        .where(and(eq(memberQnas.memberId, memberId), isNotNull(memberQnas.answeredAt)));
      const [unanswered] = await db
        .select({ n: count() })
        .from(memberQnas)
        .where(and(eq(memberQnas.memberId, memberId), isNull(memberQnas.answeredAt)));
      const counts = { answered: answered?.n ?? 0, unanswered: unanswered?.n ?? 0 };
      const rows = await select()
        .where(eq(memberQnas.memberId, memberId))
        .orderBy(desc(memberQnas.createdAt), desc(memberQnas.id))
        .limit(QNA_RULES.pageSize)
        .offset((page - 1) * QNA_RULES.pageSize);
      return { ...pageOf(page, QNA_RULES.pageSize, counts.answered + counts.unanswered), counts, data: rows.map(toMyQna) };
    },

    async create(memberId: number, body: QnaBody): Promise<MyQna> {
      await checkBody(body);
      const [row] = await db
        .insert(memberQnas)
        .values({ memberId, categoryId: body.category_id, title: body.title.trim(), contents: body.contents.trim() })
        .returning({ id: memberQnas.id });
      return own(memberId, row!.id);
    },

    async update(memberId: number, id: number, body: QnaBody): Promise<MyQna> {
      await checkBody(body);
      const updated = await db
        .update(memberQnas)
        .set({ categoryId: body.category_id, title: body.title.trim(), contents: body.contents.trim(), updatedAt: new Date() })
        .where(and(eq(memberQnas.id, id), eq(memberQnas.memberId, memberId), isNull(memberQnas.answeredAt)))
        .returning({ id: memberQnas.id });
      if (!updated.length) return whyNot(memberId, id);
      return own(memberId, id);
    },

    async remove(memberId: number, id: number): Promise<void> {
      const deleted = await db
        .delete(memberQnas)
        .where(and(eq(memberQnas.id, id), eq(memberQnas.memberId, memberId), isNull(memberQnas.answeredAt)))
        .returning({ id: memberQnas.id });
      if (!deleted.length) await whyNot(memberId, id);
    },
  };
}
export type InquiriesRepository = ReturnType<typeof createInquiriesRepository>;

export const inquiriesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('inquiriesRepository', createInquiriesRepository(app.db));
  },
  { name: 'inquiries-repository', dependencies: ['db'] },
);

export default inquiriesRepositoryPlugin;
