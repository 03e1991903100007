import type { AxiosInstance } from 'axios';
import type { History } from 'history';
import type { EventBus } from './events';
import type { Me, RemoteName, RuntimeConfig, ShopSettings } from './types';

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

/** Shop settings, cached five minutes across every remote (one request within that time). */
export interface SettingsApi {
  /** The settings, from the cache while it is under 5 minutes old, else from a new request. */
  get(): Promise<ShopSettings>;
  /** The last settings received, without a request (null before the first answer). */
  current(): ShopSettings | null;
  /** Called with each new answer of the settings call. */
  subscribe(listener: (settings: ShopSettings) => void): () => void;
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
  navigate(to: string, options?: NavigateOptions): void;
  settings: SettingsApi;
  /** Loads an exposed module of another remote, e.g. `catalog/goods-card`. */
  loadRemote<T>(id: `${RemoteName}/${string}`): Promise<T>;
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
