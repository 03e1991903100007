import { API } from '@mall/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { expectApiError, loginDemo, bearer } from '../helpers/api';
import { countRows } from '../helpers/fixtures';
import { loggableError } from '../../src/lib/error-handler';

/**
 * Issue 14 "High": one request must not be able to hold the API. Every array and string of a request
 * is bounded, ids stay within int4, bodies are small: each of these used to be accepted (or a 500).
 */
describe('bounded requests', () => {
  let ctx: TestContext;
  const device = { 'uid-token': 'device-bounds-1' };
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('a 25,000-line cart (0.9 MB) is refused before it reaches the database', async () => {
    const items = Array.from({ length: 25_000 }, (_, i) => ({ goods_id: 1 + (i % 100), option_id: 1 + i, ea: 1 }));
    const res = await ctx.app.inject({ method: 'POST', url: API.carts, headers: device, payload: { items } });
    expectApiError(res, 413, '요청이 너무 큽니다.');
    expect(await countRows(ctx.db.db, 'carts')).toBe(0);
  });

  it('more lines than a cart takes in one request is a 422, whatever the body size', async () => {
    const items = Array.from({ length: 51 }, (_, i) => ({ goods_id: 1, option_id: 1 + i, ea: 1 }));
    expectApiError(await ctx.app.inject({ method: 'POST', url: API.carts, headers: device, payload: { items } }), 422);
  });

  it.each([
    ['a goods id beyond int4 in a body', { items: [{ goods_id: 2 ** 31, option_id: 1, ea: 1 }] }],
    ['an option id beyond int4', { items: [{ goods_id: 1, option_id: 2 ** 31 + 7, ea: 1 }] }],
  ])('%s is a 422, not a driver error', async (_, payload) => {
    expectApiError(await ctx.app.inject({ method: 'POST', url: API.carts, headers: device, payload }), 422);
  });

  it.each([API.goods(2 ** 31), API.notice(2 ** 31), API.goods('99999999999999999999')])('%s answers 4xx', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('150,000 cart ids to delete is refused; 101 ids are a 422', async () => {
    const { token } = await loginDemo(ctx.app);
    const huge = Array.from({ length: 150_000 }, (_, i) => i + 1);
    expect((await ctx.app.inject({ method: 'DELETE', url: API.carts, headers: bearer(token), payload: { cart_ids: huge } })).statusCode).toBe(413);
    expectApiError(
      await ctx.app.inject({ method: 'DELETE', url: API.carts, headers: bearer(token), payload: { cart_ids: Array.from({ length: 101 }, (_, i) => i + 1) } }),
      422,
    );
  });

  it('a login id with a NUL byte or 2.8 KB long is a 422 and leaves no failure row behind', async () => {
    for (const login_id of ['demo\u0000', 'x'.repeat(2_800)]) {
      expectApiError(await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id, password: 'whatever1!' } }), 422);
    }
    const res = await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: 'x'.repeat(1_000_000), password: 'p' } });
    expect(res.statusCode).toBe(413);
    expect(await countRows(ctx.db.db, 'failure_counters')).toBe(0);
  });

  it('guest login, tokens and push tokens are bounded too', async () => {
    expectApiError(
      await ctx.app.inject({ method: 'POST', url: API.guestLogin, payload: { orderer_name: 'a'.repeat(101), order_id: '20261101-0000001' } }),
      422,
    );
    expectApiError(await ctx.app.inject({ method: 'POST', url: API.refreshToken, payload: { token: 't'.repeat(300), refresh_token: 'r' } }), 422);
  });

  it('an unexpected error is logged without the failing query parameters, capped', () => {
    const driver = Object.assign(new Error('value too long for type character varying(10)'), { code: '22001' });
    const drizzle = Object.assign(new Error(`Failed query: insert into "x" values ($1)\nparams: ${'secret-password,'.repeat(100_000)}`), {
      name: 'DrizzleQueryError',
      cause: driver,
    });
    const logged = loggableError(drizzle);
    expect(logged).toEqual({ type: 'DrizzleQueryError', code: '22001', message: 'value too long for type character varying(10)' });
    const bare = loggableError(new Error(`Failed query: select $1\nparams: ${'x'.repeat(5000)}`));
    expect(JSON.stringify(bare)).not.toContain('xxxx');
    expect(bare.message.length).toBeLessThanOrEqual(300);
  });
});
