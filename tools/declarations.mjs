/**
 * Remote declarations (docs/adr/0017): what a remote's build writes beside mf-manifest.json
 * (`remote-declaration.json`) and how a runtime config records them. Used by the build preset, by
 * tools/start.mjs (local runs, e2e), by the deploy command and by tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const DECLARATION_FILE = 'remote-declaration.json';
export const SHELL_DECLARATION_FILE = 'shell-declaration.json';
export const CONTRACT_PACKAGES = ['@mall/shared-contracts', '@mall/shared-ui'];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** `/goods/:id` and `/goods/:goodsId` are one path: parameter names do not tell paths apart. */
export const pathKey = (pattern) =>
  pattern
    .split('/')
    .map((s) => (s.startsWith(':') ? (s.endsWith('?') ? ':?' : ':') : s))
    .join('/');

export class DeclarationClash extends Error {
  constructor(message) {
    super(message);
    this.name = 'DeclarationClash';
  }
}

/**
 * A copy of `runtimeConfig` with `declaration` recorded under `declarations[declaration.name]`
 * (replacing that remote's previous one). Throws a DeclarationClash when another deployed remote,
 * or the shell (`shellRoutes`, its own paths), already claims one of its paths, or another remote
 * owns one of its modals: two owners of one URL is a deploy error, never a silent winner.
 */
export function mergeDeclaration(runtimeConfig, declaration, { shellRoutes = [] } = {}) {
  if (!declaration || typeof declaration.name !== 'string') throw new TypeError('declaration.name is missing');
  const others = Object.values(runtimeConfig.declarations ?? {}).filter((d) => d && d.name !== declaration.name);
  const claimed = new Map();
  for (const route of shellRoutes) claimed.set(pathKey(route.path ?? route), 'shell');
  for (const other of others) for (const route of other.routes) claimed.set(pathKey(route.path), other.name);
  const clashes = [];
  const seen = new Set();
  for (const route of declaration.routes) {
    const key = pathKey(route.path);
    if (seen.has(key)) clashes.push(`${route.path}: ${declaration.name}가 두 번 선언했습니다 / declared twice`);
    seen.add(key);
    const owner = claimed.get(key);
    if (owner) clashes.push(`${route.path}: ${owner}와 ${declaration.name}가 함께 선언했습니다 / claimed by ${owner} and ${declaration.name}`);
  }
  for (const modal of declaration.modals) {
    const owner = others.find((o) => o.modals.includes(modal));
    if (owner) clashes.push(`#${modal}: ${owner.name}와 ${declaration.name}가 함께 선언했습니다 / modal claimed by ${owner.name} and ${declaration.name}`);
  }
  if (clashes.length) throw new DeclarationClash(`경로 충돌 / route clash:\n  ${clashes.join('\n  ')}`);
  return { ...runtimeConfig, declarations: { ...(runtimeConfig.declarations ?? {}), [declaration.name]: declaration } };
}

/** `runtimeConfig` with the declaration of every remote dist that has one (tools/start.mjs). */
export function withBuiltDeclarations(runtimeConfig, frontends, { shellDir } = {}) {
  const shell = shellDir ? readJson(path.join(shellDir, 'dist', SHELL_DECLARATION_FILE)) : null;
  let config = { ...runtimeConfig, declarations: {} };
  for (const frontend of frontends) {
    const declaration = readJson(path.join(frontend.dir, 'dist', DECLARATION_FILE));
    if (declaration) config = mergeDeclaration(config, declaration, { shellRoutes: shell?.routes ?? [] });
  }
  return config;
}

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** The version of each shared package as installed beside `dir`, as the caret range a build states. */
export function contractRanges(dir) {
  const from = createRequire(path.join(dir, 'package.json'));
  return Object.fromEntries(CONTRACT_PACKAGES.map((name) => [name, `^${from(`${name}/package.json`).version}`]));
}

const uniqueSorted = (values) => [...new Set(values)].sort();

/**
 * What a remote's own source relies on, read from the files its build compiled: events it emits and
 * listens to on the bus, the platform members it calls, and the mall-api paths it requests (`API.x`,
 * `SEARCH_API.y`… of shared-contracts) with the HTTP method when the call names it.
 */
export function scanSources(texts, endpoints) {
  const emits = [];
  const consumes = [];
  const platform = [];
  const api = [];
  for (const text of texts) {
    for (const m of text.matchAll(/\bbus\.emit\(\s*['"]([\w.]+)['"]/g)) emits.push(m[1]);
    for (const m of text.matchAll(/\bbus\.on\(\s*['"]([\w.]+)['"]/g)) consumes.push(m[1]);
    // `platform.modals.open(`, and members taken apart: `const { bus, http } = usePlatform()` then `bus.emit(`.
    for (const m of text.matchAll(/\bplatform\.(\w+)(?:\.(\w+)\()?/g)) platform.push(m[2] ? `${m[1]}.${m[2]}` : m[1]);
    // Not `storage`, `sessionStorage` or `history`: the browser's own objects go by those names too.
    for (const m of text.matchAll(/(?<![.\w])(bus|modals|alerts|settings|native)\.(\w+)\(/g)) platform.push(`${m[1]}.${m[2]}`);
    // The remote kit's client (`@mall/shared-ui/http`) is the platform's http underneath.
    if (/\b(?:useHttp|quietHttp)\(/.test(text)) platform.push('http');
    for (const m of text.matchAll(/\b((?:[A-Z][A-Z_]*_)?API)\.(\w+)/g)) {
      const target = endpoints?.[m[1]]?.[m[2]];
      if (target === undefined) continue;
      const before = text.slice(Math.max(0, m.index - 80), m.index);
      const call = /\.(get|post|put|patch|delete)\s*(?:<[^()]*>)?\(\s*$/.exec(before);
      const template = typeof target === 'function' ? target(...Array.from({ length: target.length }, () => '{}')) : target;
      api.push(`${call ? call[1].toUpperCase() : '*'} ${String(template).replace(/\{[^}]*\}/g, '{}')}`);
    }
  }
  return {
    events: { emits: uniqueSorted(emits), consumes: uniqueSorted(consumes) },
    platform: uniqueSorted(platform.filter((member) => PLATFORM_MEMBERS.has(member.split('.')[0]))),
    api: uniqueSorted(api),
  };
}

/** The members of shared-contracts' `Platform` (platform.ts); the scan keeps only these. */
export const PLATFORM_MEMBERS = new Set([
  'config',
  'http',
  'history',
  'session',
  'bus',
  'alerts',
  'storage',
  'sessionStorage',
  'modals',
  'navigate',
  'settings',
  'siteMap',
  'loadRemote',
  'native',
]);

let jitiInstance;
async function jiti() {
  const { createJiti } = await import('jiti');
  jitiInstance ??= createJiti(import.meta.url);
  return jitiInstance;
}

/** The JSON Schema of every bus event payload in this checkout's shared-contracts. */
export async function eventPayloadShapes() {
  const mod = await (await jiti()).import(path.join(ROOT, 'shared-contracts/src/contract-shapes.ts'));
  return mod.eventPayloadShapes();
}

/**
 * What `Platform` (shared-contracts platform.ts) offers a remote: each member, and each method of a
 * member whose type is an interface of shared-contracts (`modals.open`, `bus.emit`…); a member of
 * another library's type (`history`, `http`) is listed alone and covers whatever it offers.
 */
export async function platformSurface() {
  const ts = (await import('typescript')).default;
  const files = ['platform.ts', 'events.ts', 'native.ts'].map((f) => path.join(ROOT, 'shared-contracts/src', f));
  const interfaces = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    source.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    });
  }
  const membersOf = (node) => node.members.filter((m) => m.name && (ts.isPropertySignature(m) || ts.isMethodSignature(m))).map((m) => m);
  const surface = [];
  for (const member of membersOf(interfaces.get('Platform'))) {
    const name = member.name.getText();
    surface.push(name);
    const type = member.type && ts.isTypeReferenceNode(member.type) ? interfaces.get(member.type.typeName.getText()) : null;
    if (type) for (const sub of membersOf(type)) surface.push(`${name}.${sub.name.getText()}`);
  }
  return uniqueSorted(surface);
}

let endpointsCache;
/** Every `…API` object shared-contracts exports (its entry points, loaded from TypeScript source). */
export async function sharedEndpoints() {
  if (endpointsCache) return endpointsCache;
  const loader = await jiti();
  const pkg = require(path.join(ROOT, 'shared-contracts/package.json'));
  const found = {};
  for (const target of Object.values(pkg.exports)) {
    if (!target.endsWith('.ts') || target.includes('spec-')) continue;
    const mod = await loader.import(path.join(ROOT, 'shared-contracts', target));
    for (const [name, value] of Object.entries(mod)) if (/^(?:[A-Z][A-Z_]*_)?API$/.test(name) && value && typeof value === 'object') found[name] = value;
  }
  endpointsCache = found;
  return found;
}

/**
 * The rspack plugin of a remote's build: writes `remote-declaration.json` beside mf-manifest.json from
 * the remote's table (`src/declaration.ts`) and the source files this build compiled.
 */
export class RemoteDeclarationPlugin {
  constructor({ dir, name, table }) {
    this.options = { dir, name, table };
  }

  apply(compiler) {
    const { dir, name, table } = this.options;
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('MallRemoteDeclaration', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'MallRemoteDeclaration', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const src = path.join(dir, 'src') + path.sep;
        const files = [...compilation.fileDependencies].filter(
          (f) => f.startsWith(src) && /\.[cm]?[jt]sx?$/.test(f) && !f.includes(`${path.sep}__tests__${path.sep}`),
        );
        const found = scanSources(
          files.map((f) => fs.readFileSync(f, 'utf8')),
          await sharedEndpoints(),
        );
        const shapes = await eventPayloadShapes();
        const events = uniqueSorted([...found.events.emits, ...found.events.consumes]);
        const declaration = {
          name,
          version: require(path.join(dir, 'package.json')).version,
          contracts: contractRanges(dir),
          routes: table.routes,
          modals: table.modals,
          ...found,
          // The payload shapes this build was compiled against, for can-i-deploy.
          eventSchemas: Object.fromEntries(events.filter((e) => shapes[e]).map((e) => [e, shapes[e]])),
        };
        compilation.emitAsset(DECLARATION_FILE, new sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
      });
    });
  }
}

/** The remotes' folders (tools/ports.mjs FRONTENDS without the shell). */
export const REMOTE_DIRS = { catalog: 'mfe-catalog', exhibit: 'mfe-exhibit', mypage: 'mfe-mypage', order: 'mfe-order', cs_center: 'mfe-cs-center' };

/**
 * Every remote's declaration as its source table states it (`src/declaration.ts`, loaded from
 * TypeScript): what its build would write, without the parts the build finds by reading the compiled
 * files (events, platform members, mall-api calls stay empty). For tests and the dev server.
 */
export async function sourceDeclarations() {
  const loader = await jiti();
  const declarations = {};
  for (const [name, dir] of Object.entries(REMOTE_DIRS)) {
    const mod = await loader.import(path.join(ROOT, dir, 'src/declaration.ts'));
    const table = Object.values(mod).find((v) => v && Array.isArray(v.routes) && Array.isArray(v.modals));
    declarations[name] = {
      name,
      version: require(path.join(ROOT, dir, 'package.json')).version,
      contracts: contractRanges(path.join(ROOT, dir)),
      routes: table.routes,
      modals: table.modals,
      events: { emits: [], consumes: [] },
      api: [],
      platform: [],
    };
  }
  return declarations;
}

/** The shell's own files read the same way: which events it emits and listens to. */
function compiledSources(compilation, dir) {
  const src = path.join(dir, 'src') + path.sep;
  return [...compilation.fileDependencies]
    .filter((f) => f.startsWith(src) && /\.[cm]?[jt]sx?$/.test(f) && !f.includes(`${path.sep}__tests__${path.sep}`))
    .map((f) => fs.readFileSync(f, 'utf8'));
}

/**
 * The rspack plugin of the shell's build: `shell-declaration.json`, what this shell offers remotes —
 * the version of each shared package it provides, its own routes (no remote may claim them), the
 * platform members it implements, the events it emits and consumes (the trackers listen to every
 * `track.*` event) and every event's payload shape. The deploy and can-i-deploy read it.
 */
export class ShellDeclarationPlugin {
  constructor({ dir, routes }) {
    this.options = { dir, routes };
  }

  apply(compiler) {
    const { dir, routes } = this.options;
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('MallShellDeclaration', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'MallShellDeclaration', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const shapes = await eventPayloadShapes();
        const found = scanSources(compiledSources(compilation, dir), {});
        const from = createRequire(path.join(dir, 'package.json'));
        const declaration = {
          name: 'shell',
          version: require(path.join(dir, 'package.json')).version,
          provides: Object.fromEntries(CONTRACT_PACKAGES.map((name) => [name, from(`${name}/package.json`).version])),
          routes: routes.map((route) => ({ path: route.path })),
          platform: await platformSurface(),
          events: {
            emits: found.events.emits,
            consumes: uniqueSorted([...found.events.consumes, ...Object.keys(shapes).filter((name) => name.startsWith('track.'))]),
          },
          eventSchemas: shapes,
        };
        compilation.emitAsset(SHELL_DECLARATION_FILE, new sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
      });
    });
  }
}

/** Every source file under `dir/src` but tests (what a build of it compiles, and then some). */
function sourceFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(full);
      } else if (/\.[cm]?[jt]sx?$/.test(entry.name)) out.push(full);
    }
  };
  walk(path.join(dir, 'src'));
  return out;
}

/**
 * A remote's declaration as its build would write it, read from its source folder instead of a
 * compilation (CI's can-i-deploy test runs without builds).
 */
export async function scannedDeclaration(name) {
  const dir = path.join(ROOT, REMOTE_DIRS[name]);
  const declaration = (await sourceDeclarations())[name];
  const found = scanSources(
    sourceFiles(dir).map((f) => fs.readFileSync(f, 'utf8')),
    await sharedEndpoints(),
  );
  const shapes = await eventPayloadShapes();
  const events = uniqueSorted([...found.events.emits, ...found.events.consumes]);
  return { ...declaration, ...found, eventSchemas: Object.fromEntries(events.filter((e) => shapes[e]).map((e) => [e, shapes[e]])) };
}

/** The shell's declaration as its build would write it, read from its source folder. */
export async function scannedShellDeclaration() {
  const dir = path.join(ROOT, 'shell');
  const shapes = await eventPayloadShapes();
  const found = scanSources(
    sourceFiles(dir).map((f) => fs.readFileSync(f, 'utf8')),
    {},
  );
  const { SHELL_ROUTES } = await (await jiti()).import(path.join(dir, 'src/routing/shell-routes.ts'));
  return {
    name: 'shell',
    version: require(path.join(dir, 'package.json')).version,
    provides: Object.fromEntries(CONTRACT_PACKAGES.map((pkg) => [pkg, require(path.join(ROOT, pkg.replace('@mall/', ''), 'package.json')).version])),
    routes: SHELL_ROUTES.map((route) => ({ path: route.path })),
    platform: await platformSurface(),
    events: { emits: found.events.emits, consumes: uniqueSorted([...found.events.consumes, ...Object.keys(shapes).filter((e) => e.startsWith('track.'))]) },
    eventSchemas: shapes,
  };
}
