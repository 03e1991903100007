import { Writable } from 'node:stream';
import { API } from '@mall/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createSeededTestDb } from '../helpers/build-app';

/**
 * Issue 27 (see into the shop): a request has one id from the shell's proxy through mall-api's logs and
 * back to the browser. A valid id sent is kept; an invalid or oversized one is replaced, never logged.
 */
describe('request id', () => {
  let app: App;
  let dispose: () => Promise<void>;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const db = await createSeededTestDb();
    dispose = db.dispose;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ db: db.db, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  const logsOf = (id: string) => lines.filter((l) => l.reqId === id);

  it('keeps the id the proxy sent, logs under it and answers it back', async () => {
    const id = 'shell-7f3c2a9e-41d2-4f7a-9c51-0e6b8f3d2a10';
    const res = await app.inject({ method: 'GET', url: API.notices, headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const logged = logsOf(id);
    expect(logged.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('names a request that came without one, errors included', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(logsOf(id)).toHaveLength(2);
  });

  it('replaces an id that is too long or could break a log line', async () => {
    for (const sent of ['x'.repeat(65), 'two words', 'a"b', 'line\u2028break']) {
      const res = await app.inject({ method: 'GET', url: API.notices, headers: { 'x-request-id': sent } });
      const id = String(res.headers['x-request-id']);
      expect(id).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((l) => l.reqId === sent)).toBe(false);
    }
  });
});
