import { API } from '@mall/shared-contracts';
import { ShopSettingsSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../lib/route-schemas';

export const informationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.settings,
    { schema: { tags: ['informations'], summary: '초기 설정', response: { 200: ShopSettingsSchema, ...errorResponses } } },
    async (_request, reply) => {
      // The storefront caches settings for 5 minutes (spec section 9); let browsers and CDNs do the same.
      reply.header('cache-control', 'public, max-age=300');
      return app.settingsRepository.shopSettings();
    },
  );
};
