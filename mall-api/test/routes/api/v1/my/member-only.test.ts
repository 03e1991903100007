import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import { MESSAGES } from '@mall/shared-contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError } from '../../../../helpers/api';

const MEMBER_ONLY = fileURLToPath(new URL('../../../../../src/routes/api/v1/my/', import.meta.url));

/**
 * The routes the files of routes/api/v1/my/ declare, read by loading that folder alone (as app.ts does) on a
 * bare instance that only records them: what the folder holds, not a list kept by hand.
 */
async function memberOnlyRoutes() {
  const recorder = Fastify();
  recorder.setValidatorCompiler(validatorCompiler);
  recorder.setSerializerCompiler(serializerCompiler);
  const routes: { method: string; url: string }[] = [];
  recorder.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  recorder.decorate('authenticate', async () => {});
  await recorder.register(autoload, { dir: MEMBER_ONLY, dirNameRoutePrefix: false, autoHooks: true, cascadeHooks: true, indexPattern: /^$/ });
  await recorder.ready();
  await recorder.close();
  return routes;
}

describe('routes/api/v1/my/ is member-only', () => {
  let ctx: TestContext;
  let routes: { method: string; url: string }[];
  beforeAll(async () => {
    routes = await memberOnlyRoutes();
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('answers every route of the folder with 401 without a session', async () => {
    // Benefits, orders, complaints, reviews, wishes, inquiries, seller Q&A, my pay and the member's account.
    expect(routes.length).toBeGreaterThan(40);
    for (const { method, url } of routes) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: url.replace(/:\w+/g, '1'),
        payload: method === 'GET' || method === 'HEAD' ? undefined : {},
      });
      if (method === 'HEAD') expect(res.statusCode, `${method} ${url}`).toBe(401);
      else expect(expectApiError(res, 401, MESSAGES.authenticationRequired).cause, `${method} ${url}`).toBe('AuthenticationException');
    }
  });
});
