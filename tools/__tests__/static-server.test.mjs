import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKER_HOSTS, storefrontCsp } from '../csp.mjs';
import { cacheControlFor, createStaticServer } from '../static-server.mjs';

/** Plain http.request so the test, not a client library, decides Accept-Encoding and sees raw bytes. */
function request(port, urlPath, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
const close = (server) => new Promise((resolve) => (server.closeAllConnections?.(), server.close(() => resolve())));

describe('cacheControlFor', () => {
  it.each(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'runtime-config.json', 'mf-stats.json'])('%s → no-cache (replaced on redeploy)', (file) => {
    expect(cacheControlFor(`/srv/dist/${file}`)).toBe('no-cache');
  });

  it.each(['x.1a2b3c.js', '__federation_expose_app.c91bd0.css'])('%s → immutable (content-hashed)', (file) => {
    expect(cacheControlFor(`/srv/dist/${file}`)).toMatch(/immutable/);
    expect(cacheControlFor(`/srv/dist/${file}`)).toMatch(/max-age=\d{7,}/);
  });
});

describe('createStaticServer', () => {
  let tmp;
  let upstream;
  let upstreamPort;
  let seen;
  let shell;
  let shellPort;
  let remote;
  let remotePort;

  beforeAll(async () => {
    // dist/ beside a secret file, to prove requests cannot climb out of the served folder.
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    const dist = path.join(tmp, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(tmp, 'secret.txt'), 'do not serve');
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>케이몰</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'catalog' }));
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var catalog;');
    fs.writeFileSync(path.join(dist, 'main.1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);

    // A throwaway "mall-api" that echoes what reached it.
    seen = [];
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          body,
          forwardedFor: req.headers['x-forwarded-for'],
          forwardedProto: req.headers['x-forwarded-proto'],
          requestId: req.headers['x-request-id'],
        });
        res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    upstreamPort = await listen(upstream);
    shell = createStaticServer({ dir: dist, spa: true, proxy: `http://127.0.0.1:${upstreamPort}` });
    shellPort = await listen(shell);
    remote = createStaticServer({ dir: dist });
    remotePort = await listen(remote);
  });

  afterAll(async () => {
    await Promise.all([close(shell), close(remote), close(upstream)]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('serves the manifest no-cache with CORS open, so the shell on another origin can fetch it', async () => {
    const res = await request(remotePort, '/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(res.body.toString())).toEqual({ name: 'catalog' });
  });

  it('serves remoteEntry.js no-cache and hashed chunks immutable', async () => {
    expect((await request(remotePort, '/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await request(remotePort, '/main.1a2b3c.js');
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
  });

  it('gzips when the client accepts it, and only then', async () => {
    const gz = await request(remotePort, '/main.1a2b3c.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(zlib.gunzipSync(gz.body).toString()).toContain('console.log');
    expect(gz.body.length).toBeLessThan(4000);
    const plain = await request(remotePort, '/main.1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('falls back to index.html (no-cache) for deep links on the shell only', async () => {
    const deep = await request(shellPort, '/goods/detail/1?from=search');
    expect(deep.status).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.body.toString()).toContain('<div id="root">');
    // A missing asset is a 404, never HTML that the browser would try to run as a script.
    expect((await request(shellPort, '/missing.123456.js')).status).toBe(404);
    expect((await request(remotePort, '/goods/detail/1')).status).toBe(404);
  });

  it('proxies /api and /media to mall-api with method, path, query and body intact', async () => {
    const res = await request(shellPort, '/api/v1/carts?x=1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"goods_id":1}' });
    expect(res.status).toBe(201);
    expect(res.headers['x-upstream']).toBe('yes');
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/api/v1/carts?x=1',
      host: `127.0.0.1:${upstreamPort}`,
      body: '{"goods_id":1}',
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
      requestId: res.headers['x-request-id'],
    });

    await request(shellPort, '/media/goods/1.webp');
    expect(seen.at(-1).url).toBe('/media/goods/1.webp');
  });

  it('names each proxied request (x-request-id): a valid id the browser sent is kept, any other replaced', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const fresh = await request(shellPort, '/api/v1/goods/1');
    expect(fresh.headers['x-request-id']).toMatch(uuid);
    expect(seen.at(-1).requestId).toBe(fresh.headers['x-request-id']);
    expect((await request(shellPort, '/api/v1/goods/1')).headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);

    const kept = await request(shellPort, '/api/v1/goods/1', { headers: { 'x-request-id': 'app-1.2:abc_DEF-9' } });
    expect(seen.at(-1).requestId).toBe('app-1.2:abc_DEF-9');
    expect(kept.headers['x-request-id']).toBe('app-1.2:abc_DEF-9');

    for (const sent of ['x'.repeat(65), 'two words', 'a"b', 'a,b']) {
      const res = await request(shellPort, '/api/v1/goods/1', { headers: { 'x-request-id': sent } });
      expect(seen.at(-1).requestId, sent).toMatch(uuid);
      expect(res.headers['x-request-id']).toBe(seen.at(-1).requestId);
    }
  });

  it('does not proxy from a server without a proxy target', async () => {
    const before = seen.length;
    expect((await request(remotePort, '/api/v1/goods/1')).status).toBe(404);
    expect(seen.length).toBe(before);
  });

  it('answers 502 with a Korean message when mall-api is down', async () => {
    const dead = http.createServer();
    const deadPort = await listen(dead);
    await close(dead);
    const orphan = createStaticServer({ dir: path.join(tmp, 'dist'), spa: true, proxy: `http://127.0.0.1:${deadPort}` });
    const port = await listen(orphan);
    try {
      const res = await request(port, '/api/v1/goods/1');
      expect(res.status).toBe(502);
      expect(JSON.parse(res.body.toString()).message).toMatch(/잠시 후 다시 시도해 주세요/);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await close(orphan);
    }
  });

  it('never serves files outside its folder', async () => {
    for (const p of ['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt']) {
      const res = await request(remotePort, p);
      expect(res.body.toString(), p).not.toContain('do not serve');
    }
  });

  it('tells mall-api the real client address: a client-chosen X-Forwarded-For is replaced, not passed on', async () => {
    await request(shellPort, '/api/v1/auth/login', { method: 'POST', headers: { 'x-forwarded-for': '6.6.6.6, 7.7.7.7' }, body: '{}' });
    expect(seen.at(-1).forwardedFor).toBe('127.0.0.1');
  });

  it('a client-sent X-Forwarded-Proto is not believed: mall-api hears http and no HSTS is sent over plain http', async () => {
    const res = await request(shellPort, '/api/v1/auth/login', { method: 'POST', headers: { 'x-forwarded-proto': 'https' }, body: '{}' });
    expect(seen.at(-1).forwardedProto).toBe('http');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect((await request(shellPort, '/goods/detail/1', { headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted TLS load balancer (TRUST_FORWARDED_FOR=1): mall-api hears https, documents and API answers carry HSTS', async () => {
    process.env.TRUST_FORWARDED_FOR = '1';
    const edge = createStaticServer({ dir: path.join(tmp, 'dist'), spa: true, proxy: `http://127.0.0.1:${upstreamPort}` });
    delete process.env.TRUST_FORWARDED_FOR;
    const edgePort = await listen(edge);
    try {
      const api = await request(edgePort, '/api/v1/auth/login', { method: 'POST', headers: { 'x-forwarded-proto': 'https' }, body: '{}' });
      expect(seen.at(-1).forwardedProto).toBe('https');
      expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const page = await request(edgePort, '/goods/detail/1', { headers: { 'x-forwarded-proto': 'https' } });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // The balancer's plain-http hop is passed on as such.
      await request(edgePort, '/api/v1/auth/login', { method: 'POST', headers: { 'x-forwarded-proto': 'http' }, body: '{}' });
      expect(seen.at(-1).forwardedProto).toBe('http');
    } finally {
      await close(edge);
    }
  });

  it('serves documents with the storefront CSP and no framing; every response is nosniff', async () => {
    const page = await request(shellPort, '/goods/detail/1');
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/wcs\.naver\.net/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const script = await request(remotePort, '/main.1a2b3c.js');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
  });
});

describe('storefrontCsp', () => {
  it('allows the remotes the runtime config registers, and nothing else of ours', () => {
    const csp = storefrontCsp({
      remotes: { catalog: 'https://catalog.k-mall.example/mf-manifest.json', order: 'https://cdn.k-mall.example/order/mf-manifest.json' },
    });
    expect(csp).toMatch(/script-src 'self' https:\/\/catalog\.k-mall\.example https:\/\/cdn\.k-mall\.example /);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('lists the script host of every tracker adapter the shell can load', () => {
    const dir = path.resolve(import.meta.dirname, '../../shell/src/trackers/adapters');
    const hosts = fs
      .readdirSync(dir)
      .flatMap((file) => [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/scriptUrl:\s*[`'](https:\/\/[^/`']+)/g)].map((m) => m[1]));
    expect(hosts.length).toBe(7);
    const scripts = Object.values(TRACKER_HOSTS).flatMap((t) => t.script);
    for (const host of hosts) expect(scripts, host).toContain(host);
  });
});
