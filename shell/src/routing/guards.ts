import { loginPathFor, safeRedirectPath, type SessionState } from '@mall/shared-contracts';
import type { DomainRoute } from './route-table';

/** Where a route flag sends the user instead, or null to render the route (spec section 2). */
export function guardRedirect(route: DomainRoute, session: SessionState, location: { pathname: string; search: string }): string | null {
  const wanted = `${location.pathname}${location.search}`;
  if (route.authRequired && session.status !== 'member') {
    if (route.isUserOrderManagePage && location.pathname.startsWith('/mypage/')) {
      return wanted.replace(/^\/mypage\//, '/guest/');
    }
    return loginPathFor(wanted);
  }
  if (route.guestAuthRequired && session.status !== 'guest') return loginPathFor(wanted);
  if (route.onlyEmptyUser && session.status === 'member') {
    return safeRedirectPath(new URLSearchParams(location.search).get('redirect_to_after')) ?? '/';
  }
  return null;
}
