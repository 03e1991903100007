import { GOODS_QNA_API, GoodsQnaBodySchema, GoodsQnaListSchema, GoodsQnaQuerySchema, MySellerQnaSchema } from '@mall/shared-contracts/catalog';
import { IdParamSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/** A goods' Q&A list (anyone; the writer sees their own secret questions) and asking a goods question (members). */
export const goodsQnaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['goods'];
  app.get(
    GOODS_QNA_API.goodsQna(':id'),
    {
      schema: {
        tags,
        summary: '상품 문의 목록(10개씩)',
        params: IdParamSchema,
        querystring: GoodsQnaQuerySchema,
        response: { 200: GoodsQnaListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await request.resolveSession();
      return app.goodsQnaRepository.listOfGoods(request.params.id, request.query.page, session?.memberId ?? null);
    },
  );
  app.post(
    GOODS_QNA_API.goodsQna(':id'),
    {
      schema: {
        tags,
        summary: '상품 문의하기',
        security: bearerSecurity,
        params: IdParamSchema,
        body: GoodsQnaBodySchema,
        response: { 201: MySellerQnaSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await request.resolveSession();
      if (!session) throw unauthenticated();
      return reply.code(201).send(await app.goodsQnaRepository.askGoods(session.memberId, request.params.id, request.body));
    },
  );
};

export default goodsQnaRoutes;
