import { createBrowserHistory } from 'history';
import { API, type LikedGoods, type Platform, type RemoteName, type RuntimeConfig } from '@mall/shared-contracts';
import { loadRemoteModule } from '../federation/remotes';
import { createNativeApi } from '../native/native-api';
import { listenAffiliate } from './affiliate';
import { alertZIndex, createModalStack } from '../modals/modal-stack';
import { createRouteTable, type RouteTable } from '../routing/route-table';
import { alerts, alertsStore } from './alerts-store';
import { reportClientError } from './client-errors';
import { createEventBus } from './event-bus';
import { createHttp } from './http';
import { trackHttpLoading } from './loading';
import { createSessionStore } from './session-store';
import { createSettings } from './settings';
import { setUpTracking } from '../trackers/setup-tracking';
import { safeSessionStorage, storage } from './storage';

declare global {
  interface Window {
    __mallContractTap?: (name: string, payload: unknown) => void;
  }
}

/**
 * Builds the platform object the shell implements and hands to every remote. `routes`: the table of
 * the config's declarations (bootstrap installs the same one for the shell's own components).
 */
export function createPlatform(config: RuntimeConfig, routes: RouteTable = createRouteTable(config.declarations)) {
  const history = createBrowserHistory();
  listenAffiliate(history);
  // Every build checks bus payloads in the page and reports a dropped event (docs/adr/0023); a test run
  // (validateContracts) also taps every event to the e2e harness, which validates it against the zod contracts.
  const tap = config.validateContracts ? (name: string, payload: unknown) => window.__mallContractTap?.(name, payload) : undefined;
  const bus = createEventBus({ tap, onInvalid: (event, message, stack) => reportClientError({ kind: 'invalid-event', event, message, stack }) });
  const session = createSessionStore();
  const http = createHttp(config.apiBaseUrl, session, alerts);
  trackHttpLoading(http);

  // Liked goods are kept per session (spec section 4): a member session starts from mall-api's list.
  const loadLikedGoods = () =>
    http.get<LikedGoods>(API.likedGoods, { skipErrorAlert: true }).then(
      (r) => session.replaceLiked(r.data.goods_ids),
      () => undefined,
    );

  let previous = session.get().status;
  const emitSession = () => {
    const state = session.get();
    bus.emit('session.changed', { state: state.status, loginId: state.user?.login_id ?? null });
    // A session that ended (logout or a 401) leaves no cart behind in the header.
    if (previous !== 'visitor' && state.status === 'visitor') bus.emit('cart.countChanged', { count: 0 });
    if (previous !== 'member' && state.status === 'member') void loadLikedGoods();
    previous = state.status;
  };
  session.subscribe(emitSession);
  bus.on('wish.changed', ({ goodsId, liked }) => session.setLiked(goodsId, liked));

  // Deploys (docs/adr/0018): moving to another page (whose chunks this tab may never have loaded) or a
  // remote failing to load asks whether the runtime config now points elsewhere; if so the tab reloads
  // once into the new versions. Lazy: the first page never waits for it.
  const checkDeploy = () =>
    import('../navigation/deploy-check').then(
      (m) => m.checkForDeploy(config),
      () => false,
    );
  let shownPath = history.location.pathname;
  history.listen(({ location }) => {
    if (location.pathname === shownPath) return;
    shownPath = location.pathname;
    void checkDeploy();
  });
  const loadRemote = <T>(id: `${RemoteName}/${string}`) =>
    loadRemoteModule<T>(id).catch((error: unknown) => checkDeploy().then((reloading) => (reloading ? new Promise<T>(() => undefined) : Promise.reject(error))));

  const modalStack = createModalStack(history, routes.modalOwner);
  // An alert raised while modals are open appears above the top one.
  modalStack.store.subscribe(({ stack }) => alertsStore.setState({ zIndex: alertZIndex(stack.length) }));

  const platform: Platform = {
    config,
    http,
    history,
    bus,
    alerts,
    storage: { get: (key) => storage.get(key), set: (key, value, days) => storage.set(key, value, days), remove: (key) => storage.remove(key) },
    sessionStorage: {
      get: (key) => storage.get(key, safeSessionStorage()),
      set: (key, value, expiresAt) => storage.setUntil(key, value, expiresAt, safeSessionStorage()),
      remove: (key) => storage.remove(key, safeSessionStorage()),
    },
    modals: modalStack.api,
    settings: createSettings(http),
    siteMap: { match: routes.match },
    navigate: (to, options) => (options?.replace ? history.replace(to) : history.push(to)),
    loadRemote,
    native: createNativeApi(),
    session: {
      get: session.get,
      subscribe: session.subscribe,
      signIn: (tokens, user) => session.setMember(tokens, user),
      updateUser: (user) => session.setUser(user),
      async signOut() {
        // The server ends the session first (member tokens or the guest token), then the page forgets it.
        const status = session.get().status;
        if (status !== 'visitor')
          await http.post(status === 'guest' ? API.guestLogout : API.logout, undefined, { skipErrorAlert: true }).catch(() => undefined);
        session.clear();
      },
      signInGuest: (login) => session.setGuest(login),
      likedGoods: { get: session.likedGoods, has: (goodsId) => session.likedGoods().includes(goodsId), subscribe: session.subscribeLikedGoods },
    },
  };

  // Page views on the bus; the trackers themselves only in production, after first paint.
  setUpTracking(platform);

  // Refresh the cached user in the background; a dead token ends the session via the 401 rule.
  if (session.get().status === 'member') {
    http.get(API.me, { skipErrorAlert: true }).then(
      (r) => session.setUser(r.data),
      () => undefined,
    );
    void loadLikedGoods();
  }
  return { platform, sessionController: session, modalStack };
}

export type ShellPlatform = ReturnType<typeof createPlatform>;
