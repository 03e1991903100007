import { API } from '@mall/shared-contracts';
import {
  WISH_API,
  WishBrandAddBodySchema,
  WishBrandChangeSchema,
  WishBrandIdsSchema,
  WishBrandListSchema,
  WishBrandParamSchema,
  WishBrandsQuerySchema,
  WishFolderListSchema,
  WishFolderNameBodySchema,
  WishFolderOrderBodySchema,
  WishFolderParamSchema,
  WishFolderRenamedSchema,
  WishFolderSchema,
  WishGoodsAddBodySchema,
  WishGoodsBulkChangeSchema,
  WishGoodsChangeSchema,
  WishGoodsListSchema,
  WishGoodsMoveBodySchema,
  WishGoodsParamSchema,
  WishGoodsQuerySchema,
  WishGoodsRemoveBodySchema,
} from '@mall/shared-contracts/member';
import { SuccessSchema } from '@mall/shared-contracts/schemas';
import { LikedGoodsSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/** Wished goods and brands of the member (hearts on cards, goods detail and brand pages). */
export const wishesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.wishesRepository;
  const tags = ['wishes'];
  const security = bearerSecurity;
  const memberOf = (request: { session: { memberId: number } | null }) => request.session!.memberId;

  app.get(
    API.likedGoods,
    { schema: { tags, summary: '찜한 상품 번호(최근 순)', security, response: { 200: LikedGoodsSchema, ...errorResponses } } },
    async (request) => ({ goods_ids: await repo.likedGoodsIds(memberOf(request)) }),
  );

  app.get(
    WISH_API.wishGoods,
    {
      schema: {
        tags,
        summary: '찜한 상품(50개씩, 폴더별)',
        security,
        querystring: WishGoodsQuerySchema,
        response: { 200: WishGoodsListSchema, ...errorResponses },
      },
    },
    (request) => repo.listGoods(memberOf(request), request.query),
  );

  app.post(
    WISH_API.wishGoodsMove,
    {
      schema: {
        tags,
        summary: '찜한 상품 폴더 이동',
        security,
        body: WishGoodsMoveBodySchema,
        response: { 200: WishGoodsBulkChangeSchema, ...errorResponses },
      },
    },
    (request) => repo.moveGoods(memberOf(request), request.body.goods_ids, request.body.folder_id),
  );

  app.post(
    WISH_API.wishGoodsRemove,
    {
      schema: {
        tags,
        summary: '찜한 상품 여러 개 해제',
        security,
        body: WishGoodsRemoveBodySchema,
        response: { 200: WishGoodsBulkChangeSchema, ...errorResponses },
      },
    },
    (request) => repo.removeManyGoods(memberOf(request), request.body.goods_ids),
  );

  app.get(
    WISH_API.wishFolders,
    { schema: { tags, summary: '찜 폴더 목록', security, response: { 200: WishFolderListSchema, ...errorResponses } } },
    (request) => repo.listFolders(memberOf(request)),
  );

  app.post(
    WISH_API.wishFolders,
    { schema: { tags, summary: '찜 폴더 만들기', security, body: WishFolderNameBodySchema, response: { 200: WishFolderSchema, ...errorResponses } } },
    (request) => repo.createFolder(memberOf(request), request.body.name),
  );

  app.put(
    WISH_API.wishFoldersOrder,
    { schema: { tags, summary: '찜 폴더 순서 바꾸기', security, body: WishFolderOrderBodySchema, response: { 200: WishFolderListSchema, ...errorResponses } } },
    (request) => repo.reorderFolders(memberOf(request), request.body.folder_ids),
  );

  app.patch(
    WISH_API.wishFolder(':folderId'),
    {
      schema: {
        tags,
        summary: '찜 폴더 이름 바꾸기',
        security,
        params: WishFolderParamSchema,
        body: WishFolderNameBodySchema,
        response: { 200: WishFolderRenamedSchema, ...errorResponses },
      },
    },
    (request) => repo.renameFolder(memberOf(request), request.params.folderId, request.body.name),
  );

  app.delete(
    WISH_API.wishFolder(':folderId'),
    {
      schema: {
        tags,
        summary: '찜 폴더 삭제(상품은 전체에 남음)',
        security,
        params: WishFolderParamSchema,
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      await repo.deleteFolder(memberOf(request), request.params.folderId);
      return { success: true as const };
    },
  );

  app.get(
    WISH_API.wishBrands,
    {
      schema: { tags, summary: '찜한 브랜드(28개씩)', security, querystring: WishBrandsQuerySchema, response: { 200: WishBrandListSchema, ...errorResponses } },
    },
    (request) => repo.listBrands(memberOf(request), request.query.page),
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

export default wishesRoutes;
