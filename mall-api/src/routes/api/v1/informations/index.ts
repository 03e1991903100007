import { API } from '@mall/shared-contracts';
import { BankListSchema, DeliveryCompanyListSchema, ReasonListSchema, ReasonTypeParamSchema, ShopSettingsSchema } from '@mall/shared-contracts/schemas';
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

  // Reference data changes rarely; a day in shared caches is plenty.
  const cacheForADay = { 'cache-control': 'public, max-age=86400' };
  const tags = ['informations'];

  app.get(API.banks, { schema: { tags, summary: '은행 목록', response: { 200: BankListSchema, ...errorResponses } } }, async (_request, reply) => {
    reply.headers(cacheForADay);
    return { banks: await app.informationsRepository.banks() };
  });

  app.get(
    API.deliveryCompanies,
    { schema: { tags, summary: '택배사 목록', response: { 200: DeliveryCompanyListSchema, ...errorResponses } } },
    async (_request, reply) => {
      reply.headers(cacheForADay);
      return { delivery_companies: await app.informationsRepository.deliveryCompanies() };
    },
  );

  app.get(
    API.reasons(':type'),
    {
      schema: {
        tags,
        summary: '사유 목록 (취소·반품·교환·회원 탈퇴)',
        params: ReasonTypeParamSchema,
        response: { 200: ReasonListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.headers(cacheForADay);
      return { reasons: await app.informationsRepository.reasons(request.params.type) };
    },
  );
};

export default informationsRoutes;
