import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createServerRenderLoader,
  createStorefrontRenderer,
  privateDocument,
  renderedDocument,
  routeOf,
  routePattern,
  scriptJson,
} from '../storefront-render.mjs';

const TEMPLATE =
  '<!doctype html><html lang="ko"><head><meta name="description" content="케이몰 — 패션과 라이프스타일 쇼핑"><title>케이몰</title><script defer src="/main.js"></script></head>' +
  '<body><div id="root"><div class="boot-header" aria-hidden="true"></div></div>\n    <noscript>케이몰을 이용하려면 자바스크립트를 켜 주세요.</noscript></body></html>';

const CONFIG = {
  remotes: { cs_center: 'http://cdn.test/1.0.0-abc/mf-manifest.json', order: 'http://cdn.test/order/mf-manifest.json' },
  maintenance: {},
  declarations: {
    cs_center: { name: 'cs_center', routes: [{ path: '/policies/:policyType' }, { path: '/cs-center' }] },
    order: { name: 'order', routes: [{ path: '/cart' }, { path: '/mypage/order', guard: 'member-only' }] },
  },
};

const req = { headers: { 'user-agent': 'test' }, socket: { remoteAddress: '127.0.0.1' } };
const page = (p) => new URL(p, 'https://kmall.test');
const rendered = { html: '<h1>이용약관</h1>', head: { title: '이용약관 | 케이몰', description: '약관' }, state: { queries: [], mutations: [] } };
const fakeModule = (render) => ({ render });

describe('storefront render', () => {
  it('finds the owner of a path as the shell does (the most specific pattern)', () => {
    expect(routeOf(CONFIG.declarations, '/policies/terms')).toMatchObject({ owner: 'cs_center', path: '/policies/:policyType' });
    expect(routeOf(CONFIG.declarations, '/nowhere')).toBeNull();
  });

  it('puts the render in the parcel slot, its head in the head, and its state as JSON that cannot close the script', () => {
    const html = renderedDocument(TEMPLATE, {
      remote: 'cs_center',
      pageUrl: page('/policies/terms?x=1'),
      ...rendered,
      head: { title: 'A <b> & "B"', description: 'd', image: '/media/1.jpg' },
      state: { text: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;B&quot;</title>');
    expect(html).toContain('<link rel="canonical" href="https://kmall.test/policies/terms">');
    expect(html).toContain('<meta property="og:image" content="https://kmall.test/media/1.jpg">');
    expect(html).toContain('<div class="remote-root remote-root--cs_center" data-server-render="cs_center"><h1>이용약관</h1></div>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<noscript>');
    expect(scriptJson({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });

  it('answers member pages with the shell and robots noindex, without asking the remote', async () => {
    let asked = 0;
    const html = await createStorefrontRenderer({ apiBaseUrl: 'http://api', loader: async () => (asked++, null) })(req, page('/mypage/order'), {
      template: TEMPLATE,
      config: { ...CONFIG, remotes: {} },
    });
    expect(html).toBe(privateDocument(TEMPLATE));
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(asked).toBe(0);
  });

  it('renders within the budget; slower, failing, missing or declining remotes leave the page to the browser', async () => {
    const run = (module, budgetMs = 50) =>
      createStorefrontRenderer({ apiBaseUrl: 'http://api', budgetMs, loader: async () => module, log: () => undefined })(req, page('/policies/terms'), {
        template: TEMPLATE,
        config: CONFIG,
      });
    const ok = await run(
      fakeModule(async ({ url, apiBaseUrl }) => (url === 'https://kmall.test/policies/terms' && apiBaseUrl === 'http://api' ? rendered : null)),
    );
    expect(ok).toContain('<h1>이용약관</h1>');
    expect(await run(fakeModule(() => new Promise((resolve) => setTimeout(() => resolve(rendered), 300))))).toBeNull();
    expect(await run(fakeModule(async () => Promise.reject(new Error('mall-api 500'))))).toBeNull();
    expect(await run(fakeModule(async () => null))).toBeNull();
    expect(await run(null)).toBeNull();
    // A client that asks for the browser's render.
    const client = { ...req, headers: { ...req.headers, 'x-mall-render': 'client' } };
    const render = createStorefrontRenderer({ apiBaseUrl: 'http://api', loader: async () => fakeModule(async () => rendered) });
    expect(await render(client, page('/policies/terms'), { template: TEMPLATE, config: CONFIG })).toBeNull();
    expect(await run(fakeModule(async () => rendered)).then(() => 'no throw')).toBe('no throw');
  });

  it('loads a remote’s server render beside its deployed manifest and follows a redeploy by its bytes', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-render-test-'));
    let body = 'export const render = () => "v1";';
    let clock = 0;
    const fetched = [];
    const fetchImpl = async (url, init) => {
      fetched.push(url);
      if (url.includes('missing')) return new Response('no', { status: 404 });
      const etag = `"${body.includes('v2') ? 2 : 1}"`;
      if (init.headers['if-none-match'] === etag) return new Response(null, { status: 304, headers: { etag } });
      return new Response(body, { headers: { etag } });
    };
    const load = createServerRenderLoader({ cacheDir, fetchImpl, now: () => clock });
    expect((await load('http://cdn.test/cs/1.0.0-a/mf-manifest.json')).render()).toBe('v1');
    expect(fetched).toEqual(['http://cdn.test/cs/1.0.0-a/server/render.mjs']);
    body = 'export const render = () => "v2";';
    expect((await load('http://cdn.test/cs/1.0.0-a/mf-manifest.json')).render()).toBe('v1'); // asked again only after a while
    clock += 10_000;
    // Past a while it answers with what it has and asks again in the background.
    expect((await load('http://cdn.test/cs/1.0.0-a/mf-manifest.json')).render()).toBe('v1');
    await expect.poll(async () => (await load('http://cdn.test/cs/1.0.0-a/mf-manifest.json')).render()).toBe('v2');
    expect(await load('http://cdn.test/missing/mf-manifest.json')).toBeNull();
  });
});

describe('the server route rule is the shell’s (a copy in plain JavaScript: the frontend image runs it without TypeScript)', async () => {
  const { bestRouteOf, routePatternRegExp } = await import('@mall/shared-contracts');
  const tables = {
    catalog: (await import('../../mfe-catalog/src/declaration.ts')).CATALOG_TABLE,
    exhibit: (await import('../../mfe-exhibit/src/declaration.ts')).EXHIBIT_TABLE,
    mypage: (await import('../../mfe-mypage/src/declaration.ts')).MYPAGE_TABLE,
    order: (await import('../../mfe-order/src/declaration.ts')).ORDER_TABLE,
    cs_center: (await import('../../mfe-cs-center/src/declaration.ts')).CS_CENTER_TABLE,
  };
  const declarations = Object.fromEntries(Object.entries(tables).map(([name, table]) => [name, { name, routes: table.routes }]));
  const routes = Object.values(tables).flatMap((t) => t.routes);

  it('every declared route: the same pattern, and the same route picked for its sample', () => {
    for (const route of routes) {
      expect(routePattern(route.path).source, route.path).toBe(routePatternRegExp(route.path).source);
      const pathname = new URL(route.sample, 'http://x').pathname;
      expect(routeOf(declarations, pathname)?.path, pathname).toBe(bestRouteOf(routes, pathname)?.path);
    }
  });
});
