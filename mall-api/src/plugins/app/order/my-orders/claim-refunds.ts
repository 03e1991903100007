import {
  GUEST_ORDER_MESSAGES,
  exchangeShippingFees,
  returnEstimates,
  MY_ORDER_MESSAGES,
  refundEstimate,
  type OrderLineStatus,
  type RefundEstimate,
} from '@mall/shared-contracts/order';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { banks, claims, members, orderComplaints, orderItems, orderPacks, orders, payments, pointLedger, refundAccounts, sellers } from '../../../../db/schema';
import { AppError, unprocessable } from '../../../../lib/errors';
import type { PaymentGateway } from '../payments/payment-gateway';
import { pointBalanceOf } from '../../member/benefits/balances';
import { restoreLineCoupons } from '../orders/order-coupons';
import { type LineRow, type OrderOwner, type OrderRow, type PaymentRow, memberIdOf } from './order-reads';
import { GONE_STATUSES, type RefundAccountBody } from './claim-rules';

/*
 * What a claim gives back: the refund estimate, the refund account, the PG cancel, points and coupons, and
 * the delay rewards a cancel takes back.
 */

export const refundedSoFar = async (executor: Database, orderId: number) => {
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
export async function takeBackDelayRewards(tx: Database, memberId: number | null, order: OrderRow, lineIds: readonly number[], restoring: number, now: Date) {
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

export async function estimateFor(executor: Database, order: OrderRow, lines: LineRow[], selectedIds: number[], payment: PaymentRow | undefined) {
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
export async function refundAccountFor(
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
export async function settleRefund(
  gateway: PaymentGateway,
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
export async function lowerAmountDue(gateway: PaymentGateway, tx: Database, order: OrderRow, payment: PaymentRow, estimate: RefundEstimate, now: Date) {
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

/** What a return of `selectedIds` gives back, for each payer of the return shipping. */
export async function returnEstimatesFor(executor: Database, order: OrderRow, lines: LineRow[], selectedIds: number[], payment: PaymentRow | undefined) {
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

/** What the buyer pays for exchanging these lines, by payer: both legs of each seller's pack. */
export async function exchangeFeesFor(executor: Database, selected: readonly LineRow[]) {
  const sellerIds = [...new Set(selected.map((l) => l.sellerId))].filter((id): id is number => id !== null);
  const sellerRows = sellerIds.length ? await executor.select().from(sellers).where(inArray(sellers.id, sellerIds)) : [];
  return exchangeShippingFees(sellerRows.map((s) => ({ sellerShippingPrice: s.shippingPrice })));
}
