import {
  CLAIM_MESSAGES,
  type ToReturnSheet,
  type ClaimCreated,
  type ReturnSheet,
  type ShippingFeePayer,
  MY_ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@mall/shared-contracts/order';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { claims, orderItems } from '../../../../db/schema';
import { notFound, unprocessable } from '../../../../lib/errors';
import { addStock, moveLines } from '../orders/order-lines';
import {
  type LineRow,
  type MyOrdersDeps,
  type OrderOwner,
  actionsOf,
  banksByCode,
  claimRow,
  findExchange,
  findOrder,
  findReason,
  lastPayment,
  memberIdOf,
  myLines,
  openClaimLines,
  pickupOf,
  reasonsOf,
  toReason,
  pickupColumns,
} from './order-reads';
import { type ReturnInput, type ToReturnInput, noneClaimable, refuseOutsideWindow } from './claim-rules';
import { refundAccountFor, returnEstimatesFor, settleRefund } from './claim-refunds';

/**
 * Return claims raised by the shopper: the sheet, the request, and an open exchange turned into a return.
 */
export function returnClaimsOf({ db, gateway }: MyOrdersDeps) {
  return {
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
      await settleRefund(gateway, tx, memberIdOf(owner), order, payment, estimate, '반품', ids, now);

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
  };
}
