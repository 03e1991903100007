import type { Route } from '@playwright/test';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { remoteOrigin } from '../../../pages/remotes';
import { CONTENT_TIMEOUT, ShellChrome } from '../../../pages/shell-chrome';
import { ShellPage } from '../../../pages/shell-page';

// The test machine is shared: remotes may take long to arrive (no speed is asserted).
test.describe.configure({ timeout: 90_000 });

/** Holds matching requests until the test releases them. */
async function hold(page: import('@playwright/test').Page, url: string | RegExp) {
  const held: Route[] = [];
  let release = false;
  await page.route(url, (route) => (release ? route.continue() : void held.push(route)));
  return {
    waitForRequest: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      release = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test.describe('loading bar', () => {
  test('shows while an API call is in flight', async ({ page }) => {
    const chrome = new ShellChrome(page);
    await page.goto('/');
    await new ShellPage(page).expectRemoteMounted('exhibit');
    await expect(chrome.loadingBar).toHaveCount(0);
    const categories = await hold(page, '**/api/v1/categories');
    await chrome.menuLink.click();
    await categories.waitForRequest();
    await expect(chrome.loadingBar).toBeVisible();
    await categories.release();
    await expect(page.getByRole('button', { name: '여성의류' })).toBeVisible({ timeout: CONTENT_TIMEOUT });
    await expect(chrome.loadingBar).toHaveCount(0);
  });

  test("shows while a route's remote is loading", async ({ page }) => {
    const chrome = new ShellChrome(page);
    await page.goto('/');
    const card = page.locator('.remote-root--exhibit .goods-card').first();
    await expect(card).toBeVisible({ timeout: CONTENT_TIMEOUT });
    await expect(chrome.loadingBar).toHaveCount(0);
    // catalog's goods card is already on the page; its page code (the ./app expose) is not.
    const appChunk = await hold(page, new RegExp(`^${remoteOrigin('catalog').replace('/**', '')}/__federation_expose_app\\.[0-9a-f]+\\.js$`));
    await card.click();
    await appChunk.waitForRequest();
    await expect(chrome.loadingBar).toBeVisible();
    await appChunk.release();
    await expect(new GoodsDetailPage(page).goodsName).toBeVisible({ timeout: CONTENT_TIMEOUT });
    await expect(chrome.loadingBar).toHaveCount(0);
  });
});

test('the scroll-to-top button appears after scrolling down and scrolls to the top', async ({ page }) => {
  const chrome = new ShellChrome(page);
  await page.goto('/');
  await expect(page.locator('.remote-root--exhibit .goods-card').first()).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await expect(chrome.scrollTopButton).toHaveCount(0);
  await chrome.scrollTo(600);
  await expect(chrome.scrollTopButton).toBeVisible();
  await chrome.scrollTopButton.click();
  await expect.poll(() => chrome.scrollY()).toBe(0);
  await expect(chrome.scrollTopButton).toHaveCount(0);
});

test.describe('application error view', () => {
  test('a render error in the shell replaces the page; the next navigation clears it', async ({ page }) => {
    const chrome = new ShellChrome(page);
    const shell = new ShellPage(page);
    // A malformed answer the header cannot render: an unhandled error in the shell's own tree.
    await page.route('**/api/v1/carts/count', (route) => route.fulfill({ json: { count: { broken: true } } }));
    await page.goto('/cs-center/notice');
    await expect(chrome.appError).toBeVisible();
    await expect(chrome.appError.getByRole('heading', { name: '일시적인 오류로 페이지를 표시할 수 없습니다' })).toBeVisible();
    await expect(chrome.appError.getByRole('button', { name: '새로고침' })).toBeVisible();
    await expect(shell.header).toHaveCount(0);

    await page.unroute('**/api/v1/carts/count');
    await chrome.appError.getByRole('button', { name: '홈으로' }).click();
    await expect(page).toHaveURL('/');
    await expect(chrome.appError).toHaveCount(0);
    await expect(shell.header).toBeVisible();
    await shell.expectRemoteMounted('exhibit');
  });
});
