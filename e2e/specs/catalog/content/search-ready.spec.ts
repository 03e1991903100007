import { BasicSearchWordsResponseSchema, HotSearchResponseSchema, SEARCH_READY_API, hotChangeLabel } from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { SearchReadyPage, SearchResultsPage } from '../../../pages/search-page';
import { ShellPage } from '../../../pages/shell-page';

test('the header search icon opens search-ready: hot searches ranked from the search logs with their change', async ({ page, request }) => {
  await page.goto('/goods/detail/1');
  await new ShellPage(page).header.getByRole('link', { name: '검색' }).click();
  await expect(page).toHaveURL(/\/search-ready$/);
  const ready = new SearchReadyPage(page);
  await expect(ready.keywordBox).toBeFocused();
  const hot = HotSearchResponseSchema.parse(await (await request.get(SEARCH_READY_API.hot)).json());
  expect(hot.words.length).toBe(10);
  const items = ready.hot.getByRole('listitem');
  await expect(items).toHaveCount(hot.words.length);
  for (const [i, word] of hot.words.slice(0, 3).entries()) {
    await expect(items.nth(i)).toContainText(`${word.rank}${word.keyword}${hotChangeLabel(word).text}`);
  }
  await expect(ready.hot).toContainText('기준');
  await expect(ready.recent).toContainText('최근 검색어가 없습니다.');
});

test('auto-complete answers 초성 with the brand and highlights what was typed; a suggestion searches it', async ({ page }) => {
  const ready = new SearchReadyPage(page);
  await ready.goto();
  await ready.type('ㅅㅇㅅㅌ');
  const brand = ready.autocomplete.getByRole('list', { name: '브랜드' }).getByRole('link', { name: /서울스탠다드/ });
  await expect(brand).toBeVisible();
  await expect(brand.locator('mark')).toHaveText('서울스탠');
  await expect(brand.locator('img')).toHaveAttribute('src', /\/media\/brands\/\d+\.svg$/);
  await ready.type('ㅋㅌ');
  const keyword = ready.autocomplete.getByRole('list', { name: '검색어' }).getByRole('link', { name: '코트', exact: true });
  await expect(keyword.locator('mark')).toHaveText('코트');
  await keyword.click();
  const results = new SearchResultsPage(page);
  await expect(page).toHaveURL(/\/search\?keyword=%EC%BD%94%ED%8A%B8$/);
  await expect(results.cards.first()).toContainText('코트');
});

test('the search box suggests one of the shop’s base search words; searching with the box empty opens its link', async ({ page, request }) => {
  const { basic_search_words: words } = BasicSearchWordsResponseSchema.parse(await (await request.get(SEARCH_READY_API.basicWords)).json());
  expect(words.length).toBeGreaterThan(1);
  const ready = new SearchReadyPage(page);
  await ready.goto();
  await expect(ready.keywordBox).toHaveAttribute('placeholder', new RegExp(`^(${words.map((w) => w.keyword).join('|')})$`));
  const placeholder = await ready.keywordBox.getAttribute('placeholder');
  const word = words.find((w) => w.keyword === placeholder)!;
  await ready.root.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(word.link_url);
  // The link's page opens with its content, not a not-found.
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toHaveCount(0);
  await expect(page.locator('article.goods-card').first()).toBeVisible();
});
