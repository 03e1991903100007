import { API, HEADERS, MESSAGES } from '@mall/shared-contracts';
import {
  GUEST_ORDER_API,
  GUEST_ORDER_MESSAGES,
  GuestAddressBodySchema,
  GuestPhoneCodeSentSchema,
  GuestPhoneVerifyBodySchema,
  GuestSessionSchema,
  MyOrderDetailSchema,
  MyOrderParamSchema,
} from '@mall/shared-contracts/order';
import { GuestLoginBodySchema, GuestLoginResponseSchema, SuccessSchema } from '@mall/shared-contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unprocessable } from '../../../../lib/errors';
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
      // Order numbers have a guessable shape: failures count per client and number, and per client.
      // Never per number alone: a stranger's wrong names must not lock the real guest out (issue 25).
      const clientOrder = `${request.ip}|${orderNo.trim()}`;
      const [byOrder, byClient] = await Promise.all([counters.state('guest_client_order', clientOrder), counters.state('guest_client', request.ip)]);
      if (byOrder.lockedUntil || byClient.lockedUntil) throw guestLocked();
      const order = await guest.findOrder(orderNo, ordererName);
      if (!order) {
        const [failedOrder, failedClient] = await Promise.all([counters.fail('guest_client_order', clientOrder), counters.fail('guest_client', request.ip)]);
        if (failedOrder.lockedUntil || failedClient.lockedUntil) throw guestLocked();
        // One answer for an unknown number, a member's order and a wrong name: nothing about other orders leaks.
        throw new AppError(401, 'GUEST_LOGIN_FAILED', MESSAGES.guestLoginFailed);
      }
      await counters.reset('guest_client_order', clientOrder);
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

  const tokenOf = (request: FastifyRequest) => {
    const token = request.headers[HEADERS.guestToken];
    if (typeof token !== 'string' || !token) throw guestUnauthenticated();
    return token;
  };

  // The guest mirror of the order pages (/guest/order): the member pages' endpoints, for the orders the guest token opens (ADR 0014).
  const managerOf = async (request: FastifyRequest): Promise<OrderManager> => {
    const access = await guest.access(tokenOf(request));
    if (!access) throw guestUnauthenticated();
    // Keys are kept per guest (the order it logged in with): a retry after logging in again still replays.
    return {
      owner: { guestOrderIds: access.orderIds, refundAccountOrderId: access.provedOrderId },
      caller: `guest:${access.provedOrderId}`,
    };
  };

  app.get(
    GUEST_ORDER_API.session,
    { schema: { tags, summary: '비회원 세션이 증명한 것 (조회한 주문, 휴대폰 인증 여부)', response: { 200: GuestSessionSchema, ...errorResponses } } },
    async (request) => {
      const session = await guest.describe(tokenOf(request));
      if (!session) throw guestUnauthenticated();
      return session;
    },
  );

  app.post(
    GUEST_ORDER_API.phoneCode,
    {
      config: strictRateLimit(),
      schema: {
        tags,
        summary: '다른 비회원 주문 보기: 조회한 주문의 휴대폰으로 인증번호 발송 (문자)',
        response: { 200: GuestPhoneCodeSentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const counters = app.failureCounters;
      // Every code counts against the phone (not the session): logging in again does not buy more texts to someone's phone.
      const allow = async (phone: string) => {
        if ((await counters.state('guest_phone_code', phone)).lockedUntil) return false;
        return !(await counters.fail('guest_phone_code', phone)).lockedUntil;
      };
      const sent = await guest.sendPhoneCode(tokenOf(request), app.messageSender, allow);
      if (!sent) throw guestUnauthenticated();
      if (sent === 'no_phone') throw unprocessable(GUEST_ORDER_MESSAGES.noPhone, 'GUEST_NO_PHONE');
      if (sent === 'too_many') throw new AppError(429, 'TOO_MANY_CODES', GUEST_ORDER_MESSAGES.tooManyPhoneCodes);
      return sent;
    },
  );

  app.post(
    GUEST_ORDER_API.phoneVerify,
    {
      config: strictRateLimit(),
      schema: {
        tags,
        summary: '다른 비회원 주문 보기: 인증번호 확인 (422 틀림, 401 시간 초과)',
        body: GuestPhoneVerifyBodySchema,
        response: { 200: GuestSessionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const token = tokenOf(request);
      const result = await guest.verifyPhoneCode(token, request.body.verification_code);
      if (!result) throw guestUnauthenticated();
      if (result === 'wrong') throw unprocessable(MESSAGES.verificationCodeInvalid, 'VERIFICATION_CODE_INVALID');
      if (result === 'expired') throw new AppError(401, 'VERIFICATION_EXPIRED', GUEST_ORDER_MESSAGES.phoneCodeExpired);
      const session = await guest.describe(token);
      if (!session) throw guestUnauthenticated();
      return session;
    },
  );
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

export default guestRoutes;
