import { createBrowserHistory } from 'history';
import { API, type Platform, type RuntimeConfig } from '@mall/shared-contracts';
import { loadRemoteModule } from '../federation/remotes';
import { alerts } from './alerts-store';
import { createEventBus } from './event-bus';
import { createHttp } from './http';
import { trackHttpLoading } from './loading';
import { createSessionStore } from './session-store';
import { createSettings } from './settings';

declare global {
  interface Window {
    __mallContractTap?: (name: string, payload: unknown) => void;
  }
}

/** Builds the platform object the shell implements and hands to every remote. */
export function createPlatform(config: RuntimeConfig) {
  const history = createBrowserHistory();
  // Development builds check bus payloads in the page; a test run (validateContracts) taps every
  // event to the e2e harness, which validates it against the zod contracts.
  const tap = config.validateContracts ? (name: string, payload: unknown) => window.__mallContractTap?.(name, payload) : undefined;
  const bus = createEventBus(process.env.NODE_ENV !== 'production', tap);
  const session = createSessionStore();
  const http = createHttp(config.apiBaseUrl, session, alerts);
  trackHttpLoading(http);

  const emitSession = () => {
    const state = session.get();
    bus.emit('session.changed', { state: state.status, loginId: state.user?.login_id ?? null });
  };
  session.subscribe(emitSession);

  const platform: Platform = {
    config,
    http,
    history,
    bus,
    alerts,
    settings: createSettings(http),
    navigate: (to, options) => (options?.replace ? history.replace(to) : history.push(to)),
    loadRemote: loadRemoteModule,
    session: {
      get: session.get,
      subscribe: session.subscribe,
      signIn: (tokens, user) => session.setMember(tokens, user),
      async signOut() {
        await http.post(API.logout, undefined, { skipErrorAlert: true }).catch(() => undefined);
        session.clear();
        bus.emit('cart.countChanged', { count: 0 });
      },
    },
  };

  // Refresh the cached user in the background; a dead token ends the session via the 401 rule.
  if (session.get().status === 'member') {
    http.get(API.me, { skipErrorAlert: true }).then(
      (r) => session.setUser(r.data),
      () => undefined,
    );
  }
  return { platform, sessionController: session };
}

export type ShellPlatform = ReturnType<typeof createPlatform>;
