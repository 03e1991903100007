import { API } from '@mall/shared-contracts';
import { LoginResponseSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurePasswordQueue, passwordQueueLimits, verifyPassword } from '../../src/lib/password';
import { GateFullError, taskGate } from '../../src/lib/task-gate';
import { buildTestApp, type TestContext } from '../helpers/build-app';
import { expectApiError, expectBody } from '../helpers/api';

/** A stored hash at a high cost (N=2^16): verifying it holds a hashing slot for a good while. */
const SLOW_HASH = `scrypt2$${2 ** 16}$8$1$${'11'.repeat(16)}$${'22'.repeat(32)}`;

/**
 * Issue 25 item 16: 20 junk logins from 20 addresses starved a real login for 32 s (every hash queued
 * without bound). Hashing now runs on a bounded queue: concurrency about the cores, a bounded line,
 * and a call past it is answered 503 at once instead of waiting behind the others.
 */
describe('password hashing on a bounded queue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    configurePasswordQueue();
    await ctx?.close();
  });

  it('the gate refuses a task at once when its waiting line is full, and serves the line in order', async () => {
    const gate = taskGate(1, { maxWaiting: 1, name: 'test' });
    const order: number[] = [];
    let release!: () => void;
    const first = gate(() => new Promise<void>((resolve) => (release = resolve)).then(() => void order.push(1)));
    const second = gate(async () => void order.push(2));
    await expect(gate(async () => order.push(3))).rejects.toBeInstanceOf(GateFullError);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual([1, 2]);
  });

  it('the limits follow the machine unless the environment sets them', () => {
    expect(passwordQueueLimits({ PASSWORD_HASH_CONCURRENCY: '2', PASSWORD_HASH_QUEUE: '3' })).toEqual({ concurrency: 2, waiting: 3 });
    const fromCores = passwordQueueLimits({});
    expect(fromCores.concurrency).toBeGreaterThanOrEqual(1);
    expect(fromCores.waiting).toBe(fromCores.concurrency * 4);
  });

  it('a login arriving while the hashing queue is full is answered 503 at once; the same login goes through after', async () => {
    configurePasswordQueue({ concurrency: 1, waiting: 1 });
    // Junk work fills the one slot and the one place in line.
    const junk = [verifyPassword('junk-1', SLOW_HASH), verifyPassword('junk-2', SLOW_HASH)];
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: API.login,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.77' },
        payload: { login_id: 'demo', password: 'demo1234!' },
      });
    const refused = await login();
    expectApiError(refused, 503, '요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await Promise.all(junk)).toEqual([false, false]);
    expectBody(await login(), 200, LoginResponseSchema);
  });
});
