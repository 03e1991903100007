import { API } from '@mall/shared-contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createDb, type DbHandle } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/startup';
import { expectApiError } from '../helpers/api';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../helpers/throwaway-postgres';

const UNAVAILABLE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.';

/**
 * PostgreSQL only (npm run test:pg), on a cluster of the test's own that it stops and starts again: the
 * instance says it is not ready and requests fail fast with 503 while the database is down, and the pool
 * recovers by itself when it is back (no restart of mall-api).
 */
describe('the database goes down and comes back', () => {
  let cluster: ThrowawayPostgres;
  let db: DbHandle;
  let app: App;
  const saved = { ...process.env };
  beforeAll(async () => {
    delete process.env.REDIS_URL;
    cluster = await createThrowawayPostgres();
    db = await createDb({ databaseUrl: cluster.url });
    await prepareDatabase(db, { demo: false });
    app = await buildApp({ db });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await cluster?.destroy();
    process.env = saved;
  });

  const ready = () => app.inject({ method: 'GET', url: '/ready' });

  it('/ready is 503 naming the migrations while the database is behind the code, 200 once migrated', async () => {
    await db.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const behind = await ready();
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ status: 'unavailable', failed: ['migrations'], checks: { database: 'ok' } });
    await db.migrate();
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'not configured' }, failed: [] });
  });

  it('while PostgreSQL is down /ready is 503 and requests answer 503 in Korean; both recover when it is back', async () => {
    expect((await app.inject({ method: 'GET', url: API.notices })).statusCode).toBe(200);
    await cluster.stop();
    try {
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', failed: ['database'] });
      // Liveness is not readiness: the process still answers.
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) {
        const res = await app.inject({ method: 'GET', url: API.notices });
        expectApiError(res, 503, UNAVAILABLE);
        expect(res.headers['retry-after']).toBe('5');
      }
    } finally {
      await cluster.start();
    }
    await expect.poll(async () => (await ready()).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
    expect((await app.inject({ method: 'GET', url: API.notices })).statusCode).toBe(200);
  });
});
