import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_REPLAYED_HEADER,
  ORDER_API,
  ORDER_MESSAGES,
  OrderNumberParamSchema,
  OrderSheetSchema,
  OrderStartBodySchema,
  OrderStartResponseSchema,
  type OrderStartResponse,
} from '@mall/shared-contracts/order';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unprocessable } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';
import { orderStartRateLimit } from '../../../../plugins/external/security';
import { callerKey } from '../../../../plugins/app/order/orders/orders-repository';
import { resolveCartOwner } from '../carts/cart-owner';

const tags = ['orders'];
const description =
  '회원은 Bearer 토큰, 비회원 주문은 uid-token 헤더(기기 ID)로 주문자를 구분합니다. 주문 시작·결제 준비·결제 결과는 Idempotency-Key 헤더가 필요합니다.';

/** The client's key for this attempt (a fresh one per click of 주문하기/결제하기, reused on a retry). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw unprocessable(ORDER_MESSAGES.idempotencyKeyRequired, 'IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

/** The order sheet: starting an order (stock reserved) and reading it back. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.ordersRepository;

  app.post(
    ORDER_API.start,
    {
      config: orderStartRateLimit(),
      schema: {
        tags,
        description,
        summary: '주문 시작 (장바구니 선택 상품 또는 바로 구매, 재고 예약)',
        body: OrderStartBodySchema,
        response: { 200: OrderStartResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = await resolveCartOwner(request);
      const key = idempotencyKeyOf(request);
      const answer = await app.idempotency.run({ scope: 'order.start', caller: callerKey(caller), key, request: request.body }, (tx) =>
        repo.start(tx, caller, request.body),
      );
      if (answer.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      // A replay answers with the first answer's status: a refusal (422, validated as ApiError) or the order.
      return reply.code(answer.statusCode as 200).send(answer.body as OrderStartResponse);
    },
  );

  app.get(
    ORDER_API.sheet(':orderId'),
    {
      schema: { tags, description, summary: '주문서', params: OrderNumberParamSchema, response: { 200: OrderSheetSchema, ...errorResponses } },
    },
    async (request) => repo.sheet(await resolveCartOwner(request), request.params.orderId),
  );
};

export default ordersRoutes;
