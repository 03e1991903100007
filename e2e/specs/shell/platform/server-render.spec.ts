import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { API_PORT, portOf } from '../../../../tools/ports.mjs';
import { createStaticServer } from '../../../../tools/static-server.mjs';
import { createStorefrontRenderer } from '../../../../tools/storefront-render.mjs';
import { expect, test } from '../../../fixtures/test';
import { ShellPage } from '../../../pages/shell-page';
import type { RemoteName } from '../../../pages/remotes';

/*
 * HTML first (docs/adr/0027): the shell's server renders a public page's content with the route owner's
 * server build, its head tells what the page is, and the browser hydrates that HTML from the data the
 * server drew it from: no request again, no hydration error. A remote without a server build is the SPA.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

interface Page_ {
  remote: RemoteName;
  path: string;
  /** The page's content as a shopper sees it without JavaScript. */
  content: (page: Page) => Promise<void>;
  title: RegExp;
  /** The mall-api call the server made for the page, which the browser must not repeat. */
  api: RegExp;
  /** An element of the content that hydration keeps (the server's node, not a new one). */
  marker: string;
}

const PAGES: Page_[] = [
  {
    remote: 'cs_center',
    path: '/policies/terms',
    content: (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관'),
    title: /^이용약관 \| 케이몰$/,
    api: /\/api\/v1\/policies\/terms(\?|$)/,
    marker: '#policy-title',
  },
  {
    remote: 'catalog',
    path: '/goods/detail/1',
    content: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('모던 레더 자켓 차콜');
      // A shared link previews the goods: its name, its price and its first image.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/media\/goods\/1\/1\.\w+$/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /모던 레더 자켓 차콜 [\d,]+원/);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
      await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', /^\d+$/);
    },
    title: /^모던 레더 자켓 차콜 \| 케이몰$/,
    api: /\/api\/v1\/goods\/1(\?|$)/,
    marker: '.goods-detail__name',
  },
  {
    remote: 'catalog',
    path: `/search?keyword=${encodeURIComponent('코트')}`,
    content: async (page) => {
      await expect(page.locator('[data-goods-id]').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /코트/ }).first()).toBeVisible();
    },
    title: /^'코트' 검색 결과 \| 케이몰$/,
    api: /\/api\/v1\/search\?/,
    marker: '[data-goods-id]',
  },
];

for (const p of PAGES) {
  test(`without JavaScript ${p.path} shows its content and its head`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto(p.path);
    expect(res?.status()).toBe(200);
    await p.content(page);
    await expect(page).toHaveTitle(p.title);
    const canonical = new URL(p.path, page.url()).toString();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', p.title);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await context.close();
  });

  test(`${p.path} hydrates the server's HTML: same nodes, no repeated request, no console error`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (msg) => void (msg.type() === 'error' && consoleErrors.push(msg.text())));
    const apiCalls: string[] = [];
    page.on('request', (req) => void (p.api.test(req.url()) && apiCalls.push(req.url())));
    await markServerNodes(page, p.marker);
    await page.goto(p.path);
    await expectHydrated(page, p.marker);
    await new ShellPage(page).expectRemoteMounted(p.remote);
    expect(apiCalls, 'the browser asks mall-api again for what the server rendered').toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('a member page is the shell alone, kept out of search engines', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/mypage');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('[data-server-render]')).toHaveCount(0);
  await context.close();
});

/** Tags the server's node before any script of the page runs; hydration keeps the tag, a client render loses it. */
async function markServerNodes(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    document.addEventListener('readystatechange', () => {
      const el = document.querySelector(sel);
      if (el && document.readyState === 'interactive') (el as unknown as Record<string, unknown>).__fromServer = true;
    });
  }, selector);
}

async function expectHydrated(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return Boolean(el && Object.keys(el).some((k) => k.startsWith('__reactFiber')));
  }, selector);
  expect(
    await page.evaluate((sel) => (document.querySelector(sel) as unknown as Record<string, unknown>).__fromServer, selector),
    'the server’s node was hydrated, not replaced',
  ).toBe(true);
}

test.describe('a remote whose server build is missing', () => {
  let servers: { close(): void }[] = [];
  let shellUrl = '';

  test.beforeAll(async () => {
    // cs-center's build without its server folder, on a host of its own; a shell server whose runtime config points there.
    const dist = path.join(ROOT, 'mfe-cs-center/dist');
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-no-server-build-'));
    fs.cpSync(dist, copy, { recursive: true, filter: (src) => !src.startsWith(path.join(dist, 'server')) });
    const remote = await listen(createStaticServer({ dir: copy }));
    const config = (await (await fetch(`http://localhost:${portOf('shell')}/runtime-config.json`)).json()) as { remotes: Record<string, string> };
    config.remotes.cs_center = `http://localhost:${remote.port}/mf-manifest.json`;
    const configFile = path.join(copy, 'runtime-config.test.json');
    fs.writeFileSync(configFile, JSON.stringify(config));
    const apiBaseUrl = `http://127.0.0.1:${API_PORT}`;
    const shell = await listen(
      createStaticServer({
        dir: path.join(ROOT, 'shell/dist'),
        spa: true,
        proxy: apiBaseUrl,
        runtimeConfig: configFile,
        render: createStorefrontRenderer({ apiBaseUrl, budgetMs: 2_000, log: () => undefined }),
      }),
    );
    servers = [remote.server, shell.server];
    shellUrl = `http://localhost:${shell.port}`;
  });

  test.afterAll(() => servers.forEach((s) => s.close()));

  test('its routes are the SPA document and render in the browser', async ({ page }) => {
    const html = await (await fetch(`${shellUrl}/policies/terms`)).text();
    expect(html).not.toContain('data-server-render');
    await page.goto(`${shellUrl}/policies/terms`);
    await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
    await new ShellPage(page).expectRemoteMounted('cs_center');
  });
});

function listen(server: ReturnType<typeof createStaticServer>): Promise<{ server: ReturnType<typeof createStaticServer>; port: number }> {
  return new Promise((resolve) => server.listen(0, () => resolve({ server, port: (server.address() as AddressInfo).port })));
}
