import type { APIRequestContext } from '@playwright/test';
import { API, type CategoryTree } from '@mall/shared-contracts';
import {
  BrandInfoSchema,
  SEARCH_API,
  SearchResponseSchema,
  SellerShopSchema,
  brandPath,
  sellerShopPath,
  toSearchParams,
  type SearchQuery,
} from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { SearchResultsPage } from '../../../pages/search-page';

const search = async (request: APIRequestContext, query: Partial<SearchQuery>) =>
  SearchResponseSchema.parse(await (await request.get(`${SEARCH_API.search}?${toSearchParams(query).toString()}`)).json());

test('a sidebar category opens its page: path, sub-categories with counts, its goods; a sub-category and the order narrow it', async ({ page, request }) => {
  const tree = (await (await request.get(API.categories)).json()) as CategoryTree;
  const top = tree.categories[0]!;
  const mid = top.children[0]!;
  await page.goto('/sidebar');
  await page.getByRole('region', { name: mid.name }).getByRole('link', { name: mid.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/goods/category/${mid.id}$`));
  const list = new SearchResultsPage(page);
  await expect(list.root.getByRole('heading', { level: 1 })).toHaveText(mid.name);
  await expect(list.root.getByRole('navigation', { name: '카테고리 경로' })).toContainText(top.name);
  const expected = await search(request, { category_codes: [mid.code] });
  await expect(list.total).toHaveText(expected.paginator.total.toLocaleString('ko-KR'));
  await expect(list.cards.first()).toContainText(expected.paginator.data[0]!.name);

  const leaf = mid.children[0]!;
  const leafResult = await search(request, { category_codes: [leaf.code] });
  const chip = list.root.getByRole('navigation', { name: '하위 카테고리' }).getByRole('link', { name: new RegExp(`^${leaf.name}`) });
  await expect(chip).toContainText(String(leafResult.paginator.total));
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/goods/category/${leaf.id}$`));
  await expect(list.total).toHaveText(String(leafResult.paginator.total));
  await list.root.getByRole('combobox').selectOption('price_asc');
  await expect(page).toHaveURL(new RegExp(`/goods/category/${leaf.id}\\?sorting=price_asc$`));
  const cheapest = await search(request, { category_codes: [leaf.code], sorting: 'price_asc' });
  await expect(list.cards.first()).toContainText(cheapest.paginator.data[0]!.name);
  await page.goBack();
  await expect(list.root.getByRole('combobox')).toHaveValue('popular');
});

test('a brand page shows the brand and only its goods; a visitor is asked to log in for the heart', async ({ page, request }) => {
  const brand = BrandInfoSchema.parse(await (await request.get(brandPath(3))).json());
  await page.goto('/goods/brand/3');
  const list = new SearchResultsPage(page);
  await expect(list.root.getByRole('heading', { level: 1 })).toHaveText(brand.name);
  await expect(list.root).toContainText(`${brand.name_en} · 상품 ${brand.goods_count}개`);
  await expect(list.total).toHaveText(String(brand.goods_count));
  await expect(list.cards.locator('.goods-card__brand').first()).toHaveText(brand.name);
  await list.root.getByRole('button', { name: `${brand.name} 브랜드 찜` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('로그인이 필요합니다. 로그인 페이지로 이동하시겠습니까?');
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
});

test("a seller shop shows its shipping policy, brands and goods; a brand chip leads to the brand's page", async ({ page, request }) => {
  const shop = SellerShopSchema.parse(await (await request.get(sellerShopPath(1))).json());
  await page.goto('/goods/seller/1');
  const list = new SearchResultsPage(page);
  await expect(list.root.getByRole('heading', { level: 1 })).toHaveText(shop.name);
  await expect(list.total).toHaveText(shop.goods_count.toLocaleString('ko-KR'));
  const brands = list.root.getByRole('navigation', { name: '판매 브랜드' }).getByRole('link');
  await expect(brands).toHaveCount(shop.brands.length);
  await brands.first().click();
  await expect(page).toHaveURL(new RegExp(`/goods/brand/${shop.brands[0]!.id}$`));
  await expect(list.root.getByRole('heading', { level: 1 })).toHaveText(shop.brands[0]!.name);
});
