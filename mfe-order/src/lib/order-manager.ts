import { ORDER_PAGES_BASE, type OrderScope } from '@mall/shared-contracts/order';
import { usePlatform, useSession } from '@mall/shared-ui';

/**
 * Whose orders the pages show: the member's (/mypage/order) or the guest session's (/guest/order).
 * The pages are the same; the scope picks the endpoints (ADR 0012) and `who` keeps each session's cache apart.
 */
export interface OrderManager {
  scope: OrderScope;
  who: string;
}

/** Every query of a session's orders starts with this key (a cancel or confirm refreshes them all). */
export const ordersKey = (m: OrderManager) => ['my-orders', m.scope, m.who] as const;

/** The session's order manager: a guest session manages its guest orders, anyone else (a member) their own. */
export function useOrderManager() {
  const { http } = usePlatform();
  const session = useSession();
  const scope: OrderScope = session.status === 'guest' ? 'guest' : 'member';
  const who = scope === 'guest' ? (session.guest?.orderId ?? '') : (session.user?.login_id ?? '');
  const m: OrderManager = { scope, who };
  return { http, m, base: ORDER_PAGES_BASE[scope], enabled: who !== '' };
}
