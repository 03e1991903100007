import {
  CancelBodySchema,
  CancelResponseSchema,
  CancelSheetQuerySchema,
  CancelSheetSchema,
  ClaimCreatedSchema,
  ExchangeBodySchema,
  ExchangeOptionsSchema,
  ExchangeParamSchema,
  ExchangeSheetSchema,
  ClaimsQuerySchema,
  ClaimsResponseSchema,
  IDEMPOTENCY_HEADER,
  MyOrderDetailSchema,
  MyOrderItemParamSchema,
  MyOrderParamSchema,
  MyOrdersQuerySchema,
  MyOrdersResponseSchema,
  orderManageApi,
  PurchaseConfirmResponseSchema,
  ReceiptSchema,
  ReturnBodySchema,
  ReturnSheetSchema,
  ToReturnBodySchema,
  ToReturnSheetSchema,
  type ClaimCreated,
  type OrderScope,
} from '@mall/shared-contracts/order';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../../db/client';
import { errorResponses } from '../../../../lib/route-schemas';
import type { OrderOwner } from '../../../../plugins/app/order/my-orders/order-reads';
import { sendAnswer } from './checkout';
import { idempotencyKeyOf } from './index';

/** Who asks, and the caller its idempotency keys are kept under. */
export interface OrderManager {
  owner: OrderOwner;
  caller: string;
}

export interface OrderManageOptions {
  scope: OrderScope;
  /** The session's owner; throws the scope's 401 when the session is missing. */
  managerOf: (request: FastifyRequest) => Promise<OrderManager>;
  security?: { [name: string]: string[] }[];
  tags: string[];
}

/**
 * The order pages' endpoints, once for both scopes (spec section 2: the guest mirror has the member
 * pages' structure): lists, detail, receipt, purchase confirm, cancel, return, exchange and
 * exchange → return (ADR 0012 "Exchanges"). The member's under
 * /api/v1/my (Bearer), a guest session's under /api/v1/guest (guest-token); the same rules answer.
 */
export function orderManageRoutes({ scope, managerOf, security, tags }: OrderManageOptions): FastifyPluginAsyncZod {
  const api = orderManageApi(scope);
  return async (app) => {
    const repo = app.myOrders;

    app.get(
      api.list,
      {
        schema: {
          tags,
          security,
          summary: '주문 목록 (전체 / 취소 / 반품 / 교환, 기간, 10건씩)',
          querystring: MyOrdersQuerySchema,
          response: { 200: MyOrdersResponseSchema, ...errorResponses },
        },
      },
      async (request) => repo.list((await managerOf(request)).owner, request.query.tab, request.query.months, request.query.page),
    );

    app.get(
      api.detail(':orderId'),
      { schema: { tags, security, summary: '주문 상세', params: MyOrderParamSchema, response: { 200: MyOrderDetailSchema, ...errorResponses } } },
      async (request) => repo.detail((await managerOf(request)).owner, request.params.orderId),
    );

    app.get(
      api.receipt(':orderId'),
      { schema: { tags, security, summary: '결제 영수증', params: MyOrderParamSchema, response: { 200: ReceiptSchema, ...errorResponses } } },
      async (request) => repo.receipt((await managerOf(request)).owner, request.params.orderId),
    );

    app.post(
      `${api.detail(':orderId')}/items/:itemId/confirm`,
      {
        schema: {
          tags,
          security,
          summary: '구매확정 (회원은 등급별 적립금 지급)',
          params: MyOrderItemParamSchema,
          response: { 200: PurchaseConfirmResponseSchema, ...errorResponses },
        },
      },
      async (request) => repo.confirm((await managerOf(request)).owner, request.params.orderId, request.params.itemId),
    );

    app.get(
      api.cancelSheet(':orderId'),
      {
        schema: {
          tags,
          security,
          summary: '주문 취소 신청서 (취소 가능 상품, 사유, 환불 예정 금액)',
          params: MyOrderParamSchema,
          querystring: CancelSheetQuerySchema,
          response: { 200: CancelSheetSchema, ...errorResponses },
        },
      },
      async (request) => repo.cancelSheet((await managerOf(request)).owner, request.params.orderId, request.query.item_ids),
    );

    app.post(
      api.cancel(':orderId'),
      {
        schema: {
          tags,
          security,
          summary: '주문 취소 (결제완료는 즉시 취소·환불, 배송준비중은 취소 요청)',
          params: MyOrderParamSchema,
          body: CancelBodySchema,
          response: { 200: CancelResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { owner, caller } = await managerOf(request);
        const { orderId } = request.params;
        // With an Idempotency-Key a repeated cancel replays its first answer; without one it is refused once done.
        if (request.headers[IDEMPOTENCY_HEADER] === undefined)
          return app.db.transaction((tx) => repo.cancel(tx as unknown as Database, owner, orderId, request.body));
        const answer = await app.idempotency.run(
          { scope: 'claim.cancel', caller, key: idempotencyKeyOf(request), request: { order: orderId, ...request.body } },
          (tx) => repo.cancel(tx, owner, orderId, request.body),
        );
        return sendAnswer(reply, answer) as unknown as ClaimCreated;
      },
    );

    app.get(
      api.returnSheet(':orderId'),
      {
        schema: {
          tags,
          security,
          summary: '반품 신청서 (반품 가능 상품, 사유와 배송비 부담, 환불 예정 금액, 회수지)',
          params: MyOrderParamSchema,
          querystring: CancelSheetQuerySchema,
          response: { 200: ReturnSheetSchema, ...errorResponses },
        },
      },
      async (request) => repo.returnSheet((await managerOf(request)).owner, request.params.orderId, request.query.item_ids),
    );

    app.post(
      api.return(':orderId'),
      {
        schema: {
          tags,
          security,
          summary: '반품 신청 (회수 접수와 함께 환불, Idempotency-Key 필요)',
          params: MyOrderParamSchema,
          body: ReturnBodySchema,
          response: { 200: ClaimCreatedSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { owner, caller } = await managerOf(request);
        const { orderId } = request.params;
        const answer = await app.idempotency.run(
          { scope: 'claim.return', caller, key: idempotencyKeyOf(request), request: { order: orderId, ...request.body } },
          (tx) => repo.requestReturn(tx, owner, orderId, request.body),
        );
        return sendAnswer(reply, answer) as unknown as ClaimCreated;
      },
    );

    app.get(
      api.exchangeSheet(':orderId'),
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
      async (request) => repo.exchangeSheet((await managerOf(request)).owner, request.params.orderId, request.query.item_ids),
    );

    app.get(
      api.exchangeOptions(':orderId', ':itemId'),
      {
        schema: {
          tags,
          security,
          summary: '교환 옵션 (같은 상품의 다른 옵션과 재고)',
          params: MyOrderItemParamSchema,
          response: { 200: ExchangeOptionsSchema, ...errorResponses },
        },
      },
      async (request) => repo.exchangeOptions((await managerOf(request)).owner, request.params.orderId, request.params.itemId),
    );

    app.post(
      api.exchange(':orderId'),
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
        const { owner, caller } = await managerOf(request);
        const { orderId } = request.params;
        const answer = await app.idempotency.run(
          { scope: 'claim.exchange', caller, key: idempotencyKeyOf(request), request: { order: orderId, ...request.body } },
          (tx) => repo.requestExchange(tx, owner, orderId, request.body),
        );
        return sendAnswer(reply, answer) as unknown as ClaimCreated;
      },
    );

    app.get(
      api.toReturnSheet(':exchangeId'),
      {
        schema: {
          tags,
          security,
          summary: '교환 → 반품 전환 신청서 (접수 중인 교환, 반품 사유, 환불 예정 금액)',
          params: ExchangeParamSchema,
          response: { 200: ToReturnSheetSchema, ...errorResponses },
        },
      },
      async (request) => repo.toReturnSheet((await managerOf(request)).owner, request.params.exchangeId),
    );

    app.post(
      api.toReturn(':exchangeId'),
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
        const { owner, caller } = await managerOf(request);
        const { exchangeId } = request.params;
        const answer = await app.idempotency.run(
          { scope: 'claim.to-return', caller, key: idempotencyKeyOf(request), request: { exchange: exchangeId, ...request.body } },
          (tx) => repo.toReturn(tx, owner, exchangeId, request.body),
        );
        return sendAnswer(reply, answer) as unknown as ClaimCreated;
      },
    );

    app.get(
      api.claims,
      {
        schema: {
          tags,
          security,
          summary: '신청 내역 (완료 페이지)',
          querystring: ClaimsQuerySchema,
          response: { 200: ClaimsResponseSchema, ...errorResponses },
        },
      },
      async (request) => repo.claims((await managerOf(request)).owner, request.query.ids),
    );
  };
}
