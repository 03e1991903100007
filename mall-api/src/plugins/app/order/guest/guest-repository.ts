import { formatKstDateTime } from '@mall/shared-contracts';
import type { GuestSession } from '@mall/shared-contracts/order';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { guestSessions, orders } from '../../../../db/schema';
import { hashToken, newToken } from '../../../../lib/tokens';
import { formatCode, MAX_CODE_ATTEMPTS, newVerificationCode, TOKEN_TTL_MS } from '../../member/members/account-tokens';
import { maskPhone } from '../../member/members/masking';
import type { MessageSender } from '../../platform/messaging/message-sender';

declare module 'fastify' {
  interface FastifyInstance {
    guestRepository: GuestRepository;
  }
}

export function guestTokenTtlSeconds(): number {
  const fromEnv = Number(process.env.GUEST_TOKEN_TTL_SECONDS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 2 * 60 * 60;
}

/** What a guest session opens (ADR 0014). */
export interface GuestAccess {
  /** The order the session logged in with (number + orderer name): the only one a refund account is taken for. */
  provedOrderId: number;
  /** That order first, then the orderer's other guest orders once the phone was proved. */
  orderIds: readonly number[];
}

/** A code is stored bound to its session: the same six digits hash differently in every session. */
const phoneCodeHash = (sessionId: number, code: number) => hashToken(`guest_phone:${sessionId}:${formatCode(code)}`);

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

    /** The live session of a guest token, or null (missing or expired). */
    async session(token: string) {
      const [row] = await db
        .select()
        .from(guestSessions)
        .where(and(eq(guestSessions.tokenHash, hashToken(token)), gt(guestSessions.expiresAt, new Date())));
      return row ?? null;
    },

    /**
     * What a live guest token opens (ADR 0014), null for a missing or expired one. `provedOrderId` is
     * the order it logged in with (number + orderer name): always, first. The orderer's other guest
     * orders (same name and phone) only once the session proved that phone with a code sent to it;
     * knowing a name and a phone proves nothing (anyone can place an order with them).
     */
    async access(token: string): Promise<GuestAccess | null> {
      const session = await this.session(token);
      if (!session) return null;
      const [own] = await db.select().from(orders).where(eq(orders.id, session.orderId));
      if (!own) return null;
      if (session.phoneVerifiedAt === null || !own.ordererPhone) return { provedOrderId: own.id, orderIds: [own.id] };
      const same = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(isNull(orders.memberId), eq(orders.ordererName, own.ordererName), eq(orders.ordererPhone, own.ordererPhone)));
      return { provedOrderId: own.id, orderIds: [own.id, ...same.map((o) => o.id).filter((id) => id !== own.id)] };
    },

    /** The session as the guest pages read it: its order, the masked phone to prove, whether it was. */
    async describe(token: string): Promise<GuestSession | null> {
      const session = await this.session(token);
      if (!session) return null;
      const [own] = await db.select().from(orders).where(eq(orders.id, session.orderId));
      if (!own) return null;
      return {
        order_id: own.orderNo,
        orderer_name: own.ordererName,
        masked_phone: own.ordererPhone ? maskPhone(own.ordererPhone) : null,
        phone_verified: session.phoneVerifiedAt !== null,
      };
    },

    /**
     * Sends a new code to the login order's phone (the SMS sandbox outside a real sender), replacing
     * any earlier one of this session. `allow` bounds how many codes one phone receives (false: none sent).
     */
    async sendPhoneCode(
      token: string,
      sender: MessageSender,
      allow: (phone: string) => Promise<boolean>,
    ): Promise<{ masked_phone: string; expire_at: string } | 'no_phone' | 'too_many' | null> {
      const session = await this.session(token);
      if (!session) return null;
      const [own] = await db.select().from(orders).where(eq(orders.id, session.orderId));
      if (!own?.ordererPhone) return 'no_phone';
      if (!(await allow(own.ordererPhone))) return 'too_many';
      const code = newVerificationCode();
      const expiresAt = new Date(Date.now() + TOKEN_TTL_MS.auth_code);
      await db
        .update(guestSessions)
        .set({ phoneCodeHash: phoneCodeHash(session.id, code), phoneCodeExpiresAt: expiresAt, phoneCodeAttempts: 0 })
        .where(eq(guestSessions.id, session.id));
      await sender.send({
        channel: 'sms',
        recipient: own.ordererPhone,
        body: `[케이몰] 비회원 주문조회 인증번호는 [${formatCode(code)}]입니다. 3분 안에 입력해 주세요.`,
        purpose: 'guest_orders',
      });
      return { masked_phone: maskPhone(own.ordererPhone), expire_at: formatKstDateTime(expiresAt) };
    },

    /**
     * Checks a code against this session's last one: 'ok' marks the phone proved; a wrong code counts
     * (MAX_CODE_ATTEMPTS guesses, atomically, then the code is spent); 'expired' when none is live.
     */
    async verifyPhoneCode(token: string, code: string): Promise<'ok' | 'wrong' | 'expired' | null> {
      const session = await this.session(token);
      if (!session) return null;
      const [counted] = await db
        .update(guestSessions)
        .set({ phoneCodeAttempts: sql`${guestSessions.phoneCodeAttempts} + 1` })
        .where(and(eq(guestSessions.id, session.id), gt(guestSessions.phoneCodeExpiresAt, new Date())))
        .returning({ attempts: guestSessions.phoneCodeAttempts, hash: guestSessions.phoneCodeHash });
      if (!counted?.hash || counted.attempts > MAX_CODE_ATTEMPTS) return 'expired';
      if (counted.hash !== phoneCodeHash(session.id, Number(code))) return 'wrong';
      await db
        .update(guestSessions)
        .set({ phoneVerifiedAt: new Date(), phoneCodeHash: null, phoneCodeExpiresAt: null })
        .where(eq(guestSessions.id, session.id));
      return 'ok';
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

export default guestRepositoryPlugin;
