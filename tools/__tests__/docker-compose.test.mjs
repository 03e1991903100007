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
/** The mall-api replicas behind the balancer. */
const REPLICAS = ['mall-api-1', 'mall-api-2'];
const haproxyCfg = fs.readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
/** Every file of mall-api's source, concatenated: where the variables it reads are named. */
const mallApiSource = (function read(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .map((e) => (e.isDirectory() ? read(path.join(dir, e.name)) : e.name.endsWith('.ts') ? fs.readFileSync(path.join(dir, e.name), 'utf8') : ''))
    .join('\n');
})(path.join(root, 'mall-api/src'));

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
  it('defines postgres, redis, object storage, two mall-api replicas behind a balancer, and one service per frontend', () => {
    const expected = ['postgres', 'redis', 'minio', 'balancer', ...REPLICAS, 'shell', 'catalog', 'exhibit', 'mypage', 'order', 'cs-center'];
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

  it.each(REPLICAS)('connects %s to postgres and redis and waits until they are healthy and the media bucket exists', (name) => {
    const api = services[name];
    const env = envOf(api);
    const db = new URL(env.DATABASE_URL);
    expect(db.protocol).toBe('postgres:');
    expect(db.hostname).toBe('postgres');
    expect(Number(db.port || 5432)).toBe(5432);
    expect(new URL(env.REDIS_URL).host).toBe('redis:6379');
    expect(api.depends_on.postgres.condition).toBe('service_healthy');
    expect(api.depends_on.redis.condition).toBe('service_healthy');
    expect(api.depends_on['minio-init'].condition).toBe('service_completed_successfully');
    expect(env.PORT).toBe(String(BASE_PORTS.api));
    // Only the balancer publishes the API: a replica's own port would bypass it.
    expect(api.ports).toBeUndefined();
    expect(fs.existsSync(path.join(root, api.build.context ?? '.', api.build.dockerfile))).toBe(true);
    expect(api.healthcheck.test.join(' ')).toContain(`127.0.0.1:${BASE_PORTS.api}/ready`);
  });

  it('runs both replicas from one definition', () => {
    expect(services['mall-api-1']).toEqual(services['mall-api-2']);
  });

  it.each(REPLICAS)('runs %s as production: no demo members or sandboxes unless asked, only the compose network may name the client', (name) => {
    const env = envOf(services[name]);
    expect(env.NODE_ENV).toBe('production');
    expect(env.SEED_DEMO_DATA).toBe('${SEED_DEMO_DATA:-0}');
    expect(env.SANDBOX).toBe('${SANDBOX:-off}');
    expect(env.TRUSTED_PROXIES.split(',')).toContain('172.16.0.0/12');
    expect(env.STOREFRONT_ORIGINS).toBe(`http://localhost:${BASE_PORTS.shell}`);
  });

  it('gives mall-api every secret production requires, with no default: compose stops when one is unset', () => {
    for (const name of REPLICAS) {
      const env = envOf(services[name]);
      // mall-api/src/lib/environment.ts PRODUCTION_SETTINGS: the PG notification key.
      expect(env.PG_SANDBOX_SECRET).toMatch(/^\$\{PG_SANDBOX_SECRET:\?.+\}$/);
      // The object storage's key: the same secret minio is started with.
      expect(env.AWS_SECRET_ACCESS_KEY).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?.+\}$/);
    }
    expect(envOf(services.minio).MINIO_ROOT_PASSWORD).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?.+\}$/);
  });

  it('keeps review photos in the object storage: the S3 driver pointed at minio (path-style), its bucket created, its data on a volume', () => {
    const env = envOf(services['mall-api-1']);
    expect(env.MEDIA_STORE).toBe('s3');
    expect(new URL(env.MEDIA_S3_ENDPOINT).host).toBe('minio:9000');
    expect(env.MEDIA_S3_REGION).toBeTruthy();
    expect(env.AWS_ACCESS_KEY_ID).toBe(envOf(services.minio).MINIO_ROOT_USER);
    expect(services.minio.image).toMatch(/^minio\/minio/);
    expect(services.minio.command).toEqual(expect.arrayContaining(['server', '/data']));
    expect(services['minio-init'].entrypoint.join(' ')).toContain(`mc mb --ignore-existing media/${env.MEDIA_S3_BUCKET}`);
    expect(services.minio.volumes).toContain('media:/data');
    expect(compose.volumes).toHaveProperty('media');
  });

  it('sets only variables mall-api reads (a misspelt name would be ignored silently)', () => {
    // Read by the AWS SDK's default credential chain, not by name in mall-api's source.
    const sdk = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
    const names = Object.keys(envOf(services['mall-api-1'])).filter((n) => !sdk.has(n));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !new RegExp(`\\b${name}\\b`).test(mallApiSource))).toEqual([]);
  });

  it('balances over both replicas, checking each on /ready, and publishes the API port', () => {
    const balancer = services.balancer;
    expect(balancer.image).toMatch(/^haproxy:/);
    expect(balancer.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(publishedPorts(balancer)).toContainEqual({ published: BASE_PORTS.api, target: BASE_PORTS.api });
    expect(haproxyCfg).toMatch(new RegExp(`^\\s+bind :${BASE_PORTS.api}$`, 'm'));
    expect(haproxyCfg).toMatch(/^\s+option httpchk GET \/ready$/m);
    expect(haproxyCfg).toMatch(/^\s+http-check expect status 200$/m);
    const servers = [...haproxyCfg.matchAll(/^\s+server (\S+) (\S+) check$/gm)].map((m) => [m[1], m[2]]);
    expect(servers).toEqual(REPLICAS.map((r) => [r, `${r}:${BASE_PORTS.api}`]));
    expect(Object.keys(balancer.depends_on).sort()).toEqual(REPLICAS);
  });

  it('has the shell serve as an SPA and proxy /api to the balancer', () => {
    const env = envOf(services.shell);
    expect(env.SPA).toBe('1');
    expect(new URL(env.API_PROXY_TARGET).host).toBe(`balancer:${BASE_PORTS.api}`);
  });
});
