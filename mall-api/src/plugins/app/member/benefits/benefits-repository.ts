import { formatKstDateTime } from '@mall/shared-contracts';
import {
  BENEFIT_MESSAGES,
  COUPON_CODE_PATTERN,
  COUPON_DEVICE_LABELS,
  EXPIRING_POINT_DAYS,
  MEMBER_COUPONS_PAGE_SIZE,
  normalizeCouponCode,
  POINT_HISTORY_PAGE_SIZE,
  remainingEarnings,
  type CouponState,
  type MemberCoupon,
  type MyCouponList,
  type PointHistory,
} from '@mall/shared-contracts/member';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { coupons, memberCoupons, pointLedger } from '../../../../db/schema';
import { notFound, unprocessable } from '../../../../lib/errors';
import { pointBalanceOf } from './balances';

declare module 'fastify' {
  interface FastifyInstance {
    benefitsRepository: BenefitsRepository;
  }
}

const DAY = 86_400_000;
type CouponRow = typeof coupons.$inferSelect;
type HeldRow = typeof memberCoupons.$inferSelect;

/** The state of a held coupon at `now`: used wins, then an end date that has passed. */
function stateOf(held: Pick<HeldRow, 'usedAt' | 'expireAt'>, now: Date): CouponState {
  if (held.usedAt) return 'used';
  if (held.expireAt && held.expireAt <= now) return 'expired';
  return 'usable';
}

/** Which held rows are in a state at `now` (the same rule as stateOf, as SQL). */
function stateWhere(state: CouponState, now: Date): SQL | undefined {
  if (state === 'used') return isNotNull(memberCoupons.usedAt);
  if (state === 'expired') return and(isNull(memberCoupons.usedAt), isNotNull(memberCoupons.expireAt), lte(memberCoupons.expireAt, now));
  return and(isNull(memberCoupons.usedAt), or(isNull(memberCoupons.expireAt), gt(memberCoupons.expireAt, now)));
}

function toMemberCoupon(held: HeldRow, coupon: CouponRow, now: Date): MemberCoupon {
  const state = stateOf(held, now);
  return {
    id: held.id,
    coupon_id: coupon.id,
    title: coupon.title,
    type_label: coupon.typeLabel,
    discount_type: coupon.discountType,
    discount_value: coupon.discountValue,
    apply_range_type: coupon.applyRangeType,
    maximum_discount_amount: coupon.maximumDiscountAmount,
    min_sell_price: coupon.minSellPrice,
    usable_device_labels: coupon.usableDevices.map((d) => COUPON_DEVICE_LABELS[d]),
    is_unlimited: held.expireAt === null,
    state,
    // Usable: not used, not expired, and its use period has started.
    is_usable: state === 'usable' && held.useStartAt <= now,
    use_start_at: formatKstDateTime(held.useStartAt),
    expire_at: held.expireAt ? formatKstDateTime(held.expireAt) : null,
    registed_at: formatKstDateTime(held.registeredAt),
    used_at: held.usedAt ? formatKstDateTime(held.usedAt) : null,
    code: coupon.code,
  };
}

/** When a coupon registered at `at` stops: its own end, or its days after issue, whichever comes first. */
export function expiryOf(coupon: Pick<CouponRow, 'validUntil' | 'validDaysAfterIssue'>, at: Date): Date | null {
  const byDays = coupon.validDaysAfterIssue ? new Date(at.getTime() + coupon.validDaysAfterIssue * DAY) : null;
  if (byDays && coupon.validUntil) return byDays < coupon.validUntil ? byDays : coupon.validUntil;
  return byDays ?? coupon.validUntil;
}

/** The coupon wallet (register by code) and the point history of a member (ADR 0011: member squad). */
export function createBenefitsRepository(db: Database) {
  return {
    async listCoupons(memberId: number, query: { status: CouponState; page: number }, now = new Date()): Promise<MyCouponList> {
      const perPage = MEMBER_COUPONS_PAGE_SIZE;
      const mine = eq(memberCoupons.memberId, memberId);
      const [counted] = await db
        .select({
          usable: sql<number>`count(*) filter (where ${stateWhere('usable', now)})::int`,
          used: sql<number>`count(*) filter (where ${stateWhere('used', now)})::int`,
          expired: sql<number>`count(*) filter (where ${stateWhere('expired', now)})::int`,
        })
        .from(memberCoupons)
        .where(mine);
      const counts = counted ?? { usable: 0, used: 0, expired: 0 };
      const rows = await db
        .select({ held: memberCoupons, coupon: coupons })
        .from(memberCoupons)
        .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
        .where(and(mine, stateWhere(query.status, now)))
        // Usable ones by the nearest end first (use them before they go); the others newest first.
        .orderBy(
          ...(query.status === 'usable'
            ? [sql`${memberCoupons.expireAt} asc nulls last`, desc(memberCoupons.registeredAt)]
            : [desc(sql`coalesce(${memberCoupons.usedAt}, ${memberCoupons.expireAt})`)]),
          desc(memberCoupons.id),
        )
        .limit(perPage)
        .offset((query.page - 1) * perPage);
      const total = counts[query.status];
      return {
        current_page: query.page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        counts,
        data: rows.map((r) => toMemberCoupon(r.held, r.coupon, now)),
      };
    },

    /** Registers a coupon by its code: known, within its registration period, once per member. */
    async registerCoupon(memberId: number, rawCode: string, now = new Date()): Promise<MemberCoupon> {
      const code = normalizeCouponCode(rawCode);
      if (!code) throw unprocessable(BENEFIT_MESSAGES.enterCode, 'COUPON_CODE');
      if (!COUPON_CODE_PATTERN.test(code)) throw unprocessable(BENEFIT_MESSAGES.codeFormat, 'COUPON_CODE');
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
      if (!coupon) throw notFound(BENEFIT_MESSAGES.unknownCode, 'COUPON_CODE_NOT_FOUND');
      if (coupon.validFrom > now || (coupon.validUntil && coupon.validUntil <= now)) throw unprocessable(BENEFIT_MESSAGES.notInPeriod, 'COUPON_NOT_IN_PERIOD');
      const [held] = await db
        .insert(memberCoupons)
        .values({ memberId, couponId: coupon.id, registeredAt: now, useStartAt: now, expireAt: expiryOf(coupon, now) })
        .onConflictDoNothing({ target: [memberCoupons.memberId, memberCoupons.couponId] })
        .returning();
      if (!held) throw unprocessable(BENEFIT_MESSAGES.alreadyRegistered, 'COUPON_ALREADY_REGISTERED');
      return toMemberCoupon(held, coupon, now);
    },

    /** The ledger newest first (20 a page), the balance, and what expires within 30 days. */
    async pointHistory(memberId: number, page: number, now = new Date()): Promise<PointHistory> {
      const perPage = POINT_HISTORY_PAGE_SIZE;
      const mine = eq(pointLedger.memberId, memberId);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pointLedger).where(mine);
      const rows = await db
        .select()
        .from(pointLedger)
        .where(mine)
        .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const earnings = await db
        .select({ amount: pointLedger.amount, expiresAt: pointLedger.expiresAt })
        .from(pointLedger)
        .where(and(mine, eq(pointLedger.kind, 'earn')));
      const [spent] = await db
        .select({ consumed: sql<number>`coalesce(-sum(${pointLedger.amount}), 0)::int` })
        .from(pointLedger)
        .where(and(mine, sql`${pointLedger.kind} <> 'earn'`));
      const until = new Date(now.getTime() + EXPIRING_POINT_DAYS * DAY);
      const expiring = remainingEarnings(earnings, spent?.consumed ?? 0)
        .filter(({ earning }) => earning.expiresAt && earning.expiresAt > now && earning.expiresAt <= until)
        .reduce((sum, { left }) => sum + left, 0);
      return {
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        balance: await pointBalanceOf(db, memberId),
        expiring_amount: expiring,
        expiring_until: formatKstDateTime(until),
        data: rows.map((r) => ({
          id: r.id,
          amount: r.amount,
          kind: r.kind,
          reason: r.reason,
          created_at: formatKstDateTime(r.createdAt),
          expires_at: r.kind === 'earn' && r.expiresAt ? formatKstDateTime(r.expiresAt) : null,
        })),
      };
    },
  };
}
export type BenefitsRepository = ReturnType<typeof createBenefitsRepository>;

export const benefitsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('benefitsRepository', createBenefitsRepository(app.db));
  },
  { name: 'benefits-repository', dependencies: ['db'] },
);

export default benefitsRepositoryPlugin;
