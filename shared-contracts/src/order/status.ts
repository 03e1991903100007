/**
 * The order-line status machine (docs/adr/0012-order-states.md). Every change of a line's status in
 * mall-api goes through `assertTransition`, and is written as a conditional update (`where status =
 * from`), so a repeated request finds the line already moved and changes nothing twice (stock,
 * coupons and points are restored exactly once).
 */
export const ORDER_LINE_STATUSES = [
  'ordering',
  'expired',
  'pay_waiting',
  'paid',
  'preparing',
  'shipping',
  'delivered',
  'confirmed',
  'cancel_requested',
  'cancelled',
  'return_requested',
  'returned',
  'exchange_requested',
  'exchange_shipping',
  'exchanged',
] as const;
export type OrderLineStatus = (typeof ORDER_LINE_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderLineStatus, string> = {
  ordering: '주문서 작성',
  expired: '주문 만료',
  pay_waiting: '입금대기',
  paid: '결제완료',
  preparing: '배송준비중',
  shipping: '배송중',
  delivered: '배송완료',
  confirmed: '구매확정',
  cancel_requested: '취소요청',
  cancelled: '취소완료',
  return_requested: '반품요청',
  returned: '반품완료',
  exchange_requested: '교환요청',
  exchange_shipping: '교환상품 배송중',
  exchanged: '교환완료',
};

/** Where a line may go from each status; a status missing on the left is terminal. */
export const ORDER_LINE_TRANSITIONS: Record<OrderLineStatus, readonly OrderLineStatus[]> = {
  // The sheet reserved the stock; payment approves it, a virtual account waits for the deposit, the
  // reservation ends unpaid. A declined or abandoned payment leaves the line `ordering` (retry).
  ordering: ['paid', 'pay_waiting', 'expired'],
  expired: [],
  pay_waiting: ['paid', 'cancelled'],
  paid: ['preparing', 'cancelled'],
  // Once the seller prepares, the buyer asks (cancel_requested); a sold-out line is cancelled by the seller.
  preparing: ['shipping', 'cancel_requested', 'cancelled'],
  cancel_requested: ['cancelled', 'preparing'],
  cancelled: [],
  shipping: ['delivered'],
  delivered: ['confirmed', 'return_requested', 'exchange_requested'],
  confirmed: [],
  // Withdrawn or refused: back to delivered.
  return_requested: ['returned', 'delivered'],
  returned: [],
  // The pickup is booked and the exchange option's units held; the seller ships the replacement, or the
  // shopper turns the exchange into a return (same line, the held units released), or it is withdrawn
  // or refused (released too). Once the replacement ships it can no longer become a return.
  exchange_requested: ['exchange_shipping', 'return_requested', 'delivered'],
  exchange_shipping: ['exchanged'],
  exchanged: ['confirmed'],
};

export const isOrderLineStatus = (value: string): value is OrderLineStatus => (ORDER_LINE_STATUSES as readonly string[]).includes(value);

export const canTransition = (from: OrderLineStatus, to: OrderLineStatus): boolean => ORDER_LINE_TRANSITIONS[from].includes(to);

export class IllegalTransitionError extends Error {
  constructor(
    readonly from: OrderLineStatus,
    readonly to: OrderLineStatus,
  ) {
    super(`order line cannot go from ${from} to ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

export function assertTransition(from: OrderLineStatus, to: OrderLineStatus): void {
  if (!canTransition(from, to)) throw new IllegalTransitionError(from, to);
}

/** Every line holds its stock until it is cancelled, expires unpaid or comes back: these give it back. */
export const restoresStock = (from: OrderLineStatus, to: OrderLineStatus) =>
  canTransition(from, to) && (to === 'cancelled' || to === 'expired' || to === 'returned');

/** Bought and not taken back: reviews may be written for `delivered`/`confirmed` lines (ADR 0011). */
export const REVIEWABLE_STATUSES: readonly OrderLineStatus[] = ['delivered', 'confirmed'];
/** Paid and not cancelled: rankings and purchase counts use these. */
export const PURCHASED_STATUSES: readonly OrderLineStatus[] = [
  'paid',
  'preparing',
  'shipping',
  'delivered',
  'confirmed',
  'cancel_requested',
  'return_requested',
  'exchange_requested',
  'exchange_shipping',
  'exchanged',
];

/**
 * The order's own status is a summary of its lines: the first of this list that any line has. What
 * still needs the shopper (payment, a pending claim) comes first, then the least advanced delivery
 * step, then how the finished lines ended.
 */
const SUMMARY_ORDER: readonly OrderLineStatus[] = [
  'ordering',
  'pay_waiting',
  'cancel_requested',
  'return_requested',
  'exchange_requested',
  'exchange_shipping',
  'paid',
  'preparing',
  'shipping',
  'delivered',
  'exchanged',
  'confirmed',
  'returned',
  'cancelled',
  'expired',
];

export function orderSummaryStatus(lineStatuses: readonly OrderLineStatus[]): OrderLineStatus {
  const present = new Set(lineStatuses);
  const found = SUMMARY_ORDER.find((s) => present.has(s));
  if (!found) throw new Error('an order has at least one line');
  return found;
}
