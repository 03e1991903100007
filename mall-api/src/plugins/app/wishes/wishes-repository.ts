import type { WishBrandChange, WishGoodsChange } from '@mall/shared-contracts/member';
import { and, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { brands, goods, wishBrands, wishFolders, wishGoods } from '../../../db/schema';
import { notFound } from '../../../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    wishesRepository: WishesRepository;
  }
}

/** Hearts show at most this many liked goods of one member (the wish list itself pages by 50). */
export const LIKED_GOODS_LIMIT = 2000;

const goodsNotFound = () => notFound('상품을 찾을 수 없습니다.', 'GOODS_NOT_FOUND');
const folderNotFound = () => notFound('찜 폴더를 찾을 수 없습니다.', 'WISH_FOLDER_NOT_FOUND');
const brandNotFound = () => notFound('브랜드를 찾을 수 없습니다.', 'BRAND_NOT_FOUND');

/**
 * Wished goods and brands (ADR 0011: the member squad's data). goods.wish_count moves in the same
 * transaction as the row, so the count on every card is the number of rows.
 */
export function createWishesRepository(db: Database) {
  return {
    async likedGoodsIds(memberId: number): Promise<number[]> {
      const rows = await db
        .select({ goodsId: wishGoods.goodsId })
        .from(wishGoods)
        .where(eq(wishGoods.memberId, memberId))
        .orderBy(desc(wishGoods.createdAt), desc(wishGoods.id))
        .limit(LIKED_GOODS_LIMIT);
      return rows.map((r) => r.goodsId);
    },

    /** Likes a goods (into a folder of the member's, or none); liking it again only moves it. */
    addGoods(memberId: number, goodsId: number, folderId: number | null): Promise<WishGoodsChange> {
      return db.transaction(async (tx) => {
        const [target] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
        if (!target) throw goodsNotFound();
        if (folderId !== null) {
          const [folder] = await tx
            .select({ id: wishFolders.id })
            .from(wishFolders)
            .where(and(eq(wishFolders.id, folderId), eq(wishFolders.memberId, memberId)));
          if (!folder) throw folderNotFound();
        }
        // xmax = 0 only on a freshly inserted row: an update (a move between folders) adds no wish.
        const [row] = await tx
          .insert(wishGoods)
          .values({ memberId, goodsId, folderId })
          .onConflictDoUpdate({ target: [wishGoods.memberId, wishGoods.goodsId], set: { folderId } })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        const [counted] = await tx
          .update(goods)
          .set({ wishCount: sql`${goods.wishCount} + ${row?.inserted ? 1 : 0}` })
          .where(eq(goods.id, goodsId))
          .returning({ wishCount: goods.wishCount });
        return { goods_id: goodsId, liked: true, wish_count: counted!.wishCount };
      });
    },

    /** Unlikes a goods; unliking one that is not liked changes nothing and answers the same. */
    removeGoods(memberId: number, goodsId: number): Promise<WishGoodsChange> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(wishGoods)
          .where(and(eq(wishGoods.memberId, memberId), eq(wishGoods.goodsId, goodsId)))
          .returning({ id: wishGoods.id });
        const [counted] = await tx
          .update(goods)
          .set({ wishCount: sql`greatest(${goods.wishCount} - ${removed.length}, 0)` })
          .where(eq(goods.id, goodsId))
          .returning({ wishCount: goods.wishCount });
        if (!counted) throw goodsNotFound();
        return { goods_id: goodsId, liked: false, wish_count: counted.wishCount };
      });
    },

    async likedBrandIds(memberId: number): Promise<number[]> {
      const rows = await db
        .select({ brandId: wishBrands.brandId })
        .from(wishBrands)
        .where(eq(wishBrands.memberId, memberId))
        .orderBy(desc(wishBrands.createdAt));
      return rows.map((r) => r.brandId);
    },

    async addBrand(memberId: number, brandId: number): Promise<WishBrandChange> {
      const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
      if (!brand) throw brandNotFound();
      await db.insert(wishBrands).values({ memberId, brandId }).onConflictDoNothing();
      return { brand_id: brandId, liked: true };
    },

    async removeBrand(memberId: number, brandId: number): Promise<WishBrandChange> {
      await db.delete(wishBrands).where(and(eq(wishBrands.memberId, memberId), eq(wishBrands.brandId, brandId)));
      return { brand_id: brandId, liked: false };
    },
  };
}
export type WishesRepository = ReturnType<typeof createWishesRepository>;

export const wishesRepositoryPlugin = fp(
  async (app) => {
    app.decorate('wishesRepository', createWishesRepository(app.db));
  },
  { name: 'wishes-repository', dependencies: ['db'] },
);
