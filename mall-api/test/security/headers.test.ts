import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build-app';

describe('media, CORS and the docs page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('an operator colour cannot inject markup into SVG art, and the art cannot run anything', async () => {
    await ctx.db.db.update(banners).set({ backgroundColor: '#fff" onload="alert(1)' }).where(eq(banners.id, 1));
    const res = await ctx.app.inject({ method: 'GET', url: '/media/banners/1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('onload');
    expect(res.body).toContain('fill="#777777"');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers CORS only for the storefront origins', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({ method: 'OPTIONS', url: '/api/v1/carts', headers: { origin, 'access-control-request-method': 'POST' } });
    expect((await preflight('http://localhost:3000')).headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const get = await ctx.app.inject({ method: 'GET', url: '/api/v1/notices', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('the API docs in production', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
    delete process.env.API_DOCS;
  });

  it('are off unless API_DOCS=on', async () => {
    process.env.NODE_ENV = 'production';
    const off = await buildTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    process.env.API_DOCS = 'on';
    const on = await buildTestApp();
    try {
      expect((await on.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  });
});
