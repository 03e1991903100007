import { MESSAGES } from '@mall/shared-contracts';
import {
  CouponConditionsSchema,
  CouponDownloadBodySchema,
  CouponGoodsQuerySchema,
  CouponGoodsSchema,
  GOODS_COUPON_API,
  GOODS_COUPON_MESSAGES,
  GoodsCouponsSchema,
} from '@mall/shared-contracts/catalog';
import { z } from 'zod';
import { DbIdParamSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDbId, notFound, unauthenticated } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { shopperDevice } from '../../../../lib/shopper-device';

const GoodsParams = z.object({ id: z.string().max(20) });
const CouponParams = z.object({ couponId: z.string().max(20) });

/** `/goods/abc/coupons` or `/coupons/abc` name nothing that exists: 404, as goods detail does. */
function idOf(raw: string, missing: () => Error): number {
  const id = DbIdParamSchema.safeParse(raw);
  if (!id.success || !isDbId(id.data)) throw missing();
  return id.data;
}
const goodsNotFound = () => notFound(MESSAGES.goodsNotFound, 'GOODS_NOT_FOUND');
const couponNotFound = () => notFound(GOODS_COUPON_MESSAGES.conditionsNotFound, 'COUPON_NOT_FOUND');

/** Downloadable coupons on goods detail (members download them) and the coupon conditions page. */
export const goodsCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.goodsCouponsRepository;
  const tags = ['goods'];

  app.get(
    GOODS_COUPON_API.goodsCoupons(':id'),
    { schema: { tags, summary: '상품의 다운로드 쿠폰', params: GoodsParams, response: { 200: GoodsCouponsSchema, ...errorResponses } } },
    async (request) => {
      const goodsId = idOf(request.params.id, goodsNotFound);
      const session = await request.resolveSession();
      const answer = await repo.goodsCoupons(goodsId, session?.memberId ?? null, new Date(), shopperDevice(request.headers));
      if (!answer) throw goodsNotFound();
      return answer;
    },
  );

  app.post(
    GOODS_COUPON_API.goodsCouponsDownload(':id'),
    {
      schema: {
        tags,
        summary: '쿠폰 다운로드(하나 또는 모두)',
        security: bearerSecurity,
        params: GoodsParams,
        body: CouponDownloadBodySchema,
        response: { 200: GoodsCouponsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await request.resolveSession();
      if (!session) throw unauthenticated();
      const answer = await repo.download(idOf(request.params.id, goodsNotFound), session.memberId, request.body.coupon_ids, shopperDevice(request.headers));
      if (!answer) throw goodsNotFound();
      return answer;
    },
  );

  app.get(
    GOODS_COUPON_API.couponConditions(':couponId'),
    { schema: { tags: ['coupons'], summary: '쿠폰 적용 조건', params: CouponParams, response: { 200: CouponConditionsSchema, ...errorResponses } } },
    async (request) => {
      const answer = await repo.conditions(idOf(request.params.couponId, couponNotFound));
      if (!answer) throw couponNotFound();
      return answer;
    },
  );

  app.get(
    GOODS_COUPON_API.couponGoods(':couponId'),
    {
      schema: {
        tags: ['coupons'],
        summary: '쿠폰 적용 상품(5개씩)',
        params: CouponParams,
        querystring: CouponGoodsQuerySchema,
        response: { 200: CouponGoodsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const answer = await repo.goods(idOf(request.params.couponId, couponNotFound), request.query.page);
      if (!answer) throw couponNotFound();
      return answer;
    },
  );
};

export default goodsCouponsRoutes;
