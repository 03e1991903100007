import { CS_API, QnaCategoryListSchema } from '@mall/shared-contracts/cs';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { qnaCategories } from '../../../../db/schema';
import { errorResponses } from '../../../../lib/route-schemas';

/** Customer-centre reference lists other squads' forms read. */
export const csRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cs'];
  const categoriesOf = async (kind: 'qna' | 'seller_qna') => ({
    categories: await app.db
      .select({ id: qnaCategories.id, name: qnaCategories.name })
      .from(qnaCategories)
      .where(eq(qnaCategories.kind, kind))
      .orderBy(asc(qnaCategories.sortOrder)),
  });

  app.get(CS_API.qnaCategories, { schema: { tags, summary: '1:1 문의 유형', response: { 200: QnaCategoryListSchema, ...errorResponses } } }, () =>
    categoriesOf('qna'),
  );
  app.get(CS_API.sellerQnaCategories, { schema: { tags, summary: '판매자 문의 유형', response: { 200: QnaCategoryListSchema, ...errorResponses } } }, () =>
    categoriesOf('seller_qna'),
  );
};
