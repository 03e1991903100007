import { formatKstDateTime, LIMITS } from '@mall/shared-contracts';
import {
  WISH_MESSAGES,
  WISH_RULES,
  type WishBrandChange,
  type WishBrandList,
  type WishFolder,
  type WishFolderList,
  type WishGoodsBulkChange,
  type WishGoodsChange,
  type WishGoodsList,
} from '@mall/shared-contracts/member';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { brands, goods, members, wishBrands, wishFolders, wishGoods } from '../../../../db/schema';
import { notFound, unprocessable } from '../../../../lib/errors';
import { pageOf } from '../../../../lib/paging';
import { goodsImageUrl, toGoodsCard } from '../../catalog/goods/goods-mappers';
import { goodsStockSql } from '../../catalog/goods/goods-repository';

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

/** A brand's logo, drawn by the media route from the brand row. */
export const brandLogoUrl = (brandId: number) => `/media/brands/${brandId}.svg`;

/** Serialises one member's folder writes (name checks, count, orderSeq) on the member row. */
const lockMember = (tx: Pick<Database, 'select'>, memberId: number) =>
  tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');

/**
 * Wished goods and brands (ADR 0011: the member squad's data). goods.wish_count moves in the same
 * transaction as the row, so the count on every card is the number of rows.
 */
export function createWishesRepository(db: Database) {
  /** The member's folder (or 404: another member's folder does not exist for this one). */
  const ownFolder = async (tx: Pick<Database, 'select'>, memberId: number, folderId: number) => {
    const [folder] = await tx
      .select()
      .from(wishFolders)
      .where(and(eq(wishFolders.id, folderId), eq(wishFolders.memberId, memberId)));
    if (!folder) throw folderNotFound();
    return folder;
  };
  const nameTaken = async (tx: Pick<Database, 'select'>, memberId: number, name: string, exceptId?: number) => {
    const [same] = await tx
      .select({ id: wishFolders.id })
      .from(wishFolders)
      .where(and(eq(wishFolders.memberId, memberId), eq(wishFolders.name, name), exceptId ? ne(wishFolders.id, exceptId) : undefined));
    return Boolean(same);
  };
  const folderName = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) throw unprocessable(WISH_MESSAGES.folderNameRequired, 'WISH_FOLDER_NAME');
    if (trimmed.length > WISH_RULES.folderNameMax) throw unprocessable(WISH_MESSAGES.folderNameTooLong, 'WISH_FOLDER_NAME');
    return trimmed;
  };

  return {
    /** The member's wished goods, newest first: all, one folder's, or those outside one folder. */
    async listGoods(memberId: number, query: { page: number; folder_id?: number; outside_folder_id?: number }): Promise<WishGoodsList> {
      const perPage = LIMITS.wishGoodsPageSize;
      if (query.folder_id) await ownFolder(db, memberId, query.folder_id);
      if (query.outside_folder_id) await ownFolder(db, memberId, query.outside_folder_id);
      const where = and(
        eq(wishGoods.memberId, memberId),
        query.folder_id ? eq(wishGoods.folderId, query.folder_id) : undefined,
        query.outside_folder_id ? or(isNull(wishGoods.folderId), ne(wishGoods.folderId, query.outside_folder_id)) : undefined,
      );
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(wishGoods).where(where);
      const rows = await db
        .select({ ...getTableColumns(goods), brandName: brands.name, stock: goodsStockSql, folderId: wishGoods.folderId, wishedAt: wishGoods.createdAt })
        .from(wishGoods)
        .innerJoin(goods, eq(goods.id, wishGoods.goodsId))
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .where(where)
        .orderBy(desc(wishGoods.createdAt), desc(wishGoods.id))
        .limit(perPage)
        .offset((query.page - 1) * perPage);
      return {
        ...pageOf(query.page, perPage, total),
        data: rows.map((r) => ({ ...toGoodsCard(r), folder_id: r.folderId, wished_at: formatKstDateTime(r.wishedAt) })),
      };
    },

    /** Folders in orderSeq with their counts and newest goods' thumbnail, and the same for 전체. */
    async listFolders(memberId: number): Promise<WishFolderList> {
      const folders = await db.select().from(wishFolders).where(eq(wishFolders.memberId, memberId)).orderBy(asc(wishFolders.orderSeq), asc(wishFolders.id));
      const counts = await db
        .select({ folderId: wishGoods.folderId, n: count() })
        .from(wishGoods)
        .where(eq(wishGoods.memberId, memberId))
        .groupBy(wishGoods.folderId);
      // The newest wished goods per folder (null folder: goods in none), one row each.
      const newest = await db
        .selectDistinctOn([wishGoods.folderId], { folderId: wishGoods.folderId, goodsId: wishGoods.goodsId })
        .from(wishGoods)
        .where(eq(wishGoods.memberId, memberId))
        .orderBy(wishGoods.folderId, desc(wishGoods.createdAt), desc(wishGoods.id));
      const [latest] = await db
        .select({ goodsId: wishGoods.goodsId })
        .from(wishGoods)
        .where(eq(wishGoods.memberId, memberId))
        .orderBy(desc(wishGoods.createdAt), desc(wishGoods.id))
        .limit(1);
      const newestOf = new Map(newest.map((r) => [r.folderId, r.goodsId]));
      return {
        total_count: counts.reduce((sum, c) => sum + c.n, 0),
        recent_goods_thumbnail_url: latest ? goodsImageUrl(latest.goodsId, 1) : null,
        folders: folders.map((f): WishFolder => {
          const goodsId = newestOf.get(f.id);
          return {
            id: f.id,
            name: f.name,
            order_seq: f.orderSeq,
            records_count: counts.find((c) => c.folderId === f.id)?.n ?? 0,
            recent_goods_thumbnail_url: goodsId ? goodsImageUrl(goodsId, 1) : null,
          };
        }),
      };
    },

    /** A new folder at the end of the member's order. */
    createFolder(memberId: number, rawName: string): Promise<WishFolder> {
      const name = folderName(rawName);
      return db.transaction(async (tx) => {
        // One member's folder writes queue here, so the count and the next orderSeq cannot race.
        await lockMember(tx, memberId);
        const [{ n, maxSeq } = { n: 0, maxSeq: 0 }] = await tx
          .select({ n: count(), maxSeq: sql<number>`coalesce(max(${wishFolders.orderSeq}), 0)::int` })
          .from(wishFolders)
          .where(eq(wishFolders.memberId, memberId));
        if (n >= WISH_RULES.maxFolders) throw unprocessable(WISH_MESSAGES.tooManyFolders, 'WISH_FOLDER_LIMIT');
        if (await nameTaken(tx, memberId, name)) throw unprocessable(WISH_MESSAGES.folderNameTaken, 'WISH_FOLDER_NAME_TAKEN');
        const [row] = await tx
          .insert(wishFolders)
          .values({ memberId, name, orderSeq: maxSeq + 1 })
          .returning();
        return { id: row!.id, name: row!.name, order_seq: row!.orderSeq, records_count: 0, recent_goods_thumbnail_url: null };
      });
    },

    renameFolder(memberId: number, folderId: number, rawName: string): Promise<{ id: number; name: string }> {
      const name = folderName(rawName);
      return db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        await ownFolder(tx, memberId, folderId);
        if (await nameTaken(tx, memberId, name, folderId)) throw unprocessable(WISH_MESSAGES.folderNameTaken, 'WISH_FOLDER_NAME_TAKEN');
        await tx.update(wishFolders).set({ name }).where(eq(wishFolders.id, folderId));
        return { id: folderId, name };
      });
    },

    /** Deletes a folder; its goods stay wished, in no folder (전체). */
    async deleteFolder(memberId: number, folderId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await ownFolder(tx, memberId, folderId);
        await tx
          .update(wishGoods)
          .set({ folderId: null })
          .where(and(eq(wishGoods.memberId, memberId), eq(wishGoods.folderId, folderId)));
        await tx.delete(wishFolders).where(eq(wishFolders.id, folderId));
      });
    },

    /** Sets orderSeq 1..n in the given order; the list must be exactly the member's folders. */
    async reorderFolders(memberId: number, folderIds: readonly number[]): Promise<WishFolderList> {
      await db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const own = await tx.select({ id: wishFolders.id }).from(wishFolders).where(eq(wishFolders.memberId, memberId));
        const given = new Set(folderIds);
        if (given.size !== folderIds.length || own.length !== given.size || own.some((f) => !given.has(f.id)))
          throw unprocessable(WISH_MESSAGES.folderOrderMismatch, 'WISH_FOLDER_ORDER');
        for (const [i, id] of folderIds.entries())
          await tx
            .update(wishFolders)
            .set({ orderSeq: i + 1 })
            .where(eq(wishFolders.id, id));
      });
      return this.listFolders(memberId);
    },

    /** Moves wished goods of the member into a folder (or none); goods not wished are left alone. */
    async moveGoods(memberId: number, goodsIds: readonly number[], folderId: number | null): Promise<WishGoodsBulkChange> {
      return db.transaction(async (tx) => {
        if (folderId !== null) await ownFolder(tx, memberId, folderId);
        const moved = await tx
          .update(wishGoods)
          .set({ folderId })
          .where(and(eq(wishGoods.memberId, memberId), inArray(wishGoods.goodsId, [...goodsIds])))
          .returning({ goodsId: wishGoods.goodsId });
        return { goods_ids: moved.map((m) => m.goodsId) };
      });
    },

    /** Unlikes several goods; each goods' wish_count drops by its removed row. */
    removeManyGoods(memberId: number, goodsIds: readonly number[]): Promise<WishGoodsBulkChange> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(wishGoods)
          .where(and(eq(wishGoods.memberId, memberId), inArray(wishGoods.goodsId, [...goodsIds])))
          .returning({ goodsId: wishGoods.goodsId });
        const ids = removed.map((r) => r.goodsId);
        if (ids.length)
          await tx
            .update(goods)
            .set({ wishCount: sql`greatest(${goods.wishCount} - 1, 0)` })
            .where(inArray(goods.id, ids));
        return { goods_ids: ids };
      });
    },

    /** Wished brands, newest first, 28 a page, with how many goods each sells. */
    async listBrands(memberId: number, page: number): Promise<WishBrandList> {
      const perPage = LIMITS.wishBrandsPageSize;
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(wishBrands).where(eq(wishBrands.memberId, memberId));
      const rows = await db
        .select({
          id: brands.id,
          name: brands.name,
          nameEn: brands.nameEn,
          goodsCount: sql<number>`(select count(*)::int from ${goods} where ${goods.brandId} = ${brands.id})`,
        })
        .from(wishBrands)
        .innerJoin(brands, eq(brands.id, wishBrands.brandId))
        .where(eq(wishBrands.memberId, memberId))
        .orderBy(desc(wishBrands.createdAt), asc(brands.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return {
        ...pageOf(page, perPage, total),
        data: rows.map((r) => ({ id: r.id, name: r.name, name_en: r.nameEn, logo_image_url: brandLogoUrl(r.id), goods_count: r.goodsCount })),
      };
    },

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

export default wishesRepositoryPlugin;
