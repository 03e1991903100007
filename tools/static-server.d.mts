/** Types for tools/static-server.mjs (e2e imports it under `tsc`). */
import type { Server } from 'node:http';

export function createStaticServer(options: {
  dir: string;
  spa?: boolean;
  proxy?: string | null;
  proxyPrefixes?: string[];
  runtimeConfig?: string | null;
}): Server;
