import type { FastifyPluginAsync } from 'fastify';

/**
 * Every route in this folder and below is member-only (autoload's autohooks, cascading): a route file
 * here needs no hook of its own, and one added here cannot forget it. test/routes/api/v1/my/member-only.test.ts
 * calls each of them without a session.
 */
const memberOnly: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
};

export default memberOnly;
