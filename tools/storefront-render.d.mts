/** Types for tools/storefront-render.mjs (e2e imports it under `tsc`). */
import type { IncomingMessage } from 'node:http';

export const DEFAULT_BUDGET_MS: number;
export const SERVER_RENDER_FILE: string;
export function serverRenderBudget(options?: { test?: boolean }): number;

export type StorefrontRender = ((
  req: IncomingMessage,
  pageUrl: URL,
  page: { template: string; config: unknown; shellRoutes?: readonly { path: string }[] },
) => Promise<string | null>) & { warm(config: unknown): void };

export function createServerRenderLoader(options?: {
  cacheDir?: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}): (manifestUrl: string) => Promise<unknown>;

export function createStorefrontRenderer(options: {
  apiBaseUrl: string;
  budgetMs?: number;
  loader?: (manifestUrl: string) => Promise<unknown>;
  log?: (message: string) => void;
}): StorefrontRender;
