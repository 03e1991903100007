import { expect, test } from '../../../fixtures/test';
import { SearchReadyPage, SearchResultsPage } from '../../../pages/search-page';
import { ShellPage } from '../../../pages/shell-page';

test('search-ready → auto-complete → results → the recent search is kept, deleted one by one and all at once', async ({ page }) => {
  const ready = new SearchReadyPage(page);
  const results = new SearchResultsPage(page);
  await ready.goto();
  await expect(ready.recentKeywords()).toHaveCount(0);

  // 초성 typed on the phone: the suggestion leads to its results.
  await ready.type('ㄴㅌ');
  await ready.autocomplete.getByRole('list', { name: '검색어' }).getByRole('link', { name: '니트', exact: true }).click();
  // 니트 is a name word and a category: the results hold both (a turtleneck filed under 니트 too).
  await expect(page).toHaveURL(/\/search\?keyword=%EB%8B%88%ED%8A%B8$/);
  await expect(results.cards.first()).toBeVisible();

  // A second search from the results box, then back to the search screen by the header icon.
  await results.search('셔츠');
  await expect(results.cards.first()).toContainText('셔츠');
  await new ShellPage(page).header.getByRole('link', { name: '검색' }).click();
  await expect(ready.recentKeywords()).toHaveText(['셔츠', '니트']);

  // Kept on the device: a reload still lists them, and one tap searches again.
  await page.reload();
  await expect(ready.recentKeywords()).toHaveText(['셔츠', '니트']);
  await ready.recentKeywords().filter({ hasText: '니트' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=%EB%8B%88%ED%8A%B8$/);
  await page.goBack();
  await expect(ready.recentKeywords()).toHaveText(['니트', '셔츠']);

  // Delete one (the confirm cancelled first keeps it), then all.
  const dialog = page.getByRole('alertdialog');
  await ready.recent.getByRole('button', { name: '셔츠 삭제' }).click();
  await expect(dialog).toContainText("'셔츠' 최근 검색어를 삭제하시겠습니까?");
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(ready.recentKeywords()).toHaveCount(2);
  await ready.recent.getByRole('button', { name: '셔츠 삭제' }).click();
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(ready.recentKeywords()).toHaveText(['니트']);
  await ready.recent.getByRole('button', { name: '전체 삭제' }).click();
  await expect(dialog).toContainText('최근 검색어를 모두 삭제하시겠습니까?');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(ready.recent).toContainText('최근 검색어가 없습니다.');
});
