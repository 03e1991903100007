import {
  COMPLAINT_API,
  ComplaintAnswerBodySchema,
  ComplaintAnswerSchema,
  ComplaintParamSchema,
  ComplaintsQuerySchema,
  ComplaintsResponseSchema,
  IDEMPOTENCY_HEADER,
  type ComplaintAnswer,
  type ComplaintType,
} from '@mall/shared-contracts/order';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../../db/client';
import type { IdempotentCall } from '../../../../plugins/app/order/orders/idempotency';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { sendAnswer } from '../orders/checkout';
import { idempotencyKeyOf } from '../orders/index';

/**
 * The shop-raised claims of /mypage/claim (spec section 7, "Complaints: release-delay,
 * cancel-by-soldout"): the lists by tab and the member's answers. An answer with an Idempotency-Key
 * replays its first answer; without one, a repeat finds the complaint closed (422).
 */
export const myComplaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.complaints;
  const tags = ['my-claims'];
  const security = bearerSecurity;
  const memberOf = (request: FastifyRequest) => request.session!.memberId;

  for (const type of ['release_delay', 'cancel_by_soldout'] as const satisfies readonly ComplaintType[]) {
    app.get(
      COMPLAINT_API.list(type),
      {
        schema: {
          tags,
          security,
          summary: type === 'release_delay' ? '출고 지연 안내 (확인 필요, 처리 결과)' : '품절 취소 안내 (확인 필요, 처리 결과)',
          querystring: ComplaintsQuerySchema,
          response: { 200: ComplaintsResponseSchema, ...errorResponses },
        },
      },
      (request) => repo.list(memberOf(request), type, request.query.tab, request.query.page),
    );
  }

  /** In a transaction, under the request's Idempotency-Key when it sends one. */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: IdempotentCall['scope'],
    id: number,
    body: unknown,
    work: (tx: Database) => Promise<ComplaintAnswer>,
  ): Promise<ComplaintAnswer> => {
    if (request.headers[IDEMPOTENCY_HEADER] === undefined) return app.db.transaction((tx) => work(tx as unknown as Database));
    const stored = await app.idempotency.run(
      { scope, caller: `member:${memberOf(request)}`, key: idempotencyKeyOf(request), request: { complaint: id, ...(body as object) } },
      work,
    );
    return sendAnswer(reply, stored) as unknown as ComplaintAnswer;
  };

  app.post(
    COMPLAINT_API.accept(':complaintId'),
    {
      schema: {
        tags,
        security,
        summary: '출고 지연 동의 (지연 보상 적립금 지급)',
        params: ComplaintParamSchema,
        response: { 200: ComplaintAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const settings = await repo.settings();
      return answer(request, reply, 'complaint.accept', request.params.complaintId, {}, (tx) =>
        repo.accept(tx, memberOf(request), request.params.complaintId, settings),
      );
    },
  );

  app.post(
    COMPLAINT_API.cancel(':complaintId'),
    {
      schema: {
        tags,
        security,
        summary: '출고 지연 상품 주문 취소 (즉시 취소·환불, 가상계좌는 환불계좌 필요)',
        params: ComplaintParamSchema,
        body: ComplaintAnswerBodySchema,
        response: { 200: ComplaintAnswerSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      answer(request, reply, 'complaint.cancel', request.params.complaintId, request.body, (tx) =>
        repo.cancel(tx, memberOf(request), request.params.complaintId, request.body),
      ),
  );

  app.post(
    COMPLAINT_API.refund(':complaintId'),
    {
      schema: {
        tags,
        security,
        summary: '품절 상품 환불 (즉시 취소·환불, 가상계좌는 환불계좌 필요)',
        params: ComplaintParamSchema,
        body: ComplaintAnswerBodySchema,
        response: { 200: ComplaintAnswerSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      answer(request, reply, 'complaint.refund', request.params.complaintId, request.body, (tx) =>
        repo.refund(tx, memberOf(request), request.params.complaintId, request.body),
      ),
  );
};

export default myComplaintsRoutes;
