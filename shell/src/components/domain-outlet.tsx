import { useEffect } from 'react';
import { Navigate, NotFound, useLocation, usePlatform, useSession } from '@mall/shared-ui';
import { cameFromPage, useEntrySession } from '../routing/entry-session';
import { guardRoute } from '../routing/guards';
import { resolveDomainRoute } from '../routing/route-table';
import { FeatureRoute } from '../settings/feature-route';
import { RemoteParcel } from './remote-parcel';

/** "Stays where they are": the navigation to a page the user may not open is undone. */
function StayOnPreviousPage() {
  const { history } = usePlatform();
  useEffect(() => history.back(), [history]);
  return null;
}

/**
 * Finds the remote that declares the current URL, applies its guard and paid feature, and keeps one parcel per
 * remote mounted while the URL stays in its domain (the remote's own router takes it from there).
 */
export function DomainOutlet() {
  const location = useLocation();
  const { history } = usePlatform();
  const session = useSession();
  const route = resolveDomainRoute(location.pathname);
  const entrySession = useEntrySession(location.key, session);
  if (!route) return <NotFound />;
  // Losing the session on a member page counts at once; gaining one is judged on the next visit.
  const judged = route.guard === 'only-empty-user' ? entrySession : session;
  const decision = guardRoute(route, judged, { pathname: location.pathname, search: location.search, cameFromPage: cameFromPage(history) });
  if (decision && 'stay' in decision) return <StayOnPreviousPage />;
  if (decision) return <Navigate to={decision.redirect} replace />;
  // usePathKey: a fresh mount of the remote for every path (route meta, spec section 2).
  return (
    <FeatureRoute feature={route.feature ?? null}>
      <RemoteParcel key={route.usePathKey ? `${route.owner}:${location.pathname}` : route.owner} remote={route.owner} />
    </FeatureRoute>
  );
}
