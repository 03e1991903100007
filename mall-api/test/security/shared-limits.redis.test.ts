import { API } from '@mall/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-app';

/**
 * Redis only (REDIS_URL; CI sets it for `npm test`): with several mall-api instances the rate-limit
 * buckets live in Redis, so an abuser cannot multiply the limit by the number of instances.
 */
describe('rate limits shared through Redis', () => {
  const apps: TestContext[] = [];
  const saved = process.env.RATE_LIMIT_MAX;
  const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
  beforeAll(async () => {
    process.env.RATE_LIMIT_MAX = '4';
    apps.push(await buildTestApp(), await buildTestApp());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    process.env.RATE_LIMIT_MAX = saved;
  });

  it('two instances count one client together', async () => {
    const get = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: API.notices, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(apps[0]!)).statusCode, (await get(apps[1]!)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(apps[0]!.app.redis).not.toBeNull();
  });
});
