#!/usr/bin/env node
/**
 * Serves one built frontend the way a CDN would: manifests, remote entries, index.html and
 * runtime-config.json `no-cache` with an ETag (a revalidation answers 304); content-hashed chunks
 * `immutable`; CORS open so the shell can fetch remote manifests; gzip. The shell's server also
 * forwards /api and /media to mall-api so the browser talks to one origin (no CORS preflight on
 * every API call).
 *
 * With a deploy root (tools/deploy.mjs) it also serves the kept versions: a remote's
 * `/<version>/…` from `<root>/<remote>/<version>/`, and the shell's current version (the root's
 * runtime-config.json `versions.shell`) with older shell versions' hashed chunks still answering
 * for tabs opened before the deploy. Node builtins only: the images copy these files alone.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { storefrontCsp } from './csp.mjs';
import { createStorefrontRenderer, serverRenderBudget } from './storefront-render.mjs';
import { writeRuntimeConfigFromEnv } from './runtime-config-env.mjs';

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
/**
 * A request id a client may choose (mall-api's lib/request-id.ts applies the same rule): short, and only
 * characters that cannot break a log line or a header. Anything else is replaced at this edge.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id this request goes to mall-api under: the client's when valid, else a new one. */
export function requestIdFor(req) {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : crypto.randomUUID();
}

/**
 * A span around one proxied call, when the process traces (`otel` is the @opentelemetry/api module, which
 * start.mjs hands in; the frontend image has no such module and passes traceparent through untouched): its
 * context continues the client's traceparent and goes on to mall-api in `headers`. Returns its end.
 */
function proxySpan(otel, req, target, headers) {
  if (!otel) return () => {};
  const { context, propagation, trace, SpanKind, SpanStatusCode } = otel;
  const parent = propagation.extract(context.active(), req.headers);
  const prefix = `/${target.pathname.split('/')[1] ?? ''}`;
  const span = trace
    .getTracer('mall-shell-proxy')
    .startSpan(
      `${req.method} ${prefix}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': target.pathname, 'server.address': target.host } },
      parent,
    );
  propagation.inject(trace.setSpan(parent, span), headers);
  let ended = false;
  return (status, error) => {
    if (ended) return;
    ended = true;
    if (status) span.setAttribute('http.response.status_code', status);
    if (error || status >= 500) span.setStatus({ code: SpanStatusCode.ERROR, message: error?.message });
    span.end();
  };
}

/** A deploy's version folder (tools/deploy.mjs VERSION_PATTERN). */
const VERSION_DIR = /^\d+\.\d+\.\d+-[0-9A-Za-z][0-9A-Za-z.-]*$/;

export function cacheControlFor(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A strong validator from the bytes: equal files answer 304 whatever their mtime (a redeploy copies). */
const etagOf = (body) => `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** If-None-Match holds the current validator (a list, weak or strong, or `*`). */
function notModified(req, etag) {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Options:
 *   dir            the build folder (served when no deployed version answers)
 *   runtimeConfig  a file, or a function returning one per request, served as /runtime-config.json
 *   mapRuntimeConfig  applied to that file's JSON before it is served (start.mjs: ports of MALL_PORT_OFFSET)
 *   deployRoot, app   serve the deploy root's versions of `app` (tools/deploy.mjs)
 *   otel           the @opentelemetry/api module when this process traces: each proxied call is a span
 *   render         the shell's page render (storefront-render.mjs createStorefrontRenderer): a page it
 *                  renders is sent as its document; otherwise, as before, index.html
 */
export function createStaticServer({
  dir,
  spa = false,
  proxy = null,
  proxyPrefixes = ['/api/', '/media/', '/sandbox/'],
  runtimeConfig = null,
  mapRuntimeConfig = null,
  deployRoot = null,
  app = null,
  otel = null,
  render = null,
}) {
  const root = path.resolve(dir);
  // A deploy (or a test run) may hand the shell another runtime config without touching the build.
  const runtimeConfigFile = () => {
    const file = typeof runtimeConfig === 'function' ? runtimeConfig() : runtimeConfig;
    return file ? path.resolve(file) : null;
  };
  const fileCache = new Map();
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

  /**
   * Bytes, gzip and ETag of a file, computed once per change. The inode is part of the key: a pointer
   * replaced by rename within the same millisecond and of the same size is still a new file.
   */
  function cached(file, produce = null) {
    const stat = fs.statSync(file);
    const key = `${produce ? 'mapped:' : ''}${file}:${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    produce ??= (f) => fs.readFileSync(f);
    let entry = fileCache.get(key);
    if (!entry) {
      const body = produce(file);
      entry = { body, etag: etagOf(body), gzip: null };
      fileCache.set(key, entry);
      if (fileCache.size > 2000) fileCache.delete(fileCache.keys().next().value);
    }
    return entry;
  }

  /** The runtime config this server hands out (mapped), or null when it serves the folder's own file. */
  function servedRuntimeConfig() {
    const file = runtimeConfigFile();
    if (!file) return null;
    return cached(file, (f) => {
      const config = JSON.parse(fs.readFileSync(f, 'utf8'));
      return Buffer.from(JSON.stringify(mapRuntimeConfig ? mapRuntimeConfig(config) : config, null, 2));
    });
  }

  /** The CSP of the storefront's documents, from the runtime config it serves (read once per change). */
  function documentCsp() {
    try {
      const served = servedRuntimeConfig();
      const body = served ? served.body : cached(path.join(root, 'runtime-config.json')).body;
      return storefrontCsp(JSON.parse(body.toString('utf8')));
    } catch {
      return storefrontCsp(null);
    }
  }

  /** The deploy root's pointer, as deploy.mjs last wrote it (null without one). */
  function deployedVersions() {
    if (!deployRoot) return null;
    const pointer = path.join(deployRoot, 'runtime-config.json');
    try {
      return JSON.parse(cached(pointer).body.toString('utf8')).versions ?? null;
    } catch {
      return null;
    }
  }

  const isFile = (file) => fs.existsSync(file) && fs.statSync(file).isFile();
  const inside = (base, rel) => {
    const file = path.join(base, path.normalize(rel).replace(/^(\.\.[/\\])+/, ''));
    return file.startsWith(base) ? file : null;
  };

  /**
   * Where a request path lives. A remote's `/<version>/…` is that version's folder; the shell's
   * files come from its current version, and a hashed chunk of an older kept version still answers
   * (a tab opened before the deploy loads its lazy pages from there). Anything else: the build folder.
   */
  function resolveFile(rel) {
    if (deployRoot && app) {
      const appRoot = path.join(path.resolve(deployRoot), app);
      const [, first, ...rest] = rel.split('/');
      if (app !== 'shell' && VERSION_DIR.test(first ?? '') && rest.length) {
        const file = inside(path.join(appRoot, first), rest.join('/'));
        return file && isFile(file) ? file : null;
      }
      const current = app === 'shell' ? deployedVersions()?.shell : null;
      if (current && VERSION_DIR.test(current)) {
        const file = inside(path.join(appRoot, current), rel);
        if (file && isFile(file)) return file;
        if (HASHED.test(rel) && fs.existsSync(appRoot)) {
          for (const version of fs.readdirSync(appRoot).filter((v) => VERSION_DIR.test(v) && v !== current)) {
            const old = inside(path.join(appRoot, version), rel);
            if (old && isFile(old)) return old;
          }
        }
        return spa && !path.extname(rel) ? path.join(appRoot, current, 'index.html') : null;
      }
    }
    const file = inside(root, rel);
    if (file && isFile(file)) return file;
    return spa && !path.extname(rel) ? path.join(root, 'index.html') : null;
  }

  function proxyTo(req, res) {
    const target = new URL(req.url, proxy);
    // This server is the edge: the client's own X-Forwarded-For is not believed. mall-api trusts this
    // hop only, so the address below is the one its rate limits and brute-force counters key on.
    // Behind a trusted load balancer, TRUST_FORWARDED_FOR=1 keeps the chain and appends to it.
    const client = req.socket.remoteAddress ?? '';
    const forwarded = trustForwardedFor && req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client;
    // One id per request from here through mall-api's logs and back (mall-api echoes it).
    const requestId = requestIdFor(req);
    const headers = {
      ...req.headers,
      host: target.host,
      'x-forwarded-for': forwarded,
      'x-forwarded-proto': arrivedOverTls(req) ? 'https' : 'http',
      'x-forwarded-host': req.headers.host ?? '',
      'x-request-id': requestId,
    };
    const end = proxySpan(otel, req, target, headers);
    const upstream = http.request(target, { method: req.method, headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, { ...up.headers, 'x-request-id': requestId, ...transportHeaders(req) });
      up.pipe(res);
      res.once('close', () => end(up.statusCode));
    });
    upstream.on('error', (error) => {
      end(502, error);
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId });
      res.end(JSON.stringify({ status: 502, code: 'BAD_GATEWAY', message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' }));
    });
    req.pipe(upstream);
  }

  function send(req, res, file, entry = cached(file)) {
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
    headers.etag = entry.etag;
    if (notModified(req, entry.etag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    const compressible = /^(text\/|application\/(json|javascript|manifest)|image\/svg)/.test(headers['content-type']);
    if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      entry.gzip ??= zlib.gzipSync(entry.body, { level: 9 });
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': entry.gzip.length });
      return res.end(req.method === 'HEAD' ? undefined : entry.gzip);
    }
    res.writeHead(200, { ...headers, 'content-length': entry.body.length });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  }

  /** The runtime config the shell's pages start from (as served), or null. */
  function pageConfig() {
    try {
      const served = servedRuntimeConfig();
      return JSON.parse((served ? served.body : cached(path.join(root, 'runtime-config.json')).body).toString('utf8'));
    } catch {
      return null;
    }
  }

  /** The shell's own routes (its build's shell-declaration.json beside index.html). */
  function shellRoutesBeside(indexFile) {
    try {
      return JSON.parse(cached(path.join(path.dirname(indexFile), 'shell-declaration.json')).body.toString('utf8')).routes ?? [];
    } catch {
      return [];
    }
  }

  /**
   * The origin canonical and Open Graph URLs start from: MALL_PUBLIC_ORIGIN when set (a deploy behind a
   * CDN must set it, so no Host header a client sends ends up in a cached page), else this request's host.
   */
  function publicOrigin(req) {
    if (process.env.MALL_PUBLIC_ORIGIN) return process.env.MALL_PUBLIC_ORIGIN;
    const host = /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(req.headers.host ?? '') ? req.headers.host : 'localhost';
    return `${arrivedOverTls(req) ? 'https' : 'http'}://${host}`;
  }

  /** A page: the server render of its route when there is one (docs/adr/0027), else the SPA document. */
  function renderPage(req, res, url, indexFile) {
    const template = cached(indexFile).body.toString('utf8');
    const pageUrl = new URL(`${url.pathname}${url.search}`, publicOrigin(req));
    render(req, pageUrl, { template, config: pageConfig(), shellRoutes: shellRoutesBeside(indexFile) }).then(
      (document) => {
        if (!document) return send(req, res, indexFile);
        const body = Buffer.from(document);
        send(req, res, indexFile, { body, etag: etagOf(body), gzip: null });
      },
      () => send(req, res, indexFile),
    );
  }

  // Each remote's server render loads ahead of the first page that needs it.
  if (render && spa) setImmediate(() => render.warm?.(pageConfig()));

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
    if (rel === '/runtime-config.json') {
      const served = servedRuntimeConfig();
      if (served) return send(req, res, 'runtime-config.json', served);
    }
    const file = resolveFile(rel);
    if (render && spa && file && path.basename(file) === 'index.html' && (req.method === 'GET' || req.method === 'HEAD'))
      return renderPage(req, res, url, file);
    if (file && isFile(file)) return send(req, res, file);
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
  const dir = values.dir ?? process.env.STATIC_DIR ?? 'dist';
  const spa = values.spa || process.env.SPA === '1';
  // A container learns remote URLs, the API base and versions at start (MALL_REMOTE_CATALOG=…): the image
  // holds no deployment's addresses. A bad value stops the start here, with the variable's name.
  const fromEnv = spa ? writeRuntimeConfigFromEnv(dir) : null;
  const proxy = values.proxy ?? process.env.API_PROXY_TARGET ?? null;
  createStaticServer({
    dir,
    spa,
    proxy,
    runtimeConfig: values['runtime-config'] ?? process.env.RUNTIME_CONFIG_FILE ?? fromEnv,
    // The shell's pages render on the server when it reaches mall-api (MALL_SERVER_RENDER=0 turns it off).
    render: spa && proxy && process.env.MALL_SERVER_RENDER !== '0' ? createStorefrontRenderer({ apiBaseUrl: proxy, budgetMs: serverRenderBudget() }) : null,
  }).listen(port, process.env.HOST ?? '0.0.0.0', () => console.log(`static ${values.dir} → http://localhost:${port}`));
}
