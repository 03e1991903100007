import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ShellPage } from '../../../pages/shell-page';

test('an unknown goods id shows the Korean not-found state inside catalog', async ({ page }) => {
  const detail = new GoodsDetailPage(page);
  await detail.goto(999999);
  await expect(detail.root.getByRole('heading', { name: '상품을 찾을 수 없습니다.' })).toBeVisible();
  await expect(new ShellPage(page).header).toBeVisible();
});
