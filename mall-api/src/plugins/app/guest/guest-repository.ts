import { formatKstDateTime, type GuestOrder } from '@mall/shared-contracts';
import { isOrderLineStatus, ORDER_STATUS_LABELS } from '@mall/shared-contracts/order';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { guestSessions, orderItems, orders } from '../../../db/schema';
import { hashToken, newToken } from '../../../lib/tokens';
import { goodsImageUrl } from '../goods/goods-mappers';

declare module 'fastify' {
  interface FastifyInstance {
    guestRepository: GuestRepository;
  }
}

export function guestTokenTtlSeconds(): number {
  const fromEnv = Number(process.env.GUEST_TOKEN_TTL_SECONDS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 2 * 60 * 60;
}

export function createGuestRepository(db: Database) {
  return {
    /** A guest order (no member) whose orderer name matches exactly, after trimming. */
    async findOrder(orderNo: string, ordererName: string) {
      const [row] = await db
        .select({ id: orders.id, orderNo: orders.orderNo, ordererName: orders.ordererName })
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo.trim()), isNull(orders.memberId)));
      return row && row.ordererName === ordererName.trim() ? row : null;
    },

    /** Issues an opaque guest token for one order; only its sha256 is stored. */
    async issue(orderId: number) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + guestTokenTtlSeconds() * 1000);
      await db.insert(guestSessions).values({ orderId, tokenHash: hashToken(token), expiresAt });
      return { token, expired_at: formatKstDateTime(expiresAt) };
    },

    /** Ends a guest session: the token stops opening its order at once, not when it would expire. */
    async revoke(token: string): Promise<void> {
      await db.delete(guestSessions).where(eq(guestSessions.tokenHash, hashToken(token)));
    },

    /** The order id a live guest token authorises, or null. */
    async orderIdFor(token: string): Promise<number | null> {
      const [row] = await db
        .select({ orderId: guestSessions.orderId })
        .from(guestSessions)
        .where(and(eq(guestSessions.tokenHash, hashToken(token)), gt(guestSessions.expiresAt, new Date())));
      return row?.orderId ?? null;
    },

    async order(orderId: number): Promise<GuestOrder | null> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
      return {
        order_id: order.orderNo,
        orderer_name: order.ordererName,
        ordered_at: order.createdAt.toISOString(),
        status: order.status,
        status_label: isOrderLineStatus(order.status) ? ORDER_STATUS_LABELS[order.status] : order.status,
        items: items.map((i) => ({
          id: i.id,
          goods_id: i.goodsId,
          goods_name: i.goodsName,
          brand_name: i.brandName,
          option_name: i.optionName,
          thumbnail_url: goodsImageUrl(i.goodsId, 1),
          price: i.price,
          ea: i.ea,
        })),
        goods_amount: order.goodsAmount,
        shipping_amount: order.shippingAmount,
        payment_amount: order.paymentAmount,
      };
    },
  };
}
export type GuestRepository = ReturnType<typeof createGuestRepository>;

export const guestRepositoryPlugin = fp(
  async (app) => {
    app.decorate('guestRepository', createGuestRepository(app.db));
  },
  { name: 'guest-repository', dependencies: ['db'] },
);
