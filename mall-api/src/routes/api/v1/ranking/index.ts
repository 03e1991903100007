import { GoodsRankingSchema, RANKING_API, RankingParamSchema, RankingQuerySchema, RankingResponseSchema } from '@mall/shared-contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../lib/route-schemas';

const tags = ['ranking'];

/** Best sellers and rankings, counted from order lines, goods views and wishes of the period (ADR 0011: catalog). */
export const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.rankingRepository;

  app.get(
    RANKING_API.best,
    {
      schema: {
        tags,
        summary: '베스트 (기간 동안 많이 팔린 상품, 카테고리별)',
        querystring: RankingQuerySchema,
        response: { 200: GoodsRankingSchema, ...errorResponses },
      },
    },
    async (request) => repo.goods('item', request.query, new Date()),
  );

  app.get(
    RANKING_API.ranking,
    {
      schema: {
        tags,
        summary: '랭킹 (item 판매, brand 브랜드 판매, view 조회, like 좋아요)',
        params: RankingParamSchema,
        querystring: RankingQuerySchema,
        response: { 200: RankingResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const type = request.params.rankingType;
      return type === 'brand' ? repo.brands(request.query, new Date()) : repo.goods(type, request.query, new Date());
    },
  );
};

export default rankingRoutes;
