import { API } from '@mall/shared-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { expectApiError } from '../helpers/api';
import { isBusyError } from '../../src/lib/error-handler';

/**
 * PostgreSQL only (npm run test:pg): a saturated pool answers 503 at once instead of queueing for
 * minutes, and no statement or open transaction holds a connection past its timeout.
 */
describe('database limits on PostgreSQL', () => {
  let ctx: TestContext;
  const saved = { ...process.env };
  beforeAll(async () => {
    process.env.DATABASE_POOL_MAX = '1';
    process.env.DATABASE_ACQUIRE_TIMEOUT_MS = '300';
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = '1000';
    process.env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS = '1000';
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
    process.env = saved;
  });

  it('a request that cannot get a connection is a 503 with Retry-After, not a hang', async () => {
    // drizzle queries are lazy: then() starts this one.
    const holder = ctx.db.db.execute(sql`select pg_sleep(0.8)`).then((r) => r);
    // The holder has the only connection once its statement runs on the server.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const res = await ctx.app.inject({ method: 'GET', url: API.notices });
    expectApiError(res, 503, '요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    expect(res.headers['retry-after']).toBe('5');
    await holder;
    expect((await ctx.app.inject({ method: 'GET', url: API.goods(1) })).statusCode).toBe(200);
  });

  it('a statement longer than the statement timeout is cancelled (and reads as busy)', async () => {
    const error = await ctx.db.db.execute(sql`select pg_sleep(3)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isBusyError(error)).toBe(true);
  });

  it('a transaction left idle is ended by the server', async () => {
    const error = await ctx.db.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).not.toBeNull();
  });
});
