import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deploy, frontendOf, rollback, writeJsonAtomic } from '../deploy.mjs';
import { createStaticServer } from '../static-server.mjs';

function request(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}
const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const close = (server) => new Promise((resolve) => (server.closeAllConnections?.(), server.close(() => resolve())));

const BASE_CONFIG = {
  environment: 'test',
  apiBaseUrl: '/',
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    exhibit: 'http://localhost:3002/mf-manifest.json',
    mypage: 'http://localhost:3003/mf-manifest.json',
    order: 'http://localhost:3004/mf-manifest.json',
    cs_center: 'http://localhost:3005/mf-manifest.json',
  },
  maintenance: { MM_MAINTENANCE_START_AT: null, MM_MAINTENANCE_END_AT: null, MM_MAINTENANCE_START_WITHOUT_END: false },
  trackers: {},
};

/** A built remote as rspack lays it out: entry files plus hashed chunks. */
function fakeBuild(dir, label) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'catalog', label }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${label} */`);
  fs.writeFileSync(path.join(dir, `page.${label}.js`), `/* page ${label} */`);
  return dir;
}

/** A folder holding the shell build's own routes, as ShellDeclarationPlugin writes them. */
function shellDeclared(dir, paths) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell-declaration.json'), JSON.stringify({ name: 'shell', routes: paths.map((p) => ({ path: p })) }));
  return dir;
}

let tmp;
let root;
let builds;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  root = path.join(tmp, 'deploy-root');
  builds = path.join(tmp, 'builds');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const pointer = () => JSON.parse(fs.readFileSync(path.join(root, 'runtime-config.json'), 'utf8'));
const versionsOn = () => fs.readdirSync(path.join(root, 'catalog')).sort();

describe('deploy', () => {
  it('names frontends the ways squads type them', () => {
    expect(frontendOf('catalog').dir).toBe('mfe-catalog');
    expect(frontendOf('mfe-cs-center').name).toBe('cs_center');
    expect(() => frontendOf('payments')).toThrow(/unknown frontend/);
  });

  it('puts a build in its own version folder and points the runtime config at that version’s manifest', async () => {
    const { version, previous } = await deploy({ frontend: 'catalog', root, from: fakeBuild(path.join(builds, 'a'), 'aaaaaa'), baseConfig: BASE_CONFIG });
    expect(version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(previous).toBeNull();
    expect(pointer().remotes.catalog).toBe(`http://localhost:3001/${version}/mf-manifest.json`);
    expect(pointer().versions).toEqual({ catalog: version });
    expect(pointer().remotes.exhibit).toBe(BASE_CONFIG.remotes.exhibit);
    expect(fs.readFileSync(path.join(root, 'catalog', version, 'page.aaaaaa.js'), 'utf8')).toBe('/* page aaaaaa */');
    // The same bytes deploy to the same folder; a build id names the version instead of the hash.
    expect((await deploy({ frontend: 'catalog', root, from: path.join(builds, 'a') })).version).toBe(version);
    expect((await deploy({ frontend: 'catalog', root, from: path.join(builds, 'a'), buildId: 'ci.42' })).version).toBe('1.0.0-ci.42');
  });

  it('keeps the last N versions on disk, current included, and deletes older ones', async () => {
    const deployed = [];
    for (const label of ['aaaaaa', 'bbbbbb', 'cccccc', 'dddddd']) {
      deployed.push((await deploy({ frontend: 'catalog', root, from: fakeBuild(path.join(builds, label), label), baseConfig: BASE_CONFIG, keep: 3 })).version);
    }
    expect(versionsOn()).toEqual(deployed.slice(1).sort());
    expect(pointer().versions.catalog).toBe(deployed[3]);
  });

  it('rolls back to the previous version without a build, and further back with --to', async () => {
    const a = (await deploy({ frontend: 'catalog', root, from: fakeBuild(path.join(builds, 'a'), 'aaaaaa'), baseConfig: BASE_CONFIG })).version;
    const b = (await deploy({ frontend: 'catalog', root, from: fakeBuild(path.join(builds, 'b'), 'bbbbbb') })).version;
    fs.rmSync(builds, { recursive: true }); // nothing to build from: rollback only moves the pointer
    expect(await rollback({ frontend: 'catalog', root })).toEqual({ version: a, previous: b });
    expect(pointer().remotes.catalog).toBe(`http://localhost:3001/${a}/mf-manifest.json`);
    await expect(rollback({ frontend: 'catalog', root })).rejects.toThrow(/no earlier version/);
    await rollback({ frontend: 'catalog', root, to: b });
    expect(pointer().versions.catalog).toBe(b);
    await expect(rollback({ frontend: 'catalog', root, to: '1.0.0-gone' })).rejects.toThrow(/not kept/);
    await expect(rollback({ frontend: 'order', root })).rejects.toThrow(/nothing deployed/);
  });

  it('refuses a folder that is not a build, and leaves the pointer and the root without a trace of it', async () => {
    await deploy({ frontend: 'catalog', root, from: fakeBuild(path.join(builds, 'a'), 'aaaaaa'), baseConfig: BASE_CONFIG });
    const before = fs.readFileSync(path.join(root, 'runtime-config.json'), 'utf8');
    fs.mkdirSync(path.join(builds, 'empty'));
    await expect(deploy({ frontend: 'catalog', root, from: path.join(builds, 'empty') })).rejects.toThrow(/mf-manifest.json/);
    expect(fs.readFileSync(path.join(root, 'runtime-config.json'), 'utf8')).toBe(before);
    expect(versionsOn().filter((v) => v.startsWith('.'))).toEqual([]);
  });

  it('records the build’s route declaration through mergeDeclaration, and a claimed path stops the deploy before the pointer moves', async () => {
    // The declarations module's contract (tools/declarations.mjs): declarations[remote] = the file; two remotes on one path throw.
    const declarations = path.join(tmp, 'declarations.mjs');
    fs.writeFileSync(
      declarations,
      `export function mergeDeclaration(config, declaration) {
        const others = Object.entries(config.declarations ?? {}).filter(([name]) => name !== declaration.remote);
        for (const [name, other] of others) for (const route of declaration.routes) if (other.routes.some((r) => r.path === route.path)) throw new Error(route.path + ' is ' + name + "'s");
        return { ...config, declarations: { ...config.declarations, [declaration.remote]: declaration } };
      }`,
    );
    const withDeclaration = (label, routes) => {
      const dir = fakeBuild(path.join(builds, label), label);
      fs.writeFileSync(path.join(dir, 'remote-declaration.json'), JSON.stringify({ remote: 'catalog', routes }));
      return dir;
    };
    const base = { ...BASE_CONFIG, declarations: { exhibit: { remote: 'exhibit', routes: [{ path: '/planning/:id' }] } } };
    const shellBuild = shellDeclared(path.join(builds, 'shell-dist'), []);
    const first = await deploy({
      frontend: 'catalog',
      root,
      from: withDeclaration('aaaaaa', [{ path: '/goods/detail/:id' }]),
      baseConfig: base,
      declarations,
      shellBuild,
    });
    expect(pointer().declarations.catalog.routes).toEqual([{ path: '/goods/detail/:id' }]);
    const before = fs.readFileSync(path.join(root, 'runtime-config.json'), 'utf8');
    await expect(deploy({ frontend: 'catalog', root, from: withDeclaration('bbbbbb', [{ path: '/planning/:id' }]), declarations, shellBuild })).rejects.toThrow(
      /exhibit/,
    );
    expect(fs.readFileSync(path.join(root, 'runtime-config.json'), 'utf8')).toBe(before);
    expect(pointer().versions.catalog).toBe(first.version);
    // Without the module (a checkout before it lands) the deploy goes on without recording one.
    const plain = await deploy({ frontend: 'catalog', root, from: withDeclaration('cccccc', []), declarations: path.join(tmp, 'absent.mjs') });
    expect(pointer().versions.catalog).toBe(plain.version);
  });

  describe('the shell’s own routes (shell-declaration.json)', () => {
    const remoteBuild = (label, name, paths) => {
      const dir = fakeBuild(path.join(builds, label), label);
      fs.writeFileSync(path.join(dir, 'remote-declaration.json'), JSON.stringify({ name, routes: paths.map((p) => ({ path: p })), modals: [] }));
      return dir;
    };
    const shellBuildOf = (label, paths) => {
      const dir = shellDeclared(path.join(builds, `shell-${label}`), paths);
      fs.writeFileSync(path.join(dir, 'index.html'), `<html>${label}</html>`);
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
      return dir;
    };
    const pointerText = () => fs.readFileSync(path.join(root, 'runtime-config.json'), 'utf8');

    it('stops a remote that claims a path the deployed shell owns before the pointer moves', async () => {
      await deploy({ frontend: 'shell', root, from: shellBuildOf('aaaaaa', ['/sidebar', '/setting']), baseConfig: BASE_CONFIG });
      const ok = await deploy({ frontend: 'catalog', root, from: remoteBuild('cat-a', 'catalog', ['/goods/detail/:id']) });
      const before = pointerText();
      await expect(deploy({ frontend: 'catalog', root, from: remoteBuild('cat-b', 'catalog', ['/goods/detail/:id', '/setting']) })).rejects.toThrow(
        /\/setting: .*claimed by shell and catalog/,
      );
      expect(pointerText()).toBe(before);
      expect(pointer().versions.catalog).toBe(ok.version);
      expect(pointer().declarations.catalog.routes).toEqual([{ path: '/goods/detail/:id' }]);
    });

    it('reads the shell build when no shell is deployed there yet, and refuses to guess without one', async () => {
      const shellBuild = shellDeclared(path.join(builds, 'shell-dist'), ['/external']);
      await expect(
        deploy({ frontend: 'catalog', root, from: remoteBuild('cat-a', 'catalog', ['/external']), baseConfig: BASE_CONFIG, shellBuild }),
      ).rejects.toThrow(/claimed by shell and catalog/);
      await expect(
        deploy({ frontend: 'catalog', root, from: remoteBuild('cat-b', 'catalog', ['/goods']), baseConfig: BASE_CONFIG, shellBuild: path.join(tmp, 'none') }),
      ).rejects.toThrow(/shell's routes are unknown/);
      expect(fs.existsSync(path.join(root, 'runtime-config.json'))).toBe(false);
      await deploy({ frontend: 'catalog', root, from: remoteBuild('cat-c', 'catalog', ['/goods']), baseConfig: BASE_CONFIG, shellBuild });
      expect(pointer().declarations.catalog.routes).toEqual([{ path: '/goods' }]);
    });

    it('stops a shell whose own routes take a path a deployed remote declares', async () => {
      await deploy({ frontend: 'shell', root, from: shellBuildOf('aaaaaa', ['/sidebar']), baseConfig: BASE_CONFIG });
      await deploy({ frontend: 'catalog', root, from: remoteBuild('cat-a', 'catalog', ['/goods/detail/:id']) });
      const before = pointerText();
      await expect(deploy({ frontend: 'shell', root, from: shellBuildOf('bbbbbb', ['/sidebar', '/goods/detail/:goodsId']) })).rejects.toThrow(
        /claimed by shell and catalog/,
      );
      expect(pointerText()).toBe(before);
    });
  });

  it('writes the pointer whole: a reader never sees half a file', () => {
    const file = path.join(tmp, 'pointer.json');
    writeJsonAtomic(file, { a: 1 });
    const big = { remotes: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`r${i}`, `http://x/${i}`])) };
    // Every read between writes parses: the file is replaced by rename, never truncated and rewritten.
    for (let i = 0; i < 20; i++) {
      writeJsonAtomic(file, i % 2 ? big : { a: i });
      expect(() => JSON.parse(fs.readFileSync(file, 'utf8'))).not.toThrow();
    }
    expect(fs.readdirSync(tmp).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('serving a deploy root', () => {
  let servers = [];
  afterEach(async () => {
    await Promise.all(servers.map(close));
    servers = [];
  });
  const serve = async (options) => {
    const server = createStaticServer(options);
    servers.push(server);
    return listen(server);
  };

  it('serves every kept version of a remote: entries no-cache with an ETag that answers 304, chunks immutable', async () => {
    const a = (await deploy({ frontend: 'catalog', root, from: fakeBuild(path.join(builds, 'a'), 'aaaaaa'), baseConfig: BASE_CONFIG })).version;
    const b = (await deploy({ frontend: 'catalog', root, from: fakeBuild(path.join(builds, 'b'), 'bbbbbb') })).version;
    const dist = fakeBuild(path.join(tmp, 'dist'), 'dddddd');
    const port = await serve({ dir: dist, deployRoot: root, app: 'catalog' });

    const entry = await request(port, `/${b}/mf-manifest.json`);
    expect(entry.status).toBe(200);
    expect(JSON.parse(entry.body).label).toBe('bbbbbb');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await request(port, `/${b}/mf-manifest.json`, { 'if-none-match': entry.headers.etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await request(port, `/${b}/mf-manifest.json`, { 'if-none-match': '"other"' })).status).toBe(200);

    // The old version's never-loaded page is still there for a tab opened before the deploy.
    const oldChunk = await request(port, `/${a}/page.aaaaaa.js`);
    expect(oldChunk.status).toBe(200);
    expect(oldChunk.headers['cache-control']).toMatch(/immutable/);
    expect((await request(port, `/${a}/page.bbbbbb.js`)).status).toBe(404);
    // A folder being staged is never served; plain paths still serve the build folder (today's npm start).
    expect((await request(port, `/${a}/../../runtime-config.json`)).status).toBe(404);
    expect(JSON.parse((await request(port, '/mf-manifest.json')).body).label).toBe('dddddd');
  });

  it('serves the shell’s current version, the old version’s chunks for open tabs, and the pointer as /runtime-config.json', async () => {
    const shellBuild = (label) => {
      const dir = path.join(builds, `shell-${label}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'index.html'), `<html>${label}</html>`);
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
      fs.writeFileSync(path.join(dir, `main.${label}.js`), label);
      return dir;
    };
    await deploy({ frontend: 'shell', root, from: shellBuild('aaaaaa'), baseConfig: BASE_CONFIG });
    const b = (await deploy({ frontend: 'shell', root, from: shellBuild('bbbbbb') })).version;
    const port = await serve({
      dir: path.join(tmp, 'no-build'),
      spa: true,
      deployRoot: root,
      app: 'shell',
      runtimeConfig: () => path.join(root, 'runtime-config.json'),
      mapRuntimeConfig: (c) => ({ ...c, mapped: true }),
    });
    expect((await request(port, '/goods/detail/1')).body).toBe('<html>bbbbbb</html>');
    expect((await request(port, '/main.aaaaaa.js')).body).toBe('aaaaaa');
    const config = await request(port, '/runtime-config.json');
    expect(JSON.parse(config.body)).toMatchObject({ mapped: true, versions: { shell: b } });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect((await request(port, '/runtime-config.json', { 'if-none-match': config.headers.etag })).status).toBe(304);

    // Rollback: the next document is the previous version, with no build.
    await rollback({ frontend: 'shell', root });
    expect((await request(port, '/')).body).toBe('<html>aaaaaa</html>');
    expect(JSON.parse((await request(port, '/runtime-config.json', { 'if-none-match': config.headers.etag })).body).versions.shell).not.toBe(b);
  });
});
