import { API } from '@mall/shared-contracts';
import { MyBenefitsSchema, MyOrderCountsSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

export const myRoutes: FastifyPluginAsyncZod = async (app) => {
  // Everything under /my is member-only.
  app.addHook('onRequest', app.authenticate);

  app.get(
    API.myBenefits,
    { schema: { tags: ['my'], summary: '나의 혜택', security: bearerSecurity, response: { 200: MyBenefitsSchema, ...errorResponses } } },
    async (request) => {
      const benefits = await app.membersRepository.benefits(request.session!.memberId);
      if (!benefits) throw unauthenticated();
      return benefits;
    },
  );

  app.get(
    API.myOrderCounts,
    { schema: { tags: ['my'], summary: '주문 상태별 건수', security: bearerSecurity, response: { 200: MyOrderCountsSchema, ...errorResponses } } },
    (request) => app.membersRepository.orderCounts(request.session!.memberId),
  );
};
