import type { AxiosInstance } from 'axios';
import type { History } from 'history';
import type { EventBus } from './events';
import type { NativeApi } from './native';
import type { GuestLoginResponse, Me, PaidFeature, RemoteName, RuntimeConfig, ShopSettings } from './types';
import type { ModalName, ModalParams } from './modals';

export type SessionState =
  | { status: 'visitor'; user: null; guest: null }
  | { status: 'member'; user: Me; guest: null }
  | { status: 'guest'; user: null; guest: { ordererName: string; orderId: string } };

export interface SessionApi {
  get(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Stores the access token of a member login (clears any guest) and loads the user; the refresh token is mall-api's HttpOnly cookie. */
  signIn(tokens: { token: string; expired_at: string }, user: Me): void;
  /** The member's user changed on the server (age or identity verified): same session, new user. */
  updateUser(user: Me): void;
  signOut(): Promise<void>;
  /** Stores the guest session of a guest-login answer (clears any member session). */
  signInGuest(login: GuestLoginResponse): void;
  /** Goods ids liked in this session (follows wish.changed; cleared on logout and on a session switch). */
  likedGoods: LikedGoodsApi;
}

export interface LikedGoodsApi {
  get(): readonly number[];
  has(goodsId: number): boolean;
  subscribe(listener: (goodsIds: readonly number[]) => void): () => void;
}

/** Local storage where every value carries an expiry (365 days by default); corrupted or expired values read as null. */
export interface StorageApi {
  get<T>(key: string): T | null;
  set<T>(key: string, value: T, days?: number): void;
  remove(key: string): void;
}

/**
 * Session storage (this tab, gone when it closes) where every value carries the instant it expires:
 * the find id / find password results (spec section 4). Expired or corrupted values read as null.
 */
export interface SessionStorageApi {
  get<T>(key: string): T | null;
  /** `expiresAt`: epoch milliseconds. */
  set<T>(key: string, value: T, expiresAt: number): void;
  remove(key: string): void;
}

export interface AlertOptions {
  title?: string;
  closeButtonLabel?: string;
  cancelButtonLabel?: string;
}

export interface PromptField {
  /** Key of the value in the result. */
  name: string;
  label: string;
  type?: 'text' | 'number' | 'tel' | 'email' | 'password';
  defaultValue?: string;
  placeholder?: string;
  /** Confirm is refused while a required field is blank. */
  required?: boolean;
}

export interface PromptOptions extends AlertOptions {
  fields: PromptField[];
}

export type PromptResult = { confirmed: true; values: Record<string, string> } | { confirmed: false };

export interface AlertsApi {
  alert(message: string, options?: AlertOptions): Promise<void>;
  confirm(message: string, options?: AlertOptions): Promise<boolean>;
  /** A message with form fields: confirm resolves with the values, cancel with `{ confirmed: false }`. */
  prompt(message: string, options: PromptOptions): Promise<PromptResult>;
}

/** The shell's modal stack (spec section 2): every modal is a URL hash, owned by a remote. */
export interface ModalsApi {
  /**
   * Opens a modal on top of the stack (pushes its hash). Resolves when it closes: with the result
   * given to `close`, or undefined when dismissed (back, hash cleared, load failure).
   */
  open<T = unknown>(name: ModalName, params?: ModalParams): Promise<T | undefined>;
  /** Closes the top modal (one step back in history), resolving its `open` with `result`. */
  close(result?: unknown): void;
}

/** Shop settings, cached five minutes across every remote (one request within that time). */
export interface SettingsApi {
  /** The settings, from the cache while it is under 5 minutes old, else from a new request. */
  get(): Promise<ShopSettings>;
  /** The last settings received, without a request (null before the first answer). */
  current(): ShopSettings | null;
  /** Called with each new answer of the settings call. */
  subscribe(listener: (settings: ShopSettings) => void): () => void;
}

/** A route the storefront knows: one of the shell's own, or one a deployed remote declares. */
export interface KnownRoute {
  path: string;
  owner: RemoteName | 'shell';
  feature?: PaidFeature;
}

/** The routes as the shell learned them at start from the runtime config's `declarations` (docs/adr/0017). */
export interface SiteMapApi {
  /** The route a pathname belongs to, or null (a not-found page). */
  match(pathname: string): KnownRoute | null;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** What the shell hands every remote: the only way a remote reaches shared behaviour. */
export interface Platform {
  config: RuntimeConfig;
  http: AxiosInstance;
  history: History;
  session: SessionApi;
  bus: EventBus;
  alerts: AlertsApi;
  storage: StorageApi;
  sessionStorage: SessionStorageApi;
  modals: ModalsApi;
  navigate(to: string, options?: NavigateOptions): void;
  settings: SettingsApi;
  /** Which paths exist and who renders them: link visibility follows what the deployed remotes declare. */
  siteMap: SiteMapApi;
  /** Loads an exposed module of another remote, e.g. `catalog/goods-card`. */
  loadRemote<T>(id: `${RemoteName}/${string}`): Promise<T>;
  /** The Android/iOS app bridge; outside the app it is not available and its calls reject. */
  native: NativeApi;
}

/** Props the shell passes to a remote's single-spa parcel. */
export interface RemoteMountProps {
  platform: Platform;
  basePath?: string;
}

/** Props the shell passes to a remote's modal parcel (`<remote>/modals`). */
export interface RemoteModalProps {
  platform: Platform;
  modal: ModalName;
  params: ModalParams;
  /** Id the modal gives its heading: the shell's dialog is labelled by it. */
  titleId: string;
  /** Closes this modal with a result. */
  close(result?: unknown): void;
  /** The modal cannot render (unknown name, chunk load failure): the shell closes it. */
  fail(error: unknown): void;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows the error itself (inline state); the shell does not raise an alert. */
    skipErrorAlert?: boolean;
  }
}
