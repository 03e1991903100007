import { Writable } from 'node:stream';
import { StrictMode, type ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import axios, { type AxiosInstance } from 'axios';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { API, bestRouteOf, type RuntimeConfig, type ShopSettings } from '@mall/shared-contracts';
import { matchPath, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { quietHttp } from '../kit/quiet-http';
import { ErrorBoundary } from '../remote/error-boundary';
import { PlatformContext } from '../remote/platform-context';
import type { PageHead, RouteDataContext, RouteDataTable } from './route-data';
import { createServerPlatform } from './server-platform';

export type { PageHead, RouteData, RouteDataContext, RouteDataTable, PrefetchQuery } from './route-data';

/** What the storefront server asks of a remote's server render (tools/storefront-render.mjs). */
export interface ServerRenderRequest {
  /** The page's absolute URL as the shopper asked for it. */
  url: string;
  config: RuntimeConfig;
  /** mall-api's origin as the storefront server reaches it. */
  apiBaseUrl: string;
  /** Headers to send mall-api with each call (request id, forwarded-for, device type). */
  headers?: Record<string, string>;
  /** The shop settings to render with; by default this render asks mall-api (kept a minute). */
  settings?: ShopSettings | null;
  shellRoutes?: readonly { path: string }[];
  /** Aborts the render (the storefront's budget ran out): nothing more is fetched or rendered. */
  signal?: AbortSignal;
}

/** A page rendered on the server: its HTML (the parcel's content), its head and the data it drew from. */
export interface ServerRenderResult {
  html: string;
  head: PageHead;
  state: DehydratedState;
}

/** The HTML of a tree, once everything in it (lazy pages included) has rendered; any error rejects. */
function renderToHtml(element: React.ReactElement, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => (failed ? reject(failed) : resolve(html)));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error anywhere (even one a Suspense boundary would leave to the client) means the browser renders this part.
      onError: (error) => {
        failed ??= error;
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/** Shop settings for a minute: pages gated by a paid feature render as the browser will (it waits for them). */
let settingsCache: { at: number; value: Promise<ShopSettings | null> } | null = null;
function shopSettings(http: AxiosInstance): Promise<ShopSettings | null> {
  if (!settingsCache || Date.now() - settingsCache.at > 60_000)
    settingsCache = {
      at: Date.now(),
      value: http.get<ShopSettings>(API.settings).then(
        (r) => r.data,
        () => ((settingsCache = null), null),
      ),
    };
  return settingsCache.value;
}

/**
 * A remote's server render (its `src/server.ts`): `render(request)` answers the page of a route its
 * route-data table knows, or null (the browser renders it). A failed query rejects: the storefront then
 * sends the page for the browser to render, as it does when the render is slow.
 */
export function createRemoteServer(name: string, Routes: ComponentType, table: RouteDataTable) {
  const patterns = Object.keys(table).map((path) => ({ path }));
  return {
    /** The patterns this remote renders on the server. */
    paths: patterns.map((p) => p.path),
    async render(request: ServerRenderRequest): Promise<ServerRenderResult | null> {
      const url = new URL(request.url);
      const route = bestRouteOf(patterns, url.pathname);
      const data = route && table[route.path];
      if (!route || !data) return null;
      const match = matchPath(route.path, url.pathname);
      const http = quietHttp(axios.create({ baseURL: request.apiBaseUrl, adapter: 'fetch', headers: request.headers, signal: request.signal }));
      const ctx: RouteDataContext = { params: match?.params ?? {}, search: url.searchParams, http, url };
      // Never retried here: the budget is short, and a failure renders in the browser.
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, gcTime: Infinity } } });
      const [settings] = await Promise.all([
        request.settings === undefined ? shopSettings(http) : request.settings,
        ...(data.prefetch?.(ctx) ?? []).map((options) => client.fetchQuery(options as Parameters<QueryClient['fetchQuery']>[0])),
      ]);
      request.signal?.throwIfAborted();
      const platform = createServerPlatform({ config: request.config, http, url, settings, shellRoutes: request.shellRoutes ?? [] });
      // The tree of createRemoteApp's Root (remote-providers.tsx; hydration needs the same one), with this
      // request's query client instead of the remote's one (which every shopper would share here).
      const html = await renderToHtml(
        <StrictMode>
          <PlatformContext.Provider value={platform}>
            <QueryClientProvider client={client}>
              <HistoryRouter history={platform.history as never}>
                <ErrorBoundary onError={(error) => console.error(`[${name}]`, error)}>
                  <Routes />
                </ErrorBoundary>
              </HistoryRouter>
            </QueryClientProvider>
          </PlatformContext.Provider>
        </StrictMode>,
        request.signal,
      );
      const head = data.head?.({ ...ctx, data: client.getQueryData.bind(client) as QueryClient['getQueryData'] }) ?? { title: '케이몰' };
      return { html, head, state: dehydrate(client) };
    },
  };
}
