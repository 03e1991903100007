import type { AxiosInstance } from 'axios';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a remote's server render needs to know about one declared route (docs/adr/0027): the queries the
 * page draws from, by the same queryOptions its components call, and its head from that data. A route
 * without an entry renders in the browser (the storefront server sends the SPA document).
 */
export interface RouteDataContext {
  /** The route's parameters (`/policies/:policyType` → `{ policyType }`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** mall-api for this request, quiet like `useHttp()` in the browser. */
  http: AxiosInstance;
  /** The page's absolute URL as the shopper asked for it (canonical links start from its origin). */
  url: URL;
}

/** Any queryOptions(...) result: the server only needs its key and its function. */
export interface PrefetchQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/** The page's head: title, description, canonical URL, Open Graph and Twitter tags come from it. */
export interface PageHead {
  title: string;
  description?: string;
  /** Absolute or root-relative; defaults to the page's own path without its query. */
  canonical?: string;
  /** First image of the page (goods: its first image). */
  image?: string;
  /** og:type: `website` unless said otherwise (goods: `product`). */
  type?: string;
  /** Extra meta tags (`product:price:amount`). */
  meta?: Record<string, string>;
}

export interface RouteData {
  prefetch?(ctx: RouteDataContext): readonly PrefetchQuery[];
  /** `data(queryOptions.queryKey)` reads a prefetched query's data (typed by the options' key). */
  head?(ctx: RouteDataContext & { data: QueryClient['getQueryData'] }): PageHead;
}

/** Keyed by the declared path pattern (`src/declaration.ts`); a test checks every key is declared. */
export type RouteDataTable = Readonly<Record<string, RouteData>>;
