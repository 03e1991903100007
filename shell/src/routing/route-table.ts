import {
  bestRouteOf,
  declaredRoutes,
  modalOwnerOf,
  type Declarations,
  type KnownRoute,
  type PaidFeature,
  type RemoteName,
  type RouteGuard,
  type RouteMeta,
} from '@mall/shared-contracts';
import { SHELL_ROUTES } from './shell-routes';

export { SHELL_ROUTES };

export interface DomainRoute extends RouteMeta {
  path: string;
  owner: RemoteName;
  guard?: RouteGuard;
  feature?: PaidFeature;
}

/** The not-found catch-all. */
export const NOT_FOUND_META: RouteMeta = { type: 'error' };

/**
 * Which remote owns which URL, with its guard, meta and paid feature, as the deployed remotes declare
 * them (runtime config `declarations`, docs/adr/0017). A remote that is down keeps its paths: the shell
 * shows its domain's fallback panel there, never the not-found page.
 */
export function createRouteTable(declarations: Declarations) {
  const domain: DomainRoute[] = declaredRoutes(declarations).map(({ path, owner, guard, feature, meta }) => ({
    type: 'sub',
    ...meta,
    path,
    owner,
    guard,
    feature,
  }));
  const resolve = (pathname: string): DomainRoute | null => bestRouteOf(domain, pathname);
  const shellRoute = (pathname: string) => bestRouteOf(SHELL_ROUTES, pathname);
  return {
    resolve,
    /** The meta of any URL: a shell route, a domain route, or the not-found page. */
    metaFor: (pathname: string): RouteMeta => shellRoute(pathname) ?? resolve(pathname) ?? NOT_FOUND_META,
    /** For links (platform.routes): the route of a pathname, the shell's own included. */
    match(pathname: string): KnownRoute | null {
      const own = shellRoute(pathname);
      if (own) return { path: own.path, owner: 'shell' };
      const route = resolve(pathname);
      return route && { path: route.path, owner: route.owner, feature: route.feature };
    },
    modalOwner: (name: string): RemoteName | null => modalOwnerOf(declarations, name),
  };
}

export type RouteTable = ReturnType<typeof createRouteTable>;

// One table per page load, built from the runtime config before the first render (bootstrap.tsx).
let table: RouteTable = createRouteTable({});

/** Replaces the table with the one of `declarations` (bootstrap; shell tests install the spec's). */
export function installRouteTable(declarations: Declarations): RouteTable {
  table = createRouteTable(declarations);
  return table;
}

export const currentRouteTable = (): RouteTable => table;
export const routeMetaFor = (pathname: string): RouteMeta => table.metaFor(pathname);
export const resolveDomainRoute = (pathname: string): DomainRoute | null => table.resolve(pathname);
