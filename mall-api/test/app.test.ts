import { API, MESSAGES } from '@mall/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers/build-app';
import { expectApiError } from './helpers/api';

describe('app: errors, docs and cross-cutting plugins', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('answers an unknown route with 404 and the Korean API message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(expectApiError(res, 404, MESSAGES.apiNotFound).code).toBe('API_NOT_FOUND');
  });

  it('answers a known path with the wrong method with 405', async () => {
    expectApiError(await ctx.app.inject({ method: 'PUT', url: API.goods(5) }), 405, MESSAGES.apiMethodNotFound);
    expectApiError(await ctx.app.inject({ method: 'DELETE', url: API.settings }), 405, MESSAGES.apiMethodNotFound);
    expectApiError(await ctx.app.inject({ method: 'GET', url: API.login }), 405, MESSAGES.apiMethodNotFound);
  });

  it('turns malformed JSON into a Korean 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: API.login, headers: { 'content-type': 'application/json' }, payload: '{"login_id":' });
    expect(expectApiError(res, 400).message).toMatch(/[가-힣]/);
  });

  it('publishes OpenAPI generated from the zod schemas at /api/docs/json', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const path of [
      API.settings,
      '/api/v1/lego-pages/{code}',
      '/api/v1/planning-events/{id}',
      '/api/v1/recent-view/planning-events',
      '/api/v1/recent-view/goods',
      '/api/v1/recent-view/goods/{goodsId}',
      '/api/v1/goods/best',
      '/api/v1/ranking/{rankingType}',
      '/api/v1/raffles/{id}/entries',
      '/api/v1/raffles/{id}/winners',
      '/api/v1/my/raffles',
      '/api/v1/special-events/{id}',
      API.banners,
      '/api/v1/goods/{id}',
      '/api/v1/goods/{id}/options',
      API.carts,
      '/api/v1/carts/{cartId}',
      API.cartCount,
      API.login,
      API.logout,
      API.refresh,
      API.refreshToken,
      API.me,
      API.myBenefits,
      API.myOrderCounts,
      API.notices,
      '/api/v1/notices/{id}',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths[API.carts]).toHaveProperty(['post', 'requestBody']);
    expect(doc.paths['/api/v1/goods/{id}']!.get!.responses).toHaveProperty(['404']);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/media'))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('serves /health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers CORS preflights with the storefront headers', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: API.carts,
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,uid-token' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const allowed = String(res.headers['access-control-allow-headers']);
    for (const h of ['authorization', 'uid-token', 'user-device-type', 'affiliate-code', 'content-type']) expect(allowed).toContain(h);
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('sends helmet headers, cross-origin resource policy and a generous rate limit', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API.settings });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Number(res.headers['x-ratelimit-limit'])).toBeGreaterThanOrEqual(1000);
  });
});
