import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECKOUT_MESSAGES, type PaymentMethod } from '@mall/shared-contracts/order';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { sandboxMyPayRegistrations, sandboxPgTransactions } from '../../../../db/schema';
import { unprocessable } from '../../../../lib/errors';
import { pgNotificationSecret } from '../../../../lib/environment';
import { newToken } from '../../../../lib/tokens';

/** A payment as the shop hands it to the PG. */
export interface PgPaymentRequest {
  tid: string;
  orderNo: string;
  orderName: string;
  amount: number;
  method: PaymentMethod;
  installmentMonths: number;
  /** Where the PG's page sends the shopper back (with pg_tid and result). */
  returnUrl: string;
  /** Method my_pay: the easy-pay billing key to charge and the method as the shopper knows it (issuer, masked number). */
  billingKey?: string;
  methodDetail?: string;
}

/** The PG's answer to the shop's approval call after the shopper came back. */
export type PgApproval =
  | { ok: true; kind: 'captured'; approvedAt: Date }
  | { ok: true; kind: 'vbank'; vbankName: string; vbankAccount: string; dueAt: Date }
  | { ok: false; code: 'DECLINED' | 'USER_CANCELLED' | 'NOT_AUTHORIZED' | 'AMOUNT_MISMATCH'; message: string };

export type PgEvent = 'approved' | 'deposited';

/**
 * The PG adapter (card, bank transfer, virtual account and the four easy pays go through one PG, as
 * Korean shops do). Calls take the caller's transaction: the sandbox keeps its ledger in our
 * database; a real PG adapter makes HTTP calls and ignores it.
 */
export interface PaymentGateway {
  readonly name: string;
  newTid(): string;
  /** Registers the payment; answers the page the shopper goes to. */
  ready(tx: Database, request: PgPaymentRequest): Promise<{ paymentUrl: string }>;
  /** Confirms (captures) an authorised payment server to server. */
  approve(tx: Database, tid: string, amount: number): Promise<PgApproval>;
  /** Cancels (refunds) part or all of a captured payment, or voids an authorisation. */
  cancel(tx: Database, tid: string, amount: number): Promise<void>;
  /** The PG signs its server-to-server notifications; the shop checks the signature. */
  sign(tid: string, event: PgEvent, amount: number): string;
  verify(tid: string, event: PgEvent, amount: number, signature: string): boolean;
}

const VBANKS = ['국민은행', '신한은행', '우리은행', '하나은행', '농협은행'] as const;
const DAY = 86_400_000;

export const PG_DECLINE_MESSAGES = {
  DECLINED: '카드 한도가 초과되어 승인이 거절되었습니다. 다른 결제 수단을 선택해 주세요.',
  USER_CANCELLED: '결제를 취소하셨습니다.',
  NOT_AUTHORIZED: '결제가 완료되지 않았습니다. 다시 시도해 주세요.',
  AMOUNT_MISMATCH: '결제 금액이 주문 금액과 달라 승인하지 않았습니다.',
} as const;

/**
 * The sandbox PG: its payment page is /sandbox/pg/{tid} (routes/sandbox/pg.ts), where the shopper
 * approves, is declined, cancels, or approves and closes the window (the shop then learns of it from
 * the late server-to-server notification only). A virtual account is issued there and "deposited"
 * later, which arrives as a notification too. Amounts are checked as a real PG checks them.
 */
export function createSandboxPaymentGateway(secret = pgNotificationSecret()): PaymentGateway {
  const mac = (tid: string, event: PgEvent, amount: number) => createHmac('sha256', secret).update(`${tid}|${event}|${amount}`).digest('hex');
  const find = async (tx: Database, tid: string) => (await tx.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, tid)))[0];
  const set = (tx: Database, tid: string, values: Partial<typeof sandboxPgTransactions.$inferInsert>) =>
    tx
      .update(sandboxPgTransactions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(sandboxPgTransactions.tid, tid));

  return {
    name: 'sandbox',
    newTid: () => `sbx_${newToken().slice(0, 24)}`,

    async ready(tx, r) {
      // A billing key the easy-pay provider revoked (deleted in My pay) is not charged.
      if (r.method === 'my_pay') {
        const [key] = r.billingKey
          ? await tx
              .select({ state: sandboxMyPayRegistrations.state })
              .from(sandboxMyPayRegistrations)
              .where(eq(sandboxMyPayRegistrations.billingKey, r.billingKey))
          : [];
        if (key?.state !== 'registered') throw unprocessable(CHECKOUT_MESSAGES.myPayUnavailable, 'MY_PAY_UNAVAILABLE');
      }
      await tx.insert(sandboxPgTransactions).values({
        tid: r.tid,
        orderNo: r.orderNo,
        orderName: r.orderName,
        amount: r.amount,
        method: r.method,
        installmentMonths: r.installmentMonths,
        billingKey: r.billingKey ?? null,
        methodDetail: r.methodDetail ?? null,
        returnUrl: r.returnUrl,
        state: 'ready',
      });
      return { paymentUrl: `/sandbox/pg/${r.tid}` };
    },

    async approve(tx, tid, amount) {
      const row = await find(tx, tid);
      if (!row) return { ok: false, code: 'NOT_AUTHORIZED', message: PG_DECLINE_MESSAGES.NOT_AUTHORIZED };
      if (row.amount !== amount) return { ok: false, code: 'AMOUNT_MISMATCH', message: PG_DECLINE_MESSAGES.AMOUNT_MISMATCH };
      switch (row.state) {
        case 'authorized':
          await set(tx, tid, { state: 'captured' });
          return { ok: true, kind: 'captured', approvedAt: new Date() };
        case 'captured':
        case 'deposited':
          return { ok: true, kind: 'captured', approvedAt: row.updatedAt };
        case 'vbank_issued':
          return { ok: true, kind: 'vbank', vbankName: row.vbankName!, vbankAccount: row.vbankAccount!, dueAt: new Date(row.createdAt.getTime() + 3 * DAY) };
        case 'declined':
          return { ok: false, code: 'DECLINED', message: PG_DECLINE_MESSAGES.DECLINED };
        case 'user_cancelled':
          return { ok: false, code: 'USER_CANCELLED', message: PG_DECLINE_MESSAGES.USER_CANCELLED };
        default:
          return { ok: false, code: 'NOT_AUTHORIZED', message: PG_DECLINE_MESSAGES.NOT_AUTHORIZED };
      }
    },

    async cancel(tx, tid, amount) {
      const row = await find(tx, tid);
      if (!row) return;
      const cancelledAmount = Math.min(row.amount, row.cancelledAmount + amount);
      await set(tx, tid, { cancelledAmount, state: cancelledAmount >= row.amount ? 'refunded' : row.state });
    },

    sign: mac,
    verify(tid, event, amount, signature) {
      const expected = Buffer.from(mac(tid, event, amount));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The sandbox page's actions on its own ledger (what the shopper does on the PG's page). */
export const sandboxPgPage = {
  find: async (db: Database, tid: string) => (await db.select().from(sandboxPgTransactions).where(eq(sandboxPgTransactions.tid, tid)))[0],
  /** Moves the PG's record when it is in one of `from` (a second click on the page changes nothing). */
  async move(db: Database, tid: string, from: readonly string[], values: Partial<typeof sandboxPgTransactions.$inferInsert>) {
    const rows = await db
      .update(sandboxPgTransactions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(sandboxPgTransactions.tid, tid), inArray(sandboxPgTransactions.state, [...from])))
      .returning({ tid: sandboxPgTransactions.tid });
    return rows.length > 0;
  },
  vbankFor: (tid: string) => {
    const digits = [...tid].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1e12, 7);
    return {
      vbankName: VBANKS[digits % VBANKS.length]!,
      vbankAccount: `${String(digits)
        .padStart(12, '0')
        .replace(/^(\d{3})(\d{4})(\d{5})$/, '$1-$2-$3')}`,
    };
  },
};
