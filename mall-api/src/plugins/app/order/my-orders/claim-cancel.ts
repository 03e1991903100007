import {
  type ClaimCreated,
  type ComplaintPageType,
  MY_ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type CancelSheet,
  type PaymentMethod,
} from '@mall/shared-contracts/order';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { claims, orderItems, payments, reasons } from '../../../../db/schema';
import { notFound, unprocessable } from '../../../../lib/errors';
import { moveLines } from '../orders/order-lines';
import {
  type MyOrdersDeps,
  type OrderOwner,
  actionsOf,
  findOrder,
  findReason,
  lastPayment,
  memberIdOf,
  myLines,
  openClaimLines,
  pendingComplaints,
} from './order-reads';
import type { CancelInput } from './claim-rules';
import { estimateFor, lowerAmountDue, refundAccountFor, settleRefund, takeBackDelayRewards } from './claim-refunds';

/**
 * Cancel claims raised by the shopper (and the cancel a complaint's refund or the deposit purge runs): the
 * sheet and the cancel itself. Every line move goes through moveLines (ADR 0012), so a repeat gives nothing back twice.
 */
export function cancelClaimsOf({ db, gateway }: MyOrdersDeps) {
  return {
    /** `shopRaised`: the refund of a line the seller announced a delay or sold-out on (../complaints/complaints.ts), which only it cancels. */
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
     * `shopRaised` (a release delay or a sold-out the seller announced, ../complaints/complaints.ts) gives the
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
      const pending = shopRaised ? new Map<number, ComplaintPageType>() : await pendingComplaints(tx, [order.id]);
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
          gateway,
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
        } else if (payment?.status === 'waiting_deposit') await lowerAmountDue(gateway, tx, order, payment, estimate, now);
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
  };
}
