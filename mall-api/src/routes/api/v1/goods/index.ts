import { API, MESSAGES } from '@mall/shared-contracts';
import { GoodsDetailSchema, GoodsOptionsResponseSchema, IdParamSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDbId, notFound } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';

export const goodsNotFound = () => notFound(MESSAGES.goodsNotFound, 'GOODS_NOT_FOUND');

/** `/goods/abc` is a page that does not exist, not a form error: 404 rather than 422. */
export function goodsId(request: { validationError?: Error | undefined; params: { id: number } }) {
  if (request.validationError || !isDbId(request.params.id)) throw goodsNotFound();
  return request.params.id;
}

export const goodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.goods(':id'),
    {
      attachValidation: true,
      schema: { tags: ['goods'], summary: '상품 상세', params: IdParamSchema, response: { 200: GoodsDetailSchema, ...errorResponses } },
    },
    async (request) => {
      const detail = await app.goodsRepository.findDetail(goodsId(request));
      if (!detail) throw goodsNotFound();
      return detail;
    },
  );

  app.get(
    API.goodsOptions(':id'),
    {
      attachValidation: true,
      schema: { tags: ['goods'], summary: '상품 옵션', params: IdParamSchema, response: { 200: GoodsOptionsResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const options = await app.goodsRepository.findOptions(goodsId(request));
      if (!options) throw goodsNotFound();
      return { options };
    },
  );
};

export default goodsRoutes;
