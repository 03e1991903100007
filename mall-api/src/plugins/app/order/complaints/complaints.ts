import { isFeatureOn, type ShopSettings } from '@mall/shared-contracts';
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUS_LABELS,
  COMPLAINTS_PAGE_SIZE,
  delayDays,
  delayReward,
  maskAccountNumber,
  PAYMENT_METHOD_LABELS,
  SHOP_CANCEL_REASONS,
  type ComplaintPageTab,
  type Complaint,
  type ComplaintsResponse,
  type ComplaintStatus,
  type ComplaintType,
  type OrderLineStatus,
  type PaymentMethod,
  type RefundEstimate,
} from '@mall/shared-contracts/order';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { banks, claims, orderComplaints, orderItems, orders, payments, pointLedger, sellers } from '../../../../db/schema';
import { notFound, unprocessable } from '../../../../lib/errors';
import type { MyOrders } from '../my-orders/my-orders';
import { toOrderLineView } from '../orders/order-lines';

type ComplaintRow = typeof orderComplaints.$inferSelect;
type Found = { complaint: ComplaintRow; order: typeof orders.$inferSelect; line: typeof orderItems.$inferSelect };
type RefundAccountBody = { bank_code: string; account_number: string; holder_name: string };

/** Lines a seller's delay or sold-out can still be answered on: paid, not shipped, no claim of the shopper's open. */
const ANSWERABLE: readonly OrderLineStatus[] = ['paid', 'preparing'];
const iso = (d: Date | null) => d?.toISOString() ?? null;
declare module 'fastify' {
  interface FastifyInstance {
    complaints: Complaints;
  }
}

/**
 * /mypage/claim (ADR 0012 "Shop-raised claims"; in this code complaints, apart from the claims a shopper raises in ../my-orders): the release delays and sold-outs sellers announced on
 * the member's lines, and the member's answer. An answer locks its complaint and moves it out of
 * `pending` in the same transaction as its effect, so a repeated or raced answer finds it closed and
 * nothing — reward points, refund, stock, coupons — is given twice. Cancels and refunds are the
 * ordinary cancel (my-orders `cancel`, PG refund, points and coupons back once) with the seller's reason.
 */
export function createComplaints(db: Database, myOrders: MyOrders, settings: () => Promise<ShopSettings>) {
  const ownedBy = (memberId: number) => eq(orders.memberId, memberId);

  /** The reward of a delay by the shop's policies (settings read before any transaction: PGlite has one connection). */
  function rewardFor(line: Found['line'], c: ComplaintRow, s: ShopSettings): number {
    if (c.type !== 'release_delay' || !c.promisedShipAt || !c.expectedShipAt) return 0;
    if (!isFeatureOn(s, 'reward')) return 0;
    return delayReward(
      line.price * line.ea - line.couponDiscountAmount,
      delayDays(c.promisedShipAt, c.expectedShipAt),
      s.reward_policies,
      s.goods_price_krw_unit,
    );
  }

  /** The complaints as the page reads them: a pending one with what answering would give, a closed one with what it gave. */
  async function views(executor: Database, memberId: number, rows: Found[]): Promise<Complaint[]> {
    if (rows.length === 0) return [];
    const s = rows.some((r) => r.complaint.status === 'pending') ? await settings() : null;
    const orderIds = [...new Set(rows.map((r) => r.order.id))];
    const claimIds = rows.map((r) => r.complaint.claimId).filter((id): id is number => id !== null);
    const sellerIds = [...new Set(rows.map((r) => r.line.sellerId).filter((id): id is number => id !== null))];
    const [claimRows, paymentRows, sellerRows, bankRows] = await Promise.all([
      claimIds.length ? executor.select().from(claims).where(inArray(claims.id, claimIds)) : [],
      executor
        .select()
        .from(payments)
        .where(and(inArray(payments.orderId, orderIds), inArray(payments.status, ['approved', 'waiting_deposit', 'refunded'])))
        .orderBy(desc(payments.id)),
      sellerIds.length ? executor.select({ id: sellers.id, name: sellers.name }).from(sellers).where(inArray(sellers.id, sellerIds)) : [],
      executor.select().from(banks),
    ]);
    const out: Complaint[] = [];
    for (const { complaint: c, order, line } of rows) {
      const payment = paymentRows.find((p) => p.orderId === order.id);
      const claim = claimRows.find((k) => k.id === c.claimId);
      let refund: RefundEstimate | null = null;
      let needsAccount = false;
      if (claim) {
        refund = {
          goods_amount: claim.refundGoodsAmount,
          shipping_amount: claim.refundShippingAmount,
          coupon_amount: line.couponDiscountAmount,
          point_amount: claim.refundPointAmount,
          payment_amount: claim.refundPaymentAmount,
          return_shipping_amount: 0,
        };
      } else if (c.status === 'pending' && ANSWERABLE.includes(line.status as OrderLineStatus)) {
        // What the ordinary cancel of this line would give back (the same rule answers).
        const sheet = await myOrders.cancelSheet({ memberId }, order.orderNo, [line.id], true).catch(() => null);
        refund = sheet?.estimate ?? null;
        needsAccount = sheet?.needs_refund_account ?? false;
      }
      const status = c.status as ComplaintStatus;
      out.push({
        id: c.id,
        type: c.type,
        status,
        status_label: COMPLAINT_STATUS_LABELS[c.type][status] ?? status,
        order_id: order.orderNo,
        ordered_at: order.createdAt.toISOString(),
        item: toOrderLineView(line),
        seller_name: sellerRows.find((s) => s.id === line.sellerId)?.name ?? '',
        seller_message: c.sellerMessage,
        notified_at: c.createdAt.toISOString(),
        responded_at: iso(c.respondedAt),
        promised_ship_at: iso(c.promisedShipAt),
        expected_ship_at: iso(c.expectedShipAt),
        delay_days: c.promisedShipAt && c.expectedShipAt ? delayDays(c.promisedShipAt, c.expectedShipAt) : 0,
        reward_point: c.status === 'pending' && s ? rewardFor(line, c, s) : c.rewardPoint,
        refund,
        payment_method_label: payment ? PAYMENT_METHOD_LABELS[payment.method as PaymentMethod] : '',
        needs_refund_account: needsAccount,
        refund_account: claim?.refundAccountNumber
          ? `${bankRows.find((b) => b.code === claim.refundBankCode)?.name ?? ''} ${maskAccountNumber(claim.refundAccountNumber)} ${claim.refundAccountHolder ?? ''}`.trim()
          : null,
        claim_id: c.claimId,
      });
    }
    return out;
  }

  const selectFound = (executor: Database) =>
    executor
      .select({ complaint: orderComplaints, order: orders, line: orderItems })
      .from(orderComplaints)
      .innerJoin(orders, eq(orders.id, orderComplaints.orderId))
      .innerJoin(orderItems, eq(orderItems.id, orderComplaints.orderItemId));

  /** The member's pending complaint of this type, locked for the answer; refusals for anything else. */
  async function lockPending(tx: Database, memberId: number, id: number, type: ComplaintType): Promise<Found> {
    const [found] = await selectFound(tx)
      .where(and(eq(orderComplaints.id, id), eq(orderComplaints.type, type), ownedBy(memberId)))
      .for('update');
    if (!found) throw notFound(COMPLAINT_MESSAGES.notFound, 'COMPLAINT_NOT_FOUND');
    if (found.complaint.status !== 'pending') throw unprocessable(COMPLAINT_MESSAGES.closed, 'COMPLAINT_CLOSED');
    if (!ANSWERABLE.includes(found.line.status as OrderLineStatus)) throw unprocessable(COMPLAINT_MESSAGES.lineMoved, 'COMPLAINT_LINE_MOVED');
    return found;
  }

  async function close(tx: Database, memberId: number, found: Found, set: Partial<ComplaintRow> & { status: ComplaintStatus }, now: Date) {
    const [row] = await tx
      .update(orderComplaints)
      .set({ ...set, respondedAt: now })
      .where(and(eq(orderComplaints.id, found.complaint.id), eq(orderComplaints.status, 'pending')))
      .returning();
    if (!row) throw unprocessable(COMPLAINT_MESSAGES.closed, 'COMPLAINT_CLOSED');
    const [line] = await tx.select().from(orderItems).where(eq(orderItems.id, found.line.id));
    const [complaint] = await views(tx, memberId, [{ complaint: row, order: found.order, line: line! }]);
    return { complaint: complaint! };
  }

  /** The shop-raised cancel: the ordinary cancel of the one line, at once, with the seller's reason. */
  async function cancelLine(tx: Database, memberId: number, found: Found, refundAccount: RefundAccountBody | undefined, now: Date) {
    const reason = SHOP_CANCEL_REASONS[found.complaint.type];
    const created = await myOrders.cancel(
      tx,
      { memberId },
      found.order.orderNo,
      { item_ids: [found.line.id], reason_code: reason.code, detail_reason: found.complaint.sellerMessage, refund_account: refundAccount },
      now,
      reason,
    );
    return created.claim_ids[0] ?? null;
  }

  return {
    async list(memberId: number, type: ComplaintType, tab: ComplaintPageTab, page: number): Promise<ComplaintsResponse> {
      const size = COMPLAINTS_PAGE_SIZE;
      const mine = and(eq(orderComplaints.type, type), ownedBy(memberId));
      const ofTab = (t: ComplaintPageTab) => and(mine, t === 'claimable' ? eq(orderComplaints.status, 'pending') : ne(orderComplaints.status, 'pending'));
      const countOf = async (t: ComplaintPageTab) =>
        (await db.select({ n: count() }).from(orderComplaints).innerJoin(orders, eq(orders.id, orderComplaints.orderId)).where(ofTab(t)))[0]?.n ?? 0;
      const [claimable, result, rows] = await Promise.all([
        countOf('claimable'),
        countOf('result'),
        selectFound(db)
          .where(ofTab(tab))
          .orderBy(desc(orderComplaints.createdAt), desc(orderComplaints.id))
          .limit(size)
          .offset((page - 1) * size),
      ]);
      const total = tab === 'claimable' ? claimable : result;
      return {
        type,
        tab,
        counts: { claimable, result },
        complaints: { current_page: page, per_page: size, total, last_page: Math.max(1, Math.ceil(total / size)), data: await views(db, memberId, rows) },
      };
    },

    settings,

    /** 지연 동의: the shopper waits for the new date and earns the delay reward now, once. `s`: the shop settings, read before the transaction. */
    async accept(tx: Database, memberId: number, id: number, s: ShopSettings, now = new Date()) {
      const found = await lockPending(tx, memberId, id, 'release_delay');
      const reward = rewardFor(found.line, found.complaint, s);
      if (reward > 0) {
        const expiresAt = new Date(now);
        expiresAt.setMonth(expiresAt.getMonth() + s.point_rules.usable_months);
        await tx.insert(pointLedger).values({
          memberId,
          amount: reward,
          kind: 'earn',
          reason: `출고 지연 보상 (주문 ${found.order.orderNo})`,
          orderId: found.order.id,
          expiresAt,
          createdAt: now,
        });
      }
      return close(tx, memberId, found, { status: 'accepted', rewardPoint: reward }, now);
    },

    /** 출고 지연 → 주문 취소: the line is cancelled at once and refunded (points and coupons back once). */
    async cancel(tx: Database, memberId: number, id: number, body: { refund_account?: RefundAccountBody }, now = new Date()) {
      const found = await lockPending(tx, memberId, id, 'release_delay');
      const claimId = await cancelLine(tx, memberId, found, body.refund_account, now);
      return close(tx, memberId, found, { status: 'cancelled', claimId }, now);
    },

    /** 품절 환불: the sold-out line is cancelled and refunded. */
    async refund(tx: Database, memberId: number, id: number, body: { refund_account?: RefundAccountBody }, now = new Date()) {
      const found = await lockPending(tx, memberId, id, 'cancel_by_soldout');
      const claimId = await cancelLine(tx, memberId, found, body.refund_account, now);
      return close(tx, memberId, found, { status: 'refunded', claimId }, now);
    },
  };
}
export type Complaints = ReturnType<typeof createComplaints>;

export const complaintsPlugin = fp(
  async (app) => {
    app.decorate(
      'complaints',
      createComplaints(app.db, app.myOrders, () => app.settingsRepository.shopSettings()),
    );
  },
  { name: 'complaints', dependencies: ['db', 'my-orders', 'settings-repository'] },
);

export default complaintsPlugin;
