import type { MyPayList, MyPayMethod } from '@mall/shared-contracts';
import { CHECKOUT_MESSAGES, type PaymentMethods } from '@mall/shared-contracts/order';
import { MY_PAY_LIMIT } from '@mall/shared-contracts/schemas';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { myPayMethods, sandboxMyPayRegistrations } from '../../../../db/schema';
import { notFound, unprocessable } from '../../../../lib/errors';
import { newToken } from '../../../../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    myPay: MyPay;
  }
}

export type MyPayKind = 'card' | 'account';

/** What the provider answers once the shopper finished (or left) its registration page. */
export type EasyPayRegistrationResult =
  | { ok: true; kind: MyPayKind; issuerName: string; maskedNumber: string; billingKey: string }
  | { ok: false; code: 'USER_CANCELLED' | 'NOT_REGISTERED'; message: string };

/**
 * The easy-pay provider's registration API (a 간편결제 provider's billing-key registration: the shop
 * opens a registration, the shopper enters the card or account on the provider's page, the shop asks
 * for the result server to server and keeps the billing key; deleting revokes the key there). Calls
 * take the caller's database: the sandbox keeps its ledger in ours, a real adapter makes HTTP calls.
 */
export interface EasyPayRegistrar {
  readonly name: string;
  ready(db: Database, request: { memberRef: string; kind: MyPayKind; returnUrl: string }): Promise<{ registrationId: string; registrationUrl: string }>;
  result(db: Database, registrationId: string, memberRef: string): Promise<EasyPayRegistrationResult>;
  revoke(db: Database, billingKey: string): Promise<void>;
}

const REGISTRATION_MINUTES = 30;
export const MY_PAY_MESSAGES = {
  USER_CANCELLED: '결제수단 등록을 취소하셨습니다.',
  NOT_REGISTERED: '결제수단 등록이 완료되지 않았습니다. 다시 시도해 주세요.',
  limit: `결제수단은 ${MY_PAY_LIMIT}개까지 등록할 수 있습니다. 사용하지 않는 결제수단을 삭제해 주세요.`,
  notFound: '등록된 결제수단을 찾을 수 없습니다.',
} as const;

/** The sandbox provider: its page is /sandbox/my-pay/{registrationId} (routes/sandbox/my-pay.ts). */
export function createSandboxEasyPayRegistrar(): EasyPayRegistrar {
  return {
    name: 'sandbox',
    async ready(db, r) {
      const registrationId = `reg_${newToken().slice(0, 24)}`;
      await db.insert(sandboxMyPayRegistrations).values({
        registrationId,
        memberRef: r.memberRef,
        kind: r.kind,
        returnUrl: r.returnUrl,
        expiresAt: new Date(Date.now() + REGISTRATION_MINUTES * 60_000),
      });
      return { registrationId, registrationUrl: `/sandbox/my-pay/${registrationId}` };
    },
    async result(db, registrationId, memberRef) {
      const [row] = await db.select().from(sandboxMyPayRegistrations).where(eq(sandboxMyPayRegistrations.registrationId, registrationId));
      // Another shop member's registration is none of this member's business.
      if (!row || row.memberRef !== memberRef) return { ok: false, code: 'NOT_REGISTERED', message: MY_PAY_MESSAGES.NOT_REGISTERED };
      if (row.state === 'cancelled') return { ok: false, code: 'USER_CANCELLED', message: MY_PAY_MESSAGES.USER_CANCELLED };
      if (row.state !== 'registered' || !row.billingKey) return { ok: false, code: 'NOT_REGISTERED', message: MY_PAY_MESSAGES.NOT_REGISTERED };
      return { ok: true, kind: row.kind, issuerName: row.issuerName!, maskedNumber: row.maskedNumber!, billingKey: row.billingKey };
    },
    async revoke(db, billingKey) {
      await db.update(sandboxMyPayRegistrations).set({ state: 'revoked', updatedAt: new Date() }).where(eq(sandboxMyPayRegistrations.billingKey, billingKey));
    },
  };
}

/** The sandbox page's actions on the provider's ledger (what the shopper does on its page). */
export const sandboxMyPayPage = {
  find: async (db: Database, registrationId: string) =>
    (await db.select().from(sandboxMyPayRegistrations).where(eq(sandboxMyPayRegistrations.registrationId, registrationId)))[0],
  /** Registers or cancels a registration still open (a second submit changes nothing). */
  async finish(
    db: Database,
    registrationId: string,
    values: { state: 'registered'; issuerName: string; maskedNumber: string } | { state: 'cancelled' },
  ): Promise<boolean> {
    const rows = await db
      .update(sandboxMyPayRegistrations)
      .set({ ...values, ...(values.state === 'registered' ? { billingKey: `bk_${newToken().slice(0, 32)}` } : {}), updatedAt: new Date() })
      .where(and(eq(sandboxMyPayRegistrations.registrationId, registrationId), inArray(sandboxMyPayRegistrations.state, ['ready'])))
      .returning({ id: sandboxMyPayRegistrations.registrationId });
    return rows.length > 0;
  },
};

/** The card or account number as the shopper may see it: the first four and last four digits of a card, the last four of an account. */
export function maskPayNumber(kind: MyPayKind, digits: string): string {
  if (kind === 'card') return `${digits.slice(0, 4)}-****-****-${digits.slice(-4)}`;
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

const toMethod = (row: typeof myPayMethods.$inferSelect): MyPayMethod => ({
  id: row.id,
  kind: row.kind,
  issuer_name: row.issuerName,
  masked_number: row.maskedNumber,
  created_at: row.createdAt.toISOString(),
});

/** The member's registered methods as the order sheet offers them (method `my_pay`). */
export async function myPayChoices(db: Database, memberId: number): Promise<PaymentMethods['my_pay']> {
  const rows = await db
    .select()
    .from(myPayMethods)
    .where(and(eq(myPayMethods.memberId, memberId), isNull(myPayMethods.deletedAt)))
    .orderBy(asc(myPayMethods.createdAt), asc(myPayMethods.id));
  return rows.map((r) => ({ id: r.id, kind: r.kind, issuer_name: r.issuerName, masked_number: r.maskedNumber }));
}

/** The method a my_pay payment charges: the member's own, still registered (its billing key is never sent to the browser). */
export async function chargeableMyPayMethod(db: Database, memberId: number | null, id: number | undefined) {
  if (id === undefined) throw unprocessable(CHECKOUT_MESSAGES.myPayRequired, 'MY_PAY_REQUIRED');
  const [row] =
    memberId === null
      ? []
      : await db
          .select()
          .from(myPayMethods)
          .where(and(eq(myPayMethods.id, id), eq(myPayMethods.memberId, memberId), isNull(myPayMethods.deletedAt)));
  if (!row || !row.billingKey) throw unprocessable(CHECKOUT_MESSAGES.myPayUnavailable, 'MY_PAY_UNAVAILABLE');
  return { id: row.id, billingKey: row.billingKey, detail: `${row.issuerName} ${row.maskedNumber}` };
}

/** The shop's side: a member's registered methods, a registration opened and completed, a method deleted. */
export function createMyPay(db: Database, registrar: EasyPayRegistrar = createSandboxEasyPayRegistrar()) {
  const memberRef = (memberId: number) => `member-${memberId}`;
  const active = (memberId: number) => and(eq(myPayMethods.memberId, memberId), isNull(myPayMethods.deletedAt));
  const countOf = async (memberId: number) => (await db.select({ n: count() }).from(myPayMethods).where(active(memberId)))[0]?.n ?? 0;

  return {
    async list(memberId: number): Promise<MyPayList> {
      const rows = await db.select().from(myPayMethods).where(active(memberId)).orderBy(asc(myPayMethods.createdAt), asc(myPayMethods.id));
      return { methods: rows.map(toMethod), limit: MY_PAY_LIMIT };
    },

    async startRegistration(memberId: number, kind: MyPayKind, returnPath: string) {
      if ((await countOf(memberId)) >= MY_PAY_LIMIT) throw unprocessable(MY_PAY_MESSAGES.limit, 'MY_PAY_LIMIT');
      const { registrationId, registrationUrl } = await registrar.ready(db, { memberRef: memberRef(memberId), kind, returnUrl: returnPath });
      return { registration_id: registrationId, registration_url: registrationUrl };
    },

    /** After the provider's page: the result asked server to server; the same registration completed twice adds one method. */
    async completeRegistration(memberId: number, registrationId: string): Promise<MyPayMethod> {
      const [done] = await db
        .select()
        .from(myPayMethods)
        .where(and(eq(myPayMethods.registrationId, registrationId), eq(myPayMethods.memberId, memberId)));
      if (done && !done.deletedAt) return toMethod(done);
      const result = await registrar.result(db, registrationId, memberRef(memberId));
      if (!result.ok) throw unprocessable(result.message, `MY_PAY_${result.code}`);
      if ((await countOf(memberId)) >= MY_PAY_LIMIT) {
        await registrar.revoke(db, result.billingKey);
        throw unprocessable(MY_PAY_MESSAGES.limit, 'MY_PAY_LIMIT');
      }
      const [row] = await db
        .insert(myPayMethods)
        .values({
          memberId,
          kind: result.kind,
          issuerName: result.issuerName,
          maskedNumber: result.maskedNumber,
          billingKey: result.billingKey,
          registrationId,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return toMethod(row);
      const [existing] = await db.select().from(myPayMethods).where(eq(myPayMethods.registrationId, registrationId));
      if (!existing || existing.memberId !== memberId) throw notFound(MY_PAY_MESSAGES.notFound, 'MY_PAY_NOT_FOUND');
      return toMethod(existing);
    },

    /** Deleting revokes the billing key at the provider, then forgets it here. */
    async remove(memberId: number, id: number): Promise<void> {
      const [row] = await db
        .select()
        .from(myPayMethods)
        .where(and(eq(myPayMethods.id, id), active(memberId)));
      if (!row) throw notFound(MY_PAY_MESSAGES.notFound, 'MY_PAY_NOT_FOUND');
      await registrar.revoke(db, row.billingKey);
      await db.update(myPayMethods).set({ deletedAt: new Date(), billingKey: '' }).where(eq(myPayMethods.id, id));
    },
  };
}
export type MyPay = ReturnType<typeof createMyPay>;

export const myPayPlugin = fp(
  async (app) => {
    app.decorate('myPay', createMyPay(app.db));
  },
  { name: 'my-pay', dependencies: ['db'] },
);

export default myPayPlugin;
