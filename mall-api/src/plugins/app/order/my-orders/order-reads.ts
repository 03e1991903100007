import type { ShopSettings } from '@mall/shared-contracts';
import {
  CARD_COMPANIES,
  CLAIM_MESSAGES,
  type ClaimReason,
  type Pickup,
  CLAIM_STATUS_LABELS,
  COMPLAINT_OF_PAGE,
  type ComplaintPageType,
  type ComplaintType,
  lineActions,
  maskAccountNumber,
  MY_ORDER_MESSAGES,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type ClaimSummary,
  type MyClaimRow,
  type MyOrderLine,
  type OrderLineStatus,
  type PaymentInfo,
  type PaymentMethod,
} from '@mall/shared-contracts/order';
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { banks, claims, deliveryCompanies, orderComplaints, orderItems, orders, payments, reasons } from '../../../../db/schema';
import { notFound, unprocessable } from '../../../../lib/errors';
import type { PaymentGateway } from '../payments/payment-gateway';
import { toOrderLineView } from '../orders/order-lines';

/*
 * What the history and the claims read alike: whose order it is (OrderOwner), its lines with their latest
 * claim and buttons, its payment, the claim reasons and pickup addresses.
 */

export type OrderRow = typeof orders.$inferSelect;

export type LineRow = typeof orderItems.$inferSelect;

export type ClaimRow = typeof claims.$inferSelect;

export type PaymentRow = typeof payments.$inferSelect;

export interface GuestAddressInput {
  name: string;
  phone: string;
  zipcode: string;
  address1: string;
  address2: string;
  memo: string;
}

/**
 * Whose orders a request manages: a member's, or the guest orders a guest session opens (ADR 0005,
 * 0012, 0014). Every read and claim finds its order through `ownsOrder`, so a guest never reaches a
 * member's order nor a member a guest's. A guest's refund account is taken only for the order the
 * session proved by its number and orderer name (`refundAccountOrderId`), never for one it opened by
 * the phone alone.
 */
export type OrderOwner = { memberId: number } | { guestOrderIds: readonly number[]; refundAccountOrderId: number | null };

export const ownsOrder = (owner: OrderOwner) =>
  'memberId' in owner ? eq(orders.memberId, owner.memberId) : and(isNull(orders.memberId), inArray(orders.id, [...owner.guestOrderIds, -1]));

/** Points and the saved refund account belong to members: a guest has neither. */
export const memberIdOf = (owner: OrderOwner) => ('memberId' in owner ? owner.memberId : null);

export const MONTH_DAYS = 30;

export const DAY = 86_400_000;

export const orderNotFound = () => notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');

/** A line's buttons now (the shared rule of @mall/shared-contracts/order, as the list and detail show them). */
export const actionsOf = (
  l: Pick<LineRow, 'id' | 'status' | 'deliveredAt'>,
  open: ReadonlySet<number | null>,
  now: Date,
  pending: ReadonlyMap<number, ComplaintPageType> = new Map(),
) => lineActions(l.status as OrderLineStatus, open.has(l.id), { deliveredAt: l.deliveredAt, now, pendingComplaint: pending.get(l.id) ?? null });

/** /mypage/claim's page of each complaint type (the inverse of COMPLAINT_OF_PAGE). */
export const ANSWER_PAGE = Object.fromEntries(Object.entries(COMPLAINT_OF_PAGE).map(([page, type]) => [type, page])) as Record<
  ComplaintType,
  ComplaintPageType
>;

export const iso = (d: Date | null) => d?.toISOString() ?? null;

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  ready: '결제 대기',
  approved: '결제 완료',
  waiting_deposit: '입금 대기',
  declined: '승인 거절',
  cancelled: '결제 취소',
  refunded: '전액 환불',
};

export const banksByCode = async (executor: Database) => new Map((await executor.select().from(banks)).map((b) => [b.code, b.name]));

/** The claim as the shopper reads it; an open exchange whose replacement shipped says so. */
export const toClaim = (c: ClaimRow, bankNames: Map<string, string>, lineStatus: string): ClaimSummary => ({
  id: c.id,
  type: c.type,
  status: c.status,
  status_label:
    c.type === 'exchange' && c.status === 'requested' && lineStatus === 'exchange_shipping'
      ? ORDER_STATUS_LABELS.exchange_shipping
      : CLAIM_STATUS_LABELS[c.type][c.status],
  reason_label: c.reasonLabel,
  detail_reason: c.detailReason,
  requested_at: c.createdAt.toISOString(),
  completed_at: iso(c.completedAt),
  refund_goods_amount: c.refundGoodsAmount,
  refund_shipping_amount: c.refundShippingAmount,
  refund_point_amount: c.refundPointAmount,
  refund_payment_amount: c.refundPaymentAmount,
  refund_account: c.refundAccountNumber
    ? `${bankNames.get(c.refundBankCode ?? '') ?? ''} ${maskAccountNumber(c.refundAccountNumber)} ${c.refundAccountHolder ?? ''}`.trim()
    : null,
  exchange_option_name: c.exchangeOptionName,
  shipping_fee_payer: c.shippingFeePayer,
  return_shipping_amount: c.returnShippingAmount,
  pickup: c.pickupAddress1
    ? { name: c.pickupName ?? '', phone: c.pickupPhone ?? '', zipcode: c.pickupZipcode ?? '', address1: c.pickupAddress1, address2: c.pickupAddress2 ?? '' }
    : null,
  exchange_delivery: c.exchangeAddress1
    ? {
        name: c.exchangeReceiverName ?? '',
        phone: c.exchangeReceiverPhone ?? '',
        zipcode: c.exchangeZipcode ?? '',
        address1: c.exchangeAddress1,
        address2: c.exchangeAddress2 ?? '',
      }
    : null,
  can_turn_to_return: c.type === 'exchange' && c.status === 'requested' && lineStatus === 'exchange_requested',
  from_claim_id: c.fromClaimId,
});

/** The lines of these orders with their latest claim, delivery and actions. */
export async function myLines(executor: Database, orderIds: number[], now = new Date()): Promise<Map<number, MyOrderLine[]>> {
  const byOrder = new Map<number, MyOrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const [lines, claimRows, companies, bankNames, pending] = await Promise.all([
    executor.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
    executor.select().from(claims).where(inArray(claims.orderId, orderIds)).orderBy(desc(claims.id)),
    executor.select().from(deliveryCompanies),
    banksByCode(executor),
    pendingComplaints(executor, orderIds),
  ]);
  for (const l of lines) {
    const latest = claimRows.find((c) => c.orderItemId === l.id);
    const company = companies.find((c) => c.code === l.deliveryCompanyCode);
    const line: MyOrderLine = {
      ...toOrderLineView(l),
      actions: lineActions(l.status as OrderLineStatus, latest?.status === 'requested', {
        deliveredAt: l.deliveredAt,
        now,
        pendingComplaint: pending.get(l.id) ?? null,
      }),
      claim: latest ? toClaim(latest, bankNames, l.status) : null,
      delivery:
        company && l.invoiceNo
          ? { company: company.name, invoice_no: l.invoiceNo, tracking_url: company.trackingUrlTemplate.replace('{invoice}', l.invoiceNo) }
          : null,
      confirmed_at: iso(l.confirmedAt),
      delivered_at: iso(l.deliveredAt),
    };
    byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), line]);
  }
  return byOrder;
}

export const findOrder = async (executor: Database, owner: OrderOwner, orderNo: string, lock = false) => {
  const q = executor
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), ownsOrder(owner), ne(orders.status, 'ordering')));
  const [order] = await (lock ? q.for('update') : q);
  if (!order) throw orderNotFound();
  return order;
};

export const lastPayment = async (executor: Database, orderId: number) =>
  (
    await executor
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['approved', 'waiting_deposit', 'refunded'])))
      .orderBy(desc(payments.id))
      .limit(1)
  )[0];

export const toPayment = (p: PaymentRow): PaymentInfo => ({
  method: p.method as PaymentMethod,
  method_label: PAYMENT_METHOD_LABELS[p.method as PaymentMethod],
  status: p.status,
  status_label: PAYMENT_STATUS_LABELS[p.status] ?? p.status,
  amount: p.amount,
  refunded_amount: p.refundedAmount,
  card_company: p.cardCompany ? (CARD_COMPANIES.find((c) => c.code === p.cardCompany)?.name ?? null) : null,
  installment_months: p.installmentMonths,
  vbank_name: p.vbankName,
  vbank_account: p.vbankAccount,
  vbank_due_at: iso(p.vbankDueAt),
  approved_at: iso(p.approvedAt),
});

/** The lines of these orders with a release delay or sold-out the shopper has not answered yet, and where to answer it. */
export const pendingComplaints = async (executor: Database, orderIds: number[]) =>
  new Map(
    (
      await executor
        .select({ itemId: orderComplaints.orderItemId, type: orderComplaints.type })
        .from(orderComplaints)
        .where(and(inArray(orderComplaints.orderId, orderIds), eq(orderComplaints.status, 'pending')))
    ).map((c) => [c.itemId, ANSWER_PAGE[c.type]] as const),
  );

export const openClaimLines = async (executor: Database, orderId: number) =>
  new Set(
    (
      await executor
        .select({ itemId: claims.orderItemId })
        .from(claims)
        .where(and(eq(claims.orderId, orderId), eq(claims.status, 'requested')))
    ).map((o) => o.itemId),
  );

export const reasonsOf = async (executor: Database, type: 'cancel' | 'return' | 'exchange') =>
  executor.select().from(reasons).where(eq(reasons.type, type)).orderBy(asc(reasons.sortOrder));

export const toReason = (r: typeof reasons.$inferSelect): ClaimReason => ({
  code: r.code,
  label: r.label,
  detail_reason_required: r.detailReasonRequired,
  payer: r.fault ?? 'buyer',
});

export const findReason = async (executor: Database, type: 'cancel' | 'return' | 'exchange', code: string, detail: string) => {
  const [reason] = await executor
    .select()
    .from(reasons)
    .where(and(eq(reasons.type, type), eq(reasons.code, code)));
  if (!reason) throw unprocessable(MY_ORDER_MESSAGES.reasonUnknown, 'REASON_UNKNOWN');
  if (reason.detailReasonRequired && !detail.trim()) throw unprocessable(MY_ORDER_MESSAGES.detailReasonRequired, 'DETAIL_REASON_REQUIRED');
  return reason;
};

export const pickupOf = (order: OrderRow): Pickup => ({
  name: order.receiverName,
  phone: order.receiverPhone,
  zipcode: order.zipcode,
  address1: order.address1,
  address2: order.address2,
});

/** An exchange claim of the owner's orders (a member's or the guest session's), with its order and line (locked for the move). */
export async function findExchange(executor: Database, owner: OrderOwner, exchangeId: number, lock = false) {
  const q = executor
    .select({ claim: claims, order: orders, line: orderItems })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .innerJoin(orderItems, eq(orderItems.id, claims.orderItemId))
    .where(and(eq(claims.id, exchangeId), eq(claims.type, 'exchange'), ownsOrder(owner)));
  const [found] = await (lock ? q.for('update') : q);
  if (!found) throw notFound(CLAIM_MESSAGES.exchangeNotFound, 'EXCHANGE_NOT_FOUND');
  return found;
}

export const pickupColumns = (p: Pickup) => ({
  pickupName: p.name,
  pickupPhone: p.phone,
  pickupZipcode: p.zipcode,
  pickupAddress1: p.address1,
  pickupAddress2: p.address2,
});

export function claimRow(r: { claim: ClaimRow; order: OrderRow; line: LineRow }, bankNames: Map<string, string>): MyClaimRow {
  return {
    ...toClaim(r.claim, bankNames, r.line.status),
    order_id: r.order.orderNo,
    ordered_at: r.order.createdAt.toISOString(),
    item: toOrderLineView(r.line),
  };
}

/** What every part of the member's orders works with: the database, the PG, and the shop's settings. */
export interface MyOrdersDeps {
  db: Database;
  gateway: PaymentGateway;
  settings: () => Promise<ShopSettings>;
}
