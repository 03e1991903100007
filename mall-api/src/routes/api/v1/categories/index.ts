import { API } from '@mall/shared-contracts';
import { CategoryTreeSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../lib/route-schemas';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.categories, { schema: { tags: ['goods'], summary: '카테고리 메뉴 (3단계)', response: { 200: CategoryTreeSchema, ...errorResponses } } }, () =>
    app.categoriesRepository.tree(),
  );
};

export default categoriesRoutes;
