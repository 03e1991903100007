import { API } from '@mall/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-app';

/**
 * Redis configured but away (issue 27, the fleet test's "Redis stopped"): each instance counts the rate
 * limits on its own, at once, and stays ready for the balancer.
 */
describe('rate limits while Redis is away', () => {
  const apps: TestContext[] = [];
  const saved = { max: process.env.RATE_LIMIT_MAX, redis: process.env.REDIS_URL };
  const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
  beforeAll(async () => {
    process.env.RATE_LIMIT_MAX = '4';
    // Nothing listens on port 1: every connection attempt is refused.
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    apps.push(await buildTestApp(), await buildTestApp());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    process.env.RATE_LIMIT_MAX = saved.max;
    if (saved.redis === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved.redis;
  });

  const get = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: API.notices, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });

  it('each instance limits the client on its own count instead of letting every request through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await get(apps[0]!)).statusCode, (await get(apps[1]!)).statusCode);
    // Per instance: 4 allowed, 2 refused (one shared bucket would allow 4 in all; skipping would allow 12).
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('stays ready for the balancer, reporting Redis as failed', async () => {
    const res = await apps[0]!.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ready');
    expect(body.checks.redis).toMatch(/^failed/);
  });
});
