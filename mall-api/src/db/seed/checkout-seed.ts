import { count, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import * as t from '../schema';
import { DEMO_RECEIVE_ADDRESSES, ROAD_ADDRESSES } from './checkout-data';
import { SEED_EPOCH } from './goods-factory';

const DAY = 86_400_000;

/** The sandbox address search's road-name addresses (any mall: the sandbox provider answers from them). Once. */
export async function seedRoadAddresses(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.roadAddresses);
  if ((row?.n ?? 0) > 0) return false;
  await db
    .insert(t.roadAddresses)
    .values(ROAD_ADDRESSES.map(([zipcode, roadAddress, jibunAddress, buildingName]) => ({ zipcode, roadAddress, jibunAddress, buildingName })));
  return true;
}

/** The demo member's saved delivery addresses. Once. */
export async function seedReceiveAddresses(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.receiveAddresses).where(eq(t.receiveAddresses.memberId, memberId));
  if ((row?.n ?? 0) > 0) return false;
  await db.insert(t.receiveAddresses).values(DEMO_RECEIVE_ADDRESSES.map((a) => ({ memberId, ...a })));
  return true;
}

/**
 * The checkout journey's own members (e2e checkout.journey.spec.ts), one per Playwright project: paying
 * with a coupon and points spends them, so the journey must not pay on the demo member, whose coupon
 * wallet and point history other specs read, and the mobile and desktop runs, which go side by side,
 * must not spend each other's. Each has no saved address (the journey types one and saves it), 5,000
 * points and two coupons that fit goods 5 (남성 아우터 category, goods range).
 */
const JOURNEY_COUPONS = ['남성 아우터 10% 할인', '단독 특가 상품 2,000원 할인'] as const;
export const CHECKOUT_JOURNEY_MEMBERS = {
  mobile: {
    loginId: 'buyer',
    password: 'buyer1234!',
    salt: 'k-mall-buyer-salt',
    name: '박구매',
    phone: '01055556666',
    email: 'buyer@example.com',
    point: 5000,
    coupons: JOURNEY_COUPONS,
  },
  desktop: {
    loginId: 'deskbuyer',
    password: 'desk1234!',
    salt: 'k-mall-deskbuyer-salt',
    name: '정구매',
    phone: '01055557777',
    email: 'deskbuyer@example.com',
    point: 5000,
    coupons: JOURNEY_COUPONS,
  },
} as const;
type JourneyMember = (typeof CHECKOUT_JOURNEY_MEMBERS)[keyof typeof CHECKOUT_JOURNEY_MEMBERS];

/** One checkout journey member with their coupons and points. Once. */
export async function seedCheckoutJourneyMember(db: Database, m: JourneyMember): Promise<boolean> {
  const [existing] = await db.select({ id: t.members.id }).from(t.members).where(eq(t.members.loginId, m.loginId));
  if (existing) return false;
  const [welcome] = await db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.code, 'WELCOME'));
  const held = await db
    .select()
    .from(t.coupons)
    .where(inArray(t.coupons.title, [...m.coupons]));
  if (!welcome || held.length !== m.coupons.length) return false;
  // A fixed salt keeps the seeded row byte-identical between runs, as for the demo member.
  const passwordHash = await hashPassword(m.password, Buffer.from(m.salt));
  const at = new Date(SEED_EPOCH - 30 * DAY);
  await db.transaction(async (tx) => {
    const [buyer] = await tx
      .insert(t.members)
      .values({
        loginId: m.loginId,
        passwordHash,
        name: m.name,
        phone: m.phone,
        email: m.email,
        gradeId: welcome.id,
        lastLoginAt: new Date(SEED_EPOCH),
        passwordChangedAt: new Date(),
        createdAt: at,
      })
      .returning({ id: t.members.id });
    await tx
      .insert(t.memberCoupons)
      .values(held.map((c) => ({ memberId: buyer!.id, couponId: c.id, registeredAt: at, useStartAt: at, expireAt: c.validUntil })));
    await tx.insert(t.pointLedger).values({
      memberId: buyer!.id,
      amount: m.point,
      kind: 'earn',
      reason: '회원가입 적립금',
      createdAt: at,
      expiresAt: new Date(SEED_EPOCH + 3650 * DAY),
    });
  });
  return true;
}
