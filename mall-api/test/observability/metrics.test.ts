import { API } from '@mall/shared-contracts';
import { SEARCH_API } from '@mall/shared-contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedulePurge } from '../../src/plugins/app/maintenance/purge';
import { CLIENT_ERRORS_PATH } from '../../src/routes/api/v1/client-errors/index';
import { expectApiError } from '../helpers/api';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { metric, sample, scrape } from '../helpers/metrics';

/** Issue 27: GET /metrics (prom-client) says what the shop does, with labels bounded whatever clients send. */
describe('metrics', () => {
  let ctx: TestContext;
  const saved = { token: process.env.METRICS_TOKEN, limit: process.env.CLIENT_ERROR_RATE_LIMIT_MAX };
  beforeAll(async () => {
    process.env.CLIENT_ERROR_RATE_LIMIT_MAX = '4';
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
    process.env.METRICS_TOKEN = saved.token;
    process.env.CLIENT_ERROR_RATE_LIMIT_MAX = saved.limit;
  });

  it('counts requests by route pattern, method and status, not by raw URL', async () => {
    for (const id of [10, 11, 12]) expect((await ctx.app.inject({ method: 'GET', url: API.notice(id) })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing/1' });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing/2' });
    const res = await scrape(ctx.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const name = 'mall_http_request_duration_seconds_count';
    expect(sample(res.body, name, { method: 'GET', route: API.notice(':id'), status_code: '200' })).toBe(3);
    expect(sample(res.body, name, { route: 'unmatched', status_code: '404' })).toBe(2);
    expect(res.body).not.toContain('/api/v1/nothing/1');
    expect(res.body).toContain('mall_http_request_duration_seconds_bucket{le="0.005"');
    // The process's own metrics are answered beside the shop's.
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('says which database driver answers, and the pool on PostgreSQL', async () => {
    const text = (await scrape(ctx.app)).body;
    expect(sample(text, 'mall_db_driver', { driver: ctx.db.driver })).toBe(1);
    if (ctx.db.driver === 'postgres') {
      expect(sample(text, 'mall_db_pool_max_connections')).toBe(10);
      expect(sample(text, 'mall_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'mall_db_pool_waiting_requests')).toBe(0);
      expect(sample(text, 'mall_db_pool_acquire_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
    } else expect(text).not.toContain('mall_db_pool_');
  });

  it('counts how the search cache answered', async () => {
    const search = () => ctx.app.inject({ method: 'GET', url: `${SEARCH_API.search}?keyword=${encodeURIComponent('원피스')}&page=1` });
    expect((await search()).headers['x-search-cache']).toBe('miss');
    expect((await search()).headers['x-search-cache']).toBe('hit');
    expect(await metric(ctx.app, 'mall_search_cache_requests_total', { result: 'miss' })).toBe(1);
    expect(await metric(ctx.app, 'mall_search_cache_requests_total', { result: 'hit' })).toBe(1);
  });

  it('counts job runs by job and outcome', async () => {
    const stop = schedulePurge(ctx.app);
    stop();
    await expect.poll(() => metric(ctx.app, 'mall_job_runs_total', { job: 'monthly-regrade', outcome: 'ok' }), { timeout: 30_000 }).toBe(1);
    expect(await metric(ctx.app, 'mall_job_runs_total', { job: 'purge', outcome: 'ok' })).toBe(1);
    await expect(ctx.app.metrics.job('purge', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await metric(ctx.app, 'mall_job_runs_total', { job: 'purge', outcome: 'failed' })).toBe(1);
    expect(await metric(ctx.app, 'mall_job_duration_seconds_count', { job: 'purge' })).toBe(2);
  });

  it('counts client error reports with bounded labels, answers 204 and logs nothing it cannot bound', async () => {
    const report = (body: object, ip = '203.0.113.40') => ctx.app.inject({ method: 'POST', url: CLIENT_ERRORS_PATH, remoteAddress: ip, payload: body });
    const base = { kind: 'remote-load', remote: 'catalog', version: '1.4.0-20261129.1', message: 'Loading chunk 12 failed', route: '/goods/detail/1' };
    const res = await report(base);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await report({ ...base, kind: 'uncaught', remote: 'made-up-remote', version: `9.9.9-${'x'.repeat(50)}` });
    const text = (await scrape(ctx.app)).body;
    expect(sample(text, 'mall_client_errors_total', { kind: 'remote-load', remote: 'catalog', version: '1.4.0-20261129.1' })).toBe(1);
    expect(sample(text, 'mall_client_errors_total', { kind: 'uncaught', remote: 'other', version: `9.9.9-${'x'.repeat(26)}` })).toBe(1);
    // Not a report: the contract's Korean answer, nothing counted.
    const invalid = await report({ ...base, kind: 'boom' }, '203.0.113.41');
    expectApiError(invalid, 422);
    expect(invalid.json().message).toMatch(/[가-힣]/);
    expectApiError(await report({ ...base, message: 'x'.repeat(3000) }, '203.0.113.42'), 413, '요청이 너무 큽니다.');
    expect(await metric(ctx.app, 'mall_client_errors_total')).toBe(2);
  });

  it('limits one client\'s reports per minute', async () => {
    const body = { kind: 'uncaught', remote: 'shell', version: 'unknown', message: 'x', route: '/' };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await ctx.app.inject({ method: 'POST', url: CLIENT_ERRORS_PATH, remoteAddress: '203.0.113.50', payload: body })).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 429, 429]);
    expect(await metric(ctx.app, 'mall_client_errors_total', { remote: 'shell' })).toBe(4);
  });

  it('is hidden from the OpenAPI document, which documents the report endpoint', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses: object }>> };
    expect(doc.paths['/metrics']).toBeUndefined();
    expect(Object.keys(doc.paths[CLIENT_ERRORS_PATH]!.post!.responses)).toContain('204');
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  let ctx: TestContext;
  const saved = process.env.METRICS_TOKEN;
  beforeAll(async () => {
    process.env.METRICS_TOKEN = 'scrape-secret-1';
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
    if (saved === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = saved;
  });

  it('answers only the scraper that sends the token', async () => {
    expectApiError(await scrape(ctx.app), 401);
    expectApiError(await scrape(ctx.app, { authorization: 'Bearer wrong' }), 401);
    const res = await scrape(ctx.app, { authorization: 'Bearer scrape-secret-1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('mall_http_request_duration_seconds');
  });
});
