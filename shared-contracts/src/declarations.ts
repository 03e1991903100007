import type { PaidFeature, RemoteName } from './constants';

/*
 * Route and modal ownership (docs/adr/0017). Each remote states, in one table in its own source
 * (`src/declaration.ts`), the paths it renders with their guard, route meta and paid feature, and the
 * modals it owns. Its build writes that table, with its contract ranges and what it calls, beside
 * `mf-manifest.json` as `remote-declaration.json`; the deploy records it under `declarations` in the
 * runtime config, so the shell learns every route from the file it already reads at start.
 */

/** What the shell checks before mounting the owner (spec section 2's route flags). */
export const ROUTE_GUARDS = ['member-only', 'member-order', 'guest-order', 'only-empty-user'] as const;
/**
 * - `member-only`: a logged-out visitor goes to /login (redirect_to_after the page);
 * - `member-order`: the same, but a logged-out visitor gets the guest mirror (/guest/order/…);
 * - `guest-order`: a guest order page; a member gets its member mirror, anyone else /login;
 * - `only-empty-user`: logged-out visitors only (login, join); a member is sent on.
 */
export type RouteGuard = (typeof ROUTE_GUARDS)[number];

export const ROUTE_TYPES = ['main', 'sub', 'popup', 'side', 'error'] as const;
/** `type` decides the default slide: sub pages slide in from the right, popup pages slide up; the rest appear. */
export type RouteType = (typeof ROUTE_TYPES)[number];
export const TRANSITION_NAMES = ['slide-right', 'slide-up', 'none'] as const;
export type TransitionName = (typeof TRANSITION_NAMES)[number];

export interface RouteMeta {
  type: RouteType;
  /** Classes put on the root element (<html>) while the route is shown. */
  layouts?: string[];
  /** Overrides the type's default transition. */
  transition?: TransitionName;
  /** No transition at all for this route. */
  hideTransition?: boolean;
  /** Remount the owning remote whenever the path changes (a fresh page per id). */
  usePathKey?: boolean;
  /** The page manages its own scroll: the shell neither saves nor restores it. */
  scrollSelfHandling?: boolean;
}

export interface DeclaredRoute {
  /** react-router pattern: `:id`, optional `:id?`, a trailing `/*` for the spec's `{ids...}`. */
  path: string;
  guard?: RouteGuard;
  /** Route meta; a route without `type` is a sub page. */
  meta?: Partial<RouteMeta>;
  /** The paid feature the page belongs to: switched off, a visit shows not-found and links to it are hidden. */
  feature?: PaidFeature;
  /** A URL of the route that the seeded demo mall fills with data (e2e and the axe gate visit it). */
  sample: string;
}

/** The one table a remote keeps in `src/declaration.ts`. */
export interface RemoteTable {
  routes: readonly DeclaredRoute[];
  modals: readonly string[];
}

/** The shared packages whose version a remote states; the shell provides one copy of each. */
export const CONTRACT_PACKAGES = ['@mall/shared-contracts', '@mall/shared-ui'] as const;
export type ContractPackage = (typeof CONTRACT_PACKAGES)[number];

/** What the shell reads of a declaration (the runtime config's `declarations`). */
export interface DeclaredRemote {
  name: RemoteName;
  routes: readonly Omit<DeclaredRoute, 'sample'>[];
  modals: readonly string[];
  /** The range of each shared package the remote was built against (`^1.1.0`). */
  contracts: Record<ContractPackage, string>;
}

/** `dist/remote-declaration.json`: the table plus what the build found the remote relies on. */
export interface RemoteDeclaration extends DeclaredRemote {
  routes: RemoteTable['routes'];
  version: string;
  events: { emits: readonly string[]; consumes: readonly string[] };
  /** mall-api operations it calls: `GET /api/v1/goods/{}` (path parameters unnamed). */
  api: readonly string[];
  /** Platform members it calls: `modals.open`, `session.signIn`… */
  platform: readonly string[];
}

export type Declarations = Partial<Record<RemoteName, DeclaredRemote>>;

const patternCache = new Map<string, RegExp>();

/** `/goods/category/:id?` → a RegExp for whole pathnames (react-router's syntax, no regex features). */
export function routePatternRegExp(pattern: string): RegExp {
  let re = patternCache.get(pattern);
  if (!re) {
    const body = pattern
      .split('/')
      .slice(1)
      .map((segment) => {
        if (segment === '*') return '(?:/.+)?';
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join('');
    re = new RegExp(`^${body || '/'}/?$`);
    patternCache.set(pattern, re);
  }
  return re;
}

/** Static segments count: `/ranking/main` wins over `/ranking/:type`, as in react-router. */
const staticSegments = (pattern: string) => pattern.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;

/** The most specific of the patterns that match a pathname, or null. */
export function bestRouteOf<T extends { path: string }>(routes: readonly T[], pathname: string): T | null {
  let best: T | null = null;
  for (const route of routes) {
    if (!routePatternRegExp(route.path).test(pathname)) continue;
    if (!best || staticSegments(route.path) > staticSegments(best.path)) best = route;
  }
  return best;
}

/** The pathname of a same-site link (`/raffle?tab=end#x` → `/raffle`); null for links that leave the site. */
export function pathnameOfLink(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const end = href.search(/[?#]/);
  return end === -1 ? href : href.slice(0, end);
}

export type OwnedRoute = Omit<DeclaredRoute, 'sample'> & { owner: RemoteName; sample?: string };

/** Every declared route with its owner, in one list. */
export function declaredRoutes(declarations: Declarations): OwnedRoute[] {
  return Object.values(declarations).flatMap((d) => (d ? d.routes.map((route) => ({ ...route, owner: d.name })) : []));
}

/** The remote that declares a modal, or null. */
export function modalOwnerOf(declarations: Declarations, name: string): RemoteName | null {
  for (const d of Object.values(declarations)) if (d?.modals.includes(name)) return d.name;
  return null;
}

/** `^1.2.0`, `~1.2.3` or `1.2.0` → [major, minor, patch]; null for anything else. */
export function versionParts(text: string): [number, number, number] | null {
  const m = /^[\^~]?(\d+)\.(\d+)\.(\d+)$/.exec(text);
  return m ? (m.slice(1).map(Number) as [number, number, number]) : null;
}

/**
 * Why the shell refuses a remote built against `required` while it provides `provided` (semver: the
 * same major, and at least the minor and patch the remote was built against), or null when it may
 * run. A remote that states no range for a package, or an unreadable one, is refused too.
 */
export function contractMismatch(required: Partial<Record<ContractPackage, string>>, provided: Readonly<Record<ContractPackage, string>>): string | null {
  for (const pkg of CONTRACT_PACKAGES) {
    const want = versionParts(required[pkg] ?? '');
    const have = versionParts(provided[pkg]);
    // Another major, or a newer minor or patch than the shell's: `@mall/shared-contracts ^3.0.0 ≠ 2.0.0`.
    if (!want || !have || want[0] !== have[0] || want[1] * 1e6 + want[2] > have[1] * 1e6 + have[2]) return `${pkg} ${String(required[pkg])} ≠ ${provided[pkg]}`;
  }
  return null;
}
