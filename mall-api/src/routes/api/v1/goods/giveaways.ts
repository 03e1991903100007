import { GIVEAWAY_API, GIVEAWAY_MESSAGES, GiveawayDetailSchema, GiveawayListSchema, GiveawaysQuerySchema } from '@mall/shared-contracts/catalog';
import { DbIdParamSchema } from '@mall/shared-contracts/schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDbId, notFound } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';

const giveawayNotFound = () => notFound(GIVEAWAY_MESSAGES.notFound, 'GIVEAWAY_NOT_FOUND');

/** Gifts with purchase: the running giveaways of some goods, and one giveaway with the goods that qualify. */
export const giveawaysRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.giveawaysRepository;
  const tags = ['giveaways'];

  app.get(
    GIVEAWAY_API.giveaways,
    { schema: { tags, summary: '상품의 진행 중인 사은품', querystring: GiveawaysQuerySchema, response: { 200: GiveawayListSchema, ...errorResponses } } },
    async (request) => ({ giveaways: await repo.ofGoods(request.query.goods_ids) }),
  );

  app.get(
    GIVEAWAY_API.giveaway(':id'),
    {
      schema: {
        tags,
        summary: '사은품과 증정 대상 상품',
        params: z.object({ id: z.string().max(20) }),
        response: { 200: GiveawayDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = DbIdParamSchema.safeParse(request.params.id);
      if (!id.success || !isDbId(id.data)) throw giveawayNotFound();
      const detail = await repo.detail(id.data);
      if (!detail) throw giveawayNotFound();
      return detail;
    },
  );
};

export default giveawaysRoutes;
