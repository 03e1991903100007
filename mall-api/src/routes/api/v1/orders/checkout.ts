import {
  AddressSearchQuerySchema,
  AddressSearchResultSchema,
  CHECKOUT_API,
  CHECKOUT_RULES,
  installmentMonthsFor,
  InstallmentsQuerySchema,
  InstallmentsSchema,
  IDEMPOTENCY_REPLAYED_HEADER,
  ORDER_COUPON_API,
  OrderCouponsSchema,
  OrderNumberParamSchema,
  OrderResultBodySchema,
  OrderResultSchema,
  PaymentMethodsSchema,
  PgCallbackBodySchema,
  PreparePayBodySchema,
  PreparePayResponseSchema,
  ReceiveAddressCreateBodySchema,
  ReceiveAddressListSchema,
  type PreparePayResponse,
} from '@mall/shared-contracts/order';
import { SuccessSchema } from '@mall/shared-contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { shopperDevice } from '../../../../lib/shopper-device';
import type { IdempotentAnswer } from '../../../../plugins/app/order/orders/idempotency';
import { callerKey } from '../../../../plugins/app/order/orders/orders-repository';
import { resolveCartOwner } from '../carts/cart-owner';
import { idempotencyKeyOf } from './index';

const tags = ['orders'];

/** An idempotent call's answer, first or replayed (with its first status: a refusal stays a refusal). */
export const sendAnswer = (reply: FastifyReply, answer: IdempotentAnswer) => {
  if (answer.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  return reply.code(answer.statusCode).send(answer.body);
};

/** Paying the sheet: methods, addresses, prepare-pay, the PG's return and its notification. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = app.checkout;

  app.get(
    CHECKOUT_API.paymentMethods,
    { schema: { tags, summary: '결제 수단, 카드 할부, 적립금 규칙', response: { 200: PaymentMethodsSchema, ...errorResponses } } },
    async (request) => checkout.paymentMethods(await resolveCartOwner(request)),
  );

  app.get(
    CHECKOUT_API.installments,
    {
      schema: {
        tags,
        summary: '카드 할부 개월 (결제 금액별: 최소 금액 미만은 일시불만)',
        querystring: InstallmentsQuerySchema,
        response: { 200: InstallmentsSchema, ...errorResponses },
      },
    },
    async (request) => ({
      amount: request.query.amount,
      min_amount: CHECKOUT_RULES.installmentMinAmount,
      months: installmentMonthsFor(request.query.amount),
    }),
  );

  app.get(
    ORDER_COUPON_API.coupons(':orderId'),
    {
      schema: {
        tags,
        summary: '주문 쿠폰 적용: 주문 상품별로 쓸 수 있는 회원 쿠폰과 할인 금액',
        description: '상품 하나에 쿠폰 한 장, 쿠폰 한 장은 상품 하나에만 적용합니다 (적용 범위, 최소 구매 금액, 최대 할인 금액).',
        security: bearerSecurity,
        params: OrderNumberParamSchema,
        response: { 200: OrderCouponsSchema, ...errorResponses },
      },
    },
    async (request) => checkout.orderCoupons(await resolveCartOwner(request), request.params.orderId, shopperDevice(request.headers)),
  );

  app.post(
    CHECKOUT_API.preparePay(':orderId'),
    {
      schema: {
        tags,
        summary: '결제 준비 (주문자·배송지·적립금·결제 수단 저장, PG 결제 등록)',
        params: OrderNumberParamSchema,
        body: PreparePayBodySchema,
        response: { 200: PreparePayResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = await resolveCartOwner(request);
      const key = idempotencyKeyOf(request);
      const shop = await app.settingsRepository.shopSettings();
      const answer = await app.idempotency.run(
        { scope: 'order.prepare-pay', caller: callerKey(caller), key, request: { order: request.params.orderId, ...request.body } },
        (tx) => checkout.preparePay(tx, caller, request.params.orderId, request.body, shop, shopperDevice(request.headers)),
      );
      return sendAnswer(reply, answer) as unknown as PreparePayResponse;
    },
  );

  app.post(
    CHECKOUT_API.result(':orderId'),
    {
      schema: {
        tags,
        summary: '결제 결과 확인 (PG 승인 후 주문 확정)',
        params: OrderNumberParamSchema,
        body: OrderResultBodySchema,
        response: { 200: OrderResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = await resolveCartOwner(request);
      const key = idempotencyKeyOf(request);
      const answer = await app.idempotency.run(
        { scope: 'order.result', caller: callerKey(caller), key, request: { order: request.params.orderId, ...request.body } },
        (tx) => checkout.confirm(tx, caller, request.params.orderId, request.body.pg_tid),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.get(
    CHECKOUT_API.result(':orderId'),
    { schema: { tags, summary: '결제 결과', params: OrderNumberParamSchema, response: { 200: OrderResultSchema, ...errorResponses } } },
    async (request) => checkout.result(await resolveCartOwner(request), request.params.orderId),
  );

  app.post(
    CHECKOUT_API.pgCallback,
    {
      schema: {
        tags,
        summary: 'PG 결과 통보 (서버 간, 서명 확인)',
        description: '승인 창이 닫힌 결제의 늦은 승인 통보와 가상계좌 입금 통보를 받습니다.',
        body: PgCallbackBodySchema,
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      const b = request.body;
      await checkout.callback(b.pg_tid, b.event, b.amount, b.signature);
      return { success: true as const };
    },
  );

  app.get(
    CHECKOUT_API.receiveAddresses,
    { schema: { tags, summary: '배송지 목록', security: bearerSecurity, response: { 200: ReceiveAddressListSchema, ...errorResponses } } },
    async (request) => {
      const session = await request.resolveSession();
      if (!session) throw unauthenticated();
      return { addresses: await checkout.addresses(session.memberId) };
    },
  );

  app.post(
    CHECKOUT_API.receiveAddresses,
    {
      schema: {
        tags,
        summary: '배송지 추가',
        security: bearerSecurity,
        body: ReceiveAddressCreateBodySchema,
        response: { 200: ReceiveAddressListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await request.resolveSession();
      if (!session) throw unauthenticated();
      await checkout.createAddress(session.memberId, request.body);
      return { addresses: await checkout.addresses(session.memberId) };
    },
  );

  app.get(
    CHECKOUT_API.addressSearch,
    {
      schema: {
        tags,
        summary: '도로명 주소 검색 (주소 검색 제공자 어댑터)',
        querystring: AddressSearchQuerySchema,
        response: { 200: AddressSearchResultSchema, ...errorResponses },
      },
    },
    async (request) => app.addressSearch.search(request.query.keyword, request.query.page, CHECKOUT_RULES.addressSearchPageSize),
  );
};

export default checkoutRoutes;
