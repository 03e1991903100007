#!/usr/bin/env node
/**
 * Runs a command against real PostgreSQL: `node tools/with-postgres.mjs vitest run --project mall-api`.
 * DATABASE_URL defaults to the local CI database. The server is checked first so a missing database
 * fails in one clear line instead of as dozens of timed-out tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_HINT = 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start';

function tcpReachable(host, port, timeoutMs = 3_000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => (socket.destroy(), resolve(ok));
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Returns null when PostgreSQL answers a query at `url`, else { reason, down } (down: no server at all). */
export async function checkPostgres(url) {
  const { hostname, port } = new URL(url);
  const isready = spawnSync('pg_isready', ['-d', url, '-t', '5'], { encoding: 'utf8' });
  if (isready.error?.code === 'ENOENT') {
    // No client tools installed: a TCP connect is the next best signal.
    if (!(await tcpReachable(hostname, Number(port || 5432))))
      return { down: true, reason: `${hostname}:${port || 5432}에 연결할 수 없습니다 / cannot connect` };
  } else if (isready.status !== 0) {
    return { down: true, reason: `pg_isready: ${(isready.stdout || isready.stderr).trim() || `exit ${isready.status}`}` };
  }
  // pg_isready does not log in; a real query also catches a missing database or a refused role.
  let pg;
  try {
    pg = (await import('pg')).default;
  } catch {
    return null; // dependencies not installed yet; the command itself will say more
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return { down: false, reason: error.message };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) {
    console.error('usage: node tools/with-postgres.mjs <command> [args…]');
    process.exit(2);
  }
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  const problem = await checkPostgres(url);
  if (problem) {
    console.error(`[with-postgres] PostgreSQL을 사용할 수 없습니다 / PostgreSQL is not available at ${shown}`);
    console.error(`[with-postgres] ${problem.reason}`);
    if (problem.down) console.error(`[with-postgres] 로컬 서버 시작 / start the local server: ${START_HINT}`);
    console.error('[with-postgres] 다른 서버를 쓰려면 / or point DATABASE_URL at another server');
    process.exit(1);
  }
  console.log(`[with-postgres] ${shown} → ${[cmd, ...args].join(' ')}`);
  // Run directly (not through npm), so put the workspace's bin folder on PATH like `npm run` does.
  const PATH = [path.join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter);
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url, PATH } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`[with-postgres] ${cmd}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) void main();
