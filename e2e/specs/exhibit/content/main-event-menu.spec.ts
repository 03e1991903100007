import { expect, test } from '../../../fixtures/test';
import { MainPage, legoSection } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

/**
 * 이벤트 모아보기 on `/`: one tile per event kind the seeded lego section names, with how many are open
 * now (counted by mall-api from the rows), each leading to its list page, which shows that many open.
 */
const TILES = [
  { name: '래플 응모 중 3', href: '/raffle', heading: '래플', open: { list: '진행 중인 래플', count: 3, first: '모던 레더 자켓 아카이브 래플' } },
  { name: '이벤트 진행 중 3', href: '/special-event', heading: '이벤트', open: { list: '진행 중인 이벤트', count: 3, first: '앱 다운로드 럭키 드로우' } },
  { name: '공동구매 모집 중 2', href: '/joint-purchase', heading: '공동구매', open: { list: '공동구매 목록', count: 5, first: '캐시미어 머플러 공동구매' } },
  {
    name: '체험단 모집 중 2',
    href: '/experience-group',
    heading: '체험단',
    open: { list: '모집 중 체험단', count: 3, first: '캐시미어 머플러 데일리 체험단' },
  },
  { name: '쇼케이스 진행 중 4', href: '/showcase', heading: '쇼케이스', open: { list: '쇼케이스 목록', count: 6, first: '진행 중' } },
  { name: '코디샷 코디 5개', href: '/cody-shot', heading: '코디샷', open: { list: '코디샷 목록', count: 5, first: '출근길 미니멀 코트 룩' } },
] as const;

test('main event menu: a tile per seeded kind in the stored order, each with its open count', async ({ page }) => {
  const main = new MainPage(page);
  await main.goto();
  await expect(main.root.locator('.page-section').first()).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await main.revealLowerSections();
  const menu = legoSection(page, '이벤트 모아보기');
  await expect(menu).toContainText('래플부터 체험단까지, 지금 열린 이벤트');
  const links = menu.getByRole('list', { name: '이벤트 모아보기' }).getByRole('link');
  await expect(links).toHaveText(TILES.map((t) => t.name));
  for (const [i, tile] of TILES.entries()) await expect(links.nth(i)).toHaveAttribute('href', tile.href);
});

test('main event menu: each tile opens its kind’s list page with the seeded entries', async ({ page }) => {
  test.slow(); // six pages, each entered from the main page
  const main = new MainPage(page);
  for (const tile of TILES) {
    await main.goto();
    await expect(main.root.locator('.page-section').first()).toBeVisible({ timeout: CONTENT_TIMEOUT });
    await main.revealLowerSections();
    await legoSection(page, '이벤트 모아보기').getByRole('link', { name: tile.name }).click();
    await expect(page).toHaveURL(tile.href);
    await expect(main.root.getByRole('heading', { level: 1, name: tile.heading, exact: true })).toBeVisible({ timeout: CONTENT_TIMEOUT });
    const items = main.root.getByRole('list', { name: tile.open.list }).getByRole('listitem');
    await expect(items).toHaveCount(tile.open.count, { timeout: CONTENT_TIMEOUT });
    await expect(items.first()).toContainText(tile.open.first);
  }
});
