import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.record(z.string(), z.string()),
  failed: z.array(z.string()),
});

/** Probes answer the balancer, which asks often from one address: no rate limit. */
const probe = { hide: true };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. Never the database (a database outage must not restart every instance).
  app.get('/health', { config: { rateLimit: false }, schema: { ...probe, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));
  // Readiness: whether to send this instance traffic (plugins/external/readiness.ts).
  app.get('/ready', { config: { rateLimit: false }, schema: { ...probe, response: { 200: ReadySchema, 503: ReadySchema } } }, async (_request, reply) => {
    const report = await app.readiness.check();
    if (!report.ready) reply.code(503).header('cache-control', 'no-store');
    return { status: report.ready ? ('ready' as const) : ('unavailable' as const), checks: report.checks, failed: report.failed };
  });
};

export default healthRoutes;
