import { GOODS_STATE_API, GoodsAggregateSchema, GoodsPromotionsSchema, GoodsStockSchema } from '@mall/shared-contracts/catalog';
import { IdParamSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../lib/route-schemas';
import { shopperDevice } from '../../../../lib/shopper-device';
import { goodsId, goodsNotFound } from './index';

/**
 * Goods detail's live sub-resources (@mall/shared-contracts/catalog goods-state): the stock of each
 * option, the aggregate from the review and wish rows, and the promotions that apply now, put together
 * from the coupon, giveaway and time-deal repositories that answer their own modals.
 */
export const goodsStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['goods'];
  const params = IdParamSchema;

  app.get(
    GOODS_STATE_API.stock(':id'),
    {
      attachValidation: true,
      schema: { tags, summary: '상품 옵션별 실시간 재고(품절·품절임박·재입고 알림)', params, response: { 200: GoodsStockSchema, ...errorResponses } },
    },
    async (request) => {
      const stock = await app.goodsRepository.stock(goodsId(request));
      if (!stock) throw goodsNotFound();
      return stock;
    },
  );

  app.get(
    GOODS_STATE_API.aggregate(':id'),
    {
      attachValidation: true,
      schema: { tags, summary: '상품 평점·리뷰 수·찜 수(리뷰·찜 행에서 계산)', params, response: { 200: GoodsAggregateSchema, ...errorResponses } },
    },
    async (request) => app.goodsReviewsRepository.aggregate(goodsId(request)),
  );

  app.get(
    GOODS_STATE_API.promotions(':id'),
    {
      attachValidation: true,
      schema: { tags, summary: '지금 적용되는 혜택: 다운로드 쿠폰·사은품·타임딜', params, response: { 200: GoodsPromotionsSchema, ...errorResponses } },
    },
    async (request) => {
      const id = goodsId(request);
      const now = new Date();
      const session = await request.resolveSession();
      const coupons = await app.goodsCouponsRepository.goodsCoupons(id, session?.memberId ?? null, now, shopperDevice(request.headers));
      if (!coupons) throw goodsNotFound();
      return {
        goods_id: id,
        coupons: {
          count: coupons.coupons.length,
          downloadable_count: coupons.downloadable_count,
          max_discount_amount: coupons.max_discount_amount,
          best_price: coupons.best_price,
        },
        giveaways: await app.giveawaysRepository.ofGoods([id], now),
        time_deal: await app.exhibitEventsRepository.goodsTimeAttack(id, now),
      };
    },
  );
};

export default goodsStateRoutes;
