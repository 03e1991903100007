import {
  RECENT_VIEW_API,
  RECENT_VIEW_MESSAGES,
  RecentViewDeletedSchema,
  RecentViewGoodsBodySchema,
  RecentViewGoodsParamSchema,
  RecentViewGoodsQuerySchema,
  RecentViewedGoodsListSchema,
} from '@mall/shared-contracts/catalog';
import { SuccessSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';
import { resolveCartOwner as resolveViewer } from '../carts/cart-owner';

const tags = ['recent-view'];
const description = '회원은 Bearer 토큰, 비회원은 uid-token 헤더(기기 ID)로 최근 본 상품을 구분합니다 (장바구니와 같은 방식).';

/** Recently viewed goods (ADR 0011: catalog): goods detail records, `/recent-view-goods` and My page read and delete. */
export const recentViewGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.recentViewsRepository;

  app.get(
    RECENT_VIEW_API.goods,
    {
      schema: {
        tags,
        description,
        summary: '최근 본 상품 (2주 이내, 최근 순)',
        querystring: RecentViewGoodsQuerySchema,
        response: { 200: RecentViewedGoodsListSchema, ...errorResponses },
      },
    },
    async (request) => ({ goods: await repo.list(await resolveViewer(request), request.query.limit, new Date()) }),
  );

  app.post(
    RECENT_VIEW_API.goods,
    { schema: { tags, description, summary: '상품 조회 기록', body: RecentViewGoodsBodySchema, response: { 200: SuccessSchema, ...errorResponses } } },
    async (request) => {
      if (!(await repo.record(await resolveViewer(request), request.body.goods_id, new Date())))
        throw notFound(RECENT_VIEW_MESSAGES.goodsNotFound, 'GOODS_NOT_FOUND');
      return { success: true as const };
    },
  );

  app.delete(
    RECENT_VIEW_API.goods,
    { schema: { tags, description, summary: '최근 본 상품 전체 삭제', response: { 200: RecentViewDeletedSchema, ...errorResponses } } },
    async (request) => ({ deleted: await repo.remove(await resolveViewer(request)) }),
  );

  app.delete(
    RECENT_VIEW_API.goodsOne,
    {
      schema: {
        tags,
        description,
        summary: '최근 본 상품 하나 삭제',
        params: RecentViewGoodsParamSchema,
        response: { 200: RecentViewDeletedSchema, ...errorResponses },
      },
    },
    // Deleting what is already gone is done, not an error: a second tap or another tab got there first.
    async (request) => ({ deleted: await repo.remove(await resolveViewer(request), request.params.goodsId) }),
  );
};

export default recentViewGoodsRoutes;
