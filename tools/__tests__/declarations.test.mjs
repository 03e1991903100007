import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestRouteOf, declaredRoutes } from '../../shared-contracts/src/declarations.ts';
import { RuntimeConfigSchema } from '../../shared-contracts/src/schemas/runtime-config.ts';
import { SPEC_MODALS, SPEC_ROUTES } from '../../shared-contracts/src/spec-samples.ts';
import { DeclarationClash, mergeDeclaration, scanSources, sourceDeclarations, withBuiltDeclarations } from '../declarations.mjs';

const declarations = await sourceDeclarations();
// The shell's own routes, as its build writes them to shell-declaration.json.
const { SHELL_ROUTES } = await import('../../shell/src/routing/shell-routes.ts');

describe('route and modal ownership (docs/adr/0017)', () => {
  it("the remotes' declarations and the shell's own routes are exactly the spec's route list, each path with its owner", () => {
    const declared = [...SHELL_ROUTES.map((r) => `shell ${r.path}`), ...declaredRoutes(declarations).map((r) => `${r.owner} ${r.path}`)].sort();
    expect(declared).toEqual(SPEC_ROUTES.map((r) => `${r.owner} ${r.path}`).sort());
  });

  it("the remotes' declared modals are exactly the spec's modal list, each with its owner", () => {
    const declared = Object.values(declarations).flatMap((d) => d.modals.map((m) => `${d.name} ${m}`));
    expect(declared.sort()).toEqual(
      Object.entries(SPEC_MODALS)
        .map(([name, owner]) => `${owner} ${name}`)
        .sort(),
    );
  });

  it('every sample URL belongs to the route that declares it', () => {
    const all = declaredRoutes(declarations);
    for (const route of all) expect(bestRouteOf(all, new URL(route.sample, 'http://x').pathname)?.path, route.sample).toBe(route.path);
  });

  it('today’s five remotes merge into one runtime config without a clash', () => {
    let config = { remotes: {} };
    for (const d of Object.values(declarations)) config = mergeDeclaration(config, d, { shellRoutes: SHELL_ROUTES });
    expect(Object.keys(config.declarations).sort()).toEqual(['catalog', 'cs_center', 'exhibit', 'mypage', 'order']);
    // …which the shell accepts as it reads it at start (optional parameters, wildcards and all).
    const parsed = RuntimeConfigSchema.safeParse({
      environment: 'production',
      apiBaseUrl: '/',
      remotes: Object.fromEntries(Object.keys(declarations).map((name) => [name, `https://${name}.example/mf-manifest.json`])),
      maintenance: { MM_MAINTENANCE_START_AT: null, MM_MAINTENANCE_END_AT: null, MM_MAINTENANCE_START_WITHOUT_END: false },
      trackers: {},
      declarations: config.declarations,
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.declarations.catalog?.routes.map((r) => `${r.path} ${r.guard} ${r.feature}`)).toEqual(
      declarations.catalog.routes.map((r) => `${r.path} ${r.guard} ${r.feature}`),
    );
  });
});

describe('mergeDeclaration', () => {
  const remote = (name, paths, modals = []) => ({ name, routes: paths.map((path) => ({ path, sample: path })), modals });
  const base = { remotes: {}, declarations: { catalog: remote('catalog', ['/goods/detail/:id'], ['size-guide']) } };

  it('records a declaration and replaces the same remote’s previous one, leaving the config given untouched', () => {
    const next = mergeDeclaration(base, remote('catalog', ['/goods/detail/:id', '/goods/new']));
    expect(next.declarations.catalog.routes.map((r) => r.path)).toEqual(['/goods/detail/:id', '/goods/new']);
    expect(base.declarations.catalog.routes).toHaveLength(1);
  });

  it('throws when two remotes claim one path, whatever the parameter names', () => {
    expect(() => mergeDeclaration(base, remote('mypage', ['/goods/detail/:goodsId']))).toThrow(DeclarationClash);
    expect(() => mergeDeclaration(base, remote('mypage', ['/goods/detail/:goodsId']))).toThrow(/claimed by catalog and mypage/);
  });

  it('throws when a remote claims a shell path, another remote’s modal, or a path twice', () => {
    expect(() => mergeDeclaration(base, remote('mypage', ['/sidebar']), { shellRoutes: [{ path: '/sidebar' }] })).toThrow(/claimed by shell and mypage/);
    expect(() => mergeDeclaration(base, remote('mypage', ['/x'], ['size-guide']))).toThrow(/modal claimed by catalog and mypage/);
    expect(() => mergeDeclaration(base, remote('mypage', ['/x', '/x']))).toThrow(/declared twice/);
  });

  it('tells an optional parameter from a required one', () => {
    expect(() => mergeDeclaration(base, remote('mypage', ['/goods/detail/:id?']))).not.toThrow();
  });
});

describe('scanSources: what a remote relies on, read from its compiled files', () => {
  it('finds emitted and consumed events, platform members and mall-api calls with their method', () => {
    const endpoints = { API: { goods: (id) => `/api/v1/goods/${id}`, carts: '/api/v1/carts' } };
    const found = scanSources(
      [
        "const { bus } = usePlatform(); bus.emit('cart.countChanged', { count }); platform.bus.on('wish.changed', f);",
        'platform.modals.open(\'size-guide\'); http.get<GoodsDetail>(API.goods(id)); http.post(API.carts, body); const url = API.carts; platform.navigate("/");',
      ],
      endpoints,
    );
    expect(found.events).toEqual({ emits: ['cart.countChanged'], consumes: ['wish.changed'] });
    expect(found.platform).toEqual(['bus.emit', 'bus.on', 'modals.open', 'navigate']);
    expect(found.api).toEqual(['* /api/v1/carts', 'GET /api/v1/goods/{}', 'POST /api/v1/carts']);
  });

  it("counts the remote kit's client (useHttp, quietHttp) as relying on the platform's http", () => {
    expect(scanSources(['const http = useHttp(); http.get(url);'], {}).platform).toEqual(['http']);
    expect(scanSources(['send(quietHttp(props.platform.http))'], {}).platform).toEqual(['http']);
    expect(scanSources(['const { bus } = usePlatform(); bus.emit("x", {});'], {}).platform).toEqual(['bus.emit']);
  });
});

describe('withBuiltDeclarations (tools/start.mjs: local runs and e2e)', () => {
  const dist = (root, name, file, value) => {
    fs.mkdirSync(path.join(root, name, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, name, 'dist', file), JSON.stringify(value));
    return { dir: path.join(root, name) };
  };

  it("records every built remote's declaration, skips a remote not built, and refuses a clash with the shell", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-declarations-'));
    const catalog = dist(root, 'catalog', 'remote-declaration.json', { name: 'catalog', routes: [{ path: '/best', sample: '/best' }], modals: [] });
    const order = dist(root, 'order', 'mf-manifest.json', {});
    dist(root, 'shell', 'shell-declaration.json', { name: 'shell', routes: [{ path: '/sidebar' }] });
    const config = withBuiltDeclarations({ remotes: {}, declarations: { order: { name: 'order', routes: [], modals: [] } } }, [catalog, order], {
      shellDir: path.join(root, 'shell'),
    });
    expect(Object.keys(config.declarations)).toEqual(['catalog']);
    const thief = dist(root, 'mypage', 'remote-declaration.json', { name: 'mypage', routes: [{ path: '/sidebar', sample: '/sidebar' }], modals: [] });
    expect(() => withBuiltDeclarations({ remotes: {} }, [thief], { shellDir: path.join(root, 'shell') })).toThrow(/claimed by shell and mypage/);
  });
});
