import axios, { type AxiosInstance } from 'axios';
import { createStore } from 'zustand/vanilla';

/** How many things are loading right now: API calls in flight plus remotes being fetched for a route. */
export const loadingStore = createStore<{ count: number }>(() => ({ count: 0 }));

/** Starts one loading task; the returned `done` counts only once however often it is called. */
export function startLoading(): () => void {
  loadingStore.setState((s) => ({ count: s.count + 1 }));
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    loadingStore.setState((s) => ({ count: Math.max(0, s.count - 1) }));
  };
}

/**
 * Counts every request of the shared HTTP client (remotes' calls included) while it is on the
 * network. It wraps the client's adapter rather than adding an interceptor: interceptors run in
 * registration order around http.ts's own (token refresh), and a request that fails inside another
 * interceptor would never reach a response handler, leaving the bar up forever. The adapter is
 * where a request really starts and ends, so every start meets exactly one end.
 */
export function trackHttpLoading(http: AxiosInstance): void {
  const send = axios.getAdapter(http.defaults.adapter ?? axios.defaults.adapter);
  http.defaults.adapter = async (config) => {
    const done = startLoading();
    try {
      return await send(config);
    } finally {
      done();
    }
  };
}
