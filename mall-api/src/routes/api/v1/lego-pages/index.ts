import { API } from '@mall/shared-contracts';
import { MainPageSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../lib/route-schemas';

export const legoPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.mainPage, { schema: { tags: ['exhibit'], summary: '메인 레고 페이지', response: { 200: MainPageSchema, ...errorResponses } } }, () =>
    app.exhibitRepository.mainPage(),
  );
};
