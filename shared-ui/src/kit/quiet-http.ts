import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { usePlatform } from '@mall/shared-ui';

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
/** Where each method takes its config: `request(config)`, `get(url, config)`, `post(url, data, config)`. */
const CONFIG_AT = { request: 0, get: 1, delete: 1, head: 1, options: 1, post: 2, put: 2, patch: 2 } as const;

const wrapped = new WeakMap<AxiosInstance, AxiosInstance>();

/** The shell's client with quiet failures by default; one wrapper per client, so it is stable across renders. */
export function quietHttp(http: AxiosInstance): AxiosInstance {
  let q = wrapped.get(http);
  if (!q) {
    // The shell's instance underneath: its defaults, interceptors and getUri stay reachable.
    const calls = Object.create(http) as Record<string, unknown>;
    for (const [m, at] of Object.entries(CONFIG_AT))
      calls[m] = (...args: unknown[]) => {
        const config = args[at] as AxiosRequestConfig | undefined;
        args[at] = { skipErrorAlert: !config?.alertOnError, ...config };
        return (http[m as keyof typeof CONFIG_AT] as (...a: unknown[]) => unknown)(...args);
      };
    q = calls as unknown as AxiosInstance;
    wrapped.set(http, q);
  }
  return q;
}

/** The platform's HTTP client for a remote's code: failures are quiet unless a call passes `alertOnError: true`. */
export const useHttp = (): AxiosInstance => quietHttp(usePlatform().http);
