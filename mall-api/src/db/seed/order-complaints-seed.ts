import { SHOP_CANCEL_REASONS, type ComplaintStatus, type ComplaintType } from '@mall/shared-contracts/order';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { seedOrderClaims } from './order-claims-seed';

const DAY = 86_400_000;

interface SeedComplaint {
  orderNo: string;
  type: ComplaintType;
  status: ComplaintStatus;
  message: string;
  /** Release delay: days after the order the seller promised to ship, and the new date. */
  promisedDays?: number;
  expectedDays?: number;
  /** Days after the order the seller told the shopper. */
  notifiedDays: number;
  /** Days after the notice the shopper answered (closed ones). */
  answeredDays?: number;
}

/**
 * The release delays and sold-outs the sellers raised on the demo member's COMPLAINT_ORDERS (first
 * line each): every state of /mypage/claim's tabs. The seeded accepted delay (5 days) is under the
 * first reward policy (7 days), so it paid no points and the member's balance stays as seeded.
 */
export const SEED_COMPLAINTS: readonly SeedComplaint[] = [
  {
    orderNo: '20261024-0000301',
    type: 'release_delay',
    status: 'pending',
    message: '원단 입고가 늦어져 출고가 2주가량 지연됩니다. 기다려 주시면 지연 보상 적립금을 드립니다.',
    promisedDays: 3,
    expectedDays: 17,
    notifiedDays: 2,
  },
  {
    orderNo: '20261025-0000302',
    type: 'release_delay',
    status: 'pending',
    message: '주문이 몰려 포장과 출고가 늦어지고 있습니다. 양해 부탁드립니다.',
    promisedDays: 2,
    expectedDays: 9,
    notifiedDays: 1,
  },
  {
    orderNo: '20261018-0000303',
    type: 'release_delay',
    status: 'accepted',
    message: '택배사 물량 증가로 출고가 며칠 늦어집니다.',
    promisedDays: 2,
    expectedDays: 7,
    notifiedDays: 1,
    answeredDays: 1,
  },
  {
    orderNo: '20261016-0000304',
    type: 'release_delay',
    status: 'cancelled',
    message: '제작 공정 지연으로 출고가 3주 늦어집니다.',
    promisedDays: 3,
    expectedDays: 24,
    notifiedDays: 2,
    answeredDays: 1,
  },
  { orderNo: '20261026-0000305', type: 'cancel_by_soldout', status: 'pending', message: '재고 확인 중 불량이 발견되어 남은 재고가 없습니다.', notifiedDays: 2 },
  { orderNo: '20261027-0000306', type: 'cancel_by_soldout', status: 'pending', message: '다른 판매처에서 먼저 판매되어 품절되었습니다.', notifiedDays: 1 },
  { orderNo: '20261027-0000307', type: 'cancel_by_soldout', status: 'pending', message: '해당 색상의 생산이 중단되어 품절되었습니다.', notifiedDays: 1 },
  { orderNo: '20261022-0000308', type: 'cancel_by_soldout', status: 'refunded', message: '창고 재고 오류로 품절되었습니다.', notifiedDays: 1, answeredDays: 1 },
];

/** The demo member's COMPLAINT_ORDERS and their complaints; a cancelled or refunded one names its cancel claim. Idempotent. */
export async function seedOrderComplaints(db: Database) {
  await seedOrderClaims(db, 'complaints');
  const [any] = await db.select({ id: t.orderComplaints.id }).from(t.orderComplaints).limit(1);
  if (any) return false;
  await db.transaction(async (tx) => {
    const orderRows = await tx
      .select()
      .from(t.orders)
      .where(
        inArray(
          t.orders.orderNo,
          SEED_COMPLAINTS.map((c) => c.orderNo),
        ),
      );
    for (const c of SEED_COMPLAINTS) {
      const order = orderRows.find((o) => o.orderNo === c.orderNo)!;
      const [line] = await tx.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)).orderBy(asc(t.orderItems.id)).limit(1);
      const at = (days: number) => new Date(order.createdAt.getTime() + days * DAY);
      const notifiedAt = at(c.notifiedDays);
      const respondedAt = c.answeredDays === undefined ? null : new Date(notifiedAt.getTime() + c.answeredDays * DAY);
      const [claim] =
        c.status === 'cancelled' || c.status === 'refunded'
          ? await tx
              .select({ id: t.claims.id })
              .from(t.claims)
              .where(and(eq(t.claims.orderItemId, line!.id), eq(t.claims.type, 'cancel')))
          : [];
      if (claim) {
        const reason = SHOP_CANCEL_REASONS[c.type];
        await tx
          .update(t.claims)
          .set({ reasonCode: reason.code, reasonLabel: reason.label, detailReason: c.message, createdAt: respondedAt!, completedAt: respondedAt })
          .where(eq(t.claims.id, claim.id));
      }
      await tx.insert(t.orderComplaints).values({
        orderId: order.id,
        orderItemId: line!.id,
        type: c.type,
        status: c.status,
        sellerMessage: c.message,
        promisedShipAt: c.promisedDays === undefined ? null : at(c.promisedDays),
        expectedShipAt: c.expectedDays === undefined ? null : at(c.expectedDays),
        rewardPoint: 0,
        claimId: claim?.id ?? null,
        createdAt: notifiedAt,
        respondedAt,
      });
    }
  });
  return true;
}
