import { Navigate, NotFound, useLocation, useSession } from '@mall/shared-ui';
import { guardRedirect } from '../routing/guards';
import { resolveDomainRoute } from '../routing/route-table';
import { FeatureRoute } from '../settings/feature-route';
import { RemoteParcel } from './remote-parcel';

/**
 * Finds the owning remote of the current URL, applies the route flags, and keeps one parcel per
 * remote mounted while the URL stays in its domain (the remote's own router takes it from there).
 */
export function DomainOutlet() {
  const location = useLocation();
  const session = useSession();
  const route = resolveDomainRoute(location.pathname);
  if (!route) return <NotFound />;
  const redirect = guardRedirect(route, session, location);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <FeatureRoute pathname={location.pathname}>
      <RemoteParcel key={route.owner} remote={route.owner} />
    </FeatureRoute>
  );
}
