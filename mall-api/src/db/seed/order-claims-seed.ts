import { orderSummaryStatus, returnShippingFee, type ClaimStatus, type ClaimType, type OrderLineStatus } from '@mall/shared-contracts/order';
import { and, asc, eq, gte, inArray, isNull, ne, notExists, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { buildCategoryRows } from './category-rows';
import { DEMO_RECEIVE_ADDRESSES } from './checkout-data';
import { DEMO_MEMBER, GUEST_ORDER, GUEST_RECEIVER } from './content-data';
import { SEED_EPOCH } from './goods-factory';
import { REASONS } from './informations-data';
import { seedLine, writeOrderAmounts } from './order-lines';

const DAY = 86_400_000;

interface SeedClaim {
  type: ClaimType;
  status: ClaimStatus;
  reason: string;
  /** Exchange → return: the exchange (withdrawn when it became this return). */
  from?: SeedClaim;
}
interface SeedOrderSpec {
  orderNo: string;
  daysAgo: number;
  /**
   * Delivered this many days before the seeding (not SEED_EPOCH): the lines the return and exchange
   * pages and journeys claim stay within the 7-day window (CLAIM_WINDOW_DAYS) of a freshly seeded mall.
   * Without it a shipped line arrived two days after its order, long past the window.
   */
  deliveredDaysAgo?: number;
  method: 'card' | 'kakao' | 'naver' | 'toss' | 'virtual_account' | null;
  lines: { status: OrderLineStatus; claim?: SeedClaim }[];
}

/**
 * The demo member's orders beside DEMO_ORDER_STATUSES so that every line status and every claim state
 * has a row to show (/mypage/order and its cancel, return and exchange tabs). The last two are the
 * e2e specs' own: the virtual-account order (refund account) and the order the cancel journey spends.
 */
export const MEMBER_CLAIM_ORDERS: readonly SeedOrderSpec[] = [
  {
    orderNo: '20260712-0000101',
    daysAgo: 112,
    method: 'card',
    lines: [{ status: 'confirmed' }, { status: 'returned', claim: { type: 'return', status: 'completed', reason: 'SIZE' } }],
  },
  {
    orderNo: '20261028-0000102',
    daysAgo: 4,
    method: 'kakao',
    lines: [{ status: 'cancel_requested', claim: { type: 'cancel', status: 'requested', reason: 'DELAYED' } }, { status: 'preparing' }],
  },
  {
    orderNo: '20261022-0000103',
    daysAgo: 10,
    method: 'card',
    lines: [
      // The seller shipped the replacement: no longer turned into a return.
      { status: 'exchange_shipping', claim: { type: 'exchange', status: 'requested', reason: 'SIZE' } },
      { status: 'delivered', claim: { type: 'return', status: 'withdrawn', reason: 'CHANGE_MIND' } },
    ],
  },
  {
    orderNo: '20261002-0000104',
    daysAgo: 30,
    method: 'naver',
    lines: [
      { status: 'exchanged', claim: { type: 'exchange', status: 'completed', reason: 'COLOR' } },
      { status: 'delivered', claim: { type: 'return', status: 'refused', reason: 'CHANGE_MIND' } },
    ],
  },
  {
    orderNo: '20261026-0000105',
    daysAgo: 6,
    method: 'card',
    lines: [
      { status: 'preparing', claim: { type: 'cancel', status: 'withdrawn', reason: 'REORDER' } },
      { status: 'shipping', claim: { type: 'cancel', status: 'refused', reason: 'CHANGE_MIND' } },
    ],
  },
  { orderNo: '20261012-0000106', daysAgo: 20, method: null, lines: [{ status: 'expired' }] },
  { orderNo: '20261030-0000107', daysAgo: 2, method: 'virtual_account', lines: [{ status: 'paid' }, { status: 'paid' }] },
  { orderNo: '20261031-0000108', daysAgo: 1, method: 'card', lines: [{ status: 'paid' }, { status: 'paid' }] },
  // Returns and exchanges (order-claims): delivered lines to show, to spend, and an exchange → return.
  { orderNo: '20261025-0000109', daysAgo: 7, deliveredDaysAgo: 2, method: 'naver', lines: [{ status: 'delivered' }, { status: 'delivered' }] },
  { orderNo: '20261027-0000110', daysAgo: 5, deliveredDaysAgo: 1, method: 'card', lines: [{ status: 'delivered' }, { status: 'delivered' }] },
  { orderNo: '20261027-0000111', daysAgo: 5, deliveredDaysAgo: 1, method: 'card', lines: [{ status: 'delivered' }] },
  {
    orderNo: '20261026-0000112',
    daysAgo: 6,
    deliveredDaysAgo: 3,
    method: 'card',
    lines: [{ status: 'exchange_requested', claim: { type: 'exchange', status: 'requested', reason: 'COLOR' } }],
  },
  {
    orderNo: '20261024-0000113',
    daysAgo: 8,
    deliveredDaysAgo: 3,
    method: 'kakao',
    lines: [
      {
        status: 'returned',
        claim: { type: 'return', status: 'completed', reason: 'CHANGE_MIND', from: { type: 'exchange', status: 'withdrawn', reason: 'SIZE' } },
      },
      { status: 'delivered' },
    ],
  },
];

/**
 * More orders of the seeded guest (이게스트, GUEST_ORDER's name and phone) beside 20261101-0000001
 * (paid): one for each page of the guest mirror (/guest/order). Guest login with any of them opens
 * them all.
 */
export const GUEST_CLAIM_ORDERS: readonly SeedOrderSpec[] = [
  { orderNo: '20261029-0000201', daysAgo: 3, deliveredDaysAgo: 2, method: 'card', lines: [{ status: 'delivered' }, { status: 'delivered' }] },
  {
    orderNo: '20261028-0000202',
    daysAgo: 4,
    method: 'kakao',
    lines: [{ status: 'cancelled', claim: { type: 'cancel', status: 'completed', reason: 'CHANGE_MIND' } }],
  },
  {
    orderNo: '20261024-0000203',
    daysAgo: 8,
    method: 'naver',
    lines: [{ status: 'returned', claim: { type: 'return', status: 'completed', reason: 'SIZE' } }, { status: 'confirmed' }],
  },
  { orderNo: '20261030-0000204', daysAgo: 2, method: 'card', lines: [{ status: 'shipping' }] },
  { orderNo: '20261031-0000205', daysAgo: 1, method: 'toss', lines: [{ status: 'preparing' }, { status: 'paid' }] },
  // Exchanges of the guest mirror, after the orders above (their ids are named by e2e): one to spend, an open one, an exchange → return.
  { orderNo: '20261027-0000206', daysAgo: 5, deliveredDaysAgo: 1, method: 'card', lines: [{ status: 'delivered' }] },
  {
    orderNo: '20261026-0000207',
    daysAgo: 6,
    deliveredDaysAgo: 3,
    method: 'kakao',
    lines: [{ status: 'exchange_requested', claim: { type: 'exchange', status: 'requested', reason: 'COLOR' } }],
  },
  {
    orderNo: '20261023-0000208',
    daysAgo: 9,
    method: 'card',
    lines: [
      {
        status: 'returned',
        claim: { type: 'return', status: 'completed', reason: 'CHANGE_MIND', from: { type: 'exchange', status: 'withdrawn', reason: 'SIZE' } },
      },
    ],
  },
];

/**
 * The demo member's orders the sellers raised a claim on (/mypage/claim; order-complaints-seed.ts writes
 * the release delays and sold-outs on their first lines). Seeded after the guest mirror's orders, so the
 * ids before them stay; ordered 5 to 16 days ago, below the newer orders the order list's first page shows.
 */
export const COMPLAINT_ORDERS: readonly SeedOrderSpec[] = [
  { orderNo: '20261024-0000301', daysAgo: 8, method: 'card', lines: [{ status: 'preparing' }] },
  { orderNo: '20261025-0000302', daysAgo: 7, method: 'naver', lines: [{ status: 'paid' }] },
  { orderNo: '20261018-0000303', daysAgo: 14, method: 'card', lines: [{ status: 'delivered' }] },
  {
    orderNo: '20261016-0000304',
    daysAgo: 16,
    method: 'kakao',
    lines: [{ status: 'cancelled', claim: { type: 'cancel', status: 'completed', reason: 'DELAYED' } }, { status: 'confirmed' }],
  },
  { orderNo: '20261026-0000305', daysAgo: 6, method: 'card', lines: [{ status: 'preparing' }, { status: 'preparing' }] },
  { orderNo: '20261027-0000306', daysAgo: 5, method: 'virtual_account', lines: [{ status: 'paid' }] },
  { orderNo: '20261027-0000307', daysAgo: 5, method: 'toss', lines: [{ status: 'preparing' }] },
  {
    orderNo: '20261022-0000308',
    daysAgo: 10,
    method: 'card',
    lines: [{ status: 'cancelled', claim: { type: 'cancel', status: 'completed', reason: 'DELAYED' } }],
  },
];

const SEEDED_ORDERS = [...MEMBER_CLAIM_ORDERS, ...GUEST_CLAIM_ORDERS, ...COMPLAINT_ORDERS];
const orderNoOf = (no: string) => SEEDED_ORDERS.find((o) => o.orderNo === no)!.orderNo;
/** The order the mobile cancel journey spends (no other spec reads it). */
export const CANCEL_JOURNEY_ORDER = orderNoOf('20261031-0000108');
/** A virtual-account order: cancelling it asks for a refund account. */
export const VBANK_PAID_ORDER = orderNoOf('20261030-0000107');
/** Two delivered lines that the return and exchange pages show (no spec spends them). */
export const RETURNABLE_ORDER = orderNoOf('20261025-0000109');
/** Spent by the return journey and the mall-api return test (two delivered lines). */
export const RETURN_JOURNEY_ORDER = orderNoOf('20261027-0000110');
/** Spent by the exchange journey and the mall-api exchange test. */
export const EXCHANGE_JOURNEY_ORDER = orderNoOf('20261027-0000111');
/** An exchange waiting for the seller: spent by the exchange → return journey and test. */
export const TO_RETURN_JOURNEY_ORDER = orderNoOf('20261026-0000112');
/** A return made from an exchange (the to-return complete page's example). */
export const EXCHANGED_TO_RETURN_ORDER = orderNoOf('20261024-0000113');
/** The guest's delivered order (the guest return page). */
export const GUEST_RETURNABLE_ORDER = orderNoOf('20261029-0000201');
/** The guest's cancelled order (the guest cancel complete page). */
export const GUEST_CANCELLED_ORDER = orderNoOf('20261028-0000202');
/** The guest's returned order (the guest return complete page). */
export const GUEST_RETURNED_ORDER = orderNoOf('20261024-0000203');
/** The guest's order on its way: its address can no longer change. */
export const GUEST_SHIPPING_ORDER = orderNoOf('20261030-0000204');
/** The guest's order the address-edit spec changes (nothing shipped yet). */
export const GUEST_PREPARING_ORDER = orderNoOf('20261031-0000205');
/** Spent by the guest exchange journey and the mall-api guest exchange test (one delivered line). */
export const GUEST_EXCHANGE_JOURNEY_ORDER = orderNoOf('20261027-0000206');
/** The guest's exchange waiting for the seller (the guest exchange complete and exchange → return pages; nobody spends it in e2e). */
export const GUEST_OPEN_EXCHANGE_ORDER = orderNoOf('20261026-0000207');
/** The guest's return made from an exchange (the guest to-return complete page). */
export const GUEST_EXCHANGED_TO_RETURN_ORDER = orderNoOf('20261023-0000208');

const CLAIM_STATUS_OF: Partial<Record<OrderLineStatus, { type: ClaimType; status: ClaimStatus }>> = {
  cancel_requested: { type: 'cancel', status: 'requested' },
  cancelled: { type: 'cancel', status: 'completed' },
  return_requested: { type: 'return', status: 'requested' },
  returned: { type: 'return', status: 'completed' },
  exchange_requested: { type: 'exchange', status: 'requested' },
  exchange_shipping: { type: 'exchange', status: 'requested' },
  exchanged: { type: 'exchange', status: 'completed' },
};
const SHIPPED: readonly OrderLineStatus[] = [
  'shipping',
  'delivered',
  'confirmed',
  'return_requested',
  'returned',
  'exchange_requested',
  'exchange_shipping',
  'exchanged',
];
const UNPAID: readonly string[] = ['ordering', 'expired'];
/** Lines that reached the shopper (whatever happened next): they carry the day they arrived. */
const DELIVERED: readonly OrderLineStatus[] = SHIPPED.filter((s) => s !== 'shipping');

/**
 * Every seeded line that reached the shopper without a delivery date (the demo orders of seed/index.ts,
 * the reviewer's and the shoppers' sales) arrived two days after its order, as migration 0035 dates the
 * lines it found. Idempotent; seed() calls it last.
 */
export async function dateDeliveredLines(db: Database) {
  await db
    .update(t.orderItems)
    .set({ deliveredAt: sql`least((select o.created_at from ${t.orders} o where o.id = ${t.orderItems.orderId}) + interval '2 days', now())` })
    .where(and(inArray(t.orderItems.status, [...DELIVERED]), isNull(t.orderItems.deliveredAt)));
}
/**
 * Idempotent. Writes MEMBER_CLAIM_ORDERS (or, for `guest`, GUEST_CLAIM_ORDERS; for `complaints`, COMPLAINT_ORDERS), then brings every seeded order up to what the code paths
 * would have left: a receiver, an approved sandbox payment (a virtual account for pay_waiting), the
 * invoice of shipped lines, and a claim for each line in a claim status (with its refund recorded
 * on the payment when completed).
 */
export async function seedOrderClaims(db: Database, whose: 'member' | 'guest' | 'complaints' = 'member') {
  const { leaves } = buildCategoryRows();
  const home = DEMO_RECEIVE_ADDRESSES[0];
  await db.transaction(async (tx) => {
    const explicitClaims: { orderId: number; itemId: number; claim: SeedClaim; daysAgo: number }[] = [];
    const owned =
      whose === 'member'
        ? MEMBER_CLAIM_ORDERS.map((spec) => ({ spec, memberId: 1, ordererName: DEMO_MEMBER.name as string }))
        : whose === 'complaints'
          ? COMPLAINT_ORDERS.map((spec) => ({ spec, memberId: 1, ordererName: DEMO_MEMBER.name as string }))
          : GUEST_CLAIM_ORDERS.map((spec) => ({ spec, memberId: null, ordererName: GUEST_ORDER.ordererName as string }));
    for (const { spec, memberId, ordererName } of owned) {
      const statuses = spec.lines.map((l) => l.status);
      const [order] = await tx
        .insert(t.orders)
        .values({
          orderNo: spec.orderNo,
          memberId,
          ordererName,
          status: orderSummaryStatus(statuses),
          goodsAmount: 0,
          shippingAmount: 0,
          paymentAmount: 0,
          createdAt: new Date(SEED_EPOCH - spec.daysAgo * DAY),
        })
        .onConflictDoNothing({ target: t.orders.orderNo })
        .returning({ id: t.orders.id });
      if (!order) continue;
      const lines = [];
      for (const [k, l] of spec.lines.entries()) {
        const line = seedLine(order.id, k, l.status, leaves);
        const [option] = await tx
          .select({ id: t.goodsOptions.id })
          .from(t.goodsOptions)
          .where(eq(t.goodsOptions.goodsId, line.goodsId))
          .orderBy(asc(t.goodsOptions.sortOrder))
          .limit(1);
        lines.push({
          ...line,
          optionId: option?.id ?? null,
          confirmedAt: l.status === 'confirmed' ? new Date(SEED_EPOCH - (spec.daysAgo - 10) * DAY) : null,
          deliveredAt: !DELIVERED.includes(l.status)
            ? null
            : spec.deliveredDaysAgo !== undefined
              ? new Date(Date.now() - spec.deliveredDaysAgo * DAY)
              : new Date(SEED_EPOCH - (spec.daysAgo - 2) * DAY),
        });
      }
      const inserted = await tx.insert(t.orderItems).values(lines).returning({ id: t.orderItems.id });
      await writeOrderAmounts(tx, order.id, lines);
      if (spec.method === null)
        await tx
          .update(t.orders)
          .set({ expiresAt: new Date(SEED_EPOCH - spec.daysAgo * DAY + 30 * 60_000) })
          .where(eq(t.orders.id, order.id));
      // Explicit claims: the withdrawn and refused ones leave the line where it was.
      for (const [k, l] of spec.lines.entries())
        if (l.claim) explicitClaims.push({ orderId: order.id, itemId: inserted[k]!.id, claim: l.claim, daysAgo: spec.daysAgo });
    }

    // Every paid member or guest order has its receiver and orderer contact.
    await tx
      .update(t.orders)
      .set({
        ordererPhone: DEMO_MEMBER.phone,
        ordererEmail: DEMO_MEMBER.email,
        receiverName: home.receiverName,
        receiverPhone: home.receiverPhone,
        zipcode: home.zipcode,
        address1: home.address1,
        address2: home.address2,
        deliveryMemo: '문 앞에 놓아 주세요.',
      })
      .where(and(eq(t.orders.memberId, 1), eq(t.orders.receiverName, ''), notInArray(t.orders.status, [...UNPAID])));
    // The seeded guest's orders: its phone (the lookup opens every order of the same name and phone) and its address.
    await tx
      .update(t.orders)
      .set({
        ordererPhone: GUEST_ORDER.phone,
        ordererEmail: 'guest@example.com',
        receiverName: GUEST_RECEIVER.name,
        receiverPhone: GUEST_RECEIVER.phone,
        zipcode: GUEST_RECEIVER.zipcode,
        address1: GUEST_RECEIVER.address1,
        address2: GUEST_RECEIVER.address2,
      })
      .where(and(isNull(t.orders.memberId), eq(t.orders.ordererName, GUEST_ORDER.ordererName), eq(t.orders.receiverName, '')));

    // Payments for seeded orders that never went through the PG (approved, or a virtual account waiting).
    const unpaid = await tx
      .select()
      .from(t.orders)
      .where(and(notInArray(t.orders.status, [...UNPAID]), notExists(tx.select().from(t.payments).where(eq(t.payments.orderId, t.orders.id)))));
    for (const o of unpaid) {
      const spec = SEEDED_ORDERS.find((s) => s.orderNo === o.orderNo);
      const waiting = o.status === 'pay_waiting';
      const method = waiting ? 'virtual_account' : (spec?.method ?? 'card');
      const tid = `sbx_seed_${o.orderNo.replace('-', '_')}`;
      const approvedAt = new Date(o.createdAt.getTime() + 5 * 60_000);
      const vbank =
        method === 'virtual_account' ? { vbankName: '국민은행', vbankAccount: `901-${o.orderNo.slice(2, 8)}-${String(o.id).padStart(5, '0')}` } : {};
      await tx.insert(t.sandboxPgTransactions).values({
        tid,
        orderNo: o.orderNo,
        orderName: o.orderNo,
        amount: o.paymentAmount,
        method,
        returnUrl: `/order/${o.orderNo}/result`,
        state: waiting ? 'vbank_issued' : method === 'virtual_account' ? 'deposited' : 'captured',
        ...vbank,
        createdAt: o.createdAt,
      });
      await tx.insert(t.payments).values({
        orderId: o.id,
        method,
        provider: 'sandbox',
        pgTid: tid,
        amount: o.paymentAmount,
        status: waiting ? 'waiting_deposit' : 'approved',
        cardCompany: method === 'card' ? 'shinhan' : null,
        ...vbank,
        // Three days to deposit; a demo mall's open deposits stay open three days from its seeding (then
        // the purge job cancels them, as it does any account nobody paid).
        vbankDueAt: method === 'virtual_account' ? new Date(Math.max(o.createdAt.getTime(), waiting ? Date.now() : 0) + 3 * DAY) : null,
        approvedAt: waiting ? null : approvedAt,
        createdAt: o.createdAt,
      });
      await tx
        .update(t.orders)
        .set(waiting ? { expiresAt: new Date(o.createdAt.getTime() + 3 * DAY) } : { paidAt: approvedAt })
        .where(eq(t.orders.id, o.id));
    }

    // Shipped lines carry their invoice.
    const shipped = await tx
      .select({ id: t.orderItems.id })
      .from(t.orderItems)
      .where(and(inArray(t.orderItems.status, [...SHIPPED]), isNull(t.orderItems.invoiceNo)));
    for (const { id } of shipped) {
      await tx
        .update(t.orderItems)
        .set({ deliveryCompanyCode: 'cj', invoiceNo: String(6_000_000_000 + id * 7919) })
        .where(eq(t.orderItems.id, id));
    }

    for (const c of explicitClaims) {
      const from = c.claim.from ? await insertClaim(tx, c.orderId, c.itemId, c.claim.from.type, c.claim.from.status, c.claim.from.reason, c.daysAgo + 1) : null;
      await insertClaim(tx, c.orderId, c.itemId, c.claim.type, c.claim.status, c.claim.reason, c.daysAgo, from);
    }

    // A line in a claim status without its claim gets one (the seeded cancelled and return-requested orders).
    const claimless = await tx
      .select({ id: t.orderItems.id, orderId: t.orderItems.orderId, status: t.orderItems.status, createdAt: t.orders.createdAt })
      .from(t.orderItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
      .where(
        and(
          inArray(t.orderItems.status, Object.keys(CLAIM_STATUS_OF)),
          notExists(
            tx
              .select()
              .from(t.claims)
              .where(and(eq(t.claims.orderItemId, t.orderItems.id), inArray(t.claims.status, ['requested', 'completed']))),
          ),
        ),
      );
    for (const l of claimless) {
      const c = CLAIM_STATUS_OF[l.status as OrderLineStatus]!;
      const daysAgo = Math.max(0, Math.round((SEED_EPOCH - l.createdAt.getTime()) / DAY) - 1);
      await insertClaim(tx, l.orderId, l.id, c.type, c.status, REASONS[c.type][0]!.code, daysAgo);
    }
  });
}

async function insertClaim(
  tx: Database,
  orderId: number,
  orderItemId: number,
  type: ClaimType,
  status: ClaimStatus,
  reasonCode: string,
  daysAgo: number,
  fromClaimId: number | null = null,
): Promise<number> {
  const [line] = await tx.select().from(t.orderItems).where(eq(t.orderItems.id, orderItemId));
  const reason = REASONS[type].find((r) => r.code === reasonCode)!;
  const requestedAt = new Date(SEED_EPOCH - Math.max(0, daysAgo - 2) * DAY);
  // Returns and exchanges: who pays the return shipping (the reason's fault), what the buyer pays, the pickup.
  const payer = reason.fault ?? 'buyer';
  const sent = type !== 'cancel';
  const [seller] = sent && line!.sellerId ? await tx.select().from(t.sellers).where(eq(t.sellers.id, line!.sellerId)) : [];
  const [pack] = sent
    ? await tx
        .select()
        .from(t.orderPacks)
        .where(and(eq(t.orderPacks.orderId, orderId), eq(t.orderPacks.sellerId, line!.sellerId ?? 0)))
    : [];
  const fee =
    type !== 'cancel'
      ? returnShippingFee({ type, payer, sellerShippingPrice: seller?.shippingPrice ?? 0, packShippedFree: (pack?.shippingAmount ?? 0) === 0 })
      : 0;
  const goodsAmount = type === 'exchange' ? 0 : line!.price * line!.ea;
  const refundAmount = type === 'return' ? Math.max(0, goodsAmount - fee) : goodsAmount;
  // The courier picks up where the order was delivered, and an exchange goes back there.
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId));
  // An exchange asks for the goods' next option with stock; an open or completed one holds its units (ADR 0012).
  const exchangeOption = type === 'exchange' ? await nextOptionOf(tx, line!.goodsId, line!.optionId, line!.ea) : undefined;
  const holds = exchangeOption && status !== 'withdrawn' && status !== 'refused' ? line!.ea : 0;
  if (exchangeOption && holds > 0)
    await tx
      .update(t.goodsOptions)
      .set({ stock: sql`${t.goodsOptions.stock} - ${holds}` })
      .where(eq(t.goodsOptions.id, exchangeOption.id));
  const [claim] = await tx
    .insert(t.claims)
    .values({
      orderId,
      orderItemId,
      type,
      status,
      reasonCode: reason.code,
      reasonLabel: reason.label,
      detailReason: reason.detailReasonRequired ? '상세 사유: 사진과 색상이 달라요.' : '',
      ea: line!.ea,
      refundGoodsAmount: goodsAmount,
      refundPaymentAmount: refundAmount,
      exchangeOptionId: exchangeOption?.id ?? null,
      exchangeOptionName: type === 'exchange' ? (exchangeOption?.name ?? line!.optionName) : null,
      exchangeReservedEa: holds,
      ...(type === 'exchange'
        ? {
            exchangeReceiverName: order!.receiverName,
            exchangeReceiverPhone: order!.receiverPhone,
            exchangeZipcode: order!.zipcode,
            exchangeAddress1: order!.address1,
            exchangeAddress2: order!.address2,
          }
        : {}),
      shippingFeePayer: sent ? payer : null,
      returnShippingAmount: fee,
      ...(sent
        ? {
            pickupName: order!.receiverName,
            pickupPhone: order!.receiverPhone,
            pickupZipcode: order!.zipcode,
            pickupAddress1: order!.address1,
            pickupAddress2: order!.address2,
          }
        : {}),
      fromClaimId,
      createdAt: requestedAt,
      completedAt: status === 'requested' ? null : new Date(requestedAt.getTime() + DAY),
    })
    .returning({ id: t.claims.id });
  if (status === 'completed' && refundAmount > 0) {
    const [payment] = await tx.select().from(t.payments).where(eq(t.payments.orderId, orderId)).limit(1);
    if (payment) {
      const refunded = Math.min(payment.amount, payment.refundedAmount + refundAmount);
      await tx.update(t.payments).set({ refundedAmount: refunded }).where(eq(t.payments.id, payment.id));
      await tx.update(t.sandboxPgTransactions).set({ cancelledAmount: refunded }).where(eq(t.sandboxPgTransactions.tid, payment.pgTid));
    }
  }
  return claim!.id;
}

/** The first other option of the goods (by sort order) with `ea` units in stock. */
async function nextOptionOf(tx: Database, goodsId: number, optionId: number | null, ea: number) {
  const [option] = await tx
    .select({ id: t.goodsOptions.id, name: t.goodsOptions.name })
    .from(t.goodsOptions)
    .where(and(eq(t.goodsOptions.goodsId, goodsId), ne(t.goodsOptions.id, optionId ?? 0), gte(t.goodsOptions.stock, ea)))
    .orderBy(asc(t.goodsOptions.sortOrder))
    .limit(1);
  return option;
}
