import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { MainPage } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT, ShellChrome } from '../../../pages/shell-chrome';
import { ShellPage } from '../../../pages/shell-page';

// The test machine is shared: remotes may take long to arrive (no speed is asserted).
test.describe.configure({ timeout: 90_000 });

/** Route meta and history rules of spec section 2, watched through the shell's page frame. */
async function openMain(page: import('@playwright/test').Page) {
  await new MainPage(page).goto();
  const cards = page.locator('.remote-root--exhibit .goods-card');
  await expect(cards.first()).toBeVisible({ timeout: CONTENT_TIMEOUT });
  return cards;
}

test('a sub page slides in from the right and slides back on back; the main page is type main', async ({ page }) => {
  const chrome = new ShellChrome(page);
  const cards = await openMain(page);
  await expect(chrome.frame).toHaveAttribute('data-route-type', 'main');
  await expect(chrome.frame).toHaveAttribute('data-transition', 'none');

  await cards.first().click();
  await expect(page).toHaveURL(/\/goods\/detail\/\d+$/);
  await chrome.expectTransition('slide-right', 'forward');
  await expect(chrome.frame).toHaveAttribute('data-route-type', 'sub');
  await expect(page.locator('html')).toHaveClass(/route--sub/);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await chrome.expectTransition('slide-right', 'back');
  await expect(page.locator('html')).toHaveClass(/route--main/);

  // Browser forward slides like a new page again.
  await page.goForward();
  await expect(page).toHaveURL(/\/goods\/detail\/\d+$/);
  await chrome.expectTransition('slide-right', 'forward');
});

test('the header back button goes back through history, and home when there is none', async ({ page }) => {
  const chrome = new ShellChrome(page);
  const cards = await openMain(page);
  await cards.first().click();
  await expect(page).toHaveURL(/\/goods\/detail\/\d+$/);
  await chrome.backButton.click();
  await expect(page).toHaveURL('/');
  await chrome.expectTransition('slide-right', 'back');

  // A deep link opened in a fresh tab: nothing to go back to, so back means home.
  await new GoodsDetailPage(page).goto(3);
  await expect(new GoodsDetailPage(page).goodsName).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await chrome.backButton.click();
  await expect(page).toHaveURL('/');
  await new ShellPage(page).expectRemoteMounted('exhibit');
});

/** The first card fully inside the viewport (under the header). */
async function cardInView(page: Page, cards: Locator): Promise<Locator> {
  const viewport = page.viewportSize()!;
  for (let i = 0; i < (await cards.count()); i += 1) {
    const box = await cards.nth(i).boundingBox();
    if (box && box.y > 80 && box.y + box.height < viewport.height && box.x >= 0 && box.x + box.width <= viewport.width) return cards.nth(i);
  }
  throw new Error('no goods card in view');
}

test('the scroll position is restored on back and reset to the top going forward', async ({ page }) => {
  const chrome = new ShellChrome(page);
  const cards = await openMain(page);
  // Sections are horizontal rows: scroll down the page, then open a card of a row in view.
  await chrome.scrollTo(500);
  const saved = await chrome.scrollY();
  expect(saved).toBeGreaterThan(300);
  const card = await cardInView(page, cards);

  await card.click();
  await expect(page).toHaveURL(/\/goods\/detail\/\d+$/);
  await expect(new GoodsDetailPage(page).goodsName).toBeVisible({ timeout: CONTENT_TIMEOUT });
  expect(await chrome.scrollY()).toBe(0);

  // Back: the main page remounts and fills in late; the shell retries until the position is reached.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => chrome.scrollY()).toBe(saved);

  // Forward to a new page: the top.
  await cards.nth(1).click();
  await expect(page).toHaveURL(/\/goods\/detail\/\d+$/);
  await expect(new GoodsDetailPage(page).goodsName).toBeVisible({ timeout: CONTENT_TIMEOUT });
  expect(await chrome.scrollY()).toBe(0);
});

test('the skip link is the first Tab stop and moves focus to the content', async ({ page }) => {
  const chrome = new ShellChrome(page);
  await openMain(page);
  await page.keyboard.press('Tab');
  await expect(chrome.skipLink).toBeFocused();
  await expect(chrome.skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(chrome.main).toBeFocused();
  // No #content in the URL: a hash would mean a modal popup.
  await expect(page).toHaveURL('/');
});
