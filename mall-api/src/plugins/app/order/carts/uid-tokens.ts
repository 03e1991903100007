import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { HEADERS } from '@mall/shared-contracts';
import type { Database } from '../../../../db/client';
import { appSecret } from '../../../../lib/app-secrets';

declare module 'fastify' {
  interface FastifyInstance {
    uidTokens: UidTokens;
  }
  interface FastifyRequest {
    /** The device id of this API call: the one it carried when mall-api issued it, else a new one. */
    uidToken: string;
  }
}

const SECRET_KEY = 'uid_token';
/** 128 random bits, then a signature: `<22 chars>.<22 chars>` (base64url). */
const SHAPE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

/**
 * The device id of a visitor's cart (uid-token) is issued by mall-api, not chosen by the client: a
 * random id signed with a secret kept in the database (one for every instance), so a guessed or
 * hand-made value is refused and a short one cannot collide with someone else's cart.
 */
export function createUidTokens(db: Database) {
  const key = appSecret(db, SECRET_KEY);
  const sign = async (id: string) =>
    createHmac('sha256', await key())
      .update(id)
      .digest('base64url')
      .slice(0, 22);

  return {
    async issue(): Promise<string> {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${await sign(id)}`;
    },
    async valid(token: string | undefined): Promise<boolean> {
      if (!token || !SHAPE.test(token)) return false;
      const [id, signature] = token.split('.') as [string, string];
      const expected = Buffer.from(await sign(id));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type UidTokens = ReturnType<typeof createUidTokens>;

/** Whether a Cache-Control value lets shared caches store the answer (`public` or `s-maxage`, not `private`/`no-store`). */
export function sharedCacheable(value: unknown): boolean {
  const v = (Array.isArray(value) ? value.join(',') : String(value ?? '')).toLowerCase();
  return /\b(public|s-maxage)\b/.test(v) && !/\b(private|no-store)\b/.test(v);
}

/**
 * Every API call has a device id (spec section 7): a call without a valid one gets a new id, answered in
 * the uid-token response header, which the shell keeps and sends from then on.
 */
export const uidTokensPlugin = fp(
  async (app) => {
    const tokens = createUidTokens(app.db);
    app.decorate('uidTokens', tokens);
    app.decorateRequest('uidToken', '');
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const given = request.headers[HEADERS.uidToken];
      if (typeof given === 'string' && (await tokens.valid(given))) {
        request.uidToken = given;
        return;
      }
      request.uidToken = await tokens.issue();
      reply.header(HEADERS.uidToken, request.uidToken);
    });
    // A shared cache (CDN, proxy) hands one stored answer to everyone: an answer it may store carries
    // nothing of one visitor. A freshly issued device id is left off it (the shell asks again on its
    // next call), and an answer that sets a cookie is not shared-cacheable at all (issue 25).
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!sharedCacheable(reply.getHeader('cache-control'))) return payload;
      reply.removeHeader(HEADERS.uidToken);
      if (reply.hasHeader('set-cookie')) reply.header('cache-control', 'private, no-store');
      return payload;
    });
  },
  { name: 'uid-tokens', dependencies: ['db'] },
);

export default uidTokensPlugin;
