import { MAIN_POPUP_HIDE_KEY } from '@mall/shared-contracts';
import { expect, test } from '../../../fixtures/test';
import { MainPage } from '../../../pages/exhibit-page';
import { MainPopup } from '../../../pages/main-popup';
import { ShellPage } from '../../../pages/shell-page';

test.use({ showMainPopup: true });

const TODAY = new Date('2026-11-21T22:30:00+09:00');
const NEXT_DAY = new Date('2026-11-22T00:00:10+09:00');

test('the main popup shows on /, "오늘 하루 보지 않기" hides it for the rest of the day, and it returns the next day', async ({ page }) => {
  await page.clock.install({ time: TODAY });
  const popup = new MainPopup(page);
  const main = new MainPage(page);
  await page.goto('/');
  await expect(popup.dialog).toBeVisible();
  await expect(popup.image('겨울 아우터 최대 50% 할인')).toBeAttached();
  await popup.hideToday.click();
  await expect(popup.dialog).toHaveCount(0);
  expect(await popup.saved()).toEqual({ key: MAIN_POPUP_HIDE_KEY, isTodayClose: true, closeDate: '2026-11-21' });

  // later that day: not shown, not even asked for
  popup.requests.length = 0;
  await page.reload();
  await expect(main.heading).toBeAttached();
  await expect(page.locator('.goods-card').first()).toBeVisible();
  await expect(popup.dialog).toHaveCount(0);
  expect(popup.requests).toEqual([]);

  // the next day (KST): shown again, and the expired entry is gone
  await page.clock.setSystemTime(NEXT_DAY);
  await page.reload();
  await expect(popup.dialog).toBeVisible();
  expect(await popup.saved()).toBeNull();
});

test('"닫기" closes the popup for this visit without saving anything', async ({ page }) => {
  const popup = new MainPopup(page);
  const shell = new ShellPage(page);
  await page.goto('/');
  await popup.close.click();
  await expect(popup.dialog).toHaveCount(0);
  expect(await popup.saved()).toBeNull();
  await shell.cartLink.click();
  await expect(page).toHaveURL('/cart');
  await shell.homeLink.click();
  await expect(new MainPage(page).heading).toBeAttached();
  await expect(popup.dialog).toHaveCount(0);
  // a new visit shows it again
  await page.reload();
  await expect(popup.dialog).toBeVisible();
});

test('the main popup is not shown on other pages, and appears on arriving at /', async ({ page }) => {
  const popup = new MainPopup(page);
  const shell = new ShellPage(page);
  for (const path of ['/cs-center', '/goods/detail/1', '/cart']) {
    await page.goto(path);
    await expect(page.locator('.remote-root--cs_center, .remote-root--catalog, .remote-root--order').locator(':scope > *').first()).toBeAttached();
    await expect(popup.dialog).toHaveCount(0);
  }
  expect(popup.requests).toEqual([]);
  await shell.homeLink.click();
  await expect(popup.dialog).toBeVisible();
});
