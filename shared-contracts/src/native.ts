import { MESSAGES } from './messages';

/**
 * The native app contract: how the storefront recognises our Android/iOS WebView and talks to it.
 *
 * User agent: the apps append `KMallApp/<major.minor.patch> (Android)` or `(iOS)`.
 * Requests (web → app) are JSON strings `{ id, type, payload }` posted to
 *   Android: `window[NATIVE_BRIDGE.androidInterface].postMessage(json)` (a JavascriptInterface),
 *   iOS:     `window.webkit.messageHandlers[NATIVE_BRIDGE.iosHandler].postMessage(json)`.
 * Replies (app → web): the app evaluates `window[NATIVE_BRIDGE.replyCallback](json)` with
 *   `{ id, ok: true, result }` or `{ id, ok: false, error: { code, message? } }`.
 */
export const NATIVE_BRIDGE = {
  androidInterface: 'KMallAndroid',
  iosHandler: 'kmall',
  replyCallback: '__kmallNativeReply',
  timeoutMs: 10_000,
  /** Biometric prompts wait for the user, so they get longer. */
  interactiveTimeoutMs: 60_000,
} as const;

export type AppOs = 'android' | 'ios';

export interface AppEnvironment {
  os: AppOs;
  /** The app version the user agent announces (the bridge's `app.version` is authoritative). */
  version: string;
}

const APP_MARKER = /\bKMallApp\/(\d+\.\d+\.\d+)\s*\((Android|iOS)\)/;

/** Our app's WebView from its user-agent marker; null in any browser (including other apps' WebViews). */
export function detectAppWebView(userAgent: string | null | undefined): AppEnvironment | null {
  const m = userAgent ? APP_MARKER.exec(userAgent) : null;
  if (!m) return null;
  return { os: m[2] === 'iOS' ? 'ios' : 'android', version: m[1]! };
}

/** Request type → [payload, result]. One line per operation; the shell and the apps implement these. */
export interface NativeOperations {
  /** The device's id and current push token (FCM/APNs); null when the OS has none yet. */
  'push.token': [undefined, { uuid: string; push_token: string | null }];
  /** Turning push on asks the OS for permission; refused → error PERMISSION_DENIED. */
  'push.agreement': [{ agreed: boolean }, { agreed: boolean }];
  'push.night': [{ agreed: boolean }, { agreed: boolean }];
  'biometric.status': [undefined, { supported: boolean; registered: boolean }];
  /** Prompts for biometrics, then keeps the app access token in the device keystore. */
  'biometric.register': [{ token: string; uuid: string }, { registered: true }];
  'biometric.unregister': [undefined, { registered: false }];
  /** Prompts for biometrics and hands back the stored app access token. */
  'biometric.authenticate': [undefined, { token: string; uuid: string }];
  'app.version': [undefined, { os: AppOs; app_version: string }];
  /**
   * The secret mall-api issued when this device registered, kept in the app's keystore (never in the
   * page's storage): with a value the app stores it, without one it answers the stored one or null.
   */
  'device.secret': [{ secret?: string } | undefined, { secret: string | null }];
  /** Opens an address outside the mall in the system browser (a WebView must not navigate away). */
  'external.open': [{ url: string }, { opened: true }];
}

export type NativeRequestType = keyof NativeOperations;
export type NativePayload<T extends NativeRequestType> = NativeOperations[T][0];
export type NativeResult<T extends NativeRequestType> = NativeOperations[T][1];

export const NATIVE_INTERACTIVE: readonly NativeRequestType[] = ['biometric.register', 'biometric.authenticate', 'push.agreement'];

export interface NativeRequest<T extends NativeRequestType = NativeRequestType> {
  id: string;
  type: T;
  payload?: NativePayload<T>;
}

export type NativeReply = { id: string; ok: true; result: unknown } | { id: string; ok: false; error: { code: string; message?: string } };

export type NativeErrorCode = 'NOT_AVAILABLE' | 'TIMEOUT' | 'CANCELLED' | 'PERMISSION_DENIED' | 'INVALID_REPLY' | 'FAILED';

const NATIVE_ERROR_MESSAGES: Record<NativeErrorCode, string> = {
  NOT_AVAILABLE: MESSAGES.nativeNotAvailable,
  TIMEOUT: MESSAGES.nativeTimeout,
  CANCELLED: MESSAGES.nativeCancelled,
  PERMISSION_DENIED: MESSAGES.pushPermissionDenied,
  INVALID_REPLY: MESSAGES.nativeFailed,
  FAILED: MESSAGES.nativeFailed,
};

const KNOWN_CODES = Object.keys(NATIVE_ERROR_MESSAGES) as NativeErrorCode[];

/** Every bridge failure: a code for callers to branch on and a Korean message for the user. */
export class NativeBridgeError extends Error {
  readonly code: NativeErrorCode;
  constructor(code: string, message?: string) {
    const known = (KNOWN_CODES as string[]).includes(code) ? (code as NativeErrorCode) : 'FAILED';
    super(message && message.trim() ? message : NATIVE_ERROR_MESSAGES[known]);
    this.name = 'NativeBridgeError';
    this.code = known;
  }
}

/** What `platform.native` offers remotes. Outside the app every call rejects with NOT_AVAILABLE. */
export interface NativeApi {
  /** The app WebView detected from the user agent, or null in a browser. */
  readonly environment: AppEnvironment | null;
  /** In our app with its bridge present. */
  isAvailable(): boolean;
  call<T extends NativeRequestType>(type: T, ...payload: NativePayload<T> extends undefined ? [] : [NativePayload<T>]): Promise<NativeResult<T>>;
}

export type AppUpdateStatus = 'latest' | 'update-available' | 'update-required';

/** Compares dotted numeric versions (`2.10.0` > `2.9.3`); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** Below the minimum the app must update; below the latest an update is offered. */
export function appUpdateStatus(current: string, versions: { latest_version: string; minimum_version: string }): AppUpdateStatus {
  if (compareVersions(current, versions.minimum_version) < 0) return 'update-required';
  if (compareVersions(current, versions.latest_version) < 0) return 'update-available';
  return 'latest';
}
