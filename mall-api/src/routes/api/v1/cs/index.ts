import { CS_API, FAQ_API, FaqListSchema, FaqQuerySchema, FaqTypeListSchema, faqMatches, QnaCategoryListSchema } from '@mall/shared-contracts/cs';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqs, faqTypes, qnaCategories } from '../../../../db/schema';
import { errorResponses } from '../../../../lib/route-schemas';

/** Customer-centre content (FAQ) and the reference lists other squads' forms read. */
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

  app.get(FAQ_API.faqTypes, { schema: { tags, summary: 'FAQ 유형', response: { 200: FaqTypeListSchema, ...errorResponses } } }, async () => ({
    faq_types: await app.db
      .select({ id: faqTypes.id, name: faqTypes.name, faq_count: count(faqs.id) })
      .from(faqTypes)
      .leftJoin(faqs, eq(faqs.typeId, faqTypes.id))
      .groupBy(faqTypes.id)
      .orderBy(asc(faqTypes.sortOrder)),
  }));

  app.get(
    FAQ_API.faqs,
    { schema: { tags, summary: 'FAQ 목록·검색', querystring: FaqQuerySchema, response: { 200: FaqListSchema, ...errorResponses } } },
    async (request) => {
      const { type_id: typeId, keyword } = request.query;
      const rows = await app.db
        .select({ id: faqs.id, type_id: faqs.typeId, type_name: faqTypes.name, question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .innerJoin(faqTypes, eq(faqTypes.id, faqs.typeId))
        .where(typeId === undefined ? undefined : eq(faqs.typeId, typeId))
        .orderBy(asc(faqTypes.sortOrder), asc(faqs.sortOrder));
      // The FAQ is a few dozen rows: the one search rule (shared with the page's highlight, with
      // initial-consonant matching) runs here rather than a second, SQL flavour of it.
      return { faqs: keyword?.trim() ? rows.filter((faq) => faqMatches(faq, keyword)) : rows };
    },
  );
};
