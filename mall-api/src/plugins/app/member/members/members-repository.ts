import type { Me, MyBenefits, MyOrderCounts } from '@mall/shared-contracts';
import { count, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { grades, members, orders } from '../../../../db/schema';
import { pointBalanceOf, usableCouponCountOf } from '../benefits/balances';
import { gradeOutlook } from './grade-runs';

declare module 'fastify' {
  interface FastifyInstance {
    membersRepository: MembersRepository;
  }
}

export const gradeImageUrl = (code: string) => `/media/grades/${code}.svg`;
const DAY_MS = 86_400_000;
const PASSWORD_UPDATE_AFTER_MS = 180 * DAY_MS;
/** A year without a login makes an account dormant (휴면); the login that wakes it is reported for a day. */
export const DORMANT_AFTER_MS = 365 * DAY_MS;
const AWAKENED_NOTICE_MS = DAY_MS;
const CLAIM_STATUSES = new Set(['cancel_requested', 'cancelled', 'return_requested', 'returned', 'exchange_requested', 'exchange_shipping', 'exchanged']);

export function createMembersRepository(db: Database) {
  async function findWithGrade(memberId: number) {
    const [row] = await db
      .select({ member: members, grade: grades })
      .from(members)
      .innerJoin(grades, eq(grades.id, members.gradeId))
      .where(eq(members.id, memberId));
    return row ?? null;
  }
  const gradeOf = (g: typeof grades.$inferSelect) => ({ id: g.id, code: g.code, name: g.name, image_url: gradeImageUrl(g.code) });

  return {
    async me(memberId: number): Promise<Me | null> {
      const row = await findWithGrade(memberId);
      if (!row) return null;
      const { member, grade } = row;
      return {
        login_id: member.loginId,
        name: member.name,
        login_type: member.loginType,
        grade: gradeOf(grade),
        is_verify_age: member.isVerifyAge,
        is_awaked: member.awakenedAt !== null && Date.now() - member.awakenedAt.getTime() < AWAKENED_NOTICE_MS,
        is_need_password_update:
          Date.now() - member.passwordChangedAt.getTime() > PASSWORD_UPDATE_AFTER_MS &&
          (member.passwordAdviceSnoozedUntil === null || member.passwordAdviceSnoozedUntil.getTime() <= Date.now()),
        is_certificated: member.isCertificated,
      };
    },

    /** Every successful login: wakes a dormant account (no login for a year) and stamps the login. */
    async recordLogin(memberId: number, now = new Date()): Promise<void> {
      const [member] = await db.select({ lastLoginAt: members.lastLoginAt }).from(members).where(eq(members.id, memberId));
      const dormant = member?.lastLoginAt != null && now.getTime() - member.lastLoginAt.getTime() >= DORMANT_AFTER_MS;
      await db
        .update(members)
        .set(dormant ? { lastLoginAt: now, awakenedAt: now } : { lastLoginAt: now })
        .where(eq(members.id, memberId));
    },

    async benefits(memberId: number): Promise<MyBenefits | null> {
      const row = await findWithGrade(memberId);
      if (!row) return null;
      const { grade } = row;
      const { next } = await gradeOutlook(db, memberId, grade.id);
      return {
        point: await pointBalanceOf(db, memberId),
        coupon_count: await usableCouponCountOf(db, memberId),
        grade: gradeOf(grade),
        next_grade: next ? { name: next.grade.name, remaining_amount: next.remaining } : null,
      };
    },

    async orderCounts(memberId: number): Promise<MyOrderCounts> {
      const rows = await db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.memberId, memberId)).groupBy(orders.status);
      const counts: MyOrderCounts = { pay_waiting: 0, paid: 0, preparing: 0, shipping: 0, delivered: 0, claims: 0 };
      for (const { status, n } of rows) {
        if (CLAIM_STATUSES.has(status)) counts.claims += n;
        else if (status in counts) counts[status as keyof MyOrderCounts] += n;
      }
      return counts;
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;

export const membersRepositoryPlugin = fp(
  async (app) => {
    app.decorate('membersRepository', createMembersRepository(app.db));
  },
  { name: 'members-repository', dependencies: ['db'] },
);

export default membersRepositoryPlugin;
