import type { Configuration } from '@rspack/core';

export interface FrontendOptions {
  /** Absolute folder of the frontend (holds package.json, src/, public/). */
  dir: string;
  /** Federation name; also the key of this frontend in runtime-config remotes and tools/ports.mjs. */
  name: string;
  exposes?: Record<string, string>;
  host?: boolean;
}

export function defineFrontend(options: FrontendOptions): (env: unknown, argv: { mode?: string }) => Configuration;
