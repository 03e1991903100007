import { expect, test } from '../../../fixtures/test';
import { maintenanceWithoutEnd, routeRuntimeConfig } from '../../../fixtures/runtime-config';
import { ShellPage } from '../../../pages/shell-page';

test.describe('maintenance mode (runtime-config.json)', () => {
  for (const path of ['/', '/goods/detail/1', '/cart', '/sidebar', '/mypage/order', '/login?redirect_to_after=/cart', '/this-does-not-exist']) {
    test(`during maintenance ${path} lands on /maintenance`, async ({ page }) => {
      await routeRuntimeConfig(page, maintenanceWithoutEnd);
      const shell = new ShellPage(page);
      await page.goto(path);
      await expect(page).toHaveURL('/maintenance');
      await expect(shell.maintenanceHeading).toBeVisible();
      // The page stands alone: no header leading to pages that all come back here.
      await expect(shell.header).toBeHidden();
    });
  }

  // Spec section 4: active at or after the start and at or before the end; the browser's clock decides.
  const twoHours = { MM_MAINTENANCE_START_AT: '2026-12-01 10:00:00', MM_MAINTENANCE_END_AT: '2026-12-01 12:00:00', MM_MAINTENANCE_START_WITHOUT_END: false };
  for (const [now, active] of [
    ['2026-12-01T09:59:59+09:00', false],
    ['2026-12-01T10:00:00+09:00', true],
    ['2026-12-01T11:00:00+09:00', true],
    ['2026-12-01T12:00:00+09:00', true],
    ['2026-12-01T12:00:01+09:00', false],
  ] as const) {
    test(`a window from 10:00 to 12:00 KST is ${active ? 'on' : 'off'} at ${now.slice(11, 19)}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(now));
      await routeRuntimeConfig(page, (config) => ({ ...config, maintenance: twoHours }));
      const shell = new ShellPage(page);
      await page.goto('/cart');
      if (active) {
        await expect(page).toHaveURL('/maintenance');
        await expect(shell.maintenanceHeading).toBeVisible();
        await expect(page.getByText('점검 시간: 2026-12-01 10:00 ~ 2026-12-01 12:00')).toBeVisible();
      } else {
        await shell.expectRemoteMounted('order');
        await expect(page).toHaveURL('/cart');
      }
    });
  }

  test('maintenance announced for the future does not block the mall yet', async ({ page }) => {
    await routeRuntimeConfig(page, (config) => ({
      ...config,
      maintenance: { MM_MAINTENANCE_START_AT: '2099-01-01 00:00:00', MM_MAINTENANCE_END_AT: '2099-01-02 00:00:00', MM_MAINTENANCE_START_WITHOUT_END: false },
    }));
    await page.goto('/this-does-not-exist');
    await expect(new ShellPage(page).notFoundHeading).toBeVisible();
    await expect(page).toHaveURL('/this-does-not-exist');
  });

  test('without maintenance, /maintenance goes home', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.goto('/maintenance');
    await expect(page).toHaveURL('/');
    await expect(shell.maintenanceHeading).toHaveCount(0);
    await shell.expectRemoteMounted('exhibit');
    await expect(shell.header).toBeVisible();
  });

  test('a maintenance window that has ended sends /maintenance home', async ({ page }) => {
    await routeRuntimeConfig(page, (config) => ({
      ...config,
      maintenance: { MM_MAINTENANCE_START_AT: '2020-01-01 00:00:00', MM_MAINTENANCE_END_AT: '2020-01-01 06:00:00', MM_MAINTENANCE_START_WITHOUT_END: false },
    }));
    await page.goto('/maintenance');
    await expect(page).toHaveURL('/');
    await expect(new ShellPage(page).maintenanceHeading).toHaveCount(0);
  });
});
