import { API } from '@mall/shared-contracts';
import { PopupListQuerySchema, PopupListSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../lib/route-schemas';

export const popupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.popups,
    {
      schema: {
        tags: ['exhibit'],
        summary: '팝업 목록 (노출 기간 중)',
        querystring: PopupListQuerySchema,
        response: { 200: PopupListSchema, ...errorResponses },
      },
    },
    async (request) => ({ popups: await app.settingsRepository.listPopups(request.query.position) }),
  );
};

export default popupsRoutes;
