import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FRONTENDS } from '../ports.mjs';

/**
 * No container daemon runs here, so each image is started the next best way: its runtime stage's
 * file set is laid out in a temp folder exactly as the Dockerfile's COPY lines put it (image paths
 * under the folder), its ENV and the compose service's environment are set, and its CMD runs from
 * its WORKDIR. A file the server imports but the image does not copy fails here as it would in the
 * container (ERR_MODULE_NOT_FOUND), before any page answers.
 *
 * Steps the test cannot run are emulated and named: `RUN npm ci` links the checkout's installed
 * packages (workspaces linked to the copied folders, as npm does); a `COPY --from=build` of a
 * frontend's dist gets a dist with the files a build writes (the build stage itself is rspack's
 * business, checked by the e2e builds). Any other RUN fails the test until it is taught here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-images-'));
const children = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Instructions of a Dockerfile's last stage: { op, args } with line continuations joined. */
function runtimeStage(text) {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [, op, args] = /^(\w+)\s+(.*)$/.exec(line);
    if (op.toUpperCase() === 'FROM') stages.push([]);
    (stages.at(-1) ?? (stages[0] = [])).push({ op: op.toUpperCase(), args });
  }
  return stages.at(-1);
}

const words = (args) => args.split(/\s+/).filter(Boolean);
const substitute = (value, vars) => value.replace(/\$\{?(\w+)\}?/g, (m, name) => vars[name] ?? m);

/** `ENV A=1 B="two"` → { A: '1', B: 'two' } */
function envPairs(args) {
  return Object.fromEntries([...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, k, v]) => [k, v.replace(/^"|"$/g, '')]));
}

/** What the build stage leaves in `<app>/dist`: the entry files a build writes. */
function builtDist(appDir, target) {
  fs.mkdirSync(target, { recursive: true });
  fs.writeFileSync(path.join(target, 'mf-manifest.json'), JSON.stringify({ name: appDir }));
  fs.writeFileSync(path.join(target, 'remoteEntry.js'), '/* entry */');
  if (appDir === 'shell') {
    fs.cpSync(path.join(root, 'shell/public'), target, { recursive: true }); // CopyRspackPlugin: public → dist
    fs.writeFileSync(path.join(target, 'index.html'), '<!doctype html><html lang="ko"><title>케이몰</title><div id="root"></div></html>');
  }
}

/** `RUN npm ci`: the installed packages, with the workspace links pointing into the image's own folders. */
function installPackages(imageRoot, workdir) {
  const modules = path.join(imageRoot, workdir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@mall'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@mall' || entry === '.package-lock.json') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const entry of fs.readdirSync(path.join(root, 'node_modules/@mall'))) {
    fs.symlinkSync(path.join(imageRoot, workdir, entry), path.join(modules, '@mall', entry));
  }
  // Versions a workspace needs apart from the hoisted ones sit in its own node_modules (npm ci puts them there too).
  for (const entry of fs.readdirSync(path.join(imageRoot, workdir), { withFileTypes: true })) {
    const nested = path.join(root, entry.name, 'node_modules');
    if (entry.isDirectory() && entry.name !== 'node_modules' && fs.existsSync(nested))
      fs.symlinkSync(nested, path.join(imageRoot, workdir, entry.name, 'node_modules'));
  }
}

/** Lays out the runtime stage under imageRoot; returns how to start it. */
function assemble(dockerfile, imageRoot, args = {}) {
  const vars = { ...args };
  let workdir = '/';
  const env = {};
  let cmd = null;
  let healthcheck = null;
  const image = (p) => path.join(imageRoot, path.isAbsolute(p) ? p : path.join(workdir, p));
  for (const { op, args: raw } of runtimeStage(fs.readFileSync(dockerfile, 'utf8'))) {
    if (op === 'ARG') continue; // values come from `args` (compose build args)
    if (op === 'WORKDIR') workdir = path.posix.resolve(workdir, substitute(raw, vars));
    else if (op === 'ENV') Object.assign(env, envPairs(substitute(raw, vars)));
    else if (op === 'CMD') cmd = JSON.parse(raw);
    else if (op === 'HEALTHCHECK') healthcheck = raw.replace(/^.*?\bCMD\s+/, '');
    else if (op === 'RUN') {
      for (const step of raw.split('&&').map((s) => s.trim())) {
        if (/^npm ci\b/.test(step)) installPackages(imageRoot, workdir);
        else if (/^mkdir -p /.test(step)) for (const dir of words(step).slice(2)) fs.mkdirSync(image(dir), { recursive: true });
        // Ownership needs the image's users; the folder the server writes to is laid out above.
        else if (/^chown /.test(step)) continue;
        else throw new Error(`images.test.mjs does not know how to run: RUN ${raw}`);
      }
    } else if (op === 'COPY') {
      const parts = words(substitute(raw, vars));
      const from = parts.find((p) => p.startsWith('--from='))?.slice('--from='.length);
      const [dest, ...sources] = parts.filter((p) => !p.startsWith('--')).reverse();
      fs.mkdirSync(image(dest.endsWith('/') || sources.length > 1 ? dest : path.dirname(dest)), { recursive: true });
      for (const source of sources.reverse()) {
        const target = dest.endsWith('/') || dest === '.' || dest === './' ? path.join(image(dest), path.basename(source)) : image(dest);
        if (from) {
          const match = /^\/repo\/(.+)\/dist$/.exec(source);
          if (!match) throw new Error(`images.test.mjs does not know what the ${from} stage leaves at ${source}`);
          builtDist(match[1], image(dest));
        } else {
          const file = path.join(root, source);
          if (!fs.existsSync(file)) throw new Error(`COPY ${source}: not in the build context`);
          fs.cpSync(file, fs.statSync(file).isDirectory() ? image(dest) : target, {
            recursive: true,
            filter: (src) => !/[/\\](node_modules|dist|\.data)([/\\]|$)/.test(path.relative(root, src)),
          });
        }
      }
    }
  }
  // An absolute path in ENV names a place in the image.
  for (const [k, v] of Object.entries(env)) if (v.startsWith('/') && fs.existsSync(path.join(imageRoot, v))) env[k] = path.join(imageRoot, v);
  return { cwd: path.join(imageRoot, workdir), env, cmd, healthcheck };
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the CMD and resolves with its output once `url` answers, or rejects with the output when it exits first. */
async function start({ cwd, env, cmd }, serviceEnv, url, timeoutMs) {
  const [bin, ...rest] = cmd;
  const child = spawn(bin === 'node' ? process.execPath : bin, rest, {
    cwd,
    env: { PATH: process.env.PATH, HOME: os.tmpdir(), ...env, ...serviceEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode} before answering:\n${output}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return { res, child, output: () => output };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${output}`);
}

const serviceEnvOf = (service) => Object.fromEntries(Object.entries(compose.services[service].environment ?? {}).map(([k, v]) => [k, String(v)]));
/** Compose's `${VAR:-default}` with nothing set in the shell. */
const composeDefaults = (env) => Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replace(/\$\{\w+:-([^}]*)\}/g, '$1')]));

describe('deploy/frontend.Dockerfile', () => {
  it.each(FRONTENDS)('$dir: the image as its COPY lines lay it out starts and answers', async (frontend) => {
    const service = frontend.name.replace(/_/g, '-');
    const { build } = compose.services[service];
    const layout = assemble(path.join(root, build.dockerfile), path.join(tmp, service), build.args);
    const port = await freePort();
    const env = { ...composeDefaults(serviceEnvOf(service)), PORT: String(port), HOST: '127.0.0.1' };
    const shell = frontend.name === 'shell';
    const { res } = await start(layout, env, `http://127.0.0.1:${port}/${shell ? '' : 'mf-manifest.json'}`, 15_000);
    expect(res.status).toBe(200);
    if (shell) {
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('케이몰');
      // Remote URLs come from the container's environment, not from the build.
      const config = await (await fetch(`http://127.0.0.1:${port}/runtime-config.json`)).json();
      expect(config.remotes.catalog).toBe('http://localhost:3001/mf-manifest.json');
      expect(config.apiBaseUrl).toBe('/');
    }
    // The image's own HEALTHCHECK passes against it.
    const health = spawnSync('sh', ['-c', layout.healthcheck.replace(/\bnode\b/, JSON.stringify(process.execPath))], {
      env: { ...process.env, PORT: String(port) },
      timeout: 10_000,
    });
    expect(health.status, String(health.stderr)).toBe(0);
  });

  it('injects the remote URLs a deployment sets at start, and refuses one that is not a URL', async () => {
    const layout = assemble(path.join(root, 'deploy/frontend.Dockerfile'), path.join(tmp, 'shell-env'), { APP_DIR: 'shell' });
    const port = await freePort();
    const env = { ...composeDefaults(serviceEnvOf('shell')), PORT: String(port), HOST: '127.0.0.1' };
    const deployed = { ...env, MALL_REMOTE_CATALOG: 'https://catalog.k-mall.example/1.4.0-77/mf-manifest.json', MALL_VERSION_CATALOG: '1.4.0-77' };
    await start(layout, deployed, `http://127.0.0.1:${port}/`, 15_000);
    const res = await fetch(`http://127.0.0.1:${port}/runtime-config.json`);
    const config = await res.json();
    expect(config.remotes.catalog).toBe('https://catalog.k-mall.example/1.4.0-77/mf-manifest.json');
    expect(config.versions).toEqual({ catalog: '1.4.0-77' });
    expect((await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy')).toContain('https://catalog.k-mall.example');

    const badPort = await freePort();
    await expect(start(layout, { ...env, PORT: String(badPort), MALL_REMOTE_ORDER: 'order-server' }, `http://127.0.0.1:${badPort}/`, 15_000)).rejects.toThrow(
      /MALL_REMOTE_ORDER/,
    );
  });
});

describe('deploy/mall-api.Dockerfile', () => {
  it('the image as its COPY lines lay it out migrates, seeds and answers /health', { timeout: 180_000 }, async () => {
    const layout = assemble(path.join(root, 'deploy/mall-api.Dockerfile'), path.join(tmp, 'mall-api'));
    const port = await freePort();
    // No postgres, redis or minio container here: the embedded database, in memory, rate limits in the process and
    // media on disk; everything else as compose sets it for a replica.
    const { DATABASE_URL, REDIS_URL, MEDIA_STORE, MEDIA_S3_BUCKET, MEDIA_S3_ENDPOINT, MEDIA_S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, ...env } =
      composeDefaults(serviceEnvOf('mall-api-1'));
    expect(
      [DATABASE_URL, REDIS_URL, MEDIA_STORE, MEDIA_S3_BUCKET, MEDIA_S3_ENDPOINT, MEDIA_S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY].every(Boolean),
    ).toBe(true);
    const { res } = await start(
      layout,
      // The PG notification key has no default (compose refuses to start without one): given as a deployer would.
      { ...env, PG_SANDBOX_SECRET: randomBytes(32).toString('hex'), PGLITE_DATA_DIR: 'memory://', PORT: String(port), HOST: '127.0.0.1' },
      `http://127.0.0.1:${port}/health`,
      170_000,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});
