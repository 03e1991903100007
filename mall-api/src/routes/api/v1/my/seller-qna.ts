import {
  GOODS_QNA_API,
  GoodsQnaIdParamSchema,
  MySellerQnaListSchema,
  MySellerQnaQuerySchema,
  MySellerQnaSchema,
  QnaQuestionEditBodySchema,
  SellerQnaBodySchema,
} from '@mall/shared-contracts/catalog';
import { SuccessSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/**
 * The member's goods and seller questions (ADR 0011: catalog publishes them for My page's
 * /mypage/inquiry/seller-qna): list, ask the seller, and edit or delete while unanswered.
 */
export const sellerQnaRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.goodsQnaRepository;
  const tags = ['goods-qna'];
  const security = bearerSecurity;
  const memberOf = (request: { session: { memberId: number } | null }) => request.session!.memberId;
  const one = { 200: MySellerQnaSchema, ...errorResponses };

  app.get(
    GOODS_QNA_API.mySellerQna,
    {
      schema: {
        tags,
        summary: '내 상품·판매자 문의(10개씩)',
        security,
        querystring: MySellerQnaQuerySchema,
        response: { 200: MySellerQnaListSchema, ...errorResponses },
      },
    },
    (request) => repo.listOfMember(memberOf(request), request.query.page, request.query.kind),
  );
  app.post(
    GOODS_QNA_API.mySellerQna,
    { schema: { tags, summary: '판매자에게 문의하기', security, body: SellerQnaBodySchema, response: { 201: MySellerQnaSchema, ...errorResponses } } },
    async (request, reply) => reply.code(201).send(await repo.askSeller(memberOf(request), request.body)),
  );
  app.get(
    GOODS_QNA_API.mySellerQnaItem(':id'),
    { schema: { tags, summary: '내 상품·판매자 문의 하나', security, params: GoodsQnaIdParamSchema, response: one } },
    (request) => repo.one(memberOf(request), request.params.id),
  );
  app.put(
    GOODS_QNA_API.mySellerQnaItem(':id'),
    { schema: { tags, summary: '상품·판매자 문의 수정(답변 전만)', security, params: GoodsQnaIdParamSchema, body: QnaQuestionEditBodySchema, response: one } },
    (request) => repo.update(memberOf(request), request.params.id, request.body),
  );
  app.delete(
    GOODS_QNA_API.mySellerQnaItem(':id'),
    {
      schema: {
        tags,
        summary: '상품·판매자 문의 삭제(답변 전만)',
        security,
        params: GoodsQnaIdParamSchema,
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      await repo.remove(memberOf(request), request.params.id);
      return { success: true as const };
    },
  );
};

export default sellerQnaRoutes;
