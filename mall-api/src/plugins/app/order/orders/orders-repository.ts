import { LIMITS } from '@mall/shared-contracts';
import {
  ORDER_HOLD_RULES,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type OrderLineStatus,
  type OrderSheet,
  type OrderStartBody,
  type OrderStartResponse,
  timeDealApplies,
} from '@mall/shared-contracts/order';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { brands, carts, goods, goodsOptions, members, orderItems, orderPacks, orders, sellers, timeAttacks } from '../../../../db/schema';
import { AppError, notFound, unprocessable } from '../../../../lib/errors';
import { packShipping } from '../carts/cart-packs';
import { ownedBy, type CartOwner } from '../carts/carts-repository';
import { runningTimeDeal, startedTimeDeals, timeDealsOn } from '../../exhibit/exhibit/time-deals';
import { toShippingPolicy } from '../../catalog/goods/goods-mappers';
import { createIdempotency, type Idempotency } from './idempotency';
import { addStock, moveLines, toOrderLineView, toOrderAmounts, toOrderReceiver } from './order-lines';

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: OrdersRepository;
    idempotency: Idempotency;
  }
}

/** Who is ordering: a member, or a visitor's device (a guest order). */
export type OrderCaller = CartOwner;
export const callerKey = (caller: OrderCaller) => ('memberId' in caller ? `member:${caller.memberId}` : `device:${caller.uidToken}`);

const orderNotFound = () => notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
const MINUTE = 60_000;

/**
 * An order's lines priced at a time deal that no longer runs at `now` (ended, ended early or removed by
 * the exhibit squad), or at any deal once the shop has switched time deals off (`dealsOn`), and not
 * re-priced yet.
 */
export const timeDealEndedLines = (orderId: number, now: Date, dealsOn: boolean) =>
  and(
    eq(orderItems.orderId, orderId),
    isNotNull(orderItems.timeDealTitle),
    eq(orderItems.timeDealEnded, false),
    dealsOn
      ? sql`not exists (select 1 from ${timeAttacks} where ${timeAttacks.id} = ${orderItems.timeAttackId} and ${timeAttacks.startAt} <= ${now} and ${timeAttacks.endAt} > ${now})`
      : undefined,
  );

/** 20261125-0000123: the order's date in Korea and its id. */
export function orderNumber(id: number, at: Date): string {
  const kst = new Date(at.getTime() + 9 * 60 * MINUTE).toISOString().slice(0, 10).replaceAll('-', '');
  return `${kst}-${String(id).padStart(7, '0')}`;
}

interface WantedLine {
  goodsId: number;
  optionId: number;
  ea: number;
  cartId: number | null;
}

export function createOrdersRepository(db: Database) {
  /** An order the caller may fill and pay: their own as a member, or their device's guest order. */
  const findOwned = async (executor: Database, caller: OrderCaller, orderNo: string) => {
    const [order] = await executor
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.orderNo, orderNo),
          'memberId' in caller ? eq(orders.memberId, caller.memberId) : and(isNull(orders.memberId), eq(orders.uidToken, caller.uidToken)),
        ),
      );
    return order ?? null;
  };

  /**
   * An unpaid order's lines whose time deal has ended go back to the goods' ordinary price (flagged
   * `time_deal_ended`, so the sheet says why), and its packs' shipping and its amounts follow. Once per
   * line: a re-priced line is flagged. Returns how many lines changed.
   */
  const repriceEndedTimeDeals = (orderId: number, now: Date) =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (order?.status !== 'ordering') return 0;
      const ended = await tx
        .select({ id: orderItems.id, ordinary: sql<number>`${goods.baseDiscountedPrice} + ${goodsOptions.extraAmount}` })
        .from(orderItems)
        .innerJoin(goods, eq(goods.id, orderItems.goodsId))
        .innerJoin(goodsOptions, eq(goodsOptions.id, orderItems.optionId))
        .where(timeDealEndedLines(orderId, now, await timeDealsOn(tx)));
      if (ended.length === 0) return 0;
      for (const line of ended)
        await tx
          .update(orderItems)
          .set({ price: Number(line.ordinary), timeDealEnded: true, updatedAt: now })
          .where(eq(orderItems.id, line.id));
      const lines = await tx
        .select({ sellerId: orderItems.sellerId, price: orderItems.price, ea: orderItems.ea })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      const packs = await tx
        .select({ pack: orderPacks, seller: sellers })
        .from(orderPacks)
        .innerJoin(sellers, eq(sellers.id, orderPacks.sellerId))
        .where(eq(orderPacks.orderId, orderId));
      let goodsAmount = 0;
      let shippingAmount = 0;
      for (const { pack, seller } of packs) {
        const own = lines.filter((l) => l.sellerId === pack.sellerId);
        const amount = own.reduce((sum, l) => sum + l.price * l.ea, 0);
        const shipping = packShipping(toShippingPolicy(seller), amount, own.length);
        goodsAmount += amount;
        shippingAmount += shipping;
        await tx.update(orderPacks).set({ goodsAmount: amount, shippingAmount: shipping }).where(eq(orderPacks.id, pack.id));
      }
      await tx
        .update(orders)
        .set({
          goodsAmount,
          shippingAmount,
          paymentAmount: goodsAmount + shippingAmount - order.couponDiscountAmount - order.pointAmount,
          updatedAt: now,
        })
        .where(eq(orders.id, orderId));
      return ended.length;
    });

  /** Ends an unpaid order whose reservation is over: its lines expire and their stock goes back (once). */
  const expire = (orderId: number) => db.transaction(async (tx) => moveLines(tx as unknown as Database, orderId, 'expired'));

  async function wantedLines(tx: Database, caller: OrderCaller, body: OrderStartBody): Promise<WantedLine[]> {
    if (body.cart_ids) {
      const ids = [...new Set(body.cart_ids)];
      const rows = await tx
        .select({ cartId: carts.id, goodsId: carts.goodsId, optionId: carts.optionId, ea: carts.ea })
        .from(carts)
        .where(and(ownedBy(caller), inArray(carts.id, ids)))
        .orderBy(asc(carts.id));
      if (rows.length !== ids.length) throw unprocessable(ORDER_MESSAGES.cartItemGone, 'CART_ITEM_NOT_FOUND');
      return rows;
    }
    const merged = new Map<number, WantedLine>();
    for (const item of body.items ?? []) {
      const seen = merged.get(item.option_id);
      merged.set(item.option_id, { goodsId: item.goods_id, optionId: item.option_id, ea: (seen?.ea ?? 0) + item.ea, cartId: null });
    }
    return [...merged.values()];
  }

  /** The caller's sheets: a member's, or a device's guest orders. */
  const heldBy = (caller: OrderCaller) =>
    'memberId' in caller ? eq(orders.memberId, caller.memberId) : and(isNull(orders.memberId), eq(orders.uidToken, caller.uidToken));

  /**
   * Bounds what the caller holds before a new sheet takes stock (ORDER_HOLD_RULES), in the start's
   * transaction: starts of one holder are serialized (an advisory lock on the holder), unpaid sheets
   * past their time that hold the wanted options give their stock back now rather than at the purge,
   * and the holder's oldest sheets without a payment attempt are released so that at most
   * `openSheetsMax` stay open with the new one. Returns the units the holder still holds per option.
   */
  async function boundHolds(tx: Database, caller: OrderCaller, optionIds: number[], now: Date): Promise<Map<number, number>> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-hold:${callerKey(caller)}`}, 0))`);
    const due = await tx
      .selectDistinct({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.status, 'ordering'), lte(orders.expiresAt, now), inArray(orderItems.optionId, optionIds)))
      .orderBy(asc(orders.id));
    for (const { id } of due) await moveLines(tx, id, 'expired');
    const open = await tx
      .select({
        id: orders.id,
        tried: sql<boolean>`exists (select 1 from "payments" p where p."order_id" = "orders"."id")`,
      })
      .from(orders)
      .where(and(heldBy(caller), eq(orders.status, 'ordering'), gt(orders.expiresAt, now)))
      .orderBy(asc(orders.createdAt), asc(orders.id));
    const untried = open.filter((o) => !o.tried);
    for (const { id } of untried.slice(0, Math.max(0, untried.length - (ORDER_HOLD_RULES.openSheetsMax - 1)))) await moveLines(tx, id, 'expired');
    const held = await tx
      .select({ optionId: orderItems.optionId, ea: sql<number>`sum(${orderItems.ea})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          heldBy(caller),
          eq(orders.status, 'ordering'),
          gt(orders.expiresAt, now),
          eq(orderItems.status, 'ordering'),
          inArray(orderItems.optionId, optionIds),
        ),
      )
      .groupBy(orderItems.optionId);
    return new Map(held.map((h) => [h.optionId!, Number(h.ea)]));
  }

  return {
    /**
     * Creates the order from cart lines or goods detail, reserving its stock, all in the caller's
     * transaction: any line that cannot be had (sold out, short, gone, adult-only) throws and nothing
     * of the order remains. Options are locked in id order, so two checkouts never deadlock.
     */
    async start(tx: Database, caller: OrderCaller, body: OrderStartBody, now = new Date()): Promise<OrderStartResponse> {
      const wanted = await wantedLines(tx, caller, body);
      const held = wanted.length
        ? await boundHolds(
            tx,
            caller,
            wanted.map((w) => w.optionId),
            now,
          )
        : new Map<number, number>();
      const rows = await tx
        .select({ option: goodsOptions, goods, brandName: brands.name, seller: sellers })
        .from(goodsOptions)
        .innerJoin(goods, eq(goods.id, goodsOptions.goodsId))
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .innerJoin(sellers, eq(sellers.id, goods.sellerId))
        .where(
          inArray(
            goodsOptions.id,
            wanted.map((w) => w.optionId),
          ),
        )
        .orderBy(asc(goodsOptions.id))
        .for('update', { of: goodsOptions });
      const byOption = new Map(rows.map((r) => [r.option.id, r]));

      let member: { name: string; phone: string | null; email: string | null; isVerifyAge: boolean } | undefined;
      if ('memberId' in caller) {
        [member] = await tx
          .select({ name: members.name, phone: members.phone, email: members.email, isVerifyAge: members.isVerifyAge })
          .from(members)
          .where(eq(members.id, caller.memberId));
        if (!member) throw new AppError(401, 'UNAUTHENTICATED', ORDER_MESSAGES.orderNotFound, 'AuthenticationException');
      }
      for (const w of wanted) {
        const row = byOption.get(w.optionId);
        if (!row || row.goods.id !== w.goodsId) throw unprocessable(ORDER_MESSAGES.cartItemGone, 'INVALID_OPTION');
        if (row.goods.isAdult && !member?.isVerifyAge) throw new AppError(403, 'ADULT_ONLY', ORDER_MESSAGES.adultOnly);
        if (w.ea > LIMITS.stepperMax) throw unprocessable(ORDER_MESSAGES.outOfStockInOrder(row.goods.name, row.option.stock), 'OUT_OF_STOCK');
        if (row.option.stock <= 0) throw unprocessable(ORDER_MESSAGES.soldOutInOrder(row.goods.name), 'SOLD_OUT');
        if (w.ea > row.option.stock) throw unprocessable(ORDER_MESSAGES.outOfStockInOrder(row.goods.name, row.option.stock), 'OUT_OF_STOCK');
        if ((held.get(w.optionId) ?? 0) + w.ea > ORDER_HOLD_RULES.perOptionEaMax)
          throw unprocessable(ORDER_MESSAGES.holdLimit(row.goods.name, ORDER_HOLD_RULES.perOptionEaMax), 'HOLD_LIMIT');
      }
      await addStock(
        tx,
        wanted.map((w) => ({ optionId: w.optionId, ea: -w.ea })),
      );

      // A running time deal sets the unit price (the rule: @mall/shared-contracts/order time-deal.ts).
      const deals = await startedTimeDeals(
        tx,
        rows.map((r) => r.goods.id),
        now,
      );
      const dealsOn = await timeDealsOn(tx);
      const { rows: seq } = (await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`)) as unknown as {
        rows: Array<{ id: number }>;
      };
      const id = Number(seq[0]!.id);
      const lines = wanted.map((w) => {
        const { option, goods: g, brandName, seller } = byOption.get(w.optionId)!;
        const running = runningTimeDeal(deals, g.id, now.getTime());
        const deal = timeDealApplies(running, g.baseDiscountedPrice, now.getTime(), dealsOn) ? running : null;
        return {
          w,
          seller,
          row: {
            orderId: id,
            goodsId: g.id,
            optionId: option.id,
            sellerId: seller.id,
            cartId: w.cartId,
            goodsName: g.name,
            brandName,
            optionName: option.name,
            listPrice: g.price + option.extraAmount,
            price: (deal ? deal.sale_price : g.baseDiscountedPrice) + option.extraAmount,
            timeAttackId: deal?.id ?? null,
            timeDealTitle: deal?.title ?? null,
            timeDealSalePrice: deal?.sale_price ?? null,
            timeDealEndAt: deal ? new Date(deal.end_at) : null,
            ea: w.ea,
            status: 'ordering' as const,
          },
        };
      });
      const packs = new Map<number, { sellerId: number; sellerName: string; goodsAmount: number; shippingAmount: number; lines: number }>();
      for (const { seller, row } of lines) {
        const pack = packs.get(seller.id) ?? { sellerId: seller.id, sellerName: seller.name, goodsAmount: 0, shippingAmount: 0, lines: 0 };
        pack.goodsAmount += row.price * row.ea;
        pack.lines += 1;
        packs.set(seller.id, pack);
      }
      for (const pack of packs.values()) {
        const seller = lines.find((l) => l.seller.id === pack.sellerId)!.seller;
        pack.shippingAmount = packShipping(toShippingPolicy(seller), pack.goodsAmount, pack.lines);
      }
      const goodsAmount = [...packs.values()].reduce((sum, p) => sum + p.goodsAmount, 0);
      const shippingAmount = [...packs.values()].reduce((sum, p) => sum + p.shippingAmount, 0);
      // Until a payment is tried (prepare-pay extends it to ORDER_RESERVATION_MINUTES from now).
      const expiresAt = new Date(now.getTime() + ORDER_HOLD_RULES.sheetMinutes * MINUTE);
      const orderNo = orderNumber(id, now);
      await tx.insert(orders).values({
        id,
        orderNo,
        memberId: 'memberId' in caller ? caller.memberId : null,
        uidToken: 'uidToken' in caller ? caller.uidToken : null,
        ordererName: member?.name ?? '',
        ordererPhone: member?.phone ?? '',
        ordererEmail: member?.email ?? '',
        status: 'ordering',
        goodsAmount,
        shippingAmount,
        paymentAmount: goodsAmount + shippingAmount,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(orderPacks).values([...packs.values()].map(({ lines: _lines, ...p }) => ({ orderId: id, ...p })));
      await tx.insert(orderItems).values(lines.map((l) => l.row));
      return { order_id: orderNo, expires_at: expiresAt.toISOString() };
    },

    async sheet(caller: OrderCaller, orderNo: string, now = new Date()): Promise<OrderSheet> {
      let order = await findOwned(db, caller, orderNo);
      if (!order) throw orderNotFound();
      if (order.status === 'ordering' && order.expiresAt && order.expiresAt <= now) {
        await expire(order.id);
        order = (await findOwned(db, caller, orderNo))!;
      }
      if (order.status === 'ordering' && (await repriceEndedTimeDeals(order.id, now)) > 0) order = (await findOwned(db, caller, orderNo))!;
      const [packs, lines] = await Promise.all([
        db.select().from(orderPacks).where(eq(orderPacks.orderId, order.id)).orderBy(asc(orderPacks.id)),
        db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
      ]);
      const listAmount = lines.reduce((sum, l) => sum + l.listPrice * l.ea, 0);
      const status = order.status as OrderLineStatus;
      // A member's sheet starts from their own details where the order has none yet.
      const [member] =
        order.memberId !== null && (!order.ordererPhone || !order.ordererEmail)
          ? await db.select({ phone: members.phone, email: members.email }).from(members).where(eq(members.id, order.memberId))
          : [];
      return {
        order_id: order.orderNo,
        status,
        status_label: ORDER_STATUS_LABELS[status],
        ordered_at: order.createdAt.toISOString(),
        expires_at: (order.expiresAt ?? order.createdAt).toISOString(),
        is_member: order.memberId !== null,
        orderer: { name: order.ordererName, phone: order.ordererPhone || member?.phone || '', email: order.ordererEmail || member?.email || '' },
        receiver: toOrderReceiver(order),
        packs: packs.map((p) => ({
          seller_id: p.sellerId,
          seller_name: p.sellerName,
          goods_amount: p.goodsAmount,
          shipping_amount: p.shippingAmount,
          items: lines.filter((l) => l.sellerId === p.sellerId).map(toOrderLineView),
        })),
        amounts: toOrderAmounts(order, listAmount),
      };
    },

    /** The purge job: every unpaid order past its reservation expires; returns how many. */
    async releaseExpired(now = new Date()): Promise<number> {
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'ordering'), lt(orders.expiresAt, now)));
      for (const { id } of due) await expire(id);
      return due.length;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

export const ordersRepositoryPlugin = fp(
  async (app) => {
    app.decorate('ordersRepository', createOrdersRepository(app.db));
    app.decorate('idempotency', createIdempotency(app.db));
  },
  { name: 'orders-repository', dependencies: ['db'] },
);

export default ordersRepositoryPlugin;
