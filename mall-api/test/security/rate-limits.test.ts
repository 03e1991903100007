import { API } from '@mall/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { expectApiError } from '../helpers/api';

/**
 * Issue 14: the limit used to key on a client-chosen X-Forwarded-For (a fresh bucket per header value)
 * and, behind the shell, every shopper shared one bucket. Now only the trusted proxy hop may name the
 * client, logins have their own strict limit, and a 429 says so.
 */
describe('rate limits', () => {
  let ctx: TestContext;
  const saved = { general: process.env.RATE_LIMIT_MAX, auth: process.env.AUTH_RATE_LIMIT_MAX };
  beforeAll(async () => {
    process.env.RATE_LIMIT_MAX = '5';
    process.env.AUTH_RATE_LIMIT_MAX = '3';
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
    process.env.RATE_LIMIT_MAX = saved.general;
    process.env.AUTH_RATE_LIMIT_MAX = saved.auth;
  });

  const get = (remoteAddress: string, forwardedFor?: string) =>
    ctx.app.inject({ method: 'GET', url: API.notices, remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

  it('a client that is not our proxy cannot pick a new bucket with X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await get('203.0.113.9', `10.0.0.${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await get('203.0.113.9', '10.9.9.9');
    expectApiError(limited, 429, '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('behind the trusted proxy, each shopper has a bucket of their own', async () => {
    for (let i = 0; i < 5; i++) expect((await get('127.0.0.1', '198.51.100.1')).statusCode).toBe(200);
    expect((await get('127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
    // another shopper behind the same proxy is not throttled by the first one
    expect((await get('127.0.0.1', '198.51.100.2')).statusCode).toBe(200);
  });

  it('logins have their own, stricter limit', async () => {
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: API.login,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.50' },
        payload: { login_id: 'nobody', password: 'wrong-pass1' },
      });
    for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
    // the general bucket of that shopper is untouched by the login bucket
    expect((await get('127.0.0.1', '198.51.100.50')).statusCode).toBe(200);
  });
});
