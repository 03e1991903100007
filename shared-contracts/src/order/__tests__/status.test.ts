import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canTransition,
  IllegalTransitionError,
  ORDER_LINE_STATUSES,
  ORDER_LINE_TRANSITIONS,
  ORDER_STATUS_LABELS,
  orderSummaryStatus,
  restoresStock,
  type OrderLineStatus,
} from '../status';

/** Every status reachable from `ordering` by the machine's own arrows. */
function reachable(from: OrderLineStatus): Set<OrderLineStatus> {
  const seen = new Set<OrderLineStatus>([from]);
  const queue = [from];
  while (queue.length) {
    for (const next of ORDER_LINE_TRANSITIONS[queue.shift()!]) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

describe('order-line status machine', () => {
  it('walks the happy path paid → preparing → shipping → delivered → confirmed, and nothing leaves a terminal status', () => {
    const path: OrderLineStatus[] = ['ordering', 'paid', 'preparing', 'shipping', 'delivered', 'confirmed'];
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!), `${path[i - 1]} → ${path[i]}`).toBe(true);
    for (const terminal of ['expired', 'cancelled', 'returned', 'confirmed'] as const) expect(ORDER_LINE_TRANSITIONS[terminal]).toEqual([]);
  });

  it('every status has a Korean label and is reachable from the sheet', () => {
    expect(reachable('ordering')).toEqual(new Set(ORDER_LINE_STATUSES));
    for (const s of ORDER_LINE_STATUSES) expect(ORDER_STATUS_LABELS[s]).toMatch(/[가-힣]/);
  });

  it('refuses skipping steps: no shipping line is cancelled, no undelivered line is returned, nothing is paid twice', () => {
    expect(canTransition('shipping', 'cancelled')).toBe(false);
    expect(canTransition('paid', 'return_requested')).toBe(false);
    expect(canTransition('paid', 'paid')).toBe(false);
    expect(canTransition('expired', 'paid')).toBe(false);
    expect(() => assertTransition('delivered', 'cancelled')).toThrow(IllegalTransitionError);
    expect(() => assertTransition('delivered', 'return_requested')).not.toThrow();
  });

  it('exchange → return keeps the line, and a withdrawn claim goes back to where it was', () => {
    expect(canTransition('exchange_requested', 'return_requested')).toBe(true);
    expect(canTransition('exchange_requested', 'delivered')).toBe(true);
    expect(canTransition('return_requested', 'delivered')).toBe(true);
    expect(canTransition('cancel_requested', 'preparing')).toBe(true);
  });

  it('an exchange ships its replacement before it completes, and a shipped exchange no longer turns into a return', () => {
    for (const [from, to] of [
      ['delivered', 'exchange_requested'],
      ['exchange_requested', 'exchange_shipping'],
      ['exchange_shipping', 'exchanged'],
      ['exchanged', 'confirmed'],
    ] as const)
      expect(canTransition(from, to), `${from} → ${to}`).toBe(true);
    expect(canTransition('exchange_requested', 'exchanged')).toBe(false);
    expect(canTransition('exchange_shipping', 'return_requested')).toBe(false);
    expect(canTransition('exchange_shipping', 'delivered')).toBe(false);
    expect(orderSummaryStatus(['delivered', 'exchange_shipping'])).toBe('exchange_shipping');
    expect(orderSummaryStatus(['exchange_requested', 'exchange_shipping'])).toBe('exchange_requested');
  });

  it('gives stock back exactly on cancel, expiry and a completed return', () => {
    const restoring = ORDER_LINE_STATUSES.flatMap((from) => ORDER_LINE_STATUSES.filter((to) => restoresStock(from, to)).map((to) => `${from}→${to}`));
    expect(restoring.sort()).toEqual(
      ['ordering→expired', 'pay_waiting→cancelled', 'paid→cancelled', 'preparing→cancelled', 'cancel_requested→cancelled', 'return_requested→returned'].sort(),
    );
  });

  it('summarises an order by what needs the shopper first, then the least advanced line, then how it ended', () => {
    expect(orderSummaryStatus(['paid'])).toBe('paid');
    expect(orderSummaryStatus(['shipping', 'preparing'])).toBe('preparing');
    expect(orderSummaryStatus(['delivered', 'return_requested'])).toBe('return_requested');
    expect(orderSummaryStatus(['cancelled', 'delivered'])).toBe('delivered');
    expect(orderSummaryStatus(['cancelled', 'cancelled'])).toBe('cancelled');
    expect(orderSummaryStatus(['returned', 'confirmed'])).toBe('confirmed');
    expect(orderSummaryStatus(['expired'])).toBe('expired');
    expect(() => orderSummaryStatus([])).toThrow();
  });
});
