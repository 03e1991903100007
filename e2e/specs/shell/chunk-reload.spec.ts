import { expect, test } from '../../fixtures/test';
import { GoodsDetailPage } from '../../pages/catalog-page';
import { remoteOrigin } from '../../pages/remotes';
import { CONTENT_TIMEOUT } from '../../pages/shell-chrome';
import { ShellPage } from '../../pages/shell-page';

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
