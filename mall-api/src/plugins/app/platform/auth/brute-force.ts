import fp from 'fastify-plugin';
import { createCaptchas, type Captchas } from './captchas';
import { createFailureCounters, type FailureCounters } from './failure-counters';
import { createPasswordGuard, type PasswordGuard } from './password-guard';

declare module 'fastify' {
  interface FastifyInstance {
    failureCounters: FailureCounters;
    captchas: Captchas;
    /** Every check of a member's password, on the login's counters and limits. */
    passwordGuard: PasswordGuard;
  }
}

/**
 * Brute-force defence kept in the database, so every mall-api instance sees the same counters and
 * captchas (docs/architecture.md, "규모 확장 경로": nothing of it lives in one instance's memory).
 */
export const bruteForcePlugin = fp(
  async (app) => {
    app.decorate('failureCounters', createFailureCounters(app.db));
    app.decorate('captchas', createCaptchas(app.db));
    app.decorate('passwordGuard', createPasswordGuard(app.failureCounters, app.captchas));
  },
  { name: 'brute-force', dependencies: ['db'] },
);

export default bruteForcePlugin;
