import { loginPathFor, safeRedirectPath, type SessionState } from '@mall/shared-contracts';
import type { DomainRoute } from './route-table';

/** Render the route, go somewhere else (replacing the entry), or stay on the page the user came from. */
export type GuardDecision = { redirect: string } | { stay: true } | null;

export interface GuardContext {
  pathname: string;
  search: string;
  /** The user navigated here from another page of the mall (there is an entry to return to). */
  cameFromPage: boolean;
}

const redirect = (to: string): GuardDecision => ({ redirect: to });

/**
 * What a route's declared guard does with the current session (spec section 2). `session` is the session as the
 * user entered the page: a login that happens on /login itself is that page's business, not a visit
 * of a logged-out-only page by a member.
 */
export function guardRoute(route: Pick<DomainRoute, 'guard'>, session: SessionState, location: GuardContext): GuardDecision {
  const wanted = `${location.pathname}${location.search}`;
  const { guard } = route;
  if ((guard === 'member-only' || guard === 'member-order') && session.status !== 'member') {
    // A logged-out shopper opening a member order page gets the guest mirror of it.
    if (guard === 'member-order' && location.pathname.startsWith('/mypage/')) return redirect(wanted.replace(/^\/mypage\//, '/guest/'));
    return redirect(loginPathFor(wanted));
  }
  if (guard === 'guest-order' && session.status !== 'guest') {
    // A member has the member version of every guest order page (and cannot open /login: no loop).
    if (session.status === 'member') return redirect(memberMirrorOf(wanted));
    return redirect(loginPathFor(wanted));
  }
  if (guard === 'only-empty-user' && session.status === 'member') {
    const next = safeRedirectPath(new URLSearchParams(location.search).get('redirect_to_after'));
    if (next) return redirect(next);
    return location.cameFromPage ? { stay: true } : redirect('/');
  }
  return null;
}

/** Sub pages of the order mirror; any other segment after /guest/order/ is an order number. */
const ORDER_PAGES = new Set(['detail', 'cancel', 'return', 'exchange']);

/**
 * The member page of a guest order page: the same path under /mypage, except the guest's landing
 * page `/guest/order/{id}` (spec "public pages"), whose member counterpart is the order's detail page.
 */
export function memberMirrorOf(guestPath: string): string {
  const landing = /^\/guest\/order\/([^/?#]+)([?#].*)?$/.exec(guestPath);
  if (landing && !ORDER_PAGES.has(landing[1]!)) return `/mypage/order/detail/${landing[1]}${landing[2] ?? ''}`;
  return guestPath.replace(/^\/guest\//, '/mypage/');
}
