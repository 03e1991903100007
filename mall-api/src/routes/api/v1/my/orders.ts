import { MY_ORDERS_API, RefundAccountBodySchema, RefundAccountSchema } from '@mall/shared-contracts/order';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { orderManageRoutes } from '../orders/manage';

/** The member's orders and claims (/mypage/order): the order pages' endpoints (exchange and exchange → return among them) and the member's refund account. */
export const myOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.myOrders;
  const tags = ['my-orders'];
  const security = bearerSecurity;
  const memberOf = (request: { session: { memberId: number } | null }) => request.session!.memberId;

  // The order pages' endpoints (shared with the guest mirror), for the Bearer session's member.
  await app.register(
    orderManageRoutes({
      scope: 'member',
      tags,
      security,
      managerOf: async (request) => ({ owner: { memberId: memberOf(request) }, caller: `member:${memberOf(request)}` }),
    }),
  );

  app.get(
    MY_ORDERS_API.refundAccount,
    {
      schema: {
        tags,
        security,
        summary: '환불계좌',
        response: { 200: z.object({ account: RefundAccountSchema.nullable() }), ...errorResponses },
      },
    },
    async (request) => ({ account: await repo.refundAccount(memberOf(request)) }),
  );

  app.put(
    MY_ORDERS_API.refundAccount,
    {
      schema: {
        tags,
        security,
        summary: '환불계좌 저장',
        body: RefundAccountBodySchema,
        response: { 200: z.object({ account: RefundAccountSchema.nullable() }), ...errorResponses },
      },
    },
    async (request) => ({ account: await repo.saveRefundAccount(memberOf(request), request.body) }),
  );
};

export default myOrdersRoutes;
