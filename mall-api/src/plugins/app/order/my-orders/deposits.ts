import { and, eq, lt } from 'drizzle-orm';
import { orderItems, orders, payments } from '../../../../db/schema';
import type { MyOrdersDeps, OrderOwner } from './order-reads';
import { DEPOSIT_OVERDUE } from './claim-rules';
import type { cancelClaimsOf } from './claim-cancel';

/**
 * Virtual accounts nobody paid in time (the purge job).
 */
export function overdueDepositsOf({ db }: MyOrdersDeps, cancels: Pick<ReturnType<typeof cancelClaimsOf>, 'cancel'>) {
  return {
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
            await cancels.cancel(tx, owner, order.orderNo, body, now, DEPOSIT_OVERDUE);
            return 1;
          })
          .catch(() => 0);
      }
      return released;
    },
  };
}
