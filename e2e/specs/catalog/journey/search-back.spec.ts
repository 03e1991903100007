import { expect, test } from '../../../fixtures/test';
import { SearchResultsPage } from '../../../pages/search-page';

test('a facet narrows the results to its count; back and reload restore the filters', async ({ page }) => {
  const search = new SearchResultsPage(page);
  await search.goto({ keyword: '니트' });
  const all = await search.totalCount();
  await search.openFilters();
  const brand = search.filterGroup('브랜드').locator('label').first();
  const count = Number(await brand.locator('.search-filters__count').textContent());
  expect(count).toBeLessThan(all);
  await brand.getByRole('checkbox').check();
  await expect(page).toHaveURL(/brand_ids=\d+/);
  await expect(search.total).toHaveText(String(count));
  const color = search.filterGroup('색상').getByRole('button').first();
  const colorCount = Number(await color.locator('.search-filters__count').textContent());
  await color.click();
  await expect(search.total).toHaveText(String(colorCount));
  await page.reload();
  await expect(search.total).toHaveText(String(colorCount));
  await page.goBack();
  await expect(search.total).toHaveText(String(count));
  await page.goBack();
  await expect(search.total).toHaveText(all.toLocaleString('ko-KR'));
});

test('back from a goods restores the search page and its scroll', async ({ page }) => {
  const search = new SearchResultsPage(page);
  await search.goto({ keyword: '니트', sorting: 'price_asc' });
  const last = search.cards.last();
  await last.scrollIntoViewIfNeeded();
  const id = await last.getAttribute('data-goods-id');
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await last.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/goods/detail/${id}$`));
  await page.goBack();
  await expect(search.card(id!)).toBeInViewport();
  await expect(search.root.getByRole('combobox')).toHaveValue('price_asc');
});
