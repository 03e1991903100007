import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;
const wait = (attempt: number) => new Promise((r) => setTimeout(r, 250 * 2 ** attempt));

/**
 * First layer of failure handling: manifest fetches and remote entry scripts are retried with
 * backoff before a load counts as failed (the shell then shows the domain's fallback panel).
 */
export default function retryRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mall-retry-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        try {
          const res = await fetch(url, { ...init, cache: 'no-cache' });
          if (res.ok) return res;
          lastError = new Error(`${res.status} ${url}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < ATTEMPTS - 1) await wait(attempt);
      }
      throw lastError;
    },
    // The hook's declared type wraps the result in a second promise; an async function returns the same thing.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) => {
      for (let attempt = 0; attempt < ATTEMPTS - 1; attempt++) {
        await wait(attempt);
        delete globalLoading[uniqueKey];
        try {
          const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (entry) return entry;
        } catch {
          // next attempt
        }
      }
      return undefined;
    }) as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,
  };
}
