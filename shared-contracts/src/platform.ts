import type { AxiosInstance } from 'axios';
import type { History } from 'history';
import type { EventBus } from './events';
import type { NativeApi } from './native';
import type { GuestLoginResponse, Me, RemoteName, RuntimeConfig, ShopSettings } from './types';

export type SessionState =
  | { status: 'visitor'; user: null; guest: null }
  | { status: 'member'; user: Me; guest: null }
  | { status: 'guest'; user: null; guest: { ordererName: string; orderId: string } };

export interface SessionApi {
  get(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** Stores the tokens of a member login (clears any guest) and loads the user. */
  signIn(tokens: { token: string; refresh_token: string; expired_at: string }, user: Me): void;
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

export interface AlertOptions {
  title?: string;
  closeButtonLabel?: string;
  cancelButtonLabel?: string;
}

export interface AlertsApi {
  alert(message: string, options?: AlertOptions): Promise<void>;
  confirm(message: string, options?: AlertOptions): Promise<boolean>;
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
  navigate(to: string, options?: NavigateOptions): void;
  settings: { get(): Promise<ShopSettings> };
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

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows the error itself (inline state); the shell does not raise an alert. */
    skipErrorAlert?: boolean;
  }
}
