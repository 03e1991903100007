import { API } from '@mall/shared-contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/build-app';

describe('sandbox pages', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
    delete process.env.SANDBOX;
  });

  it('do not exist in production unless SANDBOX=on', async () => {
    process.env.NODE_ENV = 'production';
    const ctx = await buildTestApp();
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/sandbox/inbox' })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: API.sandboxOutbox })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('escape what a person typed on the provider page', async () => {
    const ctx = await buildTestApp();
    try {
      const { token } = (await ctx.app.inject({ method: 'POST', url: API.identityGenerateToken })).json() as { token: string };
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/sandbox/identity/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          name: '<script>x</script>',
          birthdate: '1990-01-01',
          gender: 'female',
          phone: '01011112222',
          action: 'approve',
        }).toString(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>x');
      expect(res.body).toContain('&lt;script&gt;');
    } finally {
      await ctx.close();
    }
  });
});
