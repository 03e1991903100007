import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../helpers/build-app';
import { expectApiError } from '../../helpers/api';

describe('generated media', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('serves a deterministic, long-cached goods SVG with the goods name', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => ctx.app.inject({ method: 'GET', url: '/media/goods/12/1.svg' })));
    expect(a!.statusCode).toBe(200);
    expect(a!.headers['content-type']).toContain('image/svg+xml');
    expect(a!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(a!.body).toBe(b!.body);
    const detail = (await ctx.app.inject({ method: 'GET', url: '/api/v1/goods/12' })).json() as { name: string };
    expect(a!.body).toContain(detail.name);
    const second = await ctx.app.inject({ method: 'GET', url: '/media/goods/12/2.svg' });
    expect(second.body).not.toBe(a!.body);
  });

  it('serves banner and grade SVGs', async () => {
    const banner = await ctx.app.inject({ method: 'GET', url: '/media/banners/1.svg' });
    expect(banner.statusCode).toBe(200);
    expect(banner.body).toContain('겨울 아우터 대전');
    const grade = await ctx.app.inject({ method: 'GET', url: '/media/grades/SILVER.svg' });
    expect(grade.headers['content-type']).toContain('image/svg+xml');
  });

  it('404s unknown images', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/media/goods/999999/1.svg' }), 404);
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/media/goods/abc/1.svg' }), 404);
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/media/banners/99.svg' }), 404);
  });
});
