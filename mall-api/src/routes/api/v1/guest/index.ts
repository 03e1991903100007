import { API, HEADERS, MESSAGES } from '@mall/shared-contracts';
import { GUEST_ORDER_API, GuestAddressBodySchema, MyOrderDetailSchema, MyOrderParamSchema } from '@mall/shared-contracts/order';
import { GuestLoginBodySchema, GuestLoginResponseSchema, SuccessSchema } from '@mall/shared-contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';
import { strictRateLimit } from '../../../../plugins/external/security';
import { orderManageRoutes, type OrderManager } from '../orders/manage';

const tags = ['guest'];

/** The shell ends the guest session on exactly this cause (its token is gone or expired). */
const guestUnauthenticated = () => new AppError(401, 'GUEST_UNAUTHENTICATED', MESSAGES.guestAuthenticationRequired, 'GuestAuthenticationException');

const guestLocked = () => new AppError(429, 'GUEST_LOGIN_LOCKED', '주문 조회를 여러 번 잘못 시도하셨습니다. 15분 후에 다시 시도해 주세요.');

/** Guest login by orderer name + order number, guest logout, and the guest mirror of the order pages (/guest/order). */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const guest = app.guestRepository;

  app.post(
    API.guestLogin,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '비회원 주문조회 로그인', body: GuestLoginBodySchema, response: { 200: GuestLoginResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { order_id: orderNo, orderer_name: ordererName } = request.body;
      const counters = app.failureCounters;
      // Order numbers have a guessable shape: failures count per number and per client address.
      const [byOrder, byClient] = await Promise.all([counters.state('guest_order', orderNo), counters.state('guest_client', request.ip)]);
      if (byOrder.lockedUntil || byClient.lockedUntil) throw guestLocked();
      const order = await guest.findOrder(orderNo, ordererName);
      if (!order) {
        const [failedOrder, failedClient] = await Promise.all([counters.fail('guest_order', orderNo), counters.fail('guest_client', request.ip)]);
        if (failedOrder.lockedUntil || failedClient.lockedUntil) throw guestLocked();
        // One answer for an unknown number, a member's order and a wrong name: nothing about other orders leaks.
        throw new AppError(401, 'GUEST_LOGIN_FAILED', MESSAGES.guestLoginFailed);
      }
      await counters.reset('guest_order', orderNo);
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

  // The guest mirror of the order pages (/guest/order): the member pages' endpoints, for the orders the guest token opens.
  const managerOf = async (request: FastifyRequest): Promise<OrderManager> => {
    const token = request.headers[HEADERS.guestToken];
    const orderIds = typeof token === 'string' && token ? await guest.ordersFor(token) : null;
    if (!orderIds) throw guestUnauthenticated();
    // Keys are kept per guest (the order it logged in with): a retry after logging in again still replays.
    return { owner: { guestOrderIds: orderIds }, caller: `guest:${orderIds[0]}` };
  };
  await app.register(orderManageRoutes({ scope: 'guest', tags, managerOf }));

  app.put(
    GUEST_ORDER_API.address(':orderId'),
    {
      schema: {
        tags,
        summary: '비회원 배송지 변경 (배송 시작 전까지)',
        params: MyOrderParamSchema,
        body: GuestAddressBodySchema,
        response: { 200: MyOrderDetailSchema, ...errorResponses },
      },
    },
    async (request) => app.myOrders.changeAddress((await managerOf(request)).owner, request.params.orderId, request.body),
  );
};
