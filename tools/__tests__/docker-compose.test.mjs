import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BASE_PORTS, FRONTENDS } from '../ports.mjs';

/**
 * docker-compose.yml is only ever parsed here (CI has no Docker daemon), so this test is what keeps
 * its ports, URLs and wiring in step with tools/ports.mjs and the shell's runtime-config.json.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const runtimeConfig = JSON.parse(fs.readFileSync(path.join(root, 'shell/public/runtime-config.json'), 'utf8'));
const services = compose.services ?? {};

/** Compose service names use dashes; federation names (cs_center) cannot. */
const serviceOf = (name) => name.replace(/_/g, '-');

/** `environment` may be a map or a list of KEY=value strings. */
function envOf(service) {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));
  return Object.fromEntries(env.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
}

/** Published host ports, from short ("3001:3001", "127.0.0.1:3001:3001") or long syntax. */
function publishedPorts(service) {
  return (service.ports ?? []).map((p) => {
    if (typeof p === 'object') return { published: Number(p.published), target: Number(p.target) };
    const parts = String(p).split(':');
    return { published: Number(parts.at(-2)), target: Number(parts.at(-1)) };
  });
}

describe('docker-compose.yml', () => {
  it('defines postgres, mall-api and one service per frontend', () => {
    const expected = ['postgres', 'mall-api', 'shell', 'catalog', 'exhibit', 'mypage', 'order', 'cs-center'];
    expect(Object.keys(services)).toEqual(expect.arrayContaining(expected));
    expect(FRONTENDS.map((f) => serviceOf(f.name)).every((s) => expected.includes(s))).toBe(true);
  });

  it('runs postgres 15 with a healthcheck', () => {
    expect(services.postgres.image).toMatch(/^postgres:15/);
    expect(services.postgres.healthcheck?.test).toBeTruthy();
  });

  it.each(FRONTENDS)('publishes $name on its port from tools/ports.mjs', (frontend) => {
    const service = services[serviceOf(frontend.name)];
    const port = BASE_PORTS[frontend.name];
    expect(publishedPorts(service)).toContainEqual({ published: port, target: port });
    expect(envOf(service).PORT).toBe(String(port));
  });

  it.each(FRONTENDS)('builds $name from the shared frontend Dockerfile with APP_DIR=$dir', (frontend) => {
    const { build } = services[serviceOf(frontend.name)];
    expect(build.args.APP_DIR).toBe(frontend.dir);
    const dockerfile = fs.readFileSync(path.join(root, build.context ?? '.', build.dockerfile), 'utf8');
    expect(dockerfile).toMatch(/^ARG APP_DIR$/m);
    expect(fs.existsSync(path.join(root, frontend.dir, 'package.json'))).toBe(true);
  });

  it('points every remote manifest URL in runtime-config.json at that remote’s published port', () => {
    const remotes = Object.entries(runtimeConfig.remotes);
    expect(remotes.length).toBe(FRONTENDS.length - 1);
    for (const [name, url] of remotes) {
      const service = services[serviceOf(name)];
      expect(service, `service for remote ${name}`).toBeDefined();
      const port = Number(new URL(url).port);
      expect(
        publishedPorts(service).map((p) => p.published),
        `${name} → ${url}`,
      ).toContain(port);
    }
  });

  it('hands the shell container every remote’s manifest URL from the environment, defaulting to that remote’s published port', () => {
    const env = envOf(services.shell);
    expect(env.MALL_API_BASE_URL).toBe('/');
    for (const name of Object.keys(runtimeConfig.remotes)) {
      const variable = `MALL_REMOTE_${name.toUpperCase()}`;
      const value = env[variable];
      expect(value, variable).toMatch(new RegExp(`^\\$\\{${variable}:-(.+)\\}$`));
      const url = new URL(/:-(.+)\}$/.exec(value)[1]);
      expect(url.pathname).toBe('/mf-manifest.json');
      expect(publishedPorts(services[serviceOf(name)]).map((p) => p.published)).toContain(Number(url.port));
    }
  });

  it('connects mall-api to the postgres service and waits until it is healthy', () => {
    const api = services['mall-api'];
    const db = new URL(envOf(api).DATABASE_URL);
    expect(db.protocol).toBe('postgres:');
    expect(db.hostname).toBe('postgres');
    expect(Number(db.port || 5432)).toBe(5432);
    expect(api.depends_on.postgres.condition).toBe('service_healthy');
    expect(publishedPorts(api)).toContainEqual({ published: BASE_PORTS.api, target: BASE_PORTS.api });
    expect(fs.existsSync(path.join(root, api.build.context ?? '.', api.build.dockerfile))).toBe(true);
  });

  it('runs mall-api as production: no demo members or sandboxes unless asked, only the shell may name the client', () => {
    const env = envOf(services['mall-api']);
    expect(env.NODE_ENV).toBe('production');
    expect(env.SEED_DEMO_DATA).toBe('${SEED_DEMO_DATA:-0}');
    expect(env.SANDBOX).toBe('${SANDBOX:-off}');
    expect(env.TRUSTED_PROXIES.split(',')).toContain('172.16.0.0/12');
    expect(env.STOREFRONT_ORIGINS).toBe(`http://localhost:${BASE_PORTS.shell}`);
  });

  it('gives mall-api every secret production requires, with no default: compose stops when one is unset', () => {
    const env = envOf(services['mall-api']);
    // mall-api/src/lib/environment.ts PRODUCTION_SETTINGS: the PG notification key.
    expect(env.PG_SANDBOX_SECRET).toMatch(/^\$\{PG_SANDBOX_SECRET:\?.+\}$/);
  });

  it('keeps mall-api’s uploaded review photos on a named volume at the media store’s default directory', () => {
    const api = services['mall-api'];
    expect(envOf(api).MEDIA_DIR).toBeUndefined();
    expect(api.volumes).toContain('media:/repo/mall-api/.data/media');
    expect(compose.volumes).toHaveProperty('media');
    // The image's user may write there (a fresh named volume takes the directory's owner from the image).
    expect(fs.readFileSync(path.join(root, api.build.dockerfile), 'utf8')).toMatch(/RUN mkdir -p \.data\/media && chown -R node:node \.data\nUSER node/);
  });

  it('has the shell serve as an SPA and proxy /api to mall-api:4000', () => {
    const env = envOf(services.shell);
    expect(env.SPA).toBe('1');
    expect(new URL(env.API_PROXY_TARGET).host).toBe(`mall-api:${BASE_PORTS.api}`);
  });
});
