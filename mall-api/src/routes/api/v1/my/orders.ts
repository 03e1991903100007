import {
  CancelBodySchema,
  CLAIM_API,
  ClaimCreatedSchema,
  ExchangeBodySchema,
  ExchangeOptionsSchema,
  ExchangeParamSchema,
  ExchangeSheetSchema,
  IDEMPOTENCY_HEADER,
  ToReturnBodySchema,
  ToReturnSheetSchema,
  ReturnBodySchema,
  ReturnSheetSchema,
  type ClaimCreated,
  CancelResponseSchema,
  CancelSheetQuerySchema,
  CancelSheetSchema,
  ClaimsQuerySchema,
  ClaimsResponseSchema,
  MY_ORDERS_API,
  MyOrderDetailSchema,
  MyOrderItemParamSchema,
  MyOrderParamSchema,
  MyOrdersQuerySchema,
  MyOrdersResponseSchema,
  PurchaseConfirmResponseSchema,
  ReceiptSchema,
  RefundAccountBodySchema,
  RefundAccountSchema,
} from '@mall/shared-contracts/order';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../../db/client';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { sendAnswer } from '../orders/checkout';
import { idempotencyKeyOf } from '../orders/index';

/** The member's orders and claims (/mypage/order): lists, detail, receipt, purchase confirm, cancel, return, exchange, exchange → return, refund account. */
export const myOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const repo = app.myOrders;
  const tags = ['my-orders'];
  const security = bearerSecurity;
  const memberOf = (request: { session: { memberId: number } | null }) => request.session!.memberId;

  app.get(
    MY_ORDERS_API.list,
    {
      schema: {
        tags,
        security,
        summary: '주문 목록 (전체 / 취소 / 반품 / 교환, 기간, 10건씩)',
        querystring: MyOrdersQuerySchema,
        response: { 200: MyOrdersResponseSchema, ...errorResponses },
      },
    },
    (request) => repo.list(memberOf(request), request.query.tab, request.query.months, request.query.page),
  );

  app.get(
    MY_ORDERS_API.detail(':orderId'),
    { schema: { tags, security, summary: '주문 상세', params: MyOrderParamSchema, response: { 200: MyOrderDetailSchema, ...errorResponses } } },
    (request) => repo.detail(memberOf(request), request.params.orderId),
  );

  app.get(
    MY_ORDERS_API.receipt(':orderId'),
    { schema: { tags, security, summary: '결제 영수증', params: MyOrderParamSchema, response: { 200: ReceiptSchema, ...errorResponses } } },
    (request) => repo.receipt(memberOf(request), request.params.orderId),
  );

  app.post(
    '/api/v1/my/orders/:orderId/items/:itemId/confirm',
    {
      schema: {
        tags,
        security,
        summary: '구매확정 (등급별 적립금 지급)',
        params: MyOrderItemParamSchema,
        response: { 200: PurchaseConfirmResponseSchema, ...errorResponses },
      },
    },
    (request) => repo.confirm(memberOf(request), request.params.orderId, request.params.itemId),
  );

  app.get(
    MY_ORDERS_API.cancelSheet(':orderId'),
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
    (request) => repo.cancelSheet(memberOf(request), request.params.orderId, request.query.item_ids),
  );

  app.post(
    MY_ORDERS_API.cancel(':orderId'),
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
      const memberId = memberOf(request);
      const { orderId } = request.params;
      // With an Idempotency-Key a repeated cancel replays its first answer; without one it is refused once done.
      if (request.headers[IDEMPOTENCY_HEADER] === undefined)
        return app.db.transaction((tx) => repo.cancel(tx as unknown as Database, memberId, orderId, request.body));
      const answer = await app.idempotency.run(
        { scope: 'claim.cancel', caller: `member:${memberId}`, key: idempotencyKeyOf(request), request: { order: orderId, ...request.body } },
        (tx) => repo.cancel(tx, memberId, orderId, request.body),
      );
      return sendAnswer(reply, answer) as unknown as ClaimCreated;
    },
  );

  app.get(
    CLAIM_API.returnSheet(':orderId'),
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
    (request) => repo.returnSheet(memberOf(request), request.params.orderId, request.query.item_ids),
  );

  app.post(
    CLAIM_API.return(':orderId'),
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
      const memberId = memberOf(request);
      const { orderId } = request.params;
      const answer = await app.idempotency.run(
        { scope: 'claim.return', caller: `member:${memberId}`, key: idempotencyKeyOf(request), request: { order: orderId, ...request.body } },
        (tx) => repo.requestReturn(tx, memberId, orderId, request.body),
      );
      return sendAnswer(reply, answer) as unknown as ClaimCreated;
    },
  );

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
    MY_ORDERS_API.claims,
    {
      schema: {
        tags,
        security,
        summary: '신청 내역 (완료 페이지)',
        querystring: ClaimsQuerySchema,
        response: { 200: ClaimsResponseSchema, ...errorResponses },
      },
    },
    (request) => repo.claims(memberOf(request), request.query.ids),
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
