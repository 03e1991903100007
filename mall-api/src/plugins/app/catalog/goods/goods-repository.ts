import { goodsStockOf, type GoodsStock } from '@mall/shared-contracts/catalog';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { brands, categories, goods, goodsOptions, sellers } from '../../../../db/schema';
import { toGoodsCard, toGoodsDetail, toOption } from './goods-mappers';

declare module 'fastify' {
  interface FastifyInstance {
    goodsRepository: GoodsRepository;
  }
}

/** Stock lives on options; a goods' stock is their sum. */
export const goodsStockSql = sql<number>`(select coalesce(sum(${goodsOptions.stock}), 0)::int from ${goodsOptions} where ${goodsOptions.goodsId} = ${goods.id})`;

export function createGoodsRepository(db: Database) {
  return {
    async findDetail(id: number) {
      const [row] = await db
        .select({ goods: goods, brand: brands, seller: sellers, categoryFullPath: categories.fullPath })
        .from(goods)
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .innerJoin(sellers, eq(sellers.id, goods.sellerId))
        .innerJoin(categories, eq(categories.id, goods.categoryId))
        .where(eq(goods.id, id));
      if (!row) return null;
      const options = await db.select().from(goodsOptions).where(eq(goodsOptions.goodsId, id)).orderBy(asc(goodsOptions.sortOrder));
      return toGoodsDetail(row.goods, row, options);
    },

    async findOptions(id: number) {
      const [exists] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, id));
      if (!exists) return null;
      const options = await db.select().from(goodsOptions).where(eq(goodsOptions.goodsId, id)).orderBy(asc(goodsOptions.sortOrder));
      return options.map(toOption);
    },

    /** The live stock of each option, sold-out and 품절임박 flags from the rows; null for unknown goods. */
    async stock(id: number): Promise<GoodsStock | null> {
      const [row] = await db.select({ restockNotice: goods.restockNotice }).from(goods).where(eq(goods.id, id));
      if (!row) return null;
      const options = await db.select().from(goodsOptions).where(eq(goodsOptions.goodsId, id)).orderBy(asc(goodsOptions.sortOrder));
      return goodsStockOf(
        id,
        options.map((o) => ({ id: o.id, name: o.name, extra_amount: o.extraAmount, stock: o.stock })),
        row.restockNotice,
      );
    },

    /** Cards in the order of `ids` (exhibition order), unknown ids skipped. */
    async cardsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ ...getTableColumns(goods), brandName: brands.name, stock: goodsStockSql })
        .from(goods)
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .where(inArray(goods.id, [...ids]));
      const byId = new Map(rows.map((r) => [r.id, toGoodsCard(r)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** What the generated product images print, and the category their illustration follows. */
    async mediaLabel(id: number) {
      const [row] = await db
        .select({ name: goods.name, brandNameEn: brands.nameEn, color: brands.color, category: categories.fullPath })
        .from(goods)
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .leftJoin(categories, eq(categories.id, goods.categoryId))
        .where(eq(goods.id, id));
      return row ?? null;
    },
  };
}
export type GoodsRepository = ReturnType<typeof createGoodsRepository>;

export const goodsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('goodsRepository', createGoodsRepository(app.db));
  },
  { name: 'goods-repository', dependencies: ['db'] },
);

export default goodsRepositoryPlugin;
