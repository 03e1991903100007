import { BrandInfoSchema, LISTING_API, LISTING_MESSAGES, SellerShopSchema } from '@mall/shared-contracts/catalog';
import { IdParamSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';

/** The brand page and seller shop heads (their goods: the search call with brand_ids or seller_ids). */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LISTING_API.brand,
    { schema: { tags: ['goods'], summary: '브랜드 정보', params: IdParamSchema, response: { 200: BrandInfoSchema, ...errorResponses } } },
    async (request) => {
      const brand = await app.listingRepository.brand(request.params.id);
      if (!brand) throw notFound(LISTING_MESSAGES.brandNotFound, 'BRAND_NOT_FOUND');
      return brand;
    },
  );

  app.get(
    LISTING_API.sellerShop,
    { schema: { tags: ['goods'], summary: '판매자 샵 정보', params: IdParamSchema, response: { 200: SellerShopSchema, ...errorResponses } } },
    async (request) => {
      const shop = await app.listingRepository.sellerShop(request.params.id);
      if (!shop) throw notFound(LISTING_MESSAGES.sellerNotFound, 'SELLER_NOT_FOUND');
      return shop;
    },
  );
};

export default listingRoutes;
