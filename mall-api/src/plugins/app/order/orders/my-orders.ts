import type { ShopSettings } from '@mall/shared-contracts';
import {
  addressEditable,
  CARD_COMPANIES,
  GUEST_ORDER_MESSAGES,
  CLAIM_MESSAGES,
  exchangeShippingFees,
  returnEstimates,
  type ExchangeOption,
  type ExchangeOptions,
  type ExchangeSheet,
  type ToReturnSheet,
  type ClaimCreated,
  type ClaimReason,
  type Pickup,
  type ReturnSheet,
  type ShippingFeePayer,
  CLAIM_STATUS_LABELS,
  COMPLAINT_OF_PAGE,
  type ClaimPageType,
  type ComplaintType,
  lineActions,
  maskAccountNumber,
  MY_ORDER_MESSAGES,
  MY_ORDERS_PAGE_SIZE,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  purchasePoint,
  refundEstimate,
  splitVat,
  type CancelSheet,
  type ClaimStatus,
  type ClaimSummary,
  type ClaimType,
  type ClaimsResponse,
  type MyClaimRow,
  type MyOrderDetail,
  type MyOrderLine,
  type MyOrdersResponse,
  type MyOrderTab,
  type OrderLineStatus,
  type PaymentInfo,
  type PaymentMethod,
  type PurchaseConfirmResponse,
  type Receipt,
  type RefundAccount,
  type RefundEstimate,
} from '@mall/shared-contracts/order';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import {
  banks,
  claims,
  deliveryCompanies,
  goodsOptions,
  grades,
  members,
  orderComplaints,
  orderItems,
  orderPacks,
  orders,
  payments,
  pointLedger,
  reasons,
  refundAccounts,
  sellers,
} from '../../../../db/schema';
import { AppError, notFound, unprocessable } from '../../../../lib/errors';
import type { PaymentGateway } from '../payments/payment-gateway';
import { pointBalanceOf } from '../../member/benefits/balances';
import { restoreLineCoupons } from './order-coupons';
import { addStock, moveLines, toOrderLineView, toOrderAmounts, toOrderReceiver } from './order-lines';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;
type ClaimRow = typeof claims.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type OptionRow = typeof goodsOptions.$inferSelect;
type RefundAccountBody = { bank_code: string; account_number: string; holder_name: string };
/** The reason the purge job cancels a virtual-account order nobody paid in time. */
export const DEPOSIT_OVERDUE = { code: 'DEPOSIT_OVERDUE', label: '입금 기한 만료' } as const;

export interface CancelInput {
  item_ids: number[];
  reason_code: string;
  detail_reason: string;
  refund_account?: RefundAccountBody;
}
export interface GuestAddressInput {
  name: string;
  phone: string;
  zipcode: string;
  address1: string;
  address2: string;
  memo: string;
}
export interface ReturnInput extends CancelInput {
  pickup: Pickup;
}
export type ToReturnInput = Omit<ReturnInput, 'item_ids'>;
export interface ExchangeInput {
  items: { item_id: number; option_id: number }[];
  reason_code: string;
  detail_reason: string;
  pickup: Pickup;
  delivery: Pickup;
}
/** Lines out of the order for good: once every line is, the order's coupons come back. */
const GONE_STATUSES: readonly OrderLineStatus[] = ['cancelled', 'expired', 'returned'];

/**
 * Whose orders a request manages: a member's, or the guest orders a guest session opens (ADR 0005,
 * 0012, 0014). Every read and claim finds its order through `ownsOrder`, so a guest never reaches a
 * member's order nor a member a guest's. A guest's refund account is taken only for the order the
 * session proved by its number and orderer name (`refundAccountOrderId`), never for one it opened by
 * the phone alone.
 */
export type OrderOwner = { memberId: number } | { guestOrderIds: readonly number[]; refundAccountOrderId: number | null };
const ownsOrder = (owner: OrderOwner) =>
  'memberId' in owner ? eq(orders.memberId, owner.memberId) : and(isNull(orders.memberId), inArray(orders.id, [...owner.guestOrderIds, -1]));
/** Points and the saved refund account belong to members: a guest has neither. */
const memberIdOf = (owner: OrderOwner) => ('memberId' in owner ? owner.memberId : null);

const MONTH_DAYS = 30;
const DAY = 86_400_000;
const orderNotFound = () => notFound(ORDER_MESSAGES.orderNotFound, 'ORDER_NOT_FOUND');
/** A line's buttons now (the shared rule of @mall/shared-contracts/order, as the list and detail show them). */
const actionsOf = (
  l: Pick<LineRow, 'id' | 'status' | 'deliveredAt'>,
  open: ReadonlySet<number | null>,
  now: Date,
  pending: ReadonlyMap<number, ClaimPageType> = new Map(),
) => lineActions(l.status as OrderLineStatus, open.has(l.id), { deliveredAt: l.deliveredAt, now, pendingComplaint: pending.get(l.id) ?? null });
/** /mypage/claim's page of each complaint type (the inverse of COMPLAINT_OF_PAGE). */
const ANSWER_PAGE = Object.fromEntries(Object.entries(COMPLAINT_OF_PAGE).map(([page, type]) => [type, page])) as Record<ComplaintType, ClaimPageType>;
const windowClosed = () => unprocessable(CLAIM_MESSAGES.claimWindowClosed, 'CLAIM_WINDOW_CLOSED');
/** A return or exchange of a line delivered more than CLAIM_WINDOW_DAYS ago is refused in those words. */
function refuseOutsideWindow(lines: readonly Pick<LineRow, 'id' | 'status' | 'deliveredAt'>[], open: ReadonlySet<number | null>, now: Date) {
  if (lines.some((l) => actionsOf(l, open, now).claim_window_closed)) throw windowClosed();
}
/** Why a sheet has no line to claim: the window closed on its delivered lines, or nothing was delivered. */
const noneClaimable = (lines: readonly MyOrderLine[], message: string, code: string) =>
  lines.some((l) => l.actions.claim_window_closed) ? windowClosed() : unprocessable(message, code);
const iso = (d: Date | null) => d?.toISOString() ?? null;

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  ready: '결제 대기',
  approved: '결제 완료',
  waiting_deposit: '입금 대기',
  declined: '승인 거절',
  cancelled: '결제 취소',
  refunded: '전액 환불',
};

/**
 * Why an option cannot replace the line's: it is the line's own, it has too few units, or it costs
 * another price (an exchange changes the option, never the amount paid). Null when it can.
 */
function exchangeRefusal(
  option: OptionRow,
  line: Pick<LineRow, 'goodsId' | 'optionId' | 'ea'>,
  current: OptionRow | undefined,
): ExchangeOption['unavailable'] | 'unknown' {
  if (option.goodsId !== line.goodsId) return 'unknown';
  if (option.id === line.optionId) return 'current';
  if (option.extraAmount !== (current?.extraAmount ?? 0)) return 'price_differs';
  if (option.stock < line.ea) return 'sold_out';
  return null;
}

/**
 * The member's order history (/mypage/order): the lists, the detail, the receipt, purchase confirm
 * and cancel claims. Every line move goes through moveLines (ADR 0012), so a repeated request finds
 * the line moved and gives nothing back twice.
 */
export function createMyOrders(db: Database, gateway: PaymentGateway, settings: () => Promise<ShopSettings>) {
  const banksByCode = async (executor: Database) => new Map((await executor.select().from(banks)).map((b) => [b.code, b.name]));

  /** The claim as the shopper reads it; an open exchange whose replacement shipped says so. */
  const toClaim = (c: ClaimRow, bankNames: Map<string, string>, lineStatus: string): ClaimSummary => ({
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
  async function myLines(executor: Database, orderIds: number[], now = new Date()): Promise<Map<number, MyOrderLine[]>> {
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

  const findOrder = async (executor: Database, owner: OrderOwner, orderNo: string, lock = false) => {
    const q = executor
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), ownsOrder(owner), ne(orders.status, 'ordering')));
    const [order] = await (lock ? q.for('update') : q);
    if (!order) throw orderNotFound();
    return order;
  };

  const lastPayment = async (executor: Database, orderId: number) =>
    (
      await executor
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['approved', 'waiting_deposit', 'refunded'])))
        .orderBy(desc(payments.id))
        .limit(1)
    )[0];

  const toPayment = (p: PaymentRow): PaymentInfo => ({
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
  const pendingComplaints = async (executor: Database, orderIds: number[]) =>
    new Map(
      (
        await executor
          .select({ itemId: orderComplaints.orderItemId, type: orderComplaints.type })
          .from(orderComplaints)
          .where(and(inArray(orderComplaints.orderId, orderIds), eq(orderComplaints.status, 'pending')))
      ).map((c) => [c.itemId, ANSWER_PAGE[c.type]] as const),
    );

  const openClaimLines = async (executor: Database, orderId: number) =>
    new Set(
      (
        await executor
          .select({ itemId: claims.orderItemId })
          .from(claims)
          .where(and(eq(claims.orderId, orderId), eq(claims.status, 'requested')))
      ).map((o) => o.itemId),
    );

  const refundedSoFar = async (executor: Database, orderId: number) => {
    const done = await executor
      .select({ payment: claims.refundPaymentAmount, withheld: claims.rewardWithheldAmount, point: claims.refundPointAmount })
      .from(claims)
      .where(and(eq(claims.orderId, orderId), eq(claims.status, 'completed')));
    // A delay reward withheld from a refund counts as paid back: it never comes out later.
    return { payment: done.reduce((s, c) => s + c.payment + c.withheld, 0), point: done.reduce((s, c) => s + c.point, 0) };
  };

  /**
   * The delivery-delay rewards of lines being cancelled come back (issue 25 item 18): the member
   * waited for nothing. Taken from the points (after `restoring`, this cancel's own points); what the
   * member already spent is `owed`: it comes off the cancel's refund, so points never go below zero.
   */
  async function takeBackDelayRewards(tx: Database, memberId: number | null, order: OrderRow, lineIds: readonly number[], restoring: number, now: Date) {
    if (memberId === null || lineIds.length === 0) return 0;
    const accepted = await tx
      .select({ reward: orderComplaints.rewardPoint })
      .from(orderComplaints)
      .where(
        and(
          inArray(orderComplaints.orderItemId, [...lineIds]),
          eq(orderComplaints.type, 'release_delay'),
          eq(orderComplaints.status, 'accepted'),
          gt(orderComplaints.rewardPoint, 0),
        ),
      );
    const reward = accepted.reduce((s, c) => s + c.reward, 0);
    if (reward === 0) return 0;
    // The member's row is locked while the balance is read and charged (a parallel spend waits for it).
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const fromPoints = Math.min(reward, Math.max(0, (await pointBalanceOf(tx, memberId)) + restoring));
    if (fromPoints > 0)
      await tx.insert(pointLedger).values({
        memberId,
        amount: -fromPoints,
        kind: 'cancel',
        reason: `출고 지연 보상 회수 (주문 ${order.orderNo})`,
        orderId: order.id,
        createdAt: now,
      });
    return reward - fromPoints;
  }

  async function estimateFor(executor: Database, order: OrderRow, lines: LineRow[], selectedIds: number[], payment: PaymentRow | undefined) {
    const packs = await executor.select().from(orderPacks).where(eq(orderPacks.orderId, order.id));
    const refunded = await refundedSoFar(executor, order.id);
    return refundEstimate({
      lines: lines.map((l) => ({
        id: l.id,
        sellerId: l.sellerId,
        price: l.price,
        ea: l.ea,
        status: l.status as OrderLineStatus,
        couponDiscount: l.couponDiscountAmount,
      })),
      selectedIds,
      packs: packs.map((p) => ({ sellerId: p.sellerId, shippingAmount: p.shippingAmount })),
      order,
      refunded,
      unpaid: !payment || payment.status === 'waiting_deposit',
    });
  }

  /**
   * A virtual-account payment is refunded to an account: the one sent (saved as the member's) or the
   * member's saved one. A guest has no saved account: it sends one with the claim.
   */
  async function refundAccountFor(
    tx: Database,
    owner: OrderOwner,
    order: OrderRow,
    payment: PaymentRow | undefined,
    sent: RefundAccountBody | undefined,
    now: Date,
  ) {
    if (payment?.method !== 'virtual_account' || payment.status !== 'approved') return undefined;
    // Money goes where the account says: only a session that proved this very order may say it (ADR 0014).
    if ('guestOrderIds' in owner && owner.refundAccountOrderId !== order.id)
      throw new AppError(403, 'REFUND_ACCOUNT_NOT_PROVED', GUEST_ORDER_MESSAGES.refundAccountNotProved);
    const memberId = memberIdOf(owner);
    let account: { bankCode: string; accountNumber: string; holderName: string } | undefined;
    if (sent) {
      const known = await tx.select().from(banks).where(eq(banks.code, sent.bank_code));
      if (known.length === 0) throw unprocessable(MY_ORDER_MESSAGES.bankUnknown, 'BANK_UNKNOWN');
      account = { bankCode: sent.bank_code, accountNumber: sent.account_number, holderName: sent.holder_name };
      if (memberId !== null)
        await tx
          .insert(refundAccounts)
          .values({ memberId, ...account, updatedAt: now })
          .onConflictDoUpdate({ target: refundAccounts.memberId, set: { ...account, updatedAt: now } });
    } else if (memberId !== null) {
      [account] = await tx.select().from(refundAccounts).where(eq(refundAccounts.memberId, memberId));
    }
    if (!account) throw unprocessable(MY_ORDER_MESSAGES.refundAccountRequired, 'REFUND_ACCOUNT_REQUIRED');
    return account;
  }

  /**
   * Gives a refund back in the claim's transaction, after its lines moved (so a repeat finds nothing
   * to move and never gets here): a partial PG cancel, the points, and the order's coupons once no
   * line of the order is left charged.
   */
  async function settleRefund(
    tx: Database,
    memberId: number | null,
    order: OrderRow,
    payment: PaymentRow | undefined,
    estimate: RefundEstimate,
    what: string,
    movedIds: readonly number[],
    now: Date,
  ) {
    if (estimate.payment_amount > 0 && payment) {
      await gateway.cancel(tx, payment.pgTid, estimate.payment_amount);
      const refundedAmount = payment.refundedAmount + estimate.payment_amount;
      await tx
        .update(payments)
        .set({ refundedAmount, status: refundedAmount >= payment.amount ? 'refunded' : payment.status, updatedAt: now })
        .where(eq(payments.id, payment.id));
    }
    if (estimate.point_amount > 0 && memberId !== null)
      await tx.insert(pointLedger).values({
        memberId,
        amount: estimate.point_amount,
        kind: 'restore',
        reason: `${what} 환원 (${order.orderNo})`,
        orderId: order.id,
        createdAt: now,
      });
    const left = await tx.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const gone = left.every((l) => GONE_STATUSES.includes(l.status as OrderLineStatus));
    // Each line's own coupon comes back (one coupon per line), once: only the lines that moved count.
    await restoreLineCoupons(tx, order.id, movedIds);
    return { gone };
  }

  /**
   * A virtual account still waiting for its deposit, after some lines were cancelled: the amount due
   * follows the lines still ordered (issue 25 item 5). Nothing was paid, so nothing is refunded; the
   * cancelled lines' share the points did not cover comes off what the account expects, at the PG (a
   * deposit of the old amount is then refused) and on the order.
   */
  async function lowerAmountDue(tx: Database, order: OrderRow, payment: PaymentRow, estimate: RefundEstimate, now: Date) {
    const total = Math.max(0, estimate.goods_amount + estimate.shipping_amount - estimate.coupon_amount);
    const cut = Math.min(payment.amount, Math.max(0, total - estimate.point_amount));
    if (cut === 0) return;
    await gateway.cancel(tx, payment.pgTid, cut);
    await tx
      .update(payments)
      .set({ amount: payment.amount - cut, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await tx
      .update(orders)
      .set({ paymentAmount: Math.max(0, order.paymentAmount - cut), updatedAt: now })
      .where(eq(orders.id, order.id));
  }

  const reasonsOf = async (executor: Database, type: 'cancel' | 'return' | 'exchange') =>
    executor.select().from(reasons).where(eq(reasons.type, type)).orderBy(asc(reasons.sortOrder));
  const toReason = (r: typeof reasons.$inferSelect): ClaimReason => ({
    code: r.code,
    label: r.label,
    detail_reason_required: r.detailReasonRequired,
    payer: r.fault ?? 'buyer',
  });
  const findReason = async (executor: Database, type: 'cancel' | 'return' | 'exchange', code: string, detail: string) => {
    const [reason] = await executor
      .select()
      .from(reasons)
      .where(and(eq(reasons.type, type), eq(reasons.code, code)));
    if (!reason) throw unprocessable(MY_ORDER_MESSAGES.reasonUnknown, 'REASON_UNKNOWN');
    if (reason.detailReasonRequired && !detail.trim()) throw unprocessable(MY_ORDER_MESSAGES.detailReasonRequired, 'DETAIL_REASON_REQUIRED');
    return reason;
  };

  /** What a return of `selectedIds` gives back, for each payer of the return shipping. */
  async function returnEstimatesFor(executor: Database, order: OrderRow, lines: LineRow[], selectedIds: number[], payment: PaymentRow | undefined) {
    const packs = await executor.select().from(orderPacks).where(eq(orderPacks.orderId, order.id));
    const sellerIds = [...new Set(lines.filter((l) => selectedIds.includes(l.id)).map((l) => l.sellerId))].filter((id): id is number => id !== null);
    const sellerRows = sellerIds.length ? await executor.select().from(sellers).where(inArray(sellers.id, sellerIds)) : [];
    const refunded = await refundedSoFar(executor, order.id);
    return returnEstimates({
      lines: lines.map((l) => ({ id: l.id, sellerId: l.sellerId, price: l.price, ea: l.ea, status: l.status as OrderLineStatus })),
      selectedIds,
      packs: packs.map((p) => ({ sellerId: p.sellerId, shippingAmount: p.shippingAmount })),
      order,
      refunded,
      unpaid: !payment || payment.status === 'waiting_deposit',
      returnedPacks: sellerRows.map((s) => ({
        sellerShippingPrice: s.shippingPrice,
        packShippedFree: (packs.find((p) => p.sellerId === s.id)?.shippingAmount ?? 0) === 0,
      })),
    });
  }

  const pickupOf = (order: OrderRow): Pickup => ({
    name: order.receiverName,
    phone: order.receiverPhone,
    zipcode: order.zipcode,
    address1: order.address1,
    address2: order.address2,
  });
  /** What the buyer pays for exchanging these lines, by payer: both legs of each seller's pack. */
  async function exchangeFeesFor(executor: Database, selected: readonly LineRow[]) {
    const sellerIds = [...new Set(selected.map((l) => l.sellerId))].filter((id): id is number => id !== null);
    const sellerRows = sellerIds.length ? await executor.select().from(sellers).where(inArray(sellers.id, sellerIds)) : [];
    return exchangeShippingFees(sellerRows.map((s) => ({ sellerShippingPrice: s.shippingPrice })));
  }

  /** An exchange claim of the owner's orders (a member's or the guest session's), with its order and line (locked for the move). */
  async function findExchange(executor: Database, owner: OrderOwner, exchangeId: number, lock = false) {
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

  const pickupColumns = (p: Pickup) => ({
    pickupName: p.name,
    pickupPhone: p.phone,
    pickupZipcode: p.zipcode,
    pickupAddress1: p.address1,
    pickupAddress2: p.address2,
  });

  return {
    async list(owner: OrderOwner, tab: MyOrderTab, months: number, page: number, now = new Date()): Promise<MyOrdersResponse> {
      const since = new Date(now.getTime() - months * MONTH_DAYS * DAY);
      const size = MY_ORDERS_PAGE_SIZE;
      const empty = { current_page: page, per_page: size, total: 0, last_page: 1, data: [] };
      if (tab === 'all') {
        const where = and(ownsOrder(owner), ne(orders.status, 'ordering'), gte(orders.createdAt, since));
        const [[total], rows] = await Promise.all([
          db.select({ n: count() }).from(orders).where(where),
          db
            .select()
            .from(orders)
            .where(where)
            .orderBy(desc(orders.createdAt), desc(orders.id))
            .limit(size)
            .offset((page - 1) * size),
        ]);
        const lines = await myLines(
          db,
          rows.map((o) => o.id),
        );
        const n = total?.n ?? 0;
        return {
          tab,
          months,
          claims: empty,
          orders: {
            current_page: page,
            per_page: size,
            total: n,
            last_page: Math.max(1, Math.ceil(n / size)),
            data: rows.map((o) => ({
              order_id: o.orderNo,
              ordered_at: o.createdAt.toISOString(),
              status: o.status as OrderLineStatus,
              status_label: ORDER_STATUS_LABELS[o.status as OrderLineStatus],
              payment_amount: o.paymentAmount,
              items: lines.get(o.id) ?? [],
            })),
          },
        };
      }
      const where = and(ownsOrder(owner), eq(claims.type, tab), gte(claims.createdAt, since));
      const [[total], rows, bankNames] = await Promise.all([
        db.select({ n: count() }).from(claims).innerJoin(orders, eq(orders.id, claims.orderId)).where(where),
        db
          .select({ claim: claims, order: orders, line: orderItems })
          .from(claims)
          .innerJoin(orders, eq(orders.id, claims.orderId))
          .innerJoin(orderItems, eq(orderItems.id, claims.orderItemId))
          .where(where)
          .orderBy(desc(claims.createdAt), desc(claims.id))
          .limit(size)
          .offset((page - 1) * size),
        banksByCode(db),
      ]);
      const n = total?.n ?? 0;
      return {
        tab,
        months,
        orders: empty,
        claims: {
          current_page: page,
          per_page: size,
          total: n,
          last_page: Math.max(1, Math.ceil(n / size)),
          data: rows.map((r) => claimRow(r, bankNames)),
        },
      };
    },

    async detail(owner: OrderOwner, orderNo: string): Promise<MyOrderDetail> {
      const order = await findOrder(db, owner, orderNo);
      const [lines, packs, payment, refunded] = await Promise.all([
        myLines(db, [order.id]),
        db.select().from(orderPacks).where(eq(orderPacks.orderId, order.id)).orderBy(asc(orderPacks.id)),
        lastPayment(db, order.id),
        refundedSoFar(db, order.id),
      ]);
      const items = lines.get(order.id) ?? [];
      const rows = await db.select({ id: orderItems.id, sellerId: orderItems.sellerId }).from(orderItems).where(eq(orderItems.orderId, order.id));
      const sellerOf = new Map(rows.map((r) => [r.id, r.sellerId]));
      const listAmount = items.reduce((s, l) => s + l.list_price * l.ea, 0);
      const status = order.status as OrderLineStatus;
      return {
        order_id: order.orderNo,
        ordered_at: order.createdAt.toISOString(),
        paid_at: iso(order.paidAt),
        status,
        status_label: ORDER_STATUS_LABELS[status],
        orderer: { name: order.ordererName, phone: order.ordererPhone, email: order.ordererEmail },
        receiver: toOrderReceiver(order),
        packs: packs.map((p) => ({
          seller_id: p.sellerId,
          seller_name: p.sellerName,
          shipping_amount: p.shippingAmount,
          items: items.filter((l) => sellerOf.get(l.id) === p.sellerId),
        })),
        amounts: toOrderAmounts(order, listAmount),
        payment: payment ? toPayment(payment) : null,
        refunded: { payment_amount: refunded.payment, point_amount: refunded.point },
        address_editable: addressEditable(items.map((l) => l.status)),
      };
    },

    /**
     * The delivery address of an order nothing of which has shipped (guest-address-edit): locked with
     * the order and its lines, so a parcel the seller ships meanwhile refuses the change.
     */
    async changeAddress(owner: OrderOwner, orderNo: string, body: GuestAddressInput): Promise<MyOrderDetail> {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const order = await findOrder(tx, owner, orderNo, true);
        const lines = await tx.select({ status: orderItems.status }).from(orderItems).where(eq(orderItems.orderId, order.id)).for('update');
        if (!addressEditable(lines.map((l) => l.status as OrderLineStatus))) throw unprocessable(GUEST_ORDER_MESSAGES.addressLocked, 'ADDRESS_LOCKED');
        await tx
          .update(orders)
          .set({
            receiverName: body.name,
            receiverPhone: body.phone,
            zipcode: body.zipcode,
            address1: body.address1,
            address2: body.address2,
            deliveryMemo: body.memo,
          })
          .where(eq(orders.id, order.id));
      });
      return this.detail(owner, orderNo);
    },

    async receipt(owner: OrderOwner, orderNo: string): Promise<Receipt> {
      const order = await findOrder(db, owner, orderNo);
      const payment = await lastPayment(db, order.id);
      if (!payment) throw unprocessable(MY_ORDER_MESSAGES.noPayment, 'NO_PAYMENT');
      const lines = await db.select({ name: orderItems.goodsName }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
      const s = await settings();
      const { supply, vat } = splitVat(payment.amount - payment.refundedAmount);
      return {
        order_id: order.orderNo,
        order_name: lines.length > 1 ? `${lines[0]!.name} 외 ${lines.length - 1}건` : (lines[0]?.name ?? ''),
        shop: {
          name: s.shop.name,
          company_name: s.shop.company_name,
          ceo_name: s.shop.ceo_name,
          business_number: s.shop.business_number,
          address: s.shop.address,
          phone: s.customer_service.phone,
        },
        payment: toPayment(payment),
        supply_amount: supply,
        vat_amount: vat,
      };
    },

    /** 구매확정: a delivered (or exchanged) line becomes confirmed and earns the grade's points, once. */
    async confirm(owner: OrderOwner, orderNo: string, itemId: number, now = new Date()): Promise<PurchaseConfirmResponse> {
      const s = await settings();
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const order = await findOrder(tx, owner, orderNo, true);
        const [line] = await tx
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, order.id)));
        if (!line) throw notFound(MY_ORDER_MESSAGES.lineNotFound, 'LINE_NOT_FOUND');
        const moved = await moveLines(tx, order.id, 'confirmed', [itemId]);
        if (moved.length === 0)
          throw unprocessable(line.status === 'confirmed' ? MY_ORDER_MESSAGES.alreadyConfirmed : MY_ORDER_MESSAGES.confirmNotAllowed, 'CONFIRM_NOT_ALLOWED');
        await tx.update(orderItems).set({ confirmedAt: now }).where(eq(orderItems.id, itemId));
        // A guest confirms too, without points (it has no grade and no wallet).
        const memberId = memberIdOf(owner);
        const [grade] =
          memberId === null
            ? []
            : await tx.select({ code: grades.code }).from(members).innerJoin(grades, eq(grades.id, members.gradeId)).where(eq(members.id, memberId));
        const earned = memberId === null ? 0 : purchasePoint(line.price * line.ea, grade?.code ?? '', s.goods_price_krw_unit);
        if (earned > 0 && memberId !== null) {
          const expiresAt = new Date(now);
          expiresAt.setMonth(expiresAt.getMonth() + s.point_rules.usable_months);
          await tx
            .insert(pointLedger)
            .values({ memberId, amount: earned, kind: 'earn', reason: `구매확정 적립 (주문 ${order.orderNo})`, orderId: order.id, expiresAt, createdAt: now });
        }
        return { item_id: itemId, status: 'confirmed', status_label: ORDER_STATUS_LABELS.confirmed, earned_point: earned };
      });
    },

    /** `shopRaised`: the refund of a line the seller announced a delay or sold-out on (./complaints.ts), which only it cancels. */
    async cancelSheet(owner: OrderOwner, orderNo: string, itemIds: number[], shopRaised = false): Promise<CancelSheet> {
      const order = await findOrder(db, owner, orderNo);
      const [lines, my, payment, reasonRows] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
        myLines(db, [order.id]),
        lastPayment(db, order.id),
        db.select().from(reasons).where(eq(reasons.type, 'cancel')).orderBy(asc(reasons.sortOrder)),
      ]);
      const cancellable = (my.get(order.id) ?? []).filter((l) => l.actions.can_cancel || (shopRaised && l.actions.answer_complaint));
      if (cancellable.length === 0)
        throw (my.get(order.id) ?? []).some((l) => l.actions.answer_complaint)
          ? unprocessable(MY_ORDER_MESSAGES.cancelComplaintPending, 'COMPLAINT_PENDING')
          : unprocessable(MY_ORDER_MESSAGES.cancelNotAllowed, 'CANCEL_NOT_ALLOWED');
      const selected = itemIds.filter((id) => cancellable.some((l) => l.id === id));
      return {
        order_id: order.orderNo,
        items: cancellable,
        selected_ids: selected,
        reasons: reasonRows.map((r) => ({ code: r.code, label: r.label, detail_reason_required: r.detailReasonRequired })),
        estimate: await estimateFor(db, order, lines, selected, payment),
        payment_method_label: payment ? PAYMENT_METHOD_LABELS[payment.method as PaymentMethod] : '',
        needs_refund_account: payment?.method === 'virtual_account' && payment.status === 'approved',
      };
    },

    /**
     * Cancels lines: paid (or unpaid virtual-account) lines at once — stock back, the payment
     * refunded in part through the PG, points and (with the last line) the coupon restored;
     * preparing lines become a cancel request for the seller. One claim per line; the ids answer.
     * In the caller's transaction (the route wraps it in an idempotency key when one is sent).
     * `shopRaised` (a release delay or a sold-out the seller announced, ./complaints.ts) gives the
     * reason and cancels preparing lines at once too: the seller asked for it, nothing is left to decide.
     */
    async cancel(
      tx: Database,
      owner: OrderOwner,
      orderNo: string,
      body: CancelInput,
      now = new Date(),
      shopRaised?: { code: string; label: string },
    ): Promise<ClaimCreated> {
      const order = await findOrder(tx, owner, orderNo, true);
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).for('update');
      const open = await openClaimLines(tx, order.id);
      const ids = [...new Set(body.item_ids)];
      const chosen = ids.map((id) => lines.find((l) => l.id === id));
      if (chosen.some((l) => !l)) throw notFound(MY_ORDER_MESSAGES.lineNotFound, 'LINE_NOT_FOUND');
      // The seller's release delay or sold-out is answered on /mypage/claim (which cancels through here, shopRaised).
      const pending = shopRaised ? new Map<number, ClaimPageType>() : await pendingComplaints(tx, [order.id]);
      if (chosen.some((l) => pending.has(l!.id) && actionsOf(l!, open, now).can_cancel))
        throw unprocessable(MY_ORDER_MESSAGES.cancelComplaintPending, 'COMPLAINT_PENDING');
      if (chosen.some((l) => !actionsOf(l!, open, now).can_cancel)) throw unprocessable(MY_ORDER_MESSAGES.cancelNotAllowed, 'CANCEL_NOT_ALLOWED');
      const reason = shopRaised ?? (await findReason(tx, 'cancel', body.reason_code, body.detail_reason));
      const payment = await lastPayment(tx, order.id);
      const account = await refundAccountFor(tx, owner, order, payment, body.refund_account, now);

      const immediate = chosen.filter((l) => shopRaised || l!.status !== 'preparing').map((l) => l!.id);
      const requested = chosen.filter((l) => !shopRaised && l!.status === 'preparing').map((l) => l!.id);
      // What comes back is computed before the lines move (the estimate reads them as they were).
      const estimated = immediate.length ? await estimateFor(tx, order, lines, immediate, payment) : null;
      // A delay reward of a cancelled line comes back; what was spent is withheld from the refund (now, or
      // when the seller completes a requested cancel: the requested claim carries it).
      const owedNow = await takeBackDelayRewards(tx, memberIdOf(owner), order, immediate, estimated?.point_amount ?? 0, now);
      const withheldNow = Math.min(owedNow, estimated?.payment_amount ?? 0);
      const owedLater = await takeBackDelayRewards(tx, memberIdOf(owner), order, requested, 0, now);
      const estimate = estimated && { ...estimated, payment_amount: estimated.payment_amount - withheldNow };
      const moved = immediate.length ? await moveLines(tx, order.id, 'cancelled', immediate) : [];
      const movedRequested = requested.length ? await moveLines(tx, order.id, 'cancel_requested', requested) : [];
      if (moved.length + movedRequested.length !== ids.length) throw unprocessable(MY_ORDER_MESSAGES.cancelNotAllowed, 'CANCEL_NOT_ALLOWED');

      if (estimate) {
        const { gone } = await settleRefund(
          tx,
          memberIdOf(owner),
          order,
          payment,
          estimate,
          '주문 취소',
          moved.map((l) => l.id),
          now,
        );
        if (payment?.status === 'waiting_deposit' && gone) {
          await gateway.cancel(tx, payment.pgTid, payment.amount);
          await tx.update(payments).set({ status: 'cancelled', updatedAt: now }).where(eq(payments.id, payment.id));
        } else if (payment?.status === 'waiting_deposit') await lowerAmountDue(tx, order, payment, estimate, now);
      }

      const claimIds: number[] = [];
      for (const id of ids) {
        const line = lines.find((l) => l.id === id)!;
        const done = immediate.includes(id);
        // The order's refund lands on its first claim; the others carry their goods amount.
        const first = done && immediate[0] === id;
        const [claim] = await tx
          .insert(claims)
          .values({
            orderId: order.id,
            orderItemId: id,
            type: 'cancel',
            status: done ? 'completed' : 'requested',
            reasonCode: reason.code,
            reasonLabel: reason.label,
            detailReason: body.detail_reason.trim(),
            ea: line.ea,
            refundGoodsAmount: done ? line.price * line.ea : 0,
            refundShippingAmount: first ? estimate!.shipping_amount : 0,
            refundPointAmount: first ? estimate!.point_amount : 0,
            refundPaymentAmount: first ? estimate!.payment_amount : 0,
            rewardWithheldAmount: first ? withheldNow : !done && requested[0] === id ? owedLater : 0,
            refundBankCode: account?.bankCode ?? null,
            refundAccountNumber: account?.accountNumber ?? null,
            refundAccountHolder: account?.holderName ?? null,
            createdAt: now,
            completedAt: done ? now : null,
          })
          .returning({ id: claims.id });
        claimIds.push(claim!.id);
      }
      return { order_id: order.orderNo, claim_ids: claimIds };
    },

    /** The return step: the delivered lines, the reasons with who pays the shipping, the refund for each payer, the pickup address. */
    async returnSheet(owner: OrderOwner, orderNo: string, itemIds: number[]): Promise<ReturnSheet> {
      const order = await findOrder(db, owner, orderNo);
      const [lines, my, payment, reasonRows] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
        myLines(db, [order.id]),
        lastPayment(db, order.id),
        reasonsOf(db, 'return'),
      ]);
      const returnable = (my.get(order.id) ?? []).filter((l) => l.actions.can_return);
      if (returnable.length === 0) throw noneClaimable(my.get(order.id) ?? [], CLAIM_MESSAGES.returnNotAllowed, 'RETURN_NOT_ALLOWED');
      const selected = itemIds.filter((id) => returnable.some((l) => l.id === id));
      return {
        order_id: order.orderNo,
        items: returnable,
        selected_ids: selected,
        reasons: reasonRows.map(toReason),
        estimates: await returnEstimatesFor(db, order, lines, selected, payment),
        pickup: pickupOf(order),
        payment_method_label: payment ? PAYMENT_METHOD_LABELS[payment.method as PaymentMethod] : '',
        needs_refund_account: payment?.method === 'virtual_account' && payment.status === 'approved',
      };
    },

    /**
     * Returns delivered lines (빠른 환불): the pickup is booked and the refund made at once — the
     * lines move delivered → return_requested → returned (stock back), the payment is refunded in
     * part through the PG less the buyer's return shipping, points and (with the last line) the
     * coupon come back. In the caller's transaction, under the route's idempotency key.
     */
    async requestReturn(tx: Database, owner: OrderOwner, orderNo: string, body: ReturnInput, now = new Date(), fromClaimId: number | null = null) {
      const order = await findOrder(tx, owner, orderNo, true);
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).for('update');
      const open = await openClaimLines(tx, order.id);
      const ids = [...new Set(body.item_ids)];
      const chosen = ids.map((id) => lines.find((l) => l.id === id));
      if (chosen.some((l) => !l)) throw notFound(MY_ORDER_MESSAGES.lineNotFound, 'LINE_NOT_FOUND');
      const fromExchange = (l: LineRow) => fromClaimId !== null && l.status === 'exchange_requested';
      const asked = chosen.filter((l) => !fromExchange(l!)) as LineRow[];
      refuseOutsideWindow(asked, open, now);
      if (asked.some((l) => !actionsOf(l, open, now).can_return)) throw unprocessable(CLAIM_MESSAGES.returnNotAllowed, 'RETURN_NOT_ALLOWED');
      const reason = await findReason(tx, 'return', body.reason_code, body.detail_reason);
      const payer: ShippingFeePayer = reason.fault ?? 'buyer';
      const payment = await lastPayment(tx, order.id);
      const account = await refundAccountFor(tx, owner, order, payment, body.refund_account, now);
      const estimate = (await returnEstimatesFor(tx, order, lines, ids, payment))[payer];
      const requested = await moveLines(tx, order.id, 'return_requested', ids);
      const returned = requested.length === ids.length ? await moveLines(tx, order.id, 'returned', ids) : [];
      if (returned.length !== ids.length) throw unprocessable(CLAIM_MESSAGES.returnNotAllowed, 'RETURN_NOT_ALLOWED');
      await settleRefund(tx, memberIdOf(owner), order, payment, estimate, '반품', ids, now);

      const claimIds: number[] = [];
      for (const [k, id] of ids.entries()) {
        const line = lines.find((l) => l.id === id)!;
        const first = k === 0;
        const [claim] = await tx
          .insert(claims)
          .values({
            orderId: order.id,
            orderItemId: id,
            type: 'return',
            status: 'completed',
            reasonCode: reason.code,
            reasonLabel: reason.label,
            detailReason: body.detail_reason.trim(),
            ea: line.ea,
            refundGoodsAmount: line.price * line.ea,
            refundShippingAmount: first ? estimate.shipping_amount : 0,
            refundPointAmount: first ? estimate.point_amount : 0,
            refundPaymentAmount: first ? estimate.payment_amount : 0,
            refundBankCode: account?.bankCode ?? null,
            refundAccountNumber: account?.accountNumber ?? null,
            refundAccountHolder: account?.holderName ?? null,
            shippingFeePayer: payer,
            returnShippingAmount: first ? estimate.return_shipping_amount : 0,
            ...pickupColumns(body.pickup),
            fromClaimId,
            createdAt: now,
            completedAt: now,
          })
          .returning({ id: claims.id });
        claimIds.push(claim!.id);
      }
      return { order_id: order.orderNo, claim_ids: claimIds };
    },

    /** The exchange step: the delivered lines, the exchange reasons with who pays, the fee per payer, the pickup and the delivery. */
    async exchangeSheet(owner: OrderOwner, orderNo: string, itemIds: number[]): Promise<ExchangeSheet> {
      const order = await findOrder(db, owner, orderNo);
      const [lines, my, reasonRows] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
        myLines(db, [order.id]),
        reasonsOf(db, 'exchange'),
      ]);
      const exchangeable = (my.get(order.id) ?? []).filter((l) => l.actions.can_exchange);
      if (exchangeable.length === 0) throw noneClaimable(my.get(order.id) ?? [], CLAIM_MESSAGES.exchangeNotAllowed, 'EXCHANGE_NOT_ALLOWED');
      const selected = itemIds.filter((id) => exchangeable.some((l) => l.id === id));
      return {
        order_id: order.orderNo,
        items: exchangeable,
        selected_ids: selected,
        reasons: reasonRows.map(toReason),
        fees: await exchangeFeesFor(
          db,
          lines.filter((l) => selected.includes(l.id)),
        ),
        pickup: pickupOf(order),
        delivery: pickupOf(order),
      };
    },

    /** The exchange option change modal: the other options of the line's goods, with what keeps each from being chosen. */
    async exchangeOptions(owner: OrderOwner, orderNo: string, itemId: number): Promise<ExchangeOptions> {
      const order = await findOrder(db, owner, orderNo);
      const [line] = await db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, order.id)));
      if (!line) throw notFound(MY_ORDER_MESSAGES.lineNotFound, 'LINE_NOT_FOUND');
      const open = await openClaimLines(db, order.id);
      refuseOutsideWindow([line], open, new Date());
      if (!actionsOf(line, open, new Date()).can_exchange) throw unprocessable(CLAIM_MESSAGES.exchangeNotAllowed, 'EXCHANGE_NOT_ALLOWED');
      const rows = await db.select().from(goodsOptions).where(eq(goodsOptions.goodsId, line.goodsId)).orderBy(asc(goodsOptions.sortOrder));
      const current = rows.find((o) => o.id === line.optionId);
      return {
        item_id: line.id,
        goods_name: line.goodsName,
        option_name: line.optionName,
        ea: line.ea,
        options: rows.map((o) => ({
          option_id: o.id,
          name: o.name,
          stock: o.stock,
          // Every row is of the line's goods, so never 'unknown'.
          unavailable: exchangeRefusal(o, line, current) as ExchangeOption['unavailable'],
        })),
      };
    },

    /**
     * Asks to exchange delivered lines for other options of the same goods: the lines move
     * delivered → exchange_requested, the pickup is booked, and the chosen options' units are held
     * in the same transaction (options locked in id order: two shoppers never get the last unit
     * both). Under the route's idempotency key.
     */
    async requestExchange(tx: Database, owner: OrderOwner, orderNo: string, body: ExchangeInput, now = new Date()): Promise<ClaimCreated> {
      const order = await findOrder(tx, owner, orderNo, true);
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)).for('update');
      const open = await openClaimLines(tx, order.id);
      const wanted = new Map(body.items.map((i) => [i.item_id, i.option_id]));
      const ids = [...wanted.keys()];
      const chosen = ids.map((id) => lines.find((l) => l.id === id));
      if (chosen.some((l) => !l)) throw notFound(MY_ORDER_MESSAGES.lineNotFound, 'LINE_NOT_FOUND');
      refuseOutsideWindow(chosen as LineRow[], open, now);
      if (chosen.some((l) => !actionsOf(l!, open, now).can_exchange)) throw unprocessable(CLAIM_MESSAGES.exchangeNotAllowed, 'EXCHANGE_NOT_ALLOWED');
      const reason = await findReason(tx, 'exchange', body.reason_code, body.detail_reason);
      const payer: ShippingFeePayer = reason.fault ?? 'buyer';

      // Lock the asked options in id order, then check each one against its line.
      const optionIds = [...new Set(wanted.values())].sort((a, b) => a - b);
      const options = await tx.select().from(goodsOptions).where(inArray(goodsOptions.id, optionIds)).orderBy(asc(goodsOptions.id)).for('update');
      const need = new Map<number, number>();
      for (const line of chosen as LineRow[]) {
        const option = options.find((o) => o.id === wanted.get(line.id));
        const current = line.optionId === null ? undefined : (await tx.select().from(goodsOptions).where(eq(goodsOptions.id, line.optionId)))[0];
        const refusal = option ? exchangeRefusal(option, line, current) : 'unknown';
        if (refusal === 'unknown') throw unprocessable(CLAIM_MESSAGES.exchangeOptionUnknown, 'EXCHANGE_OPTION_UNKNOWN');
        if (refusal === 'current') throw unprocessable(CLAIM_MESSAGES.exchangeOptionSame, 'EXCHANGE_OPTION_SAME');
        if (refusal === 'price_differs') throw unprocessable(CLAIM_MESSAGES.exchangeOptionPriceDiffers, 'EXCHANGE_OPTION_PRICE_DIFFERS');
        need.set(option!.id, (need.get(option!.id) ?? 0) + line.ea);
      }
      for (const o of options) if (o.stock < (need.get(o.id) ?? 0)) throw unprocessable(CLAIM_MESSAGES.exchangeOptionSoldOut, 'EXCHANGE_OPTION_SOLD_OUT');

      const moved = await moveLines(tx, order.id, 'exchange_requested', ids);
      if (moved.length !== ids.length) throw unprocessable(CLAIM_MESSAGES.exchangeNotAllowed, 'EXCHANGE_NOT_ALLOWED');
      await addStock(
        tx,
        [...need].map(([optionId, ea]) => ({ optionId, ea: -ea })),
      );
      const fee = (await exchangeFeesFor(tx, chosen as LineRow[]))[payer];

      const claimIds: number[] = [];
      for (const [k, id] of ids.entries()) {
        const line = lines.find((l) => l.id === id)!;
        const option = options.find((o) => o.id === wanted.get(id))!;
        const [claim] = await tx
          .insert(claims)
          .values({
            orderId: order.id,
            orderItemId: id,
            type: 'exchange',
            status: 'requested',
            reasonCode: reason.code,
            reasonLabel: reason.label,
            detailReason: body.detail_reason.trim(),
            ea: line.ea,
            shippingFeePayer: payer,
            // The buyer's exchange shipping is enclosed once, with the first parcel.
            returnShippingAmount: k === 0 ? fee : 0,
            ...pickupColumns(body.pickup),
            exchangeOptionId: option.id,
            exchangeOptionName: option.name,
            exchangeReservedEa: line.ea,
            exchangeReceiverName: body.delivery.name,
            exchangeReceiverPhone: body.delivery.phone,
            exchangeZipcode: body.delivery.zipcode,
            exchangeAddress1: body.delivery.address1,
            exchangeAddress2: body.delivery.address2,
            createdAt: now,
          })
          .returning({ id: claims.id });
        claimIds.push(claim!.id);
      }
      return { order_id: order.orderNo, claim_ids: claimIds };
    },

    /** Exchange → return, the step: the open exchange, the return reasons, the refund for each payer, the exchange's pickup. */
    async toReturnSheet(owner: OrderOwner, exchangeId: number): Promise<ToReturnSheet> {
      const { claim, order, line } = await findExchange(db, owner, exchangeId);
      if (claim.status !== 'requested' || line.status !== 'exchange_requested') throw unprocessable(CLAIM_MESSAGES.toReturnNotAllowed, 'TO_RETURN_NOT_ALLOWED');
      const [lines, payment, reasonRows, bankNames] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
        lastPayment(db, order.id),
        reasonsOf(db, 'return'),
        banksByCode(db),
      ]);
      const row = claimRow({ claim, order, line }, bankNames);
      return {
        order_id: order.orderNo,
        exchange: row,
        reasons: reasonRows.map(toReason),
        estimates: await returnEstimatesFor(db, order, lines, [line.id], payment),
        pickup: row.pickup ?? pickupOf(order),
        payment_method_label: payment ? PAYMENT_METHOD_LABELS[payment.method as PaymentMethod] : '',
        needs_refund_account: payment?.method === 'virtual_account' && payment.status === 'approved',
      };
    },

    /**
     * Exchange → return: the open exchange (its replacement not shipped) is withdrawn and the units it
     * held go back to the exchange option — once: the claim row is updated only while it still holds
     * them — then the line is returned and refunded as a return is (requestReturn, naming the
     * exchange). One transaction, under the route's idempotency key.
     */
    async toReturn(tx: Database, owner: OrderOwner, exchangeId: number, body: ToReturnInput, now = new Date()): Promise<ClaimCreated> {
      const { claim, order, line } = await findExchange(tx, owner, exchangeId, true);
      const [withdrawn] = await tx
        .update(claims)
        .set({ status: 'withdrawn', completedAt: now, exchangeReservedEa: 0 })
        .where(and(eq(claims.id, claim.id), eq(claims.status, 'requested')))
        .returning({ id: claims.id });
      if (!withdrawn || line.status !== 'exchange_requested') throw unprocessable(CLAIM_MESSAGES.toReturnNotAllowed, 'TO_RETURN_NOT_ALLOWED');
      if (claim.exchangeOptionId !== null && claim.exchangeReservedEa > 0)
        await addStock(tx, [{ optionId: claim.exchangeOptionId, ea: claim.exchangeReservedEa }]);
      return this.requestReturn(tx, owner, order.orderNo, { ...body, item_ids: [line.id] }, now, claim.id);
    },

    async claims(owner: OrderOwner, ids: number[]): Promise<ClaimsResponse> {
      const rows = await db
        .select({ claim: claims, order: orders, line: orderItems })
        .from(claims)
        .innerJoin(orders, eq(orders.id, claims.orderId))
        .innerJoin(orderItems, eq(orderItems.id, claims.orderItemId))
        .where(and(inArray(claims.id, ids), ownsOrder(owner)))
        .orderBy(asc(claims.id));
      if (rows.length !== new Set(ids).size || new Set(rows.map((r) => r.order.id)).size !== 1)
        throw notFound(MY_ORDER_MESSAGES.claimNotFound, 'CLAIM_NOT_FOUND');
      const bankNames = await banksByCode(db);
      const data = rows.map((r) => claimRow(r, bankNames));
      // A withdrawn or refused claim (the exchange an exchange → return replaced) gives and costs nothing.
      const live = data.filter((c) => c.status === 'requested' || c.status === 'completed');
      const sum = (k: 'refund_goods_amount' | 'refund_shipping_amount' | 'refund_point_amount' | 'refund_payment_amount' | 'return_shipping_amount') =>
        live.reduce((s, c) => s + c[k], 0);
      const total: RefundEstimate = {
        goods_amount: sum('refund_goods_amount'),
        shipping_amount: sum('refund_shipping_amount'),
        // What the claimed lines' own coupons had taken off them (the coupons themselves came back).
        coupon_amount: rows.filter((r) => r.claim.status === 'completed').reduce((s, r) => s + r.line.couponDiscountAmount, 0),
        point_amount: sum('refund_point_amount'),
        payment_amount: sum('refund_payment_amount'),
        return_shipping_amount: sum('return_shipping_amount'),
      };
      return { order_id: rows[0]!.order.orderNo, claims: data, total };
    },

    async refundAccount(memberId: number): Promise<RefundAccount | null> {
      const [row] = await db.select().from(refundAccounts).where(eq(refundAccounts.memberId, memberId));
      if (!row) return null;
      const bankNames = await banksByCode(db);
      return {
        bank_code: row.bankCode,
        bank_name: bankNames.get(row.bankCode) ?? '',
        account_number: maskAccountNumber(row.accountNumber),
        holder_name: row.holderName,
      };
    },

    async saveRefundAccount(memberId: number, a: { bank_code: string; account_number: string; holder_name: string }, now = new Date()) {
      const known = await db.select().from(banks).where(eq(banks.code, a.bank_code));
      if (known.length === 0) throw unprocessable(MY_ORDER_MESSAGES.bankUnknown, 'BANK_UNKNOWN');
      const values = { bankCode: a.bank_code, accountNumber: a.account_number, holderName: a.holder_name, updatedAt: now };
      await db
        .insert(refundAccounts)
        .values({ memberId, ...values })
        .onConflictDoUpdate({ target: refundAccounts.memberId, set: values });
      return (await this.refundAccount(memberId))!;
    },

    /**
     * The purge job: a virtual account past its deposit deadline (the PG's due time) is closed and the
     * order's waiting lines are cancelled like a shopper's cancel (reason 입금 기한 만료): the PG
     * closes the account, stock, points and the lines' coupons come back once. Each order in its own
     * transaction; a deposit that settled first (the lines moved on) leaves the order alone, and a
     * second run finds nothing. Returns how many orders were released.
     */
    async releaseOverdueDeposits(now = new Date()): Promise<number> {
      const due = await db
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.status, 'waiting_deposit'), lt(payments.vbankDueAt, now)));
      let released = 0;
      for (const { orderId } of due) {
        // One order that cannot be released now (the PG refusing, say) does not stop the others: the next run retries it.
        released += await db
          .transaction(async (tx) => {
            const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
            const waiting = await tx
              .select({ id: orderItems.id })
              .from(orderItems)
              .where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, 'pay_waiting')))
              // A second run (another instance's purge) waits here and then finds the lines moved on.
              .for('update');
            if (!order || waiting.length === 0) return 0;
            const owner: OrderOwner = order.memberId !== null ? { memberId: order.memberId } : { guestOrderIds: [order.id], refundAccountOrderId: null };
            const body = { item_ids: waiting.map((l) => l.id), reason_code: DEPOSIT_OVERDUE.code, detail_reason: '' };
            await this.cancel(tx, owner, order.orderNo, body, now, DEPOSIT_OVERDUE);
            return 1;
          })
          .catch(() => 0);
      }
      return released;
    },
  };

  function claimRow(r: { claim: ClaimRow; order: OrderRow; line: LineRow }, bankNames: Map<string, string>): MyClaimRow {
    return {
      ...toClaim(r.claim, bankNames, r.line.status),
      order_id: r.order.orderNo,
      ordered_at: r.order.createdAt.toISOString(),
      item: toOrderLineView(r.line),
    };
  }
}

export type MyOrders = ReturnType<typeof createMyOrders>;
export type { ClaimStatus, ClaimType };

declare module 'fastify' {
  interface FastifyInstance {
    myOrders: MyOrders;
  }
}

export const myOrdersPlugin = fp(
  async (app) => {
    app.decorate(
      'myOrders',
      createMyOrders(app.db, app.paymentGateway, () => app.settingsRepository.shopSettings()),
    );
  },
  { name: 'my-orders', dependencies: ['db', 'checkout', 'settings-repository'] },
);

export default myOrdersPlugin;
