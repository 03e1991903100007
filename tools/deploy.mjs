#!/usr/bin/env node
/**
 * Versioned, immutable, reversible deploys of one frontend (docs/adr/0018-versioned-deploys.md).
 *
 *   npm run deploy -- catalog                 build mfe-catalog into a new version folder and point the storefront at it
 *   npm run deploy -- catalog --from <dir>    deploy an already built dist (CI builds once, deploys the artefact)
 *   npm run rollback -- catalog               point back at the version before the current one (no build)
 *   npm run rollback -- catalog --to <ver>    point at a kept version
 *
 * Layout of the deploy root (MALL_DEPLOY_ROOT, default ./deploy-root, git-ignored):
 *   runtime-config.json        what the shell reads: remotes (name → that version's manifest URL), versions, declarations
 *   deploys.json               per frontend: kept versions, newest first, and the current one
 *   <frontend>/<version>/      one immutable build; written under a temp name and renamed whole
 *
 * The pointer (runtime-config.json) is replaced with write-temp-then-rename, so a reader sees the old
 * file or the new one, never half of either. The last `keep` versions stay served for open tabs.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SHELL_DECLARATION_FILE } from './declarations.mjs';
import { FRONTENDS } from './ports.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DEPLOY_ROOT = path.resolve(ROOT, process.env.MALL_DEPLOY_ROOT ?? 'deploy-root');
export const DEFAULT_KEEP = 3;
/** A version folder's name: `<package version>-<content hash or build id>`. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+-[0-9A-Za-z][0-9A-Za-z.-]*$/;

/** `catalog`, `mfe-catalog`, `cs-center` and `cs_center` all name the same frontend. */
export function frontendOf(name) {
  const key = String(name ?? '')
    .replace(/^mfe-/, '')
    .replace(/-/g, '_');
  const frontend = FRONTENDS.find((f) => f.name === key);
  if (!frontend) throw new Error(`알 수 없는 프런트엔드입니다 / unknown frontend: ${name} (${FRONTENDS.map((f) => f.name).join(', ')})`);
  return frontend;
}

/** Every file under dir, relative, sorted (stable across machines). */
function listFiles(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)]))
    .sort();
}

/** Hash of a build's names and bytes: the same build deploys to the same folder. */
export function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) hash.update(`${file.split(path.sep).join('/')}\0`).update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 10);
}

export function versionOf(frontend, dir, buildId) {
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, frontend.dir, 'package.json'), 'utf8'));
  const id = buildId ?? contentHash(dir);
  const candidate = `${version}-${id}`;
  if (!VERSION_PATTERN.test(candidate)) throw new Error(`빌드 번호에 쓸 수 없는 문자가 있습니다 / invalid build id: ${buildId}`);
  return candidate;
}

const readJson = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);

/** Write-temp-then-rename: readers see the old file or the new one, never a half-written one. */
export function writeJsonAtomic(file, value) {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** The deploy root's pointer; the first deploy starts from the shell's own runtime-config.json (or `baseConfig`). */
function readPointer(root, baseConfig) {
  const file = path.join(root, 'runtime-config.json');
  if (fs.existsSync(file)) return readJson(file);
  return baseConfig ?? readJson(path.join(ROOT, 'shell/public/runtime-config.json'));
}

/**
 * Records a remote's route/modal declaration in the runtime config through tools/declarations.mjs
 * (mergeDeclaration throws when two remotes claim one path, or a remote claims one of the shell's own
 * paths: the deploy stops before the pointer moves). Builds without a declaration, or a checkout
 * without that module, leave the config as it is.
 */
export const DECLARATIONS_MODULE = path.join(ROOT, 'tools/declarations.mjs');
/** The shell build read when no shell is deployed in the root yet (`npm start` serves this one). */
export const DEFAULT_SHELL_BUILD = path.join(ROOT, 'shell/dist');

/**
 * The routes the shell itself owns: from the deployed shell's version folder, or (no shell deployed
 * there yet) from `shellBuild`. A remote's paths cannot be checked without them, so none is an error.
 */
function shellRoutes(config, root, shellBuild) {
  const version = config.versions?.shell;
  const deployed = version ? path.join(root, 'shell', version, SHELL_DECLARATION_FILE) : null;
  const file = deployed && fs.existsSync(deployed) ? deployed : path.join(shellBuild, SHELL_DECLARATION_FILE);
  if (!fs.existsSync(file))
    throw new Error(
      `셸의 경로 선언(${SHELL_DECLARATION_FILE})이 없습니다: 셸을 먼저 빌드하거나 배포하세요 / the shell's routes are unknown: build or deploy the shell first`,
    );
  return readJson(file).routes ?? [];
}

async function mergeFrom(modulePath) {
  if (!fs.existsSync(modulePath)) return null;
  const { mergeDeclaration } = await import(pathToFileURL(modulePath).href);
  return typeof mergeDeclaration === 'function' ? mergeDeclaration : null;
}

async function withDeclaration(config, versionDir, modulePath, routesOfShell) {
  const file = path.join(versionDir, 'remote-declaration.json');
  if (!fs.existsSync(file)) return config;
  const merge = await mergeFrom(modulePath);
  return merge ? merge(config, readJson(file), { shellRoutes: routesOfShell() }) : config;
}

/** A shell whose own routes include a path a deployed remote declares is refused the same way. */
async function checkShellRoutes(config, versionDir, modulePath) {
  const file = path.join(versionDir, SHELL_DECLARATION_FILE);
  const merge = fs.existsSync(file) ? await mergeFrom(modulePath) : null;
  if (!merge) return;
  const routes = readJson(file).routes ?? [];
  for (const declaration of Object.values(config.declarations ?? {})) if (declaration) merge(config, declaration, { shellRoutes: routes });
}

/** The runtime config with `frontend` pointing at `version`. */
async function pointAt(config, frontend, version, root, declarations = DECLARATIONS_MODULE, shellBuild = DEFAULT_SHELL_BUILD) {
  const versionDir = path.join(root, frontend.name, version);
  let next = { ...config, versions: { ...(config.versions ?? {}), [frontend.name]: version } };
  if (frontend.name === 'shell') await checkShellRoutes(next, versionDir, declarations);
  else {
    const current = config.remotes?.[frontend.name];
    if (!current) throw new Error(`runtime-config.json에 ${frontend.name} 원격 주소가 없습니다 / no remote URL for ${frontend.name}`);
    next.remotes = { ...config.remotes, [frontend.name]: new URL(`/${version}/mf-manifest.json`, current).toString() };
    next = await withDeclaration(next, versionDir, declarations, () => shellRoutes(next, root, shellBuild));
  }
  return next;
}

function runBuild(frontend, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', frontend.dir, '--silent'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, MALL_BUILD_OUT: outDir },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`빌드 실패 / build failed (exit ${code})`))));
  });
}

/** Deletes version folders of `frontend` that the history no longer keeps (never the current one). */
function prune(root, frontend, kept) {
  const dir = path.join(root, frontend.name);
  if (!fs.existsSync(dir)) return [];
  const removed = [];
  for (const entry of fs.readdirSync(dir)) {
    if (!VERSION_PATTERN.test(entry) || kept.includes(entry)) continue;
    fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    removed.push(entry);
  }
  return removed;
}

/**
 * Builds (or takes `from`) one frontend into `<root>/<frontend>/<version>/` and switches the pointer.
 * Returns { version, previous, removed }.
 */
export async function deploy({
  frontend: name,
  root = DEFAULT_DEPLOY_ROOT,
  from,
  buildId,
  keep = DEFAULT_KEEP,
  baseConfig,
  declarations = DECLARATIONS_MODULE,
  shellBuild = DEFAULT_SHELL_BUILD,
  log = () => undefined,
}) {
  const frontend = frontendOf(name);
  if (!(keep >= 1)) throw new Error('keep는 1 이상이어야 합니다 / keep must be at least 1');
  const appDir = path.join(root, frontend.name);
  fs.mkdirSync(appDir, { recursive: true });
  // Staged under a name no server resolves (not a version), renamed whole once complete.
  const staging = path.join(appDir, `.staging-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    if (from) {
      if (!fs.existsSync(path.join(from, 'mf-manifest.json'))) throw new Error(`${from}에 mf-manifest.json이 없습니다 / not a built frontend`);
      fs.cpSync(from, staging, { recursive: true });
    } else {
      log(`${frontend.dir} 빌드 / building into ${path.relative(ROOT, staging)}`);
      await runBuild(frontend, staging);
    }
    const version = versionOf(frontend, staging, buildId);
    const versionDir = path.join(appDir, version);
    if (fs.existsSync(versionDir)) fs.rmSync(staging, { recursive: true, force: true });
    else fs.renameSync(staging, versionDir);

    const pointer = readPointer(root, baseConfig);
    const previous = pointer.versions?.[frontend.name] ?? null;
    const next = await pointAt(pointer, frontend, version, root, declarations, shellBuild);
    const history = readJson(path.join(root, 'deploys.json'), {});
    const kept = [version, ...(history[frontend.name]?.versions ?? []).filter((v) => v !== version)].slice(0, keep);
    writeJsonAtomic(path.join(root, 'runtime-config.json'), next);
    writeJsonAtomic(path.join(root, 'deploys.json'), { ...history, [frontend.name]: { current: version, versions: kept } });
    const removed = prune(root, frontend, kept);
    log(`${frontend.name} ${previous ?? '(없음)'} → ${version}${removed.length ? ` (정리 / removed: ${removed.join(', ')})` : ''}`);
    return { version, previous, removed };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Points `frontend` back at a kept version (the one before the current, or `to`); nothing is built. */
export async function rollback({
  frontend: name,
  root = DEFAULT_DEPLOY_ROOT,
  to,
  declarations = DECLARATIONS_MODULE,
  shellBuild = DEFAULT_SHELL_BUILD,
  log = () => undefined,
}) {
  const frontend = frontendOf(name);
  const history = readJson(path.join(root, 'deploys.json'), {});
  const entry = history[frontend.name];
  if (!entry) throw new Error(`${frontend.name}: 배포 기록이 없습니다 / nothing deployed yet`);
  const at = entry.versions.indexOf(entry.current);
  const target = to ?? entry.versions[at + 1];
  if (!target) throw new Error(`${frontend.name}: 되돌릴 이전 버전이 없습니다 / no earlier version kept (${entry.versions.join(', ')})`);
  if (!entry.versions.includes(target) || !fs.existsSync(path.join(root, frontend.name, target, 'mf-manifest.json')))
    throw new Error(`${frontend.name}: ${target} 버전이 보관되어 있지 않습니다 / version not kept (${entry.versions.join(', ')})`);
  const pointer = readPointer(root);
  const next = await pointAt(pointer, frontend, target, root, declarations, shellBuild);
  writeJsonAtomic(path.join(root, 'runtime-config.json'), next);
  writeJsonAtomic(path.join(root, 'deploys.json'), { ...history, [frontend.name]: { ...entry, current: target } });
  log(`${frontend.name} ${entry.current} → ${target} (되돌림 / rolled back)`);
  return { version: target, previous: entry.current };
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { from: { type: 'string' }, 'build-id': { type: 'string' }, keep: { type: 'string' }, root: { type: 'string' }, to: { type: 'string' } },
  });
  const [name] = positionals;
  if (!name || !['deploy', 'rollback'].includes(command)) {
    console.error('사용법 / usage: npm run deploy -- <frontend> [--from dir] [--build-id id] [--keep n] | npm run rollback -- <frontend> [--to version]');
    process.exit(2);
  }
  const root = values.root ? path.resolve(values.root) : DEFAULT_DEPLOY_ROOT;
  const log = (m) => console.log(`[${command}] ${m}`);
  try {
    if (command === 'deploy') {
      const keep = values.keep ? Number(values.keep) : Number(process.env.MALL_DEPLOY_KEEP ?? DEFAULT_KEEP);
      await deploy({ frontend: name, root, from: values.from && path.resolve(values.from), buildId: values['build-id'], keep, log });
    } else await rollback({ frontend: name, root, to: values.to, log });
  } catch (error) {
    console.error(`[${command}] ${error.message}`);
    process.exit(1);
  }
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) void main();
