import fp from 'fastify-plugin';
import { createCaptchas, type Captchas } from './captchas';
import { createFailureCounters, type FailureCounters } from './failure-counters';

declare module 'fastify' {
  interface FastifyInstance {
    failureCounters: FailureCounters;
    captchas: Captchas;
  }
}

/**
 * Brute-force defence kept in the database, so every mall-api instance sees the same counters and
 * captchas (ARCHITECTURE "Scale path": nothing of it lives in one instance's memory).
 */
export const bruteForcePlugin = fp(
  async (app) => {
    app.decorate('failureCounters', createFailureCounters(app.db));
    app.decorate('captchas', createCaptchas(app.db));
  },
  { name: 'brute-force', dependencies: ['db'] },
);
