import { expect, test } from '../../../fixtures/test';
import { CLIENT_RENDER } from '../../../fixtures/client-render';
import { ShellPage } from '../../../pages/shell-page';

// A stubbed goods answer reaches the browser's render only: the server renders from mall-api (docs/adr/0027).
test.use(CLIENT_RENDER);

test('a render error inside catalog stays inside catalog', async ({ page }) => {
  const shell = new ShellPage(page);
  // A malformed payload makes the goods page throw while rendering.
  await page.route('**/api/v1/goods/5', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id: 5, name: '깨진 상품' }) }),
  );
  await page.goto('/goods/detail/5');
  await expect(shell.remoteRoot('catalog').getByText('일시적인 오류가 발생했습니다')).toBeVisible();
  await expect(shell.header).toBeVisible();
  await shell.homeLink.click();
  await expect(shell.remoteRoot('exhibit').getByRole('region', { name: '메인 배너' })).toBeVisible();
});
