import type { BrandInfo, SellerShop } from '@mall/shared-contracts/catalog';
import { asc, count, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { brands, goods, sellers } from '../../../../db/schema';
import { brandLogoUrl } from '../../member/wishes/wishes-repository';

declare module 'fastify' {
  interface FastifyInstance {
    listingRepository: ListingRepository;
  }
}

/** The heads of the brand and seller pages; their goods are the search's (category, brand or seller filter). */
export function createListingRepository(db: Database) {
  return {
    async brand(id: number): Promise<BrandInfo | null> {
      const [row] = await db
        .select({ id: brands.id, name: brands.name, nameEn: brands.nameEn, n: count(goods.id) })
        .from(brands)
        .leftJoin(goods, eq(goods.brandId, brands.id))
        .where(eq(brands.id, id))
        .groupBy(brands.id);
      return row ? { id: row.id, name: row.name, name_en: row.nameEn, logo_url: brandLogoUrl(row.id), goods_count: row.n } : null;
    },

    async sellerShop(id: number): Promise<SellerShop | null> {
      const [seller] = await db.select().from(sellers).where(eq(sellers.id, id));
      if (!seller) return null;
      const brandRows = await db
        .select({ id: brands.id, name: brands.name, n: count() })
        .from(goods)
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .where(eq(goods.sellerId, id))
        .groupBy(brands.id, brands.name)
        .orderBy(desc(count()), asc(brands.name));
      return {
        id: seller.id,
        name: seller.name,
        shipping: {
          shipping_price_policy: seller.shippingPricePolicy,
          shipping_price: seller.shippingPrice,
          conditional_free_from: seller.conditionalFreeFrom,
          extra_shipping_price: seller.extraShippingPrice,
          is_charge_on_each: seller.isChargeOnEach,
        },
        goods_count: brandRows.reduce((sum, b) => sum + b.n, 0),
        brands: brandRows.map((b) => ({ id: b.id, name: b.name, goods_count: b.n })),
      };
    },
  };
}
export type ListingRepository = ReturnType<typeof createListingRepository>;

export const listingRepositoryPlugin = fp(
  async (app) => {
    app.decorate('listingRepository', createListingRepository(app.db));
  },
  { name: 'listing-repository', dependencies: ['db'] },
);

export default listingRepositoryPlugin;
