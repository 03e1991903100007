import { MyQnaListSchema, MyQnaSchema, QNA_API, QnaBodySchema, QnaIdParamSchema, QnaListQuerySchema } from '@mall/shared-contracts/member';
import { SuccessSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/** The member's 1:1 inquiries (/mypage/inquiry/qna): list, ask, and edit or delete while unanswered. */
export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.inquiriesRepository;
  const tags = ['inquiries'];
  const security = bearerSecurity;
  const memberOf = (request: { session: { memberId: number } | null }) => request.session!.memberId;
  const one = { 200: MyQnaSchema, ...errorResponses };

  app.get(
    QNA_API.myQna,
    { schema: { tags, summary: '내 1:1 문의(10개씩)', security, querystring: QnaListQuerySchema, response: { 200: MyQnaListSchema, ...errorResponses } } },
    (request) => repo.list(memberOf(request), request.query.page),
  );
  app.post(
    QNA_API.myQna,
    { schema: { tags, summary: '1:1 문의하기', security, body: QnaBodySchema, response: { 201: MyQnaSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await repo.create(memberOf(request), request.body)),
  );
  app.get(QNA_API.myQnaItem(':id'), { schema: { tags, summary: '내 1:1 문의 하나', security, params: QnaIdParamSchema, response: one } }, (request) =>
    repo.one(memberOf(request), request.params.id),
  );
  app.put(
    QNA_API.myQnaItem(':id'),
    { schema: { tags, summary: '1:1 문의 수정(답변 전만)', security, params: QnaIdParamSchema, body: QnaBodySchema, response: one } },
    (request) => repo.update(memberOf(request), request.params.id, request.body),
  );
  app.delete(
    QNA_API.myQnaItem(':id'),
    { schema: { tags, summary: '1:1 문의 삭제(답변 전만)', security, params: QnaIdParamSchema, response: { 200: SuccessSchema, ...errorResponses } } },
    async (request) => {
      await repo.remove(memberOf(request), request.params.id);
      return { success: true as const };
    },
  );
};

export default inquiriesRoutes;
