/**
 * Test-only helpers: a tiny fake Platform and a render wrapper for component tests.
 * Imported as `@mall/shared-ui/testing`; never import this from application code.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HistoryRouter } from '../router';
import { specSiteMatch } from '@mall/shared-contracts/spec-samples';
import { createMemoryHistory, type MemoryHistory } from 'history';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import type {
  AlertOptions,
  CartItem,
  CartList,
  CartPack,
  EventMap,
  EventName,
  GoodsCard,
  GuestLoginResponse,
  GoodsDetail,
  Listener,
  KnownRoute,
  Me,
  ModalName,
  ModalParams,
  NoticeDetail,
  NoticeList,
  NoticeSummary,
  Platform,
  PromptResult,
  RuntimeConfig,
  SessionState,
  ShopSettings,
  TokenPair,
  PaidFeature,
} from '@mall/shared-contracts';
import {
  CartItemSchema,
  CartListSchema,
  CartPackSchema,
  EventSchemas,
  GoodsCardSchema,
  GoodsDetailSchema,
  MeSchema,
  NoticeDetailSchema,
  NoticeListSchema,
  NoticeSummarySchema,
  TokenSchema,
  ShopSettingsSchema,
} from '@mall/shared-contracts/schemas';
import { EASY_PAY_PROVIDERS, PAID_FEATURES } from '@mall/shared-contracts';
import { PlatformContext } from '../remote/platform-context';
import { createFakeNative, type FakeNative } from './fake-native';

export { createFakeNative, type FakeNative, type FakeNativeHandlers } from './fake-native';

/* ------------------------------------------------------------------------------------------ */
/* HTTP: a real axios instance whose adapter answers from a route table (no network).          */
/* ------------------------------------------------------------------------------------------ */

export interface FakeRequest {
  method: string;
  /** Path without the query string, e.g. `/api/v1/goods/1`. */
  url: string;
  params: Record<string, unknown>;
  /** The request body, parsed back from JSON. */
  data: unknown;
  headers: Record<string, string>;
  config: InternalAxiosRequestConfig;
}

export interface FakeReply {
  status: number;
  data?: unknown;
  /** Response headers (e.g. the uid-token mall-api issues). */
  headers?: Record<string, string>;
}

export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

/** `{ 'GET /api/v1/goods/1': { status: 200, data } }` or a handler per key. */
export type FakeRoutes = Record<string, FakeReply | FakeHandler>;

export const ok = (data: unknown, headers?: Record<string, string>): FakeReply => ({ status: 200, data, ...(headers ? { headers } : {}) });
export const fail = (status: number, message = '오류', extra: Record<string, unknown> = {}): FakeReply => ({
  status,
  data: { status, code: `E${status}`, message, ...extra },
});

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** An axios adapter answering from `routes` (mutable) and recording every request. */
export function createFakeAdapter(routes: FakeRoutes = {}) {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const rawUrl = config.url ?? '';
    const url = rawUrl.split('?')[0]!;
    const method = (config.method ?? 'get').toUpperCase();
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) headers[k.toLowerCase()] = String(v);
    const req: FakeRequest = { method, url, params: (config.params ?? {}) as Record<string, unknown>, data: parseBody(config.data), headers, config };
    requests.push(req);
    const route = routes[`${method} ${url}`];
    const reply: FakeReply = route === undefined ? fail(404, '찾을 수 없습니다.') : typeof route === 'function' ? await route(req) : route;
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(reply.status) : reply.status >= 200 && reply.status < 300;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return { adapter, requests, routes };
}

/* ------------------------------------------------------------------------------------------ */
/* Platform                                                                                   */
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

const honest = <S extends z.ZodType>(schema: S, value: z.input<S>): z.infer<S> => schema.parse(value);

export function meFixture(overrides: Partial<Me> = {}): Me {
  return honest(MeSchema, {
    login_id: 'kim01',
    name: '김민지',
    login_type: 'shop',
    grade: { id: 2, code: 'SILVER', name: '실버', image_url: '/media/grades/SILVER.svg' },
    is_verify_age: false,
    is_awaked: false,
    is_need_password_update: false,
    is_certificated: true,
    ...overrides,
  });
}

export function tokensFixture(overrides: Partial<TokenPair> = {}): TokenPair {
  return honest(TokenSchema, { token: 'access-1', expired_at: '2099-12-31 23:59:59', ...overrides });
}

export function memberSession(user: Me = meFixture()): SessionState {
  return { status: 'member', user, guest: null };
}

export function goodsCardFixture(overrides: Partial<GoodsCard> = {}): GoodsCard {
  return honest(GoodsCardSchema, {
    id: 101,
    brand_name: '무드웨어',
    name: '오버핏 코튼 셔츠',
    headline: null,
    thumbnail_url: '/img/goods-101.jpg',
    hover_image_url: null,
    price: 15900,
    base_discounted_price: 12900,
    sale_rate: 18,
    stock: 50,
    is_soldout: false,
    is_adult: false,
    is_restock_notice: false,
    review_count: 12,
    review_score_avg: 4.5,
    wish_count: 120,
    badges: ['무료배송', '단독'],
    icon: null,
    ...overrides,
  });
}

export function goodsDetailFixture(overrides: Partial<GoodsDetail> = {}): GoodsDetail {
  return honest(GoodsDetailSchema, {
    id: 101,
    name: '오버핏 코튼 셔츠',
    headline: '데일리 셔츠',
    goods_type: 'normal',
    brand: { id: 7, name: '무드웨어', name_en: 'MOODWEAR' },
    seller: { id: 3, name: '무드웨어 공식' },
    category_full_path: '의류 > 상의 > 셔츠',
    price: 15900,
    sell_price: 15900,
    base_discounted_price: 12900,
    sale_rate: 18,
    image_urls: ['/img/goods-101-1.jpg'],
    description: '부드러운 코튼 소재의 셔츠입니다.',
    stock: 30,
    is_soldout: false,
    is_adult: false,
    review_count: 0,
    review_score_avg: 0,
    wish_count: 5,
    shipping: { shipping_price_policy: 'conditional', shipping_price: 3000, conditional_free_from: 50000, extra_shipping_price: 0, is_charge_on_each: false },
    options: [
      { id: 1001, name: '화이트 / M', extra_amount: 0, stock: 10, is_soldout: false },
      { id: 1002, name: '블랙 / L', extra_amount: 1000, stock: 0, is_soldout: true },
    ],
    ...overrides,
  });
}

export function cartItemFixture(overrides: Partial<CartItem> = {}): CartItem {
  return honest(CartItemSchema, {
    cart_id: 1,
    brand_id: 7,
    brand_name: '무드웨어',
    ea: 1,
    option_id: 1001,
    option_stock: 10,
    option_name: '화이트 / M',
    option_extra_amount: 0,
    goods_id: 101,
    goods_name: '오버핏 코튼 셔츠',
    goods_headline: null,
    goods_thumbnail_url: '/img/goods-101.jpg',
    goods_price: 15900,
    goods_sell_price: 15900,
    goods_base_discounted_price: 12900,
    goods_stock: 30,
    goods_type: 'normal',
    is_soldout: false,
    seller_id: 3,
    seller_name: '무드웨어 공식',
    time_deal: null,
    ...overrides,
  });
}

export function cartPackFixture(overrides: Partial<CartPack> = {}): CartPack {
  const items = overrides.items ?? [cartItemFixture()];
  return honest(CartPackSchema, {
    seller_id: items[0]?.seller_id ?? 3,
    seller_name: items[0]?.seller_name ?? '무드웨어 공식',
    shipping_price_policy: 'conditional',
    shipping_price: 3000,
    conditional_free_from: 50000,
    extra_shipping_price: 0,
    is_charge_on_each: false,
    goods_price: items.reduce((sum, i) => sum + (i.goods_base_discounted_price + i.option_extra_amount) * i.ea, 0),
    ...overrides,
    items,
  });
}

export function cartListFixture(packs: CartPack[] = []): CartList {
  const lines = packs.flatMap((p) => p.items);
  const goods = lines.reduce((s, i) => s + i.goods_price * i.ea, 0);
  const discounted = lines.reduce((s, i) => s + (i.goods_base_discounted_price + i.option_extra_amount) * i.ea, 0);
  const shipping = packs.reduce((s, p) => s + (p.shipping_price_policy === 'free' ? 0 : p.shipping_price), 0);
  return honest(CartListSchema, {
    packs,
    summary: { total_goods_price: goods, total_discount_price: goods - discounted, total_shipping_price: shipping, total_payment_price: discounted + shipping },
    count: lines.length,
  });
}

export function noticeSummaryFixture(overrides: Partial<NoticeSummary> = {}): NoticeSummary {
  return honest(NoticeSummarySchema, { id: 1, title: '배송 지연 안내', is_important: false, created_at: '2024-03-02T10:00:00+09:00', ...overrides });
}

export function noticeListFixture(
  items: NoticeSummary[],
  page = { current_page: 1, per_page: 10, total: items.length, last_page: 1 },
  pinned: NoticeSummary[] = [],
): NoticeList {
  return honest(NoticeListSchema, { ...page, pinned, data: items });
}

export function noticeDetailFixture(overrides: Partial<NoticeDetail> = {}): NoticeDetail {
  return honest(NoticeDetailSchema, {
    ...noticeSummaryFixture(),
    contents: '택배사 사정으로 배송이 지연되고 있습니다.',
    prev: null,
    next: null,
    ...overrides,
  });
}

/** Settings of a mall with every paid feature on except `off`. */
export function shopSettingsFixture(off: PaidFeature[] = [], overrides: Partial<ShopSettings> = {}): ShopSettings {
  return honest(ShopSettingsSchema, {
    shop: {
      name: '케이몰',
      company_name: '주식회사 케이몰',
      ceo_name: '박서준',
      business_number: '123-45-67890',
      mail_order_number: '제2026-서울강남-01234호',
      address: '서울특별시 강남구 테헤란로 123',
      privacy_officer: '이지은',
    },
    customer_service: { phone: '1588-1234', email: 'help@k-mall.example', hours: '평일 10:00 ~ 17:00', lunch: '12:00 ~ 13:00' },
    social_links: [],
    features: Object.fromEntries(PAID_FEATURES.map((f) => [f, !off.includes(f)])) as ShopSettings['features'],
    easy_pays: Object.fromEntries(EASY_PAY_PROVIDERS.map((p) => [p, true])) as ShopSettings['easy_pays'],
    reward_policies: [{ delay_days: 7, rate: 0.01, max_reward_price: 10000 }],
    point_rules: { usable_months: 12, min_usable_point: 1000, text_review_point: 300, photo_review_point: 1000 },
    grade_colors: { WELCOME: '#9e9e9e', SILVER: '#90a4ae', GOLD: '#c9a227', VIP: '#222222' },
    design_colors: { primary: '#111111', secondary: '#555555', accent: '#ff3b30' },
    goods_price_krw_unit: 10,
    ...overrides,
  });
}
