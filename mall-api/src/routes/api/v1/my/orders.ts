import {
  CancelSheetQuerySchema,
  CLAIM_API,
  ClaimCreatedSchema,
  ExchangeBodySchema,
  ExchangeOptionsSchema,
  ExchangeParamSchema,
  ExchangeSheetSchema,
  MY_ORDERS_API,
  MyOrderItemParamSchema,
  MyOrderParamSchema,
  RefundAccountBodySchema,
  RefundAccountSchema,
  ToReturnBodySchema,
  ToReturnSheetSchema,
  type ClaimCreated,
} from '@mall/shared-contracts/order';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { sendAnswer } from '../orders/checkout';
import { idempotencyKeyOf } from '../orders/index';
import { orderManageRoutes } from '../orders/manage';

/** The member's orders and claims (/mypage/order): the order pages' endpoints, exchange and exchange → return, and the member's refund account. */
export const myOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
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

  // Exchanges and exchange → return (members; ADR 0012 "Exchanges").
  app.get(
    CLAIM_API.exchangeSheet(':orderId'),
    {
      schema: {
        tags,
        security,
        summary: '교환 신청서 (교환 가능 상품, 사유와 배송비 부담, 회수지, 교환 상품 받을 곳)',
        params: MyOrderParamSchema,
        querystring: CancelSheetQuerySchema,
        response: { 200: ExchangeSheetSchema, ...errorResponses },
      },
    },
    (request) => repo.exchangeSheet(memberOf(request), request.params.orderId, request.query.item_ids),
  );

  app.get(
    CLAIM_API.exchangeOptions(':orderId', ':itemId'),
    {
      schema: {
        tags,
        security,
        summary: '교환 옵션 (같은 상품의 다른 옵션과 재고)',
        params: MyOrderItemParamSchema,
        response: { 200: ExchangeOptionsSchema, ...errorResponses },
      },
    },
    (request) => repo.exchangeOptions(memberOf(request), request.params.orderId, request.params.itemId),
  );

  app.post(
    CLAIM_API.exchange(':orderId'),
    {
      schema: {
        tags,
        security,
        summary: '교환 신청 (회수 접수, 교환 옵션 재고 확보, Idempotency-Key 필요)',
        params: MyOrderParamSchema,
        body: ExchangeBodySchema,
        response: { 200: ClaimCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const memberId = memberOf(request);
      const { orderId } = request.params;
      const answer = await app.idempotency.run(
        { scope: 'claim.exchange', caller: `member:${memberId}`, key: idempotencyKeyOf(request), request: { order: orderId, ...request.body } },
        (tx) => repo.requestExchange(tx, memberId, orderId, request.body),
      );
      return sendAnswer(reply, answer) as unknown as ClaimCreated;
    },
  );

  app.get(
    CLAIM_API.toReturnSheet(':exchangeId'),
    {
      schema: {
        tags,
        security,
        summary: '교환 → 반품 전환 신청서 (접수 중인 교환, 반품 사유, 환불 예정 금액)',
        params: ExchangeParamSchema,
        response: { 200: ToReturnSheetSchema, ...errorResponses },
      },
    },
    (request) => repo.toReturnSheet(memberOf(request), request.params.exchangeId),
  );

  app.post(
    CLAIM_API.toReturn(':exchangeId'),
    {
      schema: {
        tags,
        security,
        summary: '교환 → 반품 전환 (교환 철회와 확보한 재고 반환, 반품 환불, Idempotency-Key 필요)',
        params: ExchangeParamSchema,
        body: ToReturnBodySchema,
        response: { 200: ClaimCreatedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const memberId = memberOf(request);
      const { exchangeId } = request.params;
      const answer = await app.idempotency.run(
        { scope: 'claim.to-return', caller: `member:${memberId}`, key: idempotencyKeyOf(request), request: { exchange: exchangeId, ...request.body } },
        (tx) => repo.toReturn(tx, memberId, exchangeId, request.body),
      );
      return sendAnswer(reply, answer) as unknown as ClaimCreated;
    },
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
