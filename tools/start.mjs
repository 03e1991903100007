#!/usr/bin/env node
/**
 * One command for the whole mall on a fresh clone (node builtins only, so it runs before `npm ci`).
 *
 *   node tools/start.mjs            install if needed, build stale frontends, mall-api + 6 static servers
 *   node tools/start.mjs --build    same, but rebuild every frontend
 *   node tools/start.mjs --dev      rspack dev servers (hot reload) + `tsx watch` mall-api
 *   node tools/start.mjs --test     for Playwright: in-memory database, builds nothing, foreground
 *
 * Static servers run in-process (same code a CDN-like deploy uses); mall-api is a child process.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import os from 'node:os';
import { API_PORT, FRONTENDS, portOf, shiftRuntimeConfig } from './ports.mjs';
import { createStaticServer } from './static-server.mjs';
import { createStorefrontRenderer, serverRenderBudget } from './storefront-render.mjs';
import { DECLARATION_FILE, withBuiltDeclarations } from './declarations.mjs';
import { DEFAULT_DEPLOY_ROOT } from './deploy.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_URL = `http://127.0.0.1:${API_PORT}`;
/** The shell's origins: the only browser origins mall-api answers with CORS. */
const storefrontOrigins = () => [`http://localhost:${portOf('shell')}`, `http://127.0.0.1:${portOf('shell')}`].join(',');
const HEALTH_TIMEOUT_MS = 180_000; // first start migrates and seeds; 2-core CI machines are slow
const STOP_GRACE_MS = 8_000;
/** Inputs of every frontend build besides the frontend's own folder. */
const SHARED_INPUTS = ['shared-ui/src', 'shared-contracts/src', 'tools/rspack-preset.mjs', 'package-lock.json'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const abs = (...p) => path.resolve(ROOT, ...p); // absolute dirs pass through (tests)
const hasBuildConfig = (f) => ['ts', 'mjs', 'js'].some((ext) => fs.existsSync(abs(f.dir, `rspack.config.${ext}`)));

/** Newest mtime under a file or folder; tests and build output do not count as inputs. */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (['node_modules', 'dist', '__tests__'].includes(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** A frontend needs a build when its manifest is missing or older than any of its inputs. */
export function isStale(frontend) {
  const marker = abs(frontend.dir, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const inputs = ['src', 'public', 'rspack.config.ts', 'package.json'].map((p) => abs(frontend.dir, p)).concat(SHARED_INPUTS.map((p) => abs(p)));
  return inputs.some((p) => newestMtime(p) > built);
}

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`포트 ${port}이(가) 이미 사용 중입니다 / port ${port} is already in use (another npm start?)`)));
    probe.listen(port, () => probe.close(resolve));
  });
}

/**
 * Children run in their own process group: `npm → sh → tsx → node` does not pass SIGTERM all the
 * way down, so stop() signals the whole group. Output is prefixed so six dev servers stay readable.
 */
function spawnChild(name, args, { env = {}, prefix = true } = {}) {
  // An `undefined` value removes the variable from the child's environment.
  const merged = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined));
  const child = spawn('npm', args, { cwd: ROOT, env: merged, detached: true, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (prefix) {
    const tag = (line) => (line.startsWith(`[${name}]`) ? line : `[${name}] ${line}`);
    readline.createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${tag(line)}\n`));
    readline.createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${tag(line)}\n`));
  }
  child.exited = new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, signal: null, error }));
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return child;
}

function killGroup(child, signal) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

function groupAlive(child) {
  if (!child.pid) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(api) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let died = false;
  void api.exited.then(() => (died = true));
  while (Date.now() < deadline) {
    if (died) throw new Error(`mall-api가 시작 중 종료되었습니다 / mall-api exited during start-up (exit ${api.exitCode ?? api.signalCode})`);
    try {
      const res = await fetch(`${API_URL}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok && (await res.json()).status === 'ok') return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`mall-api /health가 ${HEALTH_TIMEOUT_MS / 1000}초 안에 응답하지 않았습니다 / mall-api not healthy after ${HEALTH_TIMEOUT_MS / 1000}s`);
}

function printSummary(mode, served) {
  // Hangul takes two terminal columns; pad by display width so the URLs line up.
  const width = (t) => [...t].reduce((w, c) => w + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(c) ? 2 : 1), 0);
  const line = (ko, en, url) => console.log(`  ${ko} / ${en}${' '.repeat(Math.max(1, 26 - width(`${ko} / ${en}`)))} ${url}`);
  console.log('');
  console.log(mode === 'dev' ? '케이몰 개발 서버가 준비되었습니다 / K-Mall dev servers are ready (hot reload)' : '케이몰이 준비되었습니다 / K-Mall is ready');
  line('쇼핑몰', 'storefront', `http://localhost:${portOf('shell')}`);
  const labels = { catalog: '상품', exhibit: '기획전', mypage: '마이페이지', order: '주문', cs_center: '고객센터' };
  for (const f of FRONTENDS.filter((x) => x.name !== 'shell')) {
    line(labels[f.name], f.name, served.includes(f.name) ? `http://localhost:${f.port}/mf-manifest.json` : '(없음 / not built)');
  }
  line('API', 'mall-api', `http://localhost:${API_PORT}  (OpenAPI: http://localhost:${API_PORT}/api/docs)`);
  line('데모 계정', 'demo login', 'demo / demo1234!');
  line('종료', 'stop', 'Ctrl+C');
  console.log('');
}

/**
 * Starts the stack. `mode`: 'start' | 'dev' | 'test'. Returns at once with
 *   ready:  resolves once mall-api is healthy and the static servers listen (rejects, after cleaning up, on failure)
 *   exited: resolves with an exit code if mall-api dies on its own (0 after stop())
 *   stop(): closes the static servers and stops every child; safe to call at any time
 * Usable programmatically (e.g. from a Playwright globalSetup); the CLI below wires signals to stop().
 */
export function startStack({ mode = 'start', build = false } = {}) {
  const log = (msg) => console.log(`[start] ${msg}`);
  const servers = [];
  const children = [];
  const cleanups = [];
  let stopping = false;
  let api;

  let stopped;
  /** Every caller (signal handler, error path, finally block) awaits the same shutdown. */
  function stop() {
    stopped ??= shutdown();
    return stopped;
  }

  async function shutdown() {
    stopping = true;
    cleanups.forEach((cleanup) => cleanup());
    await Promise.all(servers.map((s) => new Promise((r) => (s.closeAllConnections(), s.close(() => r())))));
    // Signal every group, even if its npm already exited: a grandchild may still be running.
    // Waiting for the whole group (not just npm) lets PGlite flush its data dir before exit.
    children.forEach((c) => killGroup(c, 'SIGTERM'));
    const deadline = Date.now() + STOP_GRACE_MS;
    while (children.some(groupAlive) && Date.now() < deadline) await sleep(100);
    children.forEach((c) => killGroup(c, 'SIGKILL'));
  }

  /** A step that spawns and waits (npm ci, builds); stop() can interrupt it. */
  async function step(name, args) {
    if (stopping) throw new Error('stopped');
    const child = spawnChild(name, args, { prefix: false });
    children.push(child);
    const { code, signal } = await child.exited;
    if (code !== 0) throw new Error(`npm ${args.join(' ')} 실패 / failed (${signal ?? `exit ${code}`})`);
  }

  // `npm run deploy` versions (deploy-root/) are served beside the builds; once the root has a pointer the
  // shell hands it out. A test run gets a deploy root of its own, which only the deploy specs write to.
  const deployRoot = mode === 'test' ? e2eDeployRoot() : mode === 'start' ? DEFAULT_DEPLOY_ROOT : null;
  if (mode === 'test') fs.rmSync(deployRoot, { recursive: true, force: true });

  /**
   * The shell proxy's spans (static-server.mjs), on when the standard OTEL_* variables ask for traces, by the
   * rule mall-api applies (mall-api/src/lib/tracing.ts `tracingWanted`): the trace starts at the proxy.
   */
  let otel;
  async function proxyTracing() {
    if (otel !== undefined) return otel;
    const env = process.env;
    const exporters = env.OTEL_TRACES_EXPORTER?.split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const wanted =
      env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true' &&
      (exporters?.length ? exporters.some((e) => e !== 'none') : Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT));
    otel = null;
    if (!wanted) return otel;
    const [{ NodeSDK }, api] = await Promise.all([import('@opentelemetry/sdk-node'), import('@opentelemetry/api')]);
    const sdk = new NodeSDK({ serviceName: 'mall-shell' });
    sdk.start();
    cleanups.push(() => void sdk.shutdown());
    otel = api;
    return otel;
  }

  async function serve(frontend) {
    const dist = abs(frontend.dir, 'dist');
    const deployed = deployRoot && fs.existsSync(path.join(deployRoot, frontend.name));
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json')) && !deployed) {
      log(`${frontend.dir}/dist 없음, 건너뜀 / missing, not served (npm run build -w ${frontend.dir})`);
      return false;
    }
    // The shell's server forwards /api and /media to mall-api: one origin for the browser.
    const shell = frontend.name === 'shell';
    // Test runs hand the shell e2e/runtime-config.e2e.json (bus events validated against the zod
    // contracts); the build itself stays untouched, as in a real deploy.
    // The build's (or e2e's) runtime config with every built remote's declaration (docs/adr/0017).
    const composed = shell ? shellRuntimeConfig(mode, dist) : null;
    if (composed) cleanups.push(composed.stop);
    const fallback = composed?.file ?? null;
    const pointer = deployRoot && path.join(deployRoot, 'runtime-config.json');
    const runtimeConfig = shell && mode === 'start' ? () => (fs.existsSync(pointer) ? pointer : fallback) : fallback;
    const server = createStaticServer({
      dir: dist,
      spa: shell,
      proxy: shell ? API_URL : null,
      runtimeConfig,
      mapRuntimeConfig: shiftRuntimeConfig,
      deployRoot,
      app: frontend.name,
      otel: shell ? await proxyTracing() : null,
      render:
        shell && process.env.MALL_SERVER_RENDER !== '0'
          ? createStorefrontRenderer({ apiBaseUrl: API_URL, budgetMs: serverRenderBudget({ test: mode === 'test' }) })
          : null,
    });
    await new Promise((resolve, reject) => server.once('error', reject).listen(frontend.port, process.env.HOST, resolve));
    servers.push(server);
    return true;
  }

  async function boot() {
    const buildable = FRONTENDS.filter(hasBuildConfig);
    for (const f of FRONTENDS.filter((x) => !hasBuildConfig(x))) log(`${f.dir}: rspack.config 없음, 건너뜀 / no rspack.config yet, skipped`);
    // Before installing and building: a busy port should fail in a second, not after minutes.
    for (const port of [...buildable.map((f) => f.port), API_PORT]) await assertPortFree(port);
    if (mode !== 'test' && !fs.existsSync(abs('node_modules', '.package-lock.json'))) {
      log('node_modules가 없어 설치합니다 / installing dependencies (npm ci)…');
      await step('npm ci', ['ci']);
    }

    const served = [];
    if (mode === 'dev') {
      for (const f of buildable) children.push(spawnChild(f.name, ['run', 'dev', '-w', f.dir, '--silent']));
      served.push(...buildable.map((f) => f.name));
      api = spawnChild('mall-api', ['run', 'dev', '-w', 'mall-api', '--silent'], { env: { PORT: String(API_PORT), STOREFRONT_ORIGINS: storefrontOrigins() } });
      children.push(api);
      await waitForHealth(api);
    } else {
      if (mode === 'start') {
        const stale = build ? buildable : buildable.filter(isStale);
        if (stale.length) {
          log(`빌드 / building: ${stale.map((f) => f.dir).join(', ')}`);
          await step('build', ['run', 'build', '--silent', ...stale.flatMap((f) => ['-w', f.dir])]);
        } else log('모든 프런트엔드가 최신입니다 / every frontend is up to date (--build forces a rebuild)');
      }
      // A test run gets a fresh database every time and must never touch a developer's DATABASE_URL.
      const db = mode === 'test' ? { PGLITE_DATA_DIR: 'memory://', DATABASE_URL: undefined } : {};
      // e2e drives the mall from one address with parallel workers: the per-client limits a real shop
      // needs would throttle it (the limits themselves are tested in mall-api and measured by bench:api).
      // Likewise the password hash's cost: scrypt at N=2^17 (128 MiB, half a second of a core) per login, join and
      // seeded member made e2e logins time out when both workers logged in at once; a test run hashes at N=2^12
      // as the mall-api tests do (the stored hash names its own N, so verification is unchanged).
      const limits =
        mode === 'test'
          ? {
              RATE_LIMIT_MAX: '100000',
              AUTH_RATE_LIMIT_MAX: '100000',
              ORDER_START_RATE_LIMIT_MAX: '100000',
              SEARCH_CLIENT_LIMIT: '100000',
              SEARCH_CLIENT_IN_FLIGHT: '100000',
              SCRYPT_LOG_N: '12',
            }
          : {};
      api = spawnChild('mall-api', ['start', '-w', 'mall-api', '--silent'], {
        env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', PORT: String(API_PORT), STOREFRONT_ORIGINS: storefrontOrigins(), ...limits, ...db },
      });
      children.push(api);
      await waitForHealth(api);
      // Remotes first, shell last: once :3000 answers, everything behind it is up (Playwright waits on it).
      for (const f of [...buildable].reverse()) if (await serve(f)) served.push(f.name);
    }
    printSummary(mode, served);
    return { served };
  }

  const ready = boot().catch(async (error) => {
    await stop();
    throw error;
  });
  const exited = ready.then(
    () =>
      api.exited.then(({ code, signal }) => {
        if (stopping) return 0;
        log(`mall-api가 종료되었습니다 / mall-api exited (${signal ?? code})`);
        return code || 1;
      }),
    () => 1,
  );
  return { ready, exited, stop };
}

/**
 * What the shell's server hands out as /runtime-config.json, written to a temp file (the build stays
 * untouched, as in a real deploy): for a test run e2e/runtime-config.e2e.json, otherwise the build's
 * own file; with each remote on the port this run uses (MALL_PORT_OFFSET) and, under `declarations`,
 * the remote-declaration.json of every built remote (docs/adr/0017: the shell's routes, guards and
 * modal owners). Outside test runs the file follows a rebuilt remote's declaration.
 */
function shellRuntimeConfig(mode, dist) {
  const source = mode === 'test' ? abs('e2e/runtime-config.e2e.json') : path.join(dist, 'runtime-config.json');
  const remotes = FRONTENDS.filter((f) => f.name !== 'shell').map((f) => ({ dir: abs(f.dir) }));
  const file = path.join(os.tmpdir(), `mall-runtime-config.${mode}.${portOf('shell')}.json`);
  const watched = [];
  const write = () => {
    const config = withBuiltDeclarations(shiftRuntimeConfig(JSON.parse(fs.readFileSync(source, 'utf8'))), remotes, { shellDir: abs('shell') });
    fs.writeFileSync(file, JSON.stringify(config, null, 2));
  };
  write();
  if (mode !== 'test') {
    for (const remote of remotes) {
      const declaration = path.join(remote.dir, 'dist', DECLARATION_FILE);
      watched.push(declaration);
      fs.watchFile(declaration, { interval: 1_000 }, () => {
        try {
          write();
        } catch (error) {
          console.error(`[start] runtime-config: ${error.message}`);
        }
      });
    }
  }
  return { file, stop: () => watched.forEach((f) => fs.unwatchFile(f)) };
}

/** Where a test run's static servers look for deployed versions (e2e deploy specs write there). */
export const e2eDeployRoot = () => path.join(os.tmpdir(), `mall-e2e-deploy-${portOf('shell')}`);

/** Playwright `webServer` entry for e2e/playwright.config.ts (cwd is e2e/). */
export function playwrightWebServer({ ci = Boolean(process.env.CI) } = {}) {
  return {
    command: 'node ../tools/start.mjs --test',
    url: `http://localhost:${portOf('shell')}/runtime-config.json`, // the shell listens last, after mall-api is healthy
    reuseExistingServer: !ci,
    timeout: HEALTH_TIMEOUT_MS,
    // SIGTERM lets start.mjs stop mall-api itself instead of Playwright SIGKILLing the group.
    gracefulShutdown: { signal: 'SIGTERM', timeout: STOP_GRACE_MS + 2_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  };
}

async function main() {
  const { values } = parseArgs({ options: { dev: { type: 'boolean' }, test: { type: 'boolean' }, build: { type: 'boolean' } } });
  const stack = startStack({ mode: values.dev ? 'dev' : values.test ? 'test' : 'start', build: values.build });
  let signals = 0;
  const onSignal = async (signal) => {
    if (++signals > 1) process.exit(130); // a second Ctrl+C does not wait any longer
    console.log(`\n[start] ${signal}: 종료 중 / shutting down…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    await stack.ready;
  } catch (error) {
    if (signals) return; // interrupted during start-up: onSignal exits
    console.error(`[start] ${error.message}`);
    process.exit(1);
  }
  const code = await stack.exited;
  if (code) {
    await stack.stop();
    process.exit(code);
  }
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) void main();
