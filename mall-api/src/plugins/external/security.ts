import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HEADERS } from '@mall/shared-contracts';

/** CORS, security headers and a rate limit generous enough that e2e runs are never throttled. */
export const securityPlugin = fp(
  async (app) => {
    await app.register(cors, {
      origin: true,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', HEADERS.uidToken, HEADERS.deviceType, HEADERS.affiliateCode, HEADERS.guestToken],
      maxAge: 600,
    });
    await app.register(helmet, {
      // JSON API plus swagger-ui's inline assets: a CSP would only break the docs page.
      contentSecurityPolicy: false,
      // The shell (another origin in dev) embeds /media SVGs.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    await app.register(rateLimit, {
      max: Number(process.env.RATE_LIMIT_MAX ?? 1000),
      timeWindow: '1 minute',
    });
  },
  { name: 'security' },
);
