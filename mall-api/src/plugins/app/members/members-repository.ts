import type { Me, MyBenefits, MyOrderCounts } from '@mall/shared-contracts';
import { asc, count, eq, gt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { grades, members, orders } from '../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    membersRepository: MembersRepository;
  }
}

export const gradeImageUrl = (code: string) => `/media/grades/${code}.svg`;
const PASSWORD_UPDATE_AFTER_MS = 180 * 86_400_000;
const CLAIM_STATUSES = new Set(['cancel_requested', 'cancelled', 'return_requested', 'returned', 'exchange_requested', 'exchanged']);

export function createMembersRepository(db: Database) {
  async function findWithGrade(memberId: number) {
    const [row] = await db
      .select({ member: members, grade: grades })
      .from(members)
      .innerJoin(grades, eq(grades.id, members.gradeId))
      .where(eq(members.id, memberId));
    return row ?? null;
  }
  const gradeOf = (g: typeof grades.$inferSelect) => ({ id: g.id, name: g.name, image_url: gradeImageUrl(g.code) });

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
        is_awaked: false,
        is_need_password_update: Date.now() - member.passwordChangedAt.getTime() > PASSWORD_UPDATE_AFTER_MS,
        is_certificated: member.isCertificated,
      };
    },

    async benefits(memberId: number): Promise<MyBenefits | null> {
      const row = await findWithGrade(memberId);
      if (!row) return null;
      const { member, grade } = row;
      const [next] = await db
        .select()
        .from(grades)
        .where(gt(grades.minPurchaseAmount, grade.minPurchaseAmount))
        .orderBy(asc(grades.minPurchaseAmount))
        .limit(1);
      return {
        point: member.point,
        coupon_count: member.couponCount,
        grade: gradeOf(grade),
        next_grade: next ? { name: next.name, remaining_amount: Math.max(0, next.minPurchaseAmount - member.purchaseAmount) } : null,
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
