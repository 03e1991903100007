import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestContext } from '../helpers/build-app';

/** A body dripped one byte at a time used to keep a connection (and a slot) open indefinitely. */
describe('slow requests', () => {
  let ctx: TestContext;
  let port: number;
  const saved = process.env.REQUEST_TIMEOUT_MS;
  beforeAll(async () => {
    process.env.REQUEST_TIMEOUT_MS = '600';
    ctx = await buildTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await ctx?.close();
    process.env.REQUEST_TIMEOUT_MS = saved;
  });

  it('a request whose body does not arrive in time is answered 408 and the connection closed', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/v1/auth/login HTTP/1.1\r\nHost: mall\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{');
    let dripped = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(' ');
      dripped++;
    }, 200);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // Closed long before the 200-byte body could ever be complete at this pace.
    expect(dripped).toBeLessThan(200);
  });
});
