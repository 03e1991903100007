import { API } from '@mall/shared-contracts';
import { BannerListQuerySchema, BannerListSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../lib/route-schemas';

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.banners,
    {
      schema: { tags: ['exhibit'], summary: '배너 목록', querystring: BannerListQuerySchema, response: { 200: BannerListSchema, ...errorResponses } },
    },
    async (request) => ({ banners: await app.exhibitRepository.listBanners(request.query.position) }),
  );
};

export default bannersRoutes;
