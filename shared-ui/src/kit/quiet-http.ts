import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { usePlatform } from '../remote/platform-context';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** This call raises the shell's Korean error alert when it fails (a remote's calls are quiet otherwise). */
    alertOnError?: boolean;
  }
}

/**
 * A remote's pages show their failures themselves (QueryView, a form's inline error), so most calls
 * opted out of the shell's alert one by one. Here quiet is the default: every call goes out with
 * `skipErrorAlert` unless it asks for the alert with `alertOnError: true`. The default lives in this
 * entry, which each remote bundles (it is not a federation singleton), so a remote keeps the
 * behaviour it was built with whichever shell it meets, and the shell's `platform.http` (and its
 * contract) stays as it is (docs/adr/0025).
 */
const quiet = <C extends AxiosRequestConfig>(config?: C): C => ({ skipErrorAlert: !config?.alertOnError, ...config }) as C;

const wrapped = new WeakMap<AxiosInstance, AxiosInstance>();

/** The shell's client with quiet failures by default; one wrapper per client, so it is stable across renders. */
export function quietHttp(http: AxiosInstance): AxiosInstance {
  let q = wrapped.get(http);
  if (!q) {
    // The shell's instance underneath: its defaults, interceptors and getUri stay reachable.
    const calls = Object.create(http) as Record<string, unknown>;
    calls.request = (config: AxiosRequestConfig) => http.request(quiet(config));
    for (const m of ['get', 'delete', 'head', 'options'] as const) calls[m] = (url: string, config?: AxiosRequestConfig) => http[m](url, quiet(config));
    for (const m of ['post', 'put', 'patch', 'postForm', 'putForm', 'patchForm'] as const)
      calls[m] = (url: string, data?: unknown, config?: AxiosRequestConfig) => http[m](url, data, quiet(config));
    q = calls as unknown as AxiosInstance;
    wrapped.set(http, q);
  }
  return q;
}

/** The platform's HTTP client for a remote's code: failures are quiet unless a call passes `alertOnError: true`. */
export const useHttp = (): AxiosInstance => quietHttp(usePlatform().http);
