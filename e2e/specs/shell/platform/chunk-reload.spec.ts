import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deploy, rollback, ROOT } from '../../../../tools/deploy.mjs';
import { e2eDeployRoot } from '../../../../tools/start.mjs';
import { CLIENT_RENDER } from '../../../fixtures/client-render';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';
import { remoteOrigin } from '../../../pages/remotes';
import { SearchReadyPage } from '../../../pages/search-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';
import { ShellPage } from '../../../pages/shell-page';

// About the browser loading catalog's page code: the server's HTML would show the goods before it did.
test.use(CLIENT_RENDER);

// The test machine is shared: remotes may take long to arrive (no speed is asserted).
test.describe.configure({ timeout: 90_000 });

/** catalog's page code: a hashed chunk, replaced (and the old name gone) by every redeploy. */
const catalogAppChunk = new RegExp(`^${remoteOrigin('catalog').replace('/**', '')}/__federation_expose_app\\.[0-9a-f]+\\.js$`);

/** Counts full document loads of the page (a reload is one more). */
function countDocumentLoads(page: import('@playwright/test').Page) {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

test('a route chunk gone after a redeploy reloads the page once, and the page then works', async ({ page }) => {
  const loads = countDocumentLoads(page);
  let failed = 0;
  await page.route(catalogAppChunk, (route) => (failed++ === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
  await new GoodsDetailPage(page).goto(2);
  await expect(new GoodsDetailPage(page).goodsName).toBeVisible({ timeout: CONTENT_TIMEOUT });
  expect(loads()).toBe(2);
  // The reload episode is over: a later redeploy may reload once more.
  expect(await page.evaluate(() => sessionStorage.getItem('mall:chunk-reload'))).toBeNull();
});

test('a chunk that stays missing after the reload shows the fallback instead of reloading again', async ({ page }) => {
  const loads = countDocumentLoads(page);
  await page.route(catalogAppChunk, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await new GoodsDetailPage(page).goto(2);
  const shell = new ShellPage(page);
  await expect(shell.remoteFallback('catalog')).toBeVisible({ timeout: 20_000 });
  expect(loads()).toBe(2);
  await shell.markDocument();

  // Fixed on the server: "다시 시도" loads it in place.
  await page.unroute(catalogAppChunk);
  await shell.retryButton('catalog').click();
  await shell.expectRemoteMounted('catalog');
  await shell.expectSameDocument();
});

/**
 * Deploys as a squad runs them (tools/deploy.mjs, docs/adr/0018): catalog's build goes into a new
 * version folder of the test run's deploy root, which the stack's catalog server serves beside its
 * dist, and the pointer (the root's runtime-config.json) moves atomically. The shell's server keeps
 * handing other specs the e2e config; these pages get the deploy root's pointer instead, read from
 * disk on every request as the server would. Each deploy is the same build under a new build id
 * (`1.0.0-<id>`): a new version folder, so the version a page runs shows in its catalog URLs.
 */
test.describe('versioned deploys', () => {
  // One deploy root: these tests deploy and roll back in turn, never side by side.
  test.describe.configure({ mode: 'default' });
  const root = e2eDeployRoot();
  const catalogDist = path.join(ROOT, 'mfe-catalog/dist');
  const run = Date.now().toString(36);
  let builds = 0;
  const catalogOrigin = remoteOrigin('catalog').replace('/**', '');

  async function deployCatalog(baseConfig: Record<string, unknown>): Promise<string> {
    return (await deploy({ frontend: 'catalog', root, from: catalogDist, buildId: `e2e.${run}.${++builds}`, baseConfig })).version;
  }

  /** The page reads the deploy root's pointer as /runtime-config.json, fresh on every request. */
  async function servePointer(page: Page): Promise<void> {
    await page.route('**/runtime-config.json', (route) =>
      route.fulfill({
        contentType: 'application/json; charset=utf-8',
        headers: { 'cache-control': 'no-cache' },
        body: fs.readFileSync(path.join(root, 'runtime-config.json'), 'utf8'),
      }),
    );
  }

  /** The catalog versions the current document loaded code from. */
  const catalogVersions = (page: Page) =>
    page.evaluate(
      (origin) => [
        ...new Set(
          performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((url) => url.startsWith(`${origin}/`))
            .map((url) => new URL(url).pathname.split('/')[1]),
        ),
      ],
      catalogOrigin,
    );

  let baseConfig: Record<string, unknown>;
  test.beforeEach(async ({ request }) => {
    baseConfig = (await (await request.get('/runtime-config.json')).json()) as Record<string, unknown>;
  });

  /** A tab opened on goods detail while catalog runs a freshly deployed version; counts its document loads. */
  async function openTabOnDeploy(page: Page) {
    const version = await deployCatalog(baseConfig);
    await servePointer(page);
    const loads = countDocumentLoads(page);
    const detail = new GoodsDetailPage(page);
    await detail.goto(2);
    await expect(detail.goodsName).toBeVisible({ timeout: CONTENT_TIMEOUT });
    expect(await catalogVersions(page)).toEqual([version]);
    return { version, loads };
  }

  test('a tab on the old version opens a page it never loaded from the new deploy, after one reload', async ({ page }) => {
    const { loads } = await openTabOnDeploy(page);

    const after = await deployCatalog(baseConfig);
    await new ShellPage(page).header.getByRole('link', { name: '검색' }).click();
    await expect.poll(loads, { timeout: CONTENT_TIMEOUT }).toBe(2);
    const search = new SearchReadyPage(page);
    await expect(search.hot.getByRole('listitem').first()).toBeVisible({ timeout: CONTENT_TIMEOUT });
    expect(new URL(page.url()).pathname).toBe(SearchReadyPage.path);
    expect(await catalogVersions(page)).toEqual([after]);
    await expect(new ShellPage(page).remoteFallback('catalog')).toHaveCount(0);
    // The next page of the same version is a client-side move again.
    await new ShellPage(page).header.getByRole('link', { name: '홈', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(loads()).toBe(2);
  });

  test('an open modal keeps working when its owner is redeployed, and the next page comes from the new version after one reload', async ({ page }) => {
    const { version: before, loads } = await openTabOnDeploy(page);
    const stack = new ModalStack(page);
    await stack.openByHash('#size-guide?goods_id=2');
    await expect(stack.modal('size-guide').getByRole('dialog')).toBeVisible({ timeout: CONTENT_TIMEOUT });

    const after = await deployCatalog(baseConfig);
    // Closing it is no page change: the modal's old-version code is still served, nothing reloads.
    await stack.closeButton('size-guide').click();
    await expect(stack.modals).toHaveCount(0);
    expect(loads()).toBe(1);
    expect(await catalogVersions(page)).toEqual([before]);

    await new ShellPage(page).header.getByRole('link', { name: '검색' }).click();
    await expect.poll(loads, { timeout: CONTENT_TIMEOUT }).toBe(2);
    await expect(new SearchReadyPage(page).hot.getByRole('listitem').first()).toBeVisible({ timeout: CONTENT_TIMEOUT });
    expect(await catalogVersions(page)).toEqual([after]);
  });

  test('a rollback serves the previous version to a new visitor, with no build', async ({ page }) => {
    const previous = await deployCatalog(baseConfig);
    const broken = await deployCatalog(baseConfig);
    expect(await rollback({ frontend: 'catalog', root })).toEqual({ version: previous, previous: broken });

    await servePointer(page);
    const detail = new GoodsDetailPage(page);
    await detail.goto(2);
    await expect(detail.goodsName).toBeVisible({ timeout: CONTENT_TIMEOUT });
    expect(await catalogVersions(page)).toEqual([previous]);
  });
});
