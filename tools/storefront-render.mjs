/**
 * The storefront's server render of a page (docs/adr/0027), for the shell's server (static-server.mjs).
 * Node builtins only: the frontend image copies this file beside the static server.
 *
 * For a page request: find the route's owner in the deployed declarations (the runtime config), load
 * that remote's server render (`server/render.mjs` beside its deployed mf-manifest.json, fetched and
 * imported at run time, so a redeploy is picked up without a shell rebuild or restart), let it prefetch
 * and render within the budget, and put its HTML into the parcel's slot of the shell's document with the
 * page's head and the react-query state the browser hydrates from. Anything else, a failure or a render
 * slower than the budget answers null: the server sends the SPA document, as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_RENDER_FILE = 'server/render.mjs';
/** `x-mall-render: client`: the SPA document, as when a render fails (e2e specs about the browser's own loading). */
export const CLIENT_RENDER_HEADER = 'x-mall-render';
/** A remote's part of the page renders in the browser when the server needs longer than this. */
export const DEFAULT_BUDGET_MS = 150;
/**
 * The budget per page: MALL_SERVER_RENDER_BUDGET_MS, else 150 ms; a test run (`start.mjs --test`) allows 2 s,
 * since e2e workers share a loaded 2-core machine with builds (the fallback itself is tested with a slow
 * render in tools/__tests__/storefront-render.test.mjs).
 */
export function serverRenderBudget({ test = false } = {}) {
  const env = Number(process.env.MALL_SERVER_RENDER_BUDGET_MS);
  if (env > 0) return env;
  return test ? 2_000 : DEFAULT_BUDGET_MS;
}

/** Guards under which a page is personal: the document is the shell only, and robots keep out. */
const PRIVATE_GUARDS = new Set(['member-only', 'member-order', 'guest-order', 'only-empty-user']);
/** A loaded server render is asked again (a conditional request) at most this often. */
const REVALIDATE_MS = 2_000;
/** A remote whose server render failed to load is left alone for this long. */
const FAILED_LOAD_MS = 5_000;

/** `/goods/category/:id?` → a RegExp for whole pathnames (shared-contracts routePatternRegExp). */
export function routePattern(pattern) {
  const body = pattern
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment === '*') return '(?:/.+)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

const staticSegments = (pattern) => pattern.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;

/** The declared route of a pathname with its owner (the most specific one, as the shell picks), or null. */
export function routeOf(declarations, pathname) {
  let best = null;
  for (const declaration of Object.values(declarations ?? {})) {
    for (const route of declaration?.routes ?? []) {
      if (!routePattern(route.path).test(pathname)) continue;
      if (!best || staticSegments(route.path) > staticSegments(best.path)) best = { ...route, owner: declaration.name };
    }
  }
  return best;
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);
/** JSON inside <script type="application/json">: no `</script>` or `<!--` can close or confuse it. */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head tags of a page: title, description, canonical, Open Graph and Twitter. */
export function headTags(head, pageUrl) {
  const absolute = (href) => new URL(href, pageUrl).toString();
  const canonical = absolute(head.canonical ?? pageUrl.pathname);
  const meta = (attr, key, value) => (value ? `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(value)}">` : '');
  return [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', '케이몰'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', head.image && absolute(head.image)),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image && absolute(head.image)),
    ...Object.entries(head.meta ?? {}).map(([key, value]) => meta('property', key, value)),
  ].join('');
}

/** The shell's document with a title, a description and more tags in its head. */
function withHead(template, { title, description, tags = '' }) {
  let html = template;
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description) html = html.replace(/<meta name="description" content="[^"]*">/, `<meta name="description" content="${escapeHtml(description)}">`);
  return html.replace('</head>', `${tags}</head>`);
}

/** The shell's document for a page only the browser renders (a member's page): robots keep out of it. */
export function privateDocument(template) {
  return withHead(template, { tags: '<meta name="robots" content="noindex, nofollow">' });
}

/**
 * The shell's document with a remote's server render: its head, its HTML in the parcel's slot (the
 * shell adopts and hydrates it; docs/adr/0027) and the data it rendered from, as JSON the browser reads
 * (not a script that runs, so the page's CSP needs no nonce for it).
 */
export function renderedDocument(template, { remote, pageUrl, head, html, state }) {
  const slot = `<main id="content" class="shell-main" tabindex="-1"><div class="remote-root remote-root--${remote}" data-server-render="${remote}">${html}</div></main>`;
  const data = `<script type="application/json" id="mall-server-render">${scriptJson({ remote, path: `${pageUrl.pathname}${pageUrl.search}`, state })}</script>`;
  return withHead(template, { title: head.title, description: head.description, tags: headTags(head, pageUrl) })
    .replace(
      /(<div id="root">[\s\S]*?)(<\/div>\s*<noscript>[\s\S]*?<\/noscript>)/,
      (_m, open, close) => `${open}${slot}${close.replace(/<noscript>[\s\S]*?<\/noscript>/, '')}`,
    )
    .replace('</body>', `${data}</body>`);
}

/**
 * Loads remotes' server renders from where they are deployed: `server/render.mjs` beside the manifest
 * URL the runtime config names. Each answer is kept by URL and ETag, written to a file named by its bytes
 * and imported from there; a new deploy (another URL) or a rebuild (another ETag) is a new module.
 */
export function createServerRenderLoader({ cacheDir = path.join(os.tmpdir(), 'mall-server-render'), fetchImpl = fetch, now = Date.now } = {}) {
  const entries = new Map();
  fs.mkdirSync(cacheDir, { recursive: true });

  async function fetchModule(url, previous) {
    const res = await fetchImpl(url, { headers: previous?.etag ? { 'if-none-match': previous.etag } : {}, signal: AbortSignal.timeout(5_000) });
    if (res.status === 304 && previous?.module) return previous;
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 16);
    if (previous?.hash === hash) return { ...previous, etag: res.headers.get('etag') };
    const file = path.join(cacheDir, `${hash}.mjs`);
    if (!fs.existsSync(file)) fs.writeFileSync(file, body);
    const module = await import(pathToFileURL(file).href);
    if (typeof module.render !== 'function') throw new Error(`${url}: no render()`);
    return { module, hash, etag: res.headers.get('etag') };
  }

  /** Asks for `url` again (one request at a time per URL; concurrent pages share it). */
  function refresh(url, entry) {
    if (entry?.pending) return entry.pending;
    const pending = fetchModule(url, entry).then(
      (loaded) => void entries.set(url, { ...loaded, checkedAt: now() }),
      // A render that answered before keeps answering until a new one loads (a deploy is a new URL).
      () => void entries.set(url, entry?.module ? { ...entry, pending: null, checkedAt: now() } : { failedAt: now() }),
    );
    entries.set(url, { ...entry, pending });
    return pending;
  }

  /**
   * The module of `manifestUrl`'s server render, or null (none deployed, or it failed to load lately). A
   * loaded one answers at once; past REVALIDATE_MS it is asked for again in the background (a rebuild in place).
   */
  return async function load(manifestUrl) {
    const url = new URL(SERVER_RENDER_FILE, manifestUrl).toString();
    const entry = entries.get(url);
    if (entry?.failedAt && now() - entry.failedAt < FAILED_LOAD_MS) return null;
    if (entry?.module) {
      if (now() - entry.checkedAt >= REVALIDATE_MS) void refresh(url, entry);
      return entry.module;
    }
    await refresh(url, entry);
    return entries.get(url)?.module ?? null;
  };
}

/**
 * `render(request, pageUrl, { template, config, shellRoutes })` → the document to send, or null for the
 * SPA document. Never throws: whatever fails, the browser renders the page.
 */
export function createStorefrontRenderer({ apiBaseUrl, budgetMs = DEFAULT_BUDGET_MS, loader = createServerRenderLoader(), log = console.error }) {
  let warmed = '';
  /** Loads every remote's server render ahead of the first page that needs it (once per set of remote URLs). */
  function warm(config) {
    const urls = Object.values(config?.remotes ?? {});
    const key = urls.join(' ');
    if (key === warmed) return;
    warmed = key;
    for (const url of urls) void loader(url).catch(() => null);
  }
  async function render(req, pageUrl, { template, config, shellRoutes = [] }) {
    warm(config);
    // A client that asks for the browser's render gets the SPA document (tests that stub what the browser fetches).
    if (req.headers?.[CLIENT_RENDER_HEADER] === 'client') return null;
    try {
      const route = routeOf(config?.declarations, pageUrl.pathname);
      if (!route) return null;
      if (route.guard && PRIVATE_GUARDS.has(route.guard)) return privateDocument(template);
      if (maintenanceSet(config)) return null;
      const manifest = config.remotes?.[route.owner];
      if (!manifest) return null;
      const signal = AbortSignal.timeout(budgetMs);
      const rendered = await Promise.race([
        loader(manifest).then((module) =>
          module ? module.render({ url: pageUrl.toString(), config, apiBaseUrl, headers: forwardedHeaders(req), shellRoutes, signal }) : null,
        ),
        new Promise((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true })),
      ]);
      if (!rendered) return null;
      return renderedDocument(template, { remote: route.owner, pageUrl, ...rendered });
    } catch (error) {
      log(`[storefront] ${pageUrl.pathname}: 서버 렌더링 실패, 브라우저가 그립니다 / server render failed, the browser renders it: ${error?.message ?? error}`);
      return null;
    }
  }
  return Object.assign(render, { warm });
}

/** Maintenance (announced or running): the shell decides in the browser; no server render. */
const maintenanceSet = (config) => Boolean(config?.maintenance?.MM_MAINTENANCE_START_AT || config?.maintenance?.MM_MAINTENANCE_START_WITHOUT_END);

/** What mall-api hears of the shopper from a server render's calls. */
function forwardedHeaders(req) {
  const ua = req.headers['user-agent'] ?? '';
  return {
    'user-device-type': /Mobi|Android|iPhone|iPad|iPod/i.test(ua) ? 'mobile' : 'pc',
    ...(typeof req.headers['x-request-id'] === 'string' ? { 'x-request-id': req.headers['x-request-id'] } : {}),
    'x-forwarded-for': req.socket?.remoteAddress ?? '',
  };
}
