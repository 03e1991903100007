import { API, MESSAGES } from '@mall/shared-contracts';
import {
  CartAddBodySchema,
  CartAddResponseSchema,
  CartCountSchema,
  CartIdParamSchema,
  CartListSchema,
  CartRemoveBodySchema,
  CartUpdateBodySchema,
} from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDbId, notFound, unprocessable } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';
import { resolveCartOwner } from './cart-owner';

const tags = ['carts'];
const description = '회원은 Bearer 토큰, 비회원은 uid-token 헤더(기기 ID)로 장바구니를 구분합니다.';

export const cartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.cartsRepository;

  app.get(API.carts, { schema: { tags, description, summary: '장바구니 목록', response: { 200: CartListSchema, ...errorResponses } } }, async (request) =>
    repo.list(await resolveCartOwner(request)),
  );

  app.get(
    API.cartCount,
    { schema: { tags, description, summary: '장바구니 상품 수', response: { 200: CartCountSchema, ...errorResponses } } },
    async (request) => ({ count: await repo.countLines(await resolveCartOwner(request)) }),
  );

  app.post(
    API.carts,
    {
      schema: { tags, description, summary: '장바구니 담기', body: CartAddBodySchema, response: { 200: CartAddResponseSchema, ...errorResponses } },
    },
    async (request) => repo.add(await resolveCartOwner(request), request.body.items),
  );

  app.patch(
    API.cart(':cartId'),
    {
      schema: {
        tags,
        description,
        summary: '장바구니 수량 변경',
        params: CartIdParamSchema,
        body: CartUpdateBodySchema,
        response: { 200: CartListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await resolveCartOwner(request);
      if (!isDbId(request.params.cartId)) throw notFound('장바구니 상품을 찾을 수 없습니다.', 'CART_ITEM_NOT_FOUND');
      await repo.update(owner, request.params.cartId, request.body.ea);
      return repo.list(owner);
    },
  );

  app.delete(
    API.carts,
    { schema: { tags, description, summary: '장바구니 삭제', body: CartRemoveBodySchema, response: { 200: CartCountSchema, ...errorResponses } } },
    async (request) => {
      const owner = await resolveCartOwner(request);
      if (request.body.cart_ids.length === 0) throw unprocessable(MESSAGES.noItemToDelete, 'NO_ITEM_TO_DELETE');
      return repo.remove(owner, request.body.cart_ids);
    },
  );
};

export default cartsRoutes;
