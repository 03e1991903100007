import {
  CancelBodySchema,
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
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/** The member's orders and claims (/mypage/order): lists, detail, receipt, purchase confirm, cancel, refund account. */
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
    (request) => repo.cancel(memberOf(request), request.params.orderId, request.body),
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
