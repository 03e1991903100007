/** Types for tools/static-server.mjs (e2e imports it under `tsc`). */
import type { Server } from 'node:http';
import type { StorefrontRender } from './storefront-render.mjs';

export function createStaticServer(options: {
  dir: string;
  spa?: boolean;
  proxy?: string | null;
  proxyPrefixes?: string[];
  runtimeConfig?: string | null;
  /** The @opentelemetry/api module when this process traces: each proxied call is a span whose context goes on to mall-api. */
  otel?: typeof import('@opentelemetry/api') | null;
  /** The shell's page render (docs/adr/0027); without it every page is index.html. */
  render?: StorefrontRender | null;
}): Server;

/** The request id a proxied call carries: the client's x-request-id when valid, else a new one. */
export function requestIdFor(req: { headers: Record<string, string | string[] | undefined> }): string;
