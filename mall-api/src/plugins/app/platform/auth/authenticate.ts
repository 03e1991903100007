import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../../../lib/errors';
import type { ActiveSession } from './auth-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for member-only routes: 401 AuthenticationException without a live token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    session: ActiveSession | null;
    /** The session when a bearer token is sent; a sent but dead token is a 401, not a guest. */
    resolveSession: () => Promise<ActiveSession | null>;
  }
}

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

export const authenticatePlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorateRequest('resolveSession', async function (this: FastifyRequest) {
      if (this.session) return this.session;
      const token = bearerToken(this);
      if (!token) {
        if (this.headers.authorization) throw unauthenticated();
        return null;
      }
      const session = await app.authRepository.findActive(token);
      if (!session) throw unauthenticated();
      this.session = session;
      return session;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!(await request.resolveSession())) throw unauthenticated();
    });
  },
  { name: 'authenticate', dependencies: ['auth-repository'] },
);

export default authenticatePlugin;
