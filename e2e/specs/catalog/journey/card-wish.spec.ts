import type { Locator } from '@playwright/test';
import { expect, test } from '../../../fixtures/test';
import { RankingPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';
import { SearchResultsPage } from '../../../pages/search-page';

/** A card's heart: a button of its own beside the goods link, named after the goods with its count. */
const heartOf = (card: Locator) => card.getByRole('button', { name: /찜하기, 찜 / });
const countOf = async (heart: Locator) => /찜 (\d+)$/.exec((await heart.getAttribute('aria-label')) ?? '')?.[1];

test.describe('goods card wish heart', () => {
  test('a visitor taps a card’s heart on /best and is asked to log in first', async ({ page }) => {
    const ranking = new RankingPage(page);
    await page.goto('/best');
    const card = ranking.entries('베스트').first().locator('article.goods-card');
    await expect(card).toBeVisible();
    // The goods link and the heart are separate controls.
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/goods\/detail\/\d+$/);
    const heart = heartOf(card);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인이 필요합니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
    await expect(page).toHaveURL('/best');
  });

  test('a member wishes a search result into a new folder: the card’s heart and count follow, and /mypage/wish has it', async ({ page }, testInfo) => {
    test.slow();
    const person = newSandboxPerson(`cw${testInfo.project.name.length}`);
    const member = await joinByApi(page, person, `cw${person.phone.slice(-7)}${testInfo.project.name.slice(0, 1)}`);
    const login = new LoginPage(page);
    await login.goto(SearchResultsPage.path({ keyword: '코트' }));
    await login.login(member);
    const search = new SearchResultsPage(page);
    await expect(search.total).toBeVisible();

    // Each project its own goods (they run side by side): one whose count reads as a number.
    const cards = search.cards;
    await expect(cards.first()).toBeVisible();
    let card = cards.first();
    let before: string | undefined;
    for (let i = testInfo.project.name === 'mobile' ? 0 : 1; i < (await cards.count()) && before === undefined; i++) {
      card = cards.nth(i);
      before = await countOf(heartOf(card));
    }
    expect(before).toBeDefined();
    const goodsId = await card.getAttribute('data-goods-id');
    const heart = heartOf(card);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();

    const stack = new ModalStack(page);
    const dialog = stack.dialog('폴더 선택');
    await dialog.getByLabel('새 폴더').fill('겨울 외투');
    await dialog.getByRole('button', { name: '만들기' }).click();
    await expect(dialog.getByRole('radio', { name: /겨울 외투/ })).toBeChecked();
    await dialog.getByRole('button', { name: '찜하기' }).click();
    await expect(stack.modals).toHaveCount(0);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(new RegExp(`찜 ${Number(before) + 1}$`));
    await expect(page).toHaveURL(/\/search\?keyword=/);

    await page.goto('/mypage/wish');
    const folders = page.getByRole('list', { name: '찜 폴더' });
    await expect(folders.getByRole('link', { name: /겨울 외투\s*1개/ })).toBeVisible();
    await folders.getByRole('link', { name: /겨울 외투/ }).click();
    await expect(page.getByRole('heading', { name: '겨울 외투', level: 1 })).toBeVisible();
    await expect(page.locator(`li[data-goods-id="${goodsId}"]`)).toBeVisible();
  });
});
