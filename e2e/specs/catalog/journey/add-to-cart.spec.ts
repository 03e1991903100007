import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';

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
