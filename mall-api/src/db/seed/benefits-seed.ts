import { count, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { coupons, memberCoupons, members, pointLedger } from '../schema';
import { COUPONS, DEMO_MEMBER_COUPONS, DEMO_POINTS, type CouponSeed } from './benefits-data';
import { DEMO_MEMBER } from './content-data';
import { SEED_EPOCH } from './goods-factory';

const DAY = 86_400_000;
const day = (n: number) => new Date(SEED_EPOCH + n * DAY);

/** A seeded coupon as its row: every device unless it says otherwise, dates from the seed epoch. */
export const couponRowOf = (c: CouponSeed): typeof coupons.$inferInsert => ({
  title: c.title,
  typeLabel: c.typeLabel,
  discountType: c.discountType,
  discountValue: c.discountValue,
  applyRangeType: c.applyRangeType,
  applyTargetIds: c.applyTargetIds ?? [],
  maximumDiscountAmount: c.maximumDiscountAmount ?? null,
  minSellPrice: c.minSellPrice ?? 0,
  usableDevices: c.usableDevices ?? ['pc', 'mobile', 'app'],
  code: c.code ?? null,
  isDownloadable: c.isDownloadable ?? false,
  isUnlimited: c.validUntilDay === null && !c.validDaysAfterIssue,
  validFrom: day(c.validFromDay),
  validUntil: c.validUntilDay === null ? null : day(c.validUntilDay),
  validDaysAfterIssue: c.validDaysAfterIssue ?? null,
});

/** Coupons, the demo member's coupons in every state, and their point ledger. Once. */
export async function seedBenefits(db: Database): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(coupons);
  if (n > 0) return false;
  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, DEMO_MEMBER.loginId));
  if (!demo) return false;
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(coupons).values(COUPONS.map(couponRowOf)).returning({ id: coupons.id });
    const idOf = (key: string) => inserted[COUPONS.findIndex((c) => c.key === key)]!.id;
    await tx.insert(memberCoupons).values(
      DEMO_MEMBER_COUPONS.map((mc) => {
        const coupon = COUPONS.find((c) => c.key === mc.coupon)!;
        const registered = day(mc.registeredDay);
        const expire =
          coupon.validDaysAfterIssue !== undefined
            ? new Date(registered.getTime() + coupon.validDaysAfterIssue * DAY)
            : coupon.validUntilDay === null
              ? null
              : day(coupon.validUntilDay);
        return {
          memberId: demo.id,
          couponId: idOf(mc.coupon),
          registeredAt: registered,
          useStartAt: registered,
          expireAt: expire,
          usedAt: mc.state === 'used' ? day(mc.registeredDay + 2) : null,
        };
      }),
    );
    await tx.insert(pointLedger).values(
      DEMO_POINTS.map((p) => ({
        memberId: demo.id,
        amount: p.amount,
        kind: p.kind,
        reason: p.reason,
        createdAt: day(p.day),
        expiresAt: p.expiresAfterDays === undefined ? null : day(p.day + p.expiresAfterDays),
      })),
    );
  });
  return true;
}
