import type { AxiosInstance } from 'axios';
import { createMemoryHistory } from 'history';
import { bestRouteOf, declaredRoutes, type KnownRoute, type Platform, type RuntimeConfig, type SessionState, type ShopSettings } from '@mall/shared-contracts';

const VISITOR: SessionState = { status: 'visitor', user: null, guest: null };
const never = () => new Promise<never>(() => undefined);
const unsubscribe = () => () => undefined;

/**
 * The platform a remote's page sees in a server render (docs/adr/0027): a visitor at the requested
 * URL, mall-api through `http`, the deployed routes for links, the shop settings the browser will start
 * from; everything that acts (bus, alerts, modals, navigation, storage, the app bridge) does nothing,
 * since nothing acts before the page runs in the browser.
 */
export function createServerPlatform({
  config,
  http,
  url,
  settings,
  shellRoutes,
}: {
  /** The shell's own paths (its shell-declaration.json): links to them are allowed as in the browser. */
  shellRoutes: readonly { path: string }[];
  config: RuntimeConfig;
  http: AxiosInstance;
  url: URL;
  settings: ShopSettings | null;
}): Platform {
  const history = createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] });
  const routes = declaredRoutes(config.declarations);
  const store = { get: () => null, set: () => undefined, remove: () => undefined };
  return {
    config,
    http,
    history,
    session: {
      get: () => VISITOR,
      subscribe: unsubscribe,
      signIn: () => undefined,
      updateUser: () => undefined,
      signOut: () => Promise.resolve(),
      signInGuest: () => undefined,
      likedGoods: { get: () => [], has: () => false, subscribe: unsubscribe },
    },
    bus: { emit: () => undefined, on: unsubscribe },
    alerts: { alert: () => Promise.resolve(), confirm: () => Promise.resolve(false), prompt: () => Promise.resolve({ confirmed: false }) },
    storage: store,
    sessionStorage: store,
    modals: { open: () => Promise.resolve(undefined), close: () => undefined },
    navigate: () => undefined,
    settings: { get: () => (settings ? Promise.resolve(settings) : never()), current: () => settings, subscribe: unsubscribe },
    siteMap: {
      match(pathname: string): KnownRoute | null {
        const own = bestRouteOf(shellRoutes, pathname);
        if (own) return { path: own.path, owner: 'shell' };
        const route = bestRouteOf(routes, pathname);
        return route && { path: route.path, owner: route.owner, feature: route.feature };
      },
    },
    // Fragments of other remotes render in the browser (their loading state here and in the first client render).
    loadRemote: never,
    native: { environment: null, isAvailable: () => false, call: () => Promise.reject(new Error('앱에서만 쓸 수 있습니다')) },
  };
}
