/**
 * Test-only helpers: a tiny fake Platform and a render wrapper for component tests.
 * Imported as `@mall/shared-ui/testing`; never import this from application code.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import axios from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HistoryRouter } from '../router';
import { specSiteMatch } from '@mall/shared-contracts/spec-samples';
import { createMemoryHistory, type MemoryHistory } from 'history';
import type {
  AlertOptions,
  EventMap,
  EventName,
  GuestLoginResponse,
  Listener,
  KnownRoute,
  Me,
  ModalName,
  ModalParams,
  Platform,
  PromptResult,
  RuntimeConfig,
  SessionState,
  ShopSettings,
  TokenPair,
} from '@mall/shared-contracts';
import { EventSchemas } from '@mall/shared-contracts/schemas';
import {} from '@mall/shared-contracts';
import { PlatformContext } from '../remote/platform-context';
import { createFakeNative, type FakeNative } from './fake-native';
import { createFakeAdapter, type FakeRequest, type FakeRoutes } from './fake-http';

export { createFakeNative, type FakeNative, type FakeNativeHandlers } from './fake-native';
export * from './fake-http';

/* ------------------------------------------------------------------------------------------ */

export interface AlertCall {
  type: 'alert' | 'confirm' | 'prompt';
  message: string;
  options: AlertOptions | undefined;
}

export interface EmittedEvent<K extends EventName = EventName> {
  name: K;
  payload: EventMap[K];
}

export interface FakePlatformOptions {
  routes?: FakeRoutes;
  session?: SessionState;
  /** What `alerts.confirm` resolves with (changeable later via `setConfirmAnswer`). */
  confirmAnswer?: boolean;
  /** What `alerts.prompt` resolves with (default: cancelled; changeable via `setPromptAnswer`). */
  promptAnswer?: PromptResult;
  /** What `modals.open` resolves with, per modal name (default undefined: dismissed). */
  modalResults?: Partial<Record<ModalName, unknown>>;
  /** Modules `loadRemote` resolves, by id (e.g. `catalog/goods-card`); any other id rejects. */
  remotes?: Record<string, unknown>;
  /** Replaces the default `loadRemote` entirely. */
  loadRemote?: (id: string) => Promise<unknown>;
  /** Validate bus payloads with the zod event schemas (default true): invalid events are not delivered. */
  validateEvents?: boolean;
  route?: string;
  /** What `platform.siteMap` answers; by default the spec's routes and paid features (the QA list). */
  siteMatch?: (pathname: string) => KnownRoute | null;
  settings?: ShopSettings;
  config?: Partial<RuntimeConfig>;
  /** platform.native; default: a browser (not in the app). */
  native?: FakeNative;
}

export interface FakePlatform extends Platform {
  history: MemoryHistory;
  native: FakeNative;
  /** Every request the fake server received. */
  requests: FakeRequest[];
  /** Mutable route table of the fake server. */
  routes: FakeRoutes;
  /** Every event delivered on the bus, in order. */
  emitted: EmittedEvent[];
  /** Events refused by validation. */
  rejectedEvents: { name: EventName; payload: unknown }[];
  alertCalls: AlertCall[];
  setConfirmAnswer(answer: boolean): void;
  setPromptAnswer(answer: PromptResult): void;
  /** Every `modals.open` call, in order. */
  modalCalls: { name: ModalName; params: ModalParams }[];
  /** Results given to `modals.close`, in order. */
  modalCloses: unknown[];
  setSession(state: SessionState): void;
  /** Replaces the settings and tells `settings.subscribe` listeners, as a new settings answer would. */
  setSettings(settings: ShopSettings): void;
  signIns: { tokens: TokenPair; user: Me }[];
  guestSignIns: GuestLoginResponse[];
  /** What platform.storage holds, by key (values with the days they were kept for). */
  stored: Map<string, { value: unknown; days: number | undefined }>;
  /** What platform.sessionStorage holds, by key (values with their expiry); expired ones read as null. */
  sessionStored: Map<string, { value: unknown; expiresAt: number }>;
  setLikedGoods(goodsIds: number[]): void;
  loadRemoteCalls: string[];
  /** Emitted events of one name, payloads only. */
  eventsOf<K extends EventName>(name: K): EventMap[K][];
}

export const VISITOR: SessionState = { status: 'visitor', user: null, guest: null };

export const testConfig: RuntimeConfig = {
  environment: 'test',
  apiBaseUrl: '',
  declarations: {},
  remotes: {
    catalog: 'http://localhost/catalog/mf-manifest.json',
    exhibit: 'http://localhost/exhibit/mf-manifest.json',
    mypage: 'http://localhost/mypage/mf-manifest.json',
    order: 'http://localhost/order/mf-manifest.json',
    cs_center: 'http://localhost/cs-center/mf-manifest.json',
  },
  maintenance: { MM_MAINTENANCE_START_AT: null, MM_MAINTENANCE_END_AT: null, MM_MAINTENANCE_START_WITHOUT_END: false },
  trackers: {},
  validateContracts: true,
};

export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const { adapter, requests, routes } = createFakeAdapter(options.routes ?? {});
  const http = axios.create({ adapter });
  const history = createMemoryHistory({ initialEntries: [options.route ?? '/'] });

  // Bus: synchronous, in memory, validating like the shell does in development and tests.
  const validate = options.validateEvents ?? true;
  const listeners = new Map<EventName, Set<Listener<never>>>();
  const emitted: EmittedEvent[] = [];
  const rejectedEvents: FakePlatform['rejectedEvents'] = [];

  // Session with a settable state.
  let sessionState: SessionState = options.session ?? VISITOR;
  const sessionListeners = new Set<(s: SessionState) => void>();
  const setSession = (next: SessionState) => {
    sessionState = next;
    for (const l of [...sessionListeners]) l(next);
  };
  const signIns: FakePlatform['signIns'] = [];
  const guestSignIns: GuestLoginResponse[] = [];
  const stored: FakePlatform['stored'] = new Map();
  const sessionStored: FakePlatform['sessionStored'] = new Map();
  let likedGoods: readonly number[] = [];
  const likedListeners = new Set<(ids: readonly number[]) => void>();
  const setLikedGoods = (ids: number[]) => {
    likedGoods = ids;
    for (const l of [...likedListeners]) l(ids);
  };

  let settings: ShopSettings | null = options.settings ?? null;
  const settingsListeners = new Set<(s: ShopSettings) => void>();

  const alertCalls: AlertCall[] = [];
  let confirmAnswer = options.confirmAnswer ?? true;
  let promptAnswer: PromptResult = options.promptAnswer ?? { confirmed: false };
  const modalCalls: FakePlatform['modalCalls'] = [];
  const modalCloses: unknown[] = [];
  const loadRemoteCalls: string[] = [];

  const platform: FakePlatform = {
    config: { ...testConfig, ...options.config },
    http,
    history,
    requests,
    routes,
    emitted,
    rejectedEvents,
    alertCalls,
    signIns,
    guestSignIns,
    stored,
    setLikedGoods,
    loadRemoteCalls,
    native: options.native ?? createFakeNative(),
    storage: {
      get: <T,>(key: string) => (stored.has(key) ? (stored.get(key)!.value as T) : null),
      set: (key, value, days) => void stored.set(key, { value, days }),
      remove: (key) => void stored.delete(key),
    },
    sessionStored,
    sessionStorage: {
      get: <T,>(key: string) => {
        const entry = sessionStored.get(key);
        if (!entry || entry.expiresAt < Date.now()) {
          sessionStored.delete(key);
          return null;
        }
        return entry.value as T;
      },
      set: (key, value, expiresAt) => void sessionStored.set(key, { value, expiresAt }),
      remove: (key) => void sessionStored.delete(key),
    },
    modalCalls,
    modalCloses,
    bus: {
      emit(name, payload) {
        if (validate && !EventSchemas[name].safeParse(payload).success) {
          rejectedEvents.push({ name, payload });
          return;
        }
        emitted.push({ name, payload } as EmittedEvent);
        for (const listener of [...(listeners.get(name) ?? [])]) {
          try {
            (listener as Listener<typeof name>)(payload);
          } catch (error) {
            console.error(`[fake bus] ${name} listener failed`, error);
          }
        }
      },
      on(name, listener) {
        let set = listeners.get(name);
        if (!set) listeners.set(name, (set = new Set()));
        set.add(listener as Listener<never>);
        return () => {
          set.delete(listener as Listener<never>);
        };
      },
    },
    alerts: {
      alert(message, opts) {
        alertCalls.push({ type: 'alert', message, options: opts });
        return Promise.resolve();
      },
      confirm(message, opts) {
        alertCalls.push({ type: 'confirm', message, options: opts });
        return Promise.resolve(confirmAnswer);
      },
      prompt(message, opts) {
        alertCalls.push({ type: 'prompt', message, options: opts });
        return Promise.resolve(promptAnswer);
      },
    },
    modals: {
      open<T>(name: ModalName, params: ModalParams = {}) {
        modalCalls.push({ name, params });
        return Promise.resolve(options.modalResults?.[name] as T | undefined);
      },
      close(result) {
        modalCloses.push(result);
      },
    },
    session: {
      get: () => sessionState,
      subscribe(listener) {
        sessionListeners.add(listener);
        return () => {
          sessionListeners.delete(listener);
        };
      },
      signIn(tokens, user) {
        signIns.push({ tokens, user });
        setLikedGoods([]);
        setSession({ status: 'member', user, guest: null });
      },
      updateUser(user) {
        if (sessionState.status === 'member') setSession({ status: 'member', user, guest: null });
      },
      async signOut() {
        setLikedGoods([]);
        setSession(VISITOR);
      },
      signInGuest(login) {
        guestSignIns.push(login);
        setLikedGoods([]);
        setSession({ status: 'guest', user: null, guest: { ordererName: login.orderer_name, orderId: login.order_id } });
      },
      likedGoods: {
        get: () => likedGoods,
        has: (goodsId) => likedGoods.includes(goodsId),
        subscribe(listener) {
          likedListeners.add(listener);
          return () => {
            likedListeners.delete(listener);
          };
        },
      },
    },
    navigate: (to, opts) => (opts?.replace ? history.replace(to) : history.push(to)),
    settings: {
      get: () => (settings ? Promise.resolve(settings) : Promise.reject(new Error('no settings in the fake platform'))),
      current: () => settings,
      subscribe(listener) {
        settingsListeners.add(listener);
        return () => {
          settingsListeners.delete(listener);
        };
      },
    },
    siteMap: { match: options.siteMatch ?? specSiteMatch },
    setSettings(next) {
      settings = next;
      for (const l of [...settingsListeners]) l(next);
    },
    loadRemote: (<T,>(id: string): Promise<T> => {
      loadRemoteCalls.push(id);
      if (options.loadRemote) return options.loadRemote(id) as Promise<T>;
      const remotes = options.remotes ?? {};
      return id in remotes ? Promise.resolve(remotes[id] as T) : Promise.reject(new Error(`원격 모듈을 불러오지 못했습니다: ${id}`));
    }) as Platform['loadRemote'],
    setConfirmAnswer(answer) {
      confirmAnswer = answer;
    },
    setPromptAnswer(answer) {
      promptAnswer = answer;
    },
    setSession,
    eventsOf: <K extends EventName>(name: K) => emitted.filter((e) => e.name === name).map((e) => e.payload as EventMap[K]),
  };
  return platform;
}

export interface RenderWithPlatformOptions {
  platform?: FakePlatform;
  route?: string;
}

export function renderWithPlatform(ui: ReactElement, { platform = createFakePlatform(), route }: RenderWithPlatformOptions = {}) {
  if (route) platform.history.replace(route);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={queryClient}>
        {/* history@5 and react-router's own History type differ only nominally */}
        <HistoryRouter history={platform.history as never}>{children}</HistoryRouter>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
  return { ...render(ui, { wrapper: Wrapper }), platform, queryClient };
}

/* ------------------------------------------------------------------------------------------ */
/* Fixtures, parsed with the contract schemas so they stay honest.                            */
/* ------------------------------------------------------------------------------------------ */

export * from './fixtures';
