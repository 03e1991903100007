import {
  GOODS_REVIEW_API,
  Goods360ImagesSchema,
  GoodsReviewListSchema,
  GoodsReviewParamSchema,
  GoodsReviewPhotoListSchema,
  GoodsReviewPhotoQuerySchema,
  GoodsReviewQuerySchema,
  GoodsReviewSchema,
} from '@mall/shared-contracts/catalog';
import { IdParamSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../lib/route-schemas';

/** Goods detail's reviews (anyone reads them; mypage writes them) and the 360° view's frames. */
export const goodsReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['goods'];
  app.get(
    GOODS_REVIEW_API.reviews(':id'),
    {
      schema: {
        tags,
        summary: '상품 리뷰 목록(10개씩): 평균 별점·별점 분포·포토 리뷰 수·옵션별 수, 베스트 리뷰, 정렬·포토/별점/옵션 필터',
        params: IdParamSchema,
        querystring: GoodsReviewQuerySchema,
        response: { 200: GoodsReviewListSchema, ...errorResponses },
      },
    },
    async (request) => app.goodsReviewsRepository.list(request.params.id, request.query),
  );
  app.get(
    GOODS_REVIEW_API.photos(':id'),
    {
      schema: {
        tags,
        summary: '상품의 포토 리뷰 사진(24장씩)',
        params: IdParamSchema,
        querystring: GoodsReviewPhotoQuerySchema,
        response: { 200: GoodsReviewPhotoListSchema, ...errorResponses },
      },
    },
    async (request) => app.goodsReviewsRepository.photos(request.params.id, request.query.page),
  );
  app.get(
    GOODS_REVIEW_API.review(':id', ':reviewId'),
    { schema: { tags, summary: '상품 리뷰 하나', params: GoodsReviewParamSchema, response: { 200: GoodsReviewSchema, ...errorResponses } } },
    async (request) => app.goodsReviewsRepository.one(request.params.id, request.params.reviewId),
  );
  app.get(
    GOODS_REVIEW_API.images360(':id'),
    { schema: { tags, summary: '상품 360° 이미지(회전 순서)', params: IdParamSchema, response: { 200: Goods360ImagesSchema, ...errorResponses } } },
    async (request) => app.goodsReviewsRepository.images360(request.params.id),
  );
};

export default goodsReviewsRoutes;
