import { expect, test } from '../../fixtures/test';
import { GoodsDetailPage } from '../../pages/catalog-page';
import { ShellPage } from '../../pages/shell-page';

test('an unknown goods id shows the Korean not-found state inside catalog', async ({ page }) => {
  const detail = new GoodsDetailPage(page);
  await detail.goto(999999);
  await expect(detail.root.getByRole('heading', { name: '상품을 찾을 수 없습니다.' })).toBeVisible();
  await expect(new ShellPage(page).header).toBeVisible();
});

test('add to cart without an option asks for one', async ({ page, request }) => {
  // A goods on sale with several options (a single option is preselected).
  let id = 0;
  for (let candidate = 1; candidate <= 30 && !id; candidate++) {
    const goods = (await (await request.get(`/api/v1/goods/${candidate}`)).json()) as { is_soldout: boolean; is_adult: boolean; options: unknown[] };
    if (!goods.is_soldout && !goods.is_adult && goods.options.length > 1) id = candidate;
  }
  expect(id, 'the seed has a multi-option goods').toBeGreaterThan(0);
  const detail = new GoodsDetailPage(page);
  await detail.goto(id);
  await detail.openPurchase();
  await detail.addToCart.click();
  await expect(page.getByRole('alertdialog')).toContainText('옵션을 선택해 주세요.');
});

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
