import { API } from '@mall/shared-contracts';
import {
  WISH_API,
  WishBrandAddBodySchema,
  WishBrandChangeSchema,
  WishBrandIdsSchema,
  WishBrandParamSchema,
  WishGoodsAddBodySchema,
  WishGoodsChangeSchema,
  WishGoodsParamSchema,
} from '@mall/shared-contracts/member';
import { LikedGoodsSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/** Wished goods and brands of the member (hearts on cards, goods detail and brand pages). */
export const wishesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const repo = app.wishesRepository;
  const tags = ['wishes'];
  const security = bearerSecurity;
  const memberOf = (request: { session: { memberId: number } | null }) => request.session!.memberId;

  app.get(
    API.likedGoods,
    { schema: { tags, summary: '찜한 상품 번호(최근 순)', security, response: { 200: LikedGoodsSchema, ...errorResponses } } },
    async (request) => ({ goods_ids: await repo.likedGoodsIds(memberOf(request)) }),
  );

  app.post(
    WISH_API.wishGoods,
    {
      schema: { tags, summary: '상품 찜하기(폴더 지정)', security, body: WishGoodsAddBodySchema, response: { 200: WishGoodsChangeSchema, ...errorResponses } },
    },
    (request) => repo.addGoods(memberOf(request), request.body.goods_id, request.body.folder_id ?? null),
  );

  app.delete(
    WISH_API.wishGoodsItem(':goodsId'),
    { schema: { tags, summary: '상품 찜 해제', security, params: WishGoodsParamSchema, response: { 200: WishGoodsChangeSchema, ...errorResponses } } },
    (request) => repo.removeGoods(memberOf(request), request.params.goodsId),
  );

  app.get(
    WISH_API.wishBrandIds,
    { schema: { tags, summary: '찜한 브랜드 번호', security, response: { 200: WishBrandIdsSchema, ...errorResponses } } },
    async (request) => ({ brand_ids: await repo.likedBrandIds(memberOf(request)) }),
  );

  app.post(
    WISH_API.wishBrands,
    { schema: { tags, summary: '브랜드 찜하기', security, body: WishBrandAddBodySchema, response: { 200: WishBrandChangeSchema, ...errorResponses } } },
    (request) => repo.addBrand(memberOf(request), request.body.brand_id),
  );

  app.delete(
    WISH_API.wishBrand(':brandId'),
    { schema: { tags, summary: '브랜드 찜 해제', security, params: WishBrandParamSchema, response: { 200: WishBrandChangeSchema, ...errorResponses } } },
    (request) => repo.removeBrand(memberOf(request), request.params.brandId),
  );
};
