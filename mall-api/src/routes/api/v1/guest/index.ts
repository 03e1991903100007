import { API, HEADERS, MESSAGES } from '@mall/shared-contracts';
import { GuestLoginBodySchema, GuestLoginResponseSchema, GuestOrderSchema, SuccessSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';

const tags = ['guest'];

/** The shell ends the guest session on exactly this cause (its token is gone or expired). */
const guestUnauthenticated = () => new AppError(401, 'GUEST_UNAUTHENTICATED', MESSAGES.guestAuthenticationRequired, 'GuestAuthenticationException');

/** Guest login by orderer name + order number, guest logout, and the guest's read of that one order. */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const guest = app.guestRepository;

  app.post(
    API.guestLogin,
    { schema: { tags, summary: '비회원 주문조회 로그인', body: GuestLoginBodySchema, response: { 200: GuestLoginResponseSchema, ...errorResponses } } },
    async (request) => {
      const order = await guest.findOrder(request.body.order_id, request.body.orderer_name);
      // One answer for an unknown number, a member's order and a wrong name: nothing about other orders leaks.
      if (!order) throw new AppError(401, 'GUEST_LOGIN_FAILED', MESSAGES.guestLoginFailed);
      const { token, expired_at } = await guest.issue(order.id);
      return { guest_token: token, expired_at, order_id: order.orderNo, orderer_name: order.ordererName };
    },
  );

  app.post(
    API.guestLogout,
    { schema: { tags, summary: '비회원 로그아웃 (guest-token 헤더의 세션을 끝냄)', response: { 200: SuccessSchema, ...errorResponses } } },
    async (request) => {
      const token = request.headers[HEADERS.guestToken];
      // Idempotent: a token already gone or expired ends the same way.
      if (typeof token === 'string' && token) await guest.revoke(token);
      return { success: true as const };
    },
  );

  app.get(
    API.guestOrder(':orderId'),
    {
      schema: {
        tags,
        summary: '비회원 주문 상세 (guest-token 헤더)',
        params: z.object({ orderId: z.string() }),
        response: { 200: GuestOrderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const token = request.headers[HEADERS.guestToken];
      const orderId = typeof token === 'string' && token ? await guest.orderIdFor(token) : null;
      if (!orderId) throw guestUnauthenticated();
      const order = await guest.order(orderId);
      // A guest token opens its own order only; any other number reads as not found.
      if (!order || order.order_id !== request.params.orderId) throw notFound(MESSAGES.guestOrderNotFound, 'ORDER_NOT_FOUND');
      return order;
    },
  );
};
