import { LIMITS, MESSAGES } from '@mall/shared-contracts';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { brands, carts, goods, goodsOptions, sellers } from '../../../../db/schema';
import { notFound, unprocessable } from '../../../../lib/errors';
import { cartLineTimeDeal, startedTimeDeals, timeDealsOn } from '../../exhibit/exhibit/time-deals';
import { goodsImageUrl, toShippingPolicy } from '../../catalog/goods/goods-mappers';
import { goodsStockSql } from '../../catalog/goods/goods-repository';
import { buildCartList } from './cart-packs';

declare module 'fastify' {
  interface FastifyInstance {
    cartsRepository: CartsRepository;
  }
}

/** Who a cart belongs to: the logged-in member, else the device's uid-token. */
export type CartOwner = { memberId: number } | { uidToken: string };

export const ownedBy = (owner: CartOwner): SQL =>
  'memberId' in owner ? eq(carts.memberId, owner.memberId) : (and(isNull(carts.memberId), eq(carts.uidToken, owner.uidToken)) as SQL);

const cartItemNotFound = () => notFound('장바구니 상품을 찾을 수 없습니다.', 'CART_ITEM_NOT_FOUND');

function assertStock(stock: number, ea: number) {
  if (stock <= 0) throw unprocessable(MESSAGES.soldOut, 'SOLD_OUT');
  if (ea > stock) throw unprocessable(MESSAGES.outOfStock, 'OUT_OF_STOCK');
}

export function createCartsRepository(db: Database) {
  const countLines = async (owner: CartOwner, executor: Database = db) => {
    const [row] = await executor.select({ n: count() }).from(carts).where(ownedBy(owner));
    return row?.n ?? 0;
  };

  return {
    countLines: (owner: CartOwner) => countLines(owner),

    async list(owner: CartOwner) {
      const rows = await db
        .select({ cart: carts, goods, option: goodsOptions, brandName: brands.name, seller: sellers, goodsStock: goodsStockSql })
        .from(carts)
        .innerJoin(goods, eq(goods.id, carts.goodsId))
        .innerJoin(goodsOptions, eq(goodsOptions.id, carts.optionId))
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .innerJoin(sellers, eq(sellers.id, goods.sellerId))
        .where(ownedBy(owner))
        .orderBy(asc(carts.id));
      const now = new Date();
      const [deals, dealsOn] = await Promise.all([
        startedTimeDeals(
          db,
          rows.map((r) => r.goods.id),
          now,
        ),
        timeDealsOn(db),
      ]);
      return buildCartList(
        rows.map((r) => ({
          seller: toShippingPolicy(r.seller),
          item: {
            cart_id: r.cart.id,
            brand_id: r.goods.brandId,
            brand_name: r.brandName,
            ea: r.cart.ea,
            option_id: r.option.id,
            option_stock: r.option.stock,
            option_name: r.option.name,
            option_extra_amount: r.option.extraAmount,
            goods_id: r.goods.id,
            goods_name: r.goods.name,
            goods_headline: r.goods.headline,
            goods_thumbnail_url: goodsImageUrl(r.goods.id, 1),
            goods_price: r.goods.price,
            goods_sell_price: r.goods.sellPrice,
            goods_base_discounted_price: r.goods.baseDiscountedPrice,
            goods_stock: r.goodsStock,
            goods_type: r.goods.goodsType,
            is_soldout: r.option.stock <= 0 || r.goodsStock <= 0,
            seller_id: r.seller.id,
            seller_name: r.seller.name,
            time_deal: cartLineTimeDeal(deals, r.goods.id, r.goods.baseDiscountedPrice, r.cart.updatedAt, now, dealsOn),
          },
        })),
      );
    },

    /**
     * Adds items; an option already in the cart gets its ea summed (capped at 99). All or nothing, in
     * a fixed number of statements however many lines arrive (the request schema bounds them too).
     */
    async add(owner: CartOwner, items: ReadonlyArray<{ goods_id: number; option_id: number; ea: number }>) {
      // The same option twice in one request is one line (an upsert may touch a row only once).
      const merged = new Map<number, { goods_id: number; option_id: number; ea: number }>();
      for (const item of items) {
        const seen = merged.get(item.option_id);
        merged.set(item.option_id, seen ? { ...seen, ea: seen.ea + item.ea } : { ...item });
      }
      const lines = [...merged.values()];
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const options = new Map(
          (
            await tx
              .select()
              .from(goodsOptions)
              .where(
                inArray(
                  goodsOptions.id,
                  lines.map((l) => l.option_id),
                ),
              )
          ).map((o) => [o.id, o]),
        );
        const mismatched = lines.filter((l) => options.get(l.option_id)?.goodsId !== l.goods_id);
        if (mismatched.length) {
          const found = await tx
            .select({ id: goods.id })
            .from(goods)
            .where(
              inArray(
                goods.id,
                mismatched.map((l) => l.goods_id),
              ),
            );
          if (found.length < new Set(mismatched.map((l) => l.goods_id)).size) throw notFound(MESSAGES.goodsNotFound, 'GOODS_NOT_FOUND');
          throw unprocessable(MESSAGES.selectOption, 'INVALID_OPTION');
        }
        if (lines.some((l) => options.get(l.option_id)!.stock <= 0)) throw unprocessable(MESSAGES.soldOut, 'SOLD_OUT');
        const isMember = 'memberId' in owner;
        const saved = await tx
          .insert(carts)
          .values(
            lines.map((l) => ({
              memberId: isMember ? owner.memberId : null,
              uidToken: isMember ? null : owner.uidToken,
              goodsId: l.goods_id,
              optionId: l.option_id,
              ea: Math.min(l.ea, LIMITS.stepperMax),
            })),
          )
          .onConflictDoUpdate({
            target: isMember ? [carts.memberId, carts.optionId] : [carts.uidToken, carts.optionId],
            targetWhere: isMember ? sql`member_id is not null` : sql`member_id is null`,
            set: { ea: sql`least(${carts.ea} + excluded.ea, ${LIMITS.stepperMax})`, updatedAt: new Date() },
          })
          .returning({ id: carts.id, optionId: carts.optionId, ea: carts.ea });
        // Checked after the upsert so the summed quantity is what must fit; throwing rolls back.
        for (const line of saved) assertStock(options.get(line.optionId)!.stock, line.ea);
        const idOf = new Map(saved.map((line) => [line.optionId, line.id]));
        return { count: await countLines(owner, tx), cart_ids: items.map((i) => idOf.get(i.option_id)!) };
      });
    },

    async update(owner: CartOwner, cartId: number, ea: number) {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const [row] = await tx
          .select({ id: carts.id, stock: goodsOptions.stock })
          .from(carts)
          .innerJoin(goodsOptions, eq(goodsOptions.id, carts.optionId))
          .where(and(eq(carts.id, cartId), ownedBy(owner)))
          .for('update', { of: carts });
        if (!row) throw cartItemNotFound();
        assertStock(row.stock, ea);
        await tx.update(carts).set({ ea, updatedAt: new Date() }).where(eq(carts.id, cartId));
      });
    },

    async remove(owner: CartOwner, cartIds: readonly number[]) {
      await db.delete(carts).where(and(ownedBy(owner), inArray(carts.id, [...cartIds])));
      return { count: await countLines(owner) };
    },

    /** On login the device cart moves into the member cart; same option lines are summed (≤ 99). */
    async mergeIntoMember(uidToken: string, memberId: number) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into ${carts} (member_id, goods_id, option_id, ea)
          select ${memberId}, goods_id, option_id, ea from ${carts} where uid_token = ${uidToken} and member_id is null
          on conflict (member_id, option_id) where member_id is not null
          do update set ea = least(${carts}.ea + excluded.ea, ${LIMITS.stepperMax}), updated_at = now()`);
        await tx.delete(carts).where(and(isNull(carts.memberId), eq(carts.uidToken, uidToken)));
      });
    },
  };
}
export type CartsRepository = ReturnType<typeof createCartsRepository>;

export const cartsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('cartsRepository', createCartsRepository(app.db));
  },
  { name: 'carts-repository', dependencies: ['db'] },
);

export default cartsRepositoryPlugin;
