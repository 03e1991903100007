import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import {
  API,
  HEADERS,
  LIMITS,
  isAuthenticationFailure,
  isGuestAuthenticationFailure,
  parseKstDateTime,
  resolveErrorMessage,
  type AlertsApi,
  type TokenPair,
} from '@mall/shared-contracts';
import type { SessionController, SessionTokens } from './session-store';
import { storage } from './storage';

const UID_KEY = 'mall.uid';
export const AFFILIATE_KEY = 'mall.affiliate';

/**
 * The device id of a visitor's cart is issued by mall-api (a signed random id): the first cart call
 * answers it in the uid-token header and the page keeps it; until then no uid-token is sent.
 */
export const uidToken = (): string | null => storage.get<string>(UID_KEY);

function keepIssuedUid(headers: unknown) {
  const issued = AxiosHeaders.from(headers as AxiosHeaders).get(HEADERS.uidToken);
  if (typeof issued === 'string' && issued) storage.set(UID_KEY, issued);
}

/**
 * One device, one id. A new device's first page fires several calls at once; sent together without an
 * id, each would be answered a different one and the last answer would win, splitting the visitor's
 * cart between ids. So while no id is kept, one call goes out alone to be issued it and every other
 * call (of any client on the page) waits for its answer, then sends the issued id. A call that gets
 * no answer hands the asking on to the next.
 */
let issuing: { promise: Promise<void>; release: () => void } | null = null;

async function awaitDeviceId(): Promise<void> {
  while (!uidToken() && issuing) await issuing.promise;
  if (uidToken()) return;
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  issuing = { promise, release };
}

/** Only the asking call goes out without an id: when it settles (answered or not), the others go on. */
function releaseDeviceId(config: InternalAxiosRequestConfig | undefined) {
  if (!issuing || (config && AxiosHeaders.from(config.headers).get(HEADERS.uidToken))) return;
  const { release } = issuing;
  issuing = null;
  release();
}

export function deviceType(userAgent = navigator.userAgent): 'pc' | 'mobile' {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'mobile' : 'pc';
}

/**
 * The one HTTP client every remote uses: bearer token, uid-token, user-device-type and
 * affiliate-code headers; a token refresh when under 10 minutes to expiry; a 401
 * AuthenticationException ends the member session; failures raise the spec's Korean alert
 * unless the caller shows the error itself (skipErrorAlert).
 */
export function createHttp(baseURL: string, session: SessionController, alerts: AlertsApi) {
  const http = axios.create({ baseURL, timeout: 15_000 });
  let refreshing: Promise<SessionTokens | null> | null = null;

  // The refresh token travels as the HttpOnly cookie of this origin (the shell proxies /api).
  const refresh = (tokens: SessionTokens) =>
    (refreshing ??= axios
      .post<TokenPair>(API.refreshToken, { token: tokens.token }, { baseURL, withCredentials: true })
      .then((res) => {
        session.setTokens(res.data);
        return res.data;
      })
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      }));

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    let tokens = session.tokens();
    const expiry = parseKstDateTime(tokens?.expired_at);
    if (tokens && expiry && expiry.getTime() - Date.now() < LIMITS.tokenRefreshThresholdMs) {
      tokens = (await refresh(tokens)) ?? tokens;
    }
    const headers = AxiosHeaders.from(config.headers);
    if (tokens) headers.set('Authorization', `Bearer ${tokens.token}`);
    const guestToken = session.guestToken();
    if (guestToken) headers.set(HEADERS.guestToken, guestToken);
    await awaitDeviceId();
    const uid = uidToken();
    if (uid) headers.set(HEADERS.uidToken, uid);
    headers.set(HEADERS.deviceType, deviceType());
    const affiliate = storage.get<{ code: string }>(AFFILIATE_KEY);
    if (affiliate) headers.set(HEADERS.affiliateCode, affiliate.code);
    config.headers = headers;
    return config;
  });

  http.interceptors.response.use(
    (response) => {
      keepIssuedUid(response.headers);
      releaseDeviceId(response.config);
      return response;
    },
    (error: AxiosError) => {
      keepIssuedUid(error.response?.headers);
      releaseDeviceId(error.config);
      return rejected(error);
    },
  );

  function rejected(error: AxiosError) {
    const status = error.response?.status;
    const data = error.response?.data;
    const authenticated = Boolean(AxiosHeaders.from(error.config?.headers).get('Authorization'));
    if (authenticated && isAuthenticationFailure(status, data)) session.clear();
    const asGuest = Boolean(AxiosHeaders.from(error.config?.headers).get(HEADERS.guestToken));
    if (asGuest && isGuestAuthenticationFailure(status, data)) session.clear();
    if (!error.config?.skipErrorAlert && !axios.isCancel(error)) void alerts.alert(resolveErrorMessage(status, data));
    return Promise.reject(error);
  }

  return http;
}
