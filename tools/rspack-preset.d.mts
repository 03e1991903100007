import type { Configuration } from '@rspack/core';
import type { RemoteTable } from '@mall/shared-contracts';

export interface FrontendOptions {
  /** Absolute folder of the frontend (holds package.json, src/, public/). */
  dir: string;
  /** Federation name; also the key of this frontend in runtime-config remotes and tools/ports.mjs. */
  name: string;
  exposes?: Record<string, string>;
  host?: boolean;
  /** A remote's route and modal table (`src/declaration.ts`), written to dist/remote-declaration.json. */
  table?: RemoteTable;
  /** The host's own routes, written to dist/shell-declaration.json with what it provides. */
  shellRoutes?: readonly { path: string }[];
}

export function defineFrontend(options: FrontendOptions): (env: unknown, argv: { mode?: string }) => Configuration;
