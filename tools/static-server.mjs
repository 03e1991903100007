#!/usr/bin/env node
/**
 * Serves one built frontend the way a CDN would: manifests, remote entries, index.html and
 * runtime-config.json `no-cache`; content-hashed chunks `immutable`; CORS open so the shell can
 * fetch remote manifests; gzip. The shell's server also forwards /api and /media to mall-api so
 * the browser talks to one origin (no CORS preflight on every API call).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { storefrontCsp } from './csp.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};
const HASHED = /\.[0-9a-f]{6}\.(js|css)$/;

export function cacheControlFor(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function createStaticServer({ dir, spa = false, proxy = null, proxyPrefixes = ['/api/', '/media/', '/sandbox/'], runtimeConfig = null }) {
  const root = path.resolve(dir);
  // A deploy (or a test run) may hand the shell another runtime config without touching the build.
  const runtimeConfigFile = runtimeConfig ? path.resolve(runtimeConfig) : null;
  const gzipCache = new Map();
  const trustForwardedFor = process.env.TRUST_FORWARDED_FOR === '1';
  /**
   * Whether the shopper reached the storefront over TLS: this server's own socket, or, behind a trusted
   * load balancer (TRUST_FORWARDED_FOR=1), the balancer's X-Forwarded-Proto (its own, last entry). A
   * client's header is never believed otherwise: it must not pick mall-api's Secure cookies or our HSTS.
   */
  function arrivedOverTls(req) {
    if (req.socket.encrypted) return true;
    const proto = trustForwardedFor ? req.headers['x-forwarded-proto'] : undefined;
    return typeof proto === 'string' && proto.split(',').at(-1).trim().toLowerCase() === 'https';
  }
  /** Behind TLS every answer pins the browser to https for a year (HSTS); over plain http it would mean nothing. */
  const transportHeaders = (req) => (arrivedOverTls(req) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {});
  /** The CSP of the storefront's documents, from the runtime config it serves (read once per change). */
  let cspCache = { key: null, value: null };
  function documentCsp() {
    const file = runtimeConfigFile ?? path.join(root, 'runtime-config.json');
    try {
      const key = `${file}:${fs.statSync(file).mtimeMs}`;
      if (cspCache.key !== key) cspCache = { key, value: storefrontCsp(JSON.parse(fs.readFileSync(file, 'utf8'))) };
      return cspCache.value;
    } catch {
      return storefrontCsp(null);
    }
  }

  function proxyTo(req, res) {
    const target = new URL(req.url, proxy);
    // This server is the edge: the client's own X-Forwarded-For is not believed. mall-api trusts this
    // hop only, so the address below is the one its rate limits and brute-force counters key on.
    // Behind a trusted load balancer, TRUST_FORWARDED_FOR=1 keeps the chain and appends to it.
    const client = req.socket.remoteAddress ?? '';
    const forwarded = trustForwardedFor && req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client;
    const headers = {
      ...req.headers,
      host: target.host,
      'x-forwarded-for': forwarded,
      'x-forwarded-proto': arrivedOverTls(req) ? 'https' : 'http',
      'x-forwarded-host': req.headers.host ?? '',
    };
    const upstream = http.request(target, { method: req.method, headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, { ...up.headers, ...transportHeaders(req) });
      up.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ status: 502, code: 'BAD_GATEWAY', message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' }));
    });
    req.pipe(upstream);
  }

  function send(req, res, file) {
    const ext = path.extname(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': cacheControlFor(file),
      'access-control-allow-origin': '*',
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      ...transportHeaders(req),
      // Documents carry the storefront's policy; scripts and styles need none.
      ...(ext === '.html' ? { 'content-security-policy': documentCsp(), 'x-frame-options': 'DENY' } : {}),
    };
    const compressible = /^(text\/|application\/(json|javascript|manifest)|image\/svg)/.test(headers['content-type']);
    if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const stat = fs.statSync(file);
      const key = `${file}:${stat.mtimeMs}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
        gzipCache.set(key, body);
      }
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (proxy && proxyPrefixes.some((p) => url.pathname.startsWith(p))) return proxyTo(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
      return res.end();
    }
    let rel;
    try {
      rel = decodeURIComponent(url.pathname);
    } catch {
      rel = '/';
    }
    if (runtimeConfigFile && rel === '/runtime-config.json') return send(req, res, runtimeConfigFile);
    const file = path.join(root, path.normalize(rel).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) return send(req, res, file);
    if (spa && !path.extname(url.pathname)) return send(req, res, path.join(root, 'index.html'));
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-cache' });
    res.end('Not found');
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      spa: { type: 'boolean', default: false },
      proxy: { type: 'string' },
      'runtime-config': { type: 'string' },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  createStaticServer({
    dir: values.dir ?? process.env.STATIC_DIR ?? 'dist',
    spa: values.spa || process.env.SPA === '1',
    proxy: values.proxy ?? process.env.API_PROXY_TARGET ?? null,
    runtimeConfig: values['runtime-config'] ?? process.env.RUNTIME_CONFIG_FILE ?? null,
  }).listen(port, process.env.HOST ?? '0.0.0.0', () => console.log(`static ${values.dir} → http://localhost:${port}`));
}
