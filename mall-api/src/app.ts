import http from 'node:http';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from './db/client';
import { registerErrorHandling } from './lib/error-handler';
import { dbPlugin } from './plugins/external/db';
import { metricsPlugin } from './plugins/external/metrics';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';
import { requestSpansPlugin } from './lib/tracing';
import { mediaPlugin } from './plugins/external/media';
import { securityPlugin } from './plugins/external/security';
import { readinessPlugin } from './plugins/external/readiness';
import { swaggerPlugin } from './plugins/external/swagger';

export interface BuildAppOptions {
  /** An already migrated database; when omitted the db plugin opens one from the environment. */
  db?: DbHandle;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Only the hops we run may say who the client is (X-Forwarded-For): by default the loopback, where the
 * shell's proxy and the dev server sit; a deployment names its load balancer in TRUSTED_PROXIES
 * (comma-separated addresses or CIDRs). Anyone else's header is ignored, so no client picks its own
 * rate-limit bucket.
 */
export function trustedProxies(): string[] {
  const configured = process.env.TRUSTED_PROXIES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return configured?.length ? configured : ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
}

const here = (dir: string) => fileURLToPath(new URL(dir, import.meta.url));

/**
 * Autoload takes every module with a default export as a plugin (helpers have none); an `index.ts` is one
 * of them, not the folder's only entry as autoload would otherwise read it.
 */
const EVERY_FILE = { indexPattern: /^$/ };

// mall-api runs from its TypeScript source through tsx everywhere (npm start, the image's `node --import tsx`),
// which autoload's runtime sniffing does not see in the image's form.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/** External plugins, then the squads' plugins, then routes (fastify/demo layout), both autoloaded. */
export async function buildApp({ db, logger = false }: BuildAppOptions = {}) {
  const app = Fastify({
    logger,
    trustProxy: trustedProxies(),
    // The shell's proxy names each request (x-request-id): its logs and ours carry the same id.
    genReqId: requestIdOf,
    // Bodies are small JSON; routes that take more say so (bodyLimit per route).
    bodyLimit: 64 * 1024,
    // Autoload imports every plugin and route inside its own registration: a cold start (tsx compiling the
    // sources) on a busy machine takes longer than fastify's 10 s for one plugin.
    pluginTimeout: 120_000,
    // A request must arrive whole within 10 s (no body dripped a byte at a time), checked every second
    // (Node's default check runs every 30 s); idle sockets close.
    serverFactory: (handler) => {
      const requestTimeout = Number(process.env.REQUEST_TIMEOUT_MS ?? 10_000);
      const server = http.createServer(
        { requestTimeout, headersTimeout: Math.min(requestTimeout, 10_000), connectionsCheckingInterval: 250, keepAliveTimeout: 5_000 },
        handler,
      );
      server.setTimeout(30_000);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: the 405 detection records every route as it is added.
  registerErrorHandling(app);
  // Every answer names its request, as the logs do: a shopper's report or a proxy's log finds ours.
  app.addHook('onRequest', async (request, reply) => void reply.header(REQUEST_ID_HEADER, request.id));
  // With tracing on (lib/tracing.ts), each request is a span continuing the caller's traceparent.
  const requestSpans = requestSpansPlugin();
  if (requestSpans) await app.register(requestSpans);

  await app.register(dbPlugin, db ? { handle: db } : {});
  await app.register(metricsPlugin);
  await app.register(mediaPlugin);
  await app.register(securityPlugin);
  await app.register(readinessPlugin);
  await app.register(swaggerPlugin);

  // Each squad's plugins (plugins/app/<squad>/…), ordered by the dependencies each declares (fastify-plugin).
  await app.register(autoload, { dir: here('plugins/app'), ...EVERY_FILE });
  // Routes name their full URLs (shared-contracts), so folders only group them; routes/api/v1/my/ is member-only (autohooks).
  await app.register(autoload, { dir: here('routes'), dirNameRoutePrefix: false, autoHooks: true, cascadeHooks: true, ...EVERY_FILE });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
