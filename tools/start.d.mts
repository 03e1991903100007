/** Types for tools/start.mjs, so e2e/playwright.config.ts can import it under `tsc`. */
import type { FRONTENDS } from './ports.mjs';

export const ROOT: string;
export function isStale(frontend: { dir: string }): boolean;

export interface Stack {
  /** Resolves once mall-api is healthy and every built frontend is served. */
  ready: Promise<{ served: string[] }>;
  /** Resolves with an exit code when mall-api dies on its own (0 after stop()). */
  exited: Promise<number>;
  stop(): Promise<void>;
}
export function startStack(options?: { mode?: 'start' | 'dev' | 'test'; build?: boolean }): Stack;

/** Where a test run's static servers look for deployed versions (e2e deploy specs write there). */
export function e2eDeployRoot(): string;

export function playwrightWebServer(options?: { ci?: boolean }): {
  command: string;
  url: string;
  reuseExistingServer: boolean;
  timeout: number;
  gracefulShutdown: { signal: 'SIGTERM'; timeout: number };
  stdout: 'pipe';
  stderr: 'pipe';
};
export type Frontend = (typeof FRONTENDS)[number];
