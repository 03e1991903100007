/**
 * The fleet's processes, all on loopback and all the test's own (never the shared PostgreSQL on 5432
 * or Redis on 6379): a PostgreSQL 15 cluster initialised in a temporary folder, a redis-server, the
 * mall-api instances (started as the image starts them: `node --import tsx src/server.ts`) and HAProxy
 * from the distribution, health-checking each instance's /ready.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ROOT } from '../start.mjs';

const PG_BIN = '/usr/lib/postgresql/15/bin';
export const HAPROXY = '/usr/sbin/haproxy';
const execFileAsync = promisify(execFile);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A port nobody listens on now (the kernel's pick). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it resolves truthy, or throws `what` after `timeoutMs`. */
export async function waitFor(what, check, timeoutMs = 120_000, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await check().catch((error) => {
      if (error.fatal) throw error;
      return false;
    });
    if (ok) return;
    await sleep(everyMs);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000}s`);
}

/** PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user. */
const asRoot = process.getuid?.() === 0;
/** Asynchronous, so the shoppers' requests keep being sent and timed while pg_ctl waits. */
async function runPg(bin, args) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args]] : [path.join(PG_BIN, bin), args];
  try {
    return (await execFileAsync(cmd, argv, { encoding: 'utf8' })).stdout;
  } catch (error) {
    throw new Error(`${bin} ${args.join(' ')}: ${error.stderr || error.stdout || error.message}`);
  }
}

/** A throwaway PostgreSQL cluster in `dir`: start, stop (fast: connections end), and its URL. */
export async function startPostgres(dir) {
  const data = path.join(dir, 'pg');
  fs.mkdirSync(data, { recursive: true });
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const port = await freePort();
  await runPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () => runPg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'pg.log'), '-w', '-t', '60', 'start']);
  const stop = () => runPg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query('create database mall');
  await client.end();
  return { port, url: `postgres://postgres@127.0.0.1:${port}/mall`, start, stop, log: path.join(dir, 'pg.log') };
}

/** A child process that is ended with its process group (tsx and friends may fork). */
function spawnOwned(cmd, args, { env = {}, cwd = ROOT, log } = {}) {
  const out = log ? fs.openSync(log, 'a') : 'ignore';
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', out, out] });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return child;
}

export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
  });
}

/** The fleet's own redis-server (no persistence), restartable on the same port. */
export async function startRedis(dir) {
  const port = await freePort();
  let child = null;
  const start = async () => {
    child = spawnOwned('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
      log: path.join(dir, 'redis.log'),
    });
    await waitFor('redis-server', () => ping(port), 20_000);
  };
  const stop = async () => {
    if (!child) return;
    signalGroup(child, 'SIGTERM');
    await child.exited;
    child = null;
  };
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, start, stop };
}

/** One mall-api instance: started as the image starts it, in production mode with the sandbox PG on. */
export function apiInstance(name, { dir, env }) {
  const instance = { name, port: 0, child: null, starts: 0 };
  instance.start = async () => {
    instance.port ||= await freePort();
    instance.child = spawnOwned(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(ROOT, 'mall-api'),
      env: { ...env, PORT: String(instance.port), HOST: '127.0.0.1' },
      log: path.join(dir, `${name}.log`),
    });
    instance.starts += 1;
    return instance;
  };
  instance.url = () => `http://127.0.0.1:${instance.port}`;
  instance.ready = async () => (await fetch(`${instance.url()}/ready`, { signal: AbortSignal.timeout(2_000) })).status === 200;
  /** Ready on /ready; an instance that exits meanwhile fails at once, with the end of its log. */
  instance.waitReady = (timeoutMs = 240_000) =>
    waitFor(
      `${name} /ready`,
      async () => {
        if (instance.child?.exitCode !== null) {
          const tail = fs
            .readFileSync(path.join(dir, `${name}.log`), 'utf8')
            .split('\n')
            .slice(-12)
            .join('\n');
          throw Object.assign(new Error(`${name} exited during start (${instance.child?.exitCode}):\n${tail}`), { fatal: true });
        }
        return instance.ready();
      },
      timeoutMs,
    );
  instance.kill = async (signal = 'SIGKILL') => {
    if (!instance.child) return;
    signalGroup(instance.child, signal);
    await instance.child.exited;
    instance.child = null;
  };
  /** Resident memory of the server process (its own pid: node runs the server, no wrapper), in MiB. */
  instance.rssMiB = () => {
    try {
      const status = fs.readFileSync(`/proc/${instance.child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 102.4) / 10;
    } catch {
      return null;
    }
  };
  return instance;
}

/** The environment every instance shares: one database, one Redis, production with the sandbox PG. */
export function instanceEnv({ databaseUrl, redisUrl, rateLimitMax = 300 }) {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    NODE_ENV: 'production',
    SANDBOX: 'on',
    SEED_DEMO_DATA: '1',
    PG_SANDBOX_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    // Shoppers come through the balancer on loopback (the default trusted proxy) each with their own address;
    // order start's limit (per address, 10 minutes) is raised so a shopper's run of checkouts is not refused.
    ORDER_START_RATE_LIMIT_MAX: '100000',
    // The general limit per address and minute, lower than the shop's 600 so the rate-limit probe is short;
    // a shopper (an action every 1.5 s, a checkout is five calls) stays well under it.
    RATE_LIMIT_MAX: String(rateLimitMax),
  };
}

/** The balancer's configuration as compose deploys it (deploy/haproxy.cfg). */
export const DEPLOY_HAPROXY_CFG = path.join(ROOT, 'deploy', 'haproxy.cfg');

/**
 * deploy/haproxy.cfg on loopback: its own bind address, these instances as the servers, and no Docker
 * DNS resolver; everything else (health check on /ready, timeouts, retries, balance) as deployed.
 */
export function haproxyConfig({ port, instances, template = fs.readFileSync(DEPLOY_HAPROXY_CFG, 'utf8') }) {
  const lines = template.split('\n');
  const out = [];
  let inResolvers = false;
  for (const line of lines) {
    if (/^resolvers /.test(line)) inResolvers = true;
    else if (/^\S/.test(line)) inResolvers = false;
    if (inResolvers) continue;
    if (/^\s+bind /.test(line)) out.push(`  bind 127.0.0.1:${port}`);
    else if (/^\s+server /.test(line)) continue;
    else out.push(line.replace(/ resolvers docker\b/, ''));
    if (/^\s+default-server /.test(line)) out.push(...instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`));
  }
  return out.join('\n');
}

/** HAProxy in the foreground (-db), with `config` written to `dir`. */
export async function startHaproxy(dir, instances) {
  const port = await freePort();
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig({ port, instances }));
  const check = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c: ${check.stderr || check.stdout}`);
  const child = spawnOwned(HAPROXY, ['-db', '-f', file], { log: path.join(dir, 'haproxy.log') });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('haproxy', async () => (await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) })).status === 200, 30_000);
  return {
    url,
    stop: async () => {
      signalGroup(child, 'SIGTERM');
      await child.exited;
    },
  };
}

/** HAProxy when missing: installed from the distribution as root (CI), else a clear message. */
export function ensureHaproxy() {
  if (fs.existsSync(HAPROXY)) return;
  if (!asRoot) throw new Error(`${HAPROXY} is missing: apt-get install -y haproxy (as root)`);
  console.log('[fleet] installing haproxy (apt-get)');
  for (const args of [['update'], ['install', '-y', 'haproxy']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}
