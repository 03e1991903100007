import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@mall/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => done(port));
    });
  });
}

type Answer = { status: number; body: string };

/** Asks again until the answer is what `wanted` accepts (or the time is up: the last answer is returned). */
async function until<T>(ask: () => Promise<T>, wanted: (answer: T) => boolean, timeoutMs: number, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await ask();
    if (wanted(answer) || Date.now() > deadline) return answer;
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}
const status = (answer: Answer | string) => (typeof answer === 'string' ? answer : answer.status);

/** One request on a connection of its own (no keep-alive), or the connection's error code. */
function get(port: number, path: string): Promise<Answer | string> {
  return new Promise((done) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode!, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}

/**
 * The server as a deployment runs it (src/server.ts in a child process): on SIGTERM /ready turns 503 at
 * once, the listener then closes, a request already in flight (a client still sending its body) is
 * answered, and the process exits 0.
 */
describe('graceful shutdown of the server process', () => {
  let child: ChildProcess;
  let port: number;
  let output = '';
  let exited: Promise<number | null>;
  beforeAll(async () => {
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        REDIS_URL: '',
        PGLITE_DATA_DIR: 'memory://',
        SEED_DEMO_DATA: '0',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // Long enough for the test to see /ready refuse while the listener is still open.
        SHUTDOWN_DELAY_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((done) => child.once('exit', (code) => done(code)));
    const health = await until(
      () => get(port, '/health'),
      (a) => status(a) === 200 || child.exitCode !== null,
      110_000,
      500,
    );
    if (status(health) !== 200) throw new Error(`the server did not start: ${output}`);
  }, 120_000);
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('SIGTERM: /ready 503 at once, no new connections, the request in flight completes, exit 0', async () => {
    expect(await get(port, '/ready')).toMatchObject({ status: 200 });

    // A request in flight: its headers are in, its body still coming.
    const body = JSON.stringify({ login_id: 'nobody-here', password: 'wrong-password-1' });
    const inFlight = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: API.login,
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<Answer>((done, reject) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode!, body: text }));
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    await new Promise((done) => setTimeout(done, 300));

    child.kill('SIGTERM');
    const draining = await until(
      () => get(port, '/ready'),
      (a) => status(a) !== 200,
      5_000,
      50,
    );
    expect(status(draining)).toBe(503);
    expect(JSON.parse((draining as Answer).body)).toMatchObject({ status: 'unavailable', failed: ['shutdown'] });
    // Then the listener closes: new connections are refused.
    expect(
      await until(
        () => get(port, '/health'),
        (a) => a === 'ECONNREFUSED',
        10_000,
      ),
    ).toBe('ECONNREFUSED');
    expect(child.exitCode).toBeNull();

    inFlight.end(body.slice(10));
    const res = await answered;
    // The login's own answer (unknown member), not a dropped connection or a 503.
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(JSON.parse(res.body).message).toMatch(/[가-힣]/);

    expect(await exited).toBe(0);
    expect(output).not.toMatch(/shutdown did not finish/);
  });
});
