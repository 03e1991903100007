import type { APIRequestContext } from '@playwright/test';
import { SEARCH_API, type SearchResponse } from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { SearchResultsPage } from '../../../pages/search-page';
import { ShellPage } from '../../../pages/shell-page';

const api = async (request: APIRequestContext, query: Record<string, string>) =>
  (await (await request.get(`${SEARCH_API.search}?${new URLSearchParams(query).toString()}`)).json()) as SearchResponse;

test('a keyword typed on the search screen lists the seeded goods that carry it', async ({ page, request }) => {
  await page.goto('/goods/detail/1');
  await new ShellPage(page).header.getByRole('link', { name: '검색' }).click();
  const search = new SearchResultsPage(page);
  await search.search('코트');
  await expect(page).toHaveURL(/\/search\?keyword=%EC%BD%94%ED%8A%B8$/);
  const expected = await api(request, { keyword: '코트' });
  await expect(search.total).toHaveText(expected.paginator.total.toLocaleString('ko-KR'));
  await expect(search.cards.first()).toContainText(expected.paginator.data[0]!.name);
  await expect(search.cards).toHaveCount(Math.min(20, expected.paginator.total));
});

test('a keyboard slip lands on the Korean goods with the correction shown, and the original keyword can be searched', async ({ page }) => {
  const search = new SearchResultsPage(page);
  await search.goto({ keyword: 'tucm' });
  await expect(search.correction).toContainText("'셔츠' 검색 결과입니다");
  await expect(search.cards.first()).toContainText('셔츠');
  await search.correction.getByRole('link', { name: "'tucm'(으)로 검색" }).click();
  await expect(page).toHaveURL(/do_not_correct=1/);
  await expect(search.root.getByText("'tucm'에 대한 검색 결과가 없습니다.")).toBeVisible();
  await expect(search.correction).toHaveCount(0);
});

test('초성 and a typo find the right goods: ㅅㅇㅅㅌㄷㄷ is the brand 서울스탠다드, 캐시미여 is 캐시미어', async ({ page }) => {
  const search = new SearchResultsPage(page);
  await search.goto({ keyword: 'ㅅㅇㅅㅌㄷㄷ' });
  await expect(search.correction).toContainText("'서울스탠다드' 검색 결과입니다");
  await expect(search.root.getByRole('region', { name: '브랜드 바로가기' })).toContainText('SEOUL STANDARD');
  await expect(search.cards.first().locator('.goods-card__brand')).toHaveText('서울스탠다드');
  await search.search('캐시미여');
  await expect(search.correction).toContainText("'캐시미어' 검색 결과입니다");
  await expect(search.cards.first()).toContainText('캐시미어');
});
