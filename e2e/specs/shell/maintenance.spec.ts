import { expect, test } from '../../fixtures/test';
import { maintenanceWithoutEnd, routeRuntimeConfig } from '../../fixtures/runtime-config';
import { ShellPage } from '../../pages/shell-page';

test.describe('maintenance mode (runtime-config.json)', () => {
  for (const path of ['/', '/goods/detail/1', '/cart', '/this-does-not-exist']) {
    test(`during maintenance ${path} lands on /maintenance`, async ({ page }) => {
      await routeRuntimeConfig(page, maintenanceWithoutEnd);
      const shell = new ShellPage(page);
      await page.goto(path);
      await expect(page).toHaveURL('/maintenance');
      await expect(shell.maintenanceHeading).toBeVisible();
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
  });
});
