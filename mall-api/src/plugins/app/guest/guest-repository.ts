import { formatKstDateTime } from '@mall/shared-contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { guestSessions, orders } from '../../../db/schema';
import { hashToken, newToken } from '../../../lib/tokens';

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

    /**
     * The guest orders a live guest token opens (/guest/order): the order it logged in with and the
     * other orders placed without login by the same orderer (same name and same phone), that one
     * first; null for a missing or expired token.
     */
    async ordersFor(token: string): Promise<readonly number[] | null> {
      const orderId = await this.orderIdFor(token);
      if (orderId === null) return null;
      const [own] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!own) return null;
      if (!own.ordererPhone) return [own.id];
      const same = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(isNull(orders.memberId), eq(orders.ordererName, own.ordererName), eq(orders.ordererPhone, own.ordererPhone)));
      return [own.id, ...same.map((o) => o.id).filter((id) => id !== own.id)];
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
