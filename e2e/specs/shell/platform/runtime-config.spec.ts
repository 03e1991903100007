import { expect, test } from '../../../fixtures/test';
import { routeRuntimeConfig } from '../../../fixtures/runtime-config';
import { ShellPage } from '../../../pages/shell-page';

/** A broken deploy-time config must give a readable screen, never a blank page. */
test.describe('broken runtime-config.json', () => {
  test('a config that fails validation shows the config error screen', async ({ page }) => {
    await routeRuntimeConfig(page, () => ({ oops: 1 }));
    await page.goto('/goods/detail/1');
    await expect(new ShellPage(page).configError).toBeVisible();
    await expect(page.getByRole('button', { name: '새로고침' })).toBeVisible();
  });

  const broken = [
    { name: 'a 500 response', fulfill: { status: 500, body: 'Internal Server Error' } },
    { name: 'an HTML body', fulfill: { status: 200, contentType: 'text/html', body: '<!doctype html><p>not json</p>' } },
  ];
  for (const { name, fulfill } of broken) {
    test(`${name} shows the config error screen`, async ({ page }) => {
      await page.route('**/runtime-config.json', (route) => route.fulfill(fulfill));
      await page.goto('/');
      await expect(new ShellPage(page).configError).toBeVisible();
    });
  }
});
