import { formatKstDateTime } from '@mall/shared-contracts';
import {
  CardBenefitListSchema,
  CS_API,
  CS_MESSAGES,
  FAQ_API,
  FaqListSchema,
  FaqQuerySchema,
  FaqTypeListSchema,
  faqMatches,
  GradeBenefitListSchema,
  GUIDE_API,
  POLICY_API,
  POLICY_MESSAGES,
  PolicyDocumentSchema,
  PolicyParamSchema,
  PolicyQuerySchema,
  QnaCategoryListSchema,
  SHOPPING_GUIDE_CODES,
  ShoppingGuideCodeParamSchema,
  ShoppingGuideListSchema,
  ShoppingGuideSchema,
  type ShoppingGuideCode,
} from '@mall/shared-contracts/cs';
import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardBenefits, faqs, faqTypes, policies, qnaCategories, shoppingGuides } from '../../../../db/schema';
import { notFound } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';
import { gradeBenefits } from '../../../../plugins/app/member/members/grade-benefits';

/** Customer-centre content (FAQ, shopping guides, card benefits, grades) and the lists other squads' forms read. */
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

  // Shopping guides and the figures around them: reference content, a day in shared caches is plenty.
  const cacheForADay = { 'cache-control': 'public, max-age=86400' };
  const toGuide = (g: typeof shoppingGuides.$inferSelect) => ({
    code: g.code as ShoppingGuideCode,
    title: g.title,
    paragraphs: g.paragraphs,
    updated_at: formatKstDateTime(g.updatedAt),
  });

  app.get(
    GUIDE_API.shoppingGuides,
    { schema: { tags, summary: '쇼핑 가이드 목록', response: { 200: ShoppingGuideListSchema, ...errorResponses } } },
    async (_request, reply) => {
      reply.headers(cacheForADay);
      const rows = await app.db.select().from(shoppingGuides);
      const order = (code: string) => SHOPPING_GUIDE_CODES.indexOf(code as ShoppingGuideCode);
      return { guides: rows.sort((a, b) => order(a.code) - order(b.code)).map(toGuide) };
    },
  );

  app.get(
    GUIDE_API.shoppingGuide(':code'),
    {
      // An unknown code is simply a guide that does not exist.
      attachValidation: true,
      schema: {
        tags,
        summary: '쇼핑 가이드',
        params: ShoppingGuideCodeParamSchema,
        response: { 200: ShoppingGuideSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw notFound(CS_MESSAGES.guideNotFound, 'SHOPPING_GUIDE_NOT_FOUND');
      const [row] = await app.db.select().from(shoppingGuides).where(eq(shoppingGuides.code, request.params.code));
      if (!row) throw notFound(CS_MESSAGES.guideNotFound, 'SHOPPING_GUIDE_NOT_FOUND');
      reply.headers(cacheForADay);
      return toGuide(row);
    },
  );

  app.get(
    GUIDE_API.cardBenefits,
    { schema: { tags, summary: '카드사 무이자 할부 (진행 중)', response: { 200: CardBenefitListSchema, ...errorResponses } } },
    async (_request, reply) => {
      // Benefits start and end during the day: an hour in caches, not a day.
      reply.header('cache-control', 'public, max-age=3600');
      const now = new Date();
      const rows = await app.db
        .select()
        .from(cardBenefits)
        .where(and(lte(cardBenefits.startsAt, now), gt(cardBenefits.endsAt, now)))
        .orderBy(asc(cardBenefits.sortOrder));
      return {
        card_benefits: rows.map((c) => ({
          id: c.id,
          card_name: c.cardName,
          months: c.months,
          min_amount: c.minAmount,
          note: c.note,
          starts_at: formatKstDateTime(c.startsAt),
          ends_at: formatKstDateTime(c.endsAt),
        })),
      };
    },
  );

  app.get(
    GUIDE_API.gradeBenefits,
    { schema: { tags, summary: '회원 등급별 혜택', response: { 200: GradeBenefitListSchema, ...errorResponses } } },
    async (_request, reply) => {
      // Grade colours come from the shop settings, which browsers keep for five minutes too.
      reply.header('cache-control', 'public, max-age=300');
      return { grades: await gradeBenefits(app.db) };
    },
  );

  app.get(
    POLICY_API.policy(':code'),
    {
      // A malformed code is simply a policy that does not exist.
      attachValidation: true,
      schema: {
        tags,
        summary: '약관 (버전·시행일)',
        params: PolicyParamSchema,
        querystring: PolicyQuerySchema,
        response: { 200: PolicyDocumentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const missing = () => notFound(POLICY_MESSAGES.notFound, 'POLICY_NOT_FOUND');
      if (request.validationError) throw missing();
      const rows = await app.db.select().from(policies).where(eq(policies.code, request.params.code)).orderBy(desc(policies.effectiveAt), desc(policies.id));
      const now = Date.now();
      const current = rows.find((r) => r.effectiveAt.getTime() <= now) ?? rows.at(-1);
      const wanted = request.query.version;
      const shown = wanted === undefined ? current : rows.find((r) => r.version === wanted);
      if (!current || !shown) throw missing();
      const versionOf = (r: (typeof rows)[number]) => ({
        version: r.version,
        effective_at: formatKstDateTime(r.effectiveAt),
        is_current: r.id === current.id,
        is_upcoming: r.effectiveAt.getTime() > now,
      });
      return {
        code: shown.code,
        label: shown.label,
        is_required: shown.isRequired,
        version: versionOf(shown),
        contents: shown.contents,
        versions: rows.map(versionOf),
      };
    },
  );
};

export default csRoutes;
