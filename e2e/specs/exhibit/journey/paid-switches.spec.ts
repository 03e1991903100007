import type { PaidFeature } from '@mall/shared-contracts';
import { expect, test } from '../../../fixtures/test';
import { routeShopSettings, switchOff } from '../../../fixtures/shop-settings';
import { MainPage, legoSection } from '../../../pages/exhibit-page';
import { ShellPage } from '../../../pages/shell-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

/**
 * Every exhibition kind with a paid switch in the spec's table (section 1): switched off, its pages show
 * not-found and its links leave the main page's event menu and the sidebar, while the other kinds stay.
 * The table has no live-commerce (nor planning) switch, so those pages are not here.
 */
const KINDS: { feature: PaidFeature; tile: string; sidebar: string; pages: string[] }[] = [
  { feature: 'raffle', tile: '래플', sidebar: '래플', pages: ['/raffle', '/raffle/end', '/raffle/detail/1'] },
  { feature: 'special_event', tile: '이벤트', sidebar: '이벤트', pages: ['/special-event', '/special-event/detail/1'] },
  { feature: 'joint_purchase', tile: '공동구매', sidebar: '공동구매', pages: ['/joint-purchase', '/joint-purchase/deadline', '/joint-purchase/detail/1'] },
  {
    feature: 'experience_review',
    tile: '체험단',
    sidebar: '체험단',
    pages: ['/experience-group', '/experience-group/detail/1', '/experience-group/create?id=1'],
  },
  { feature: 'showcase', tile: '쇼케이스', sidebar: '쇼케이스', pages: ['/showcase', '/showcase/2', '/showcase/detail/1'] },
  { feature: 'cody_shot', tile: '코디샷', sidebar: '코디샷', pages: ['/cody-shot', '/cody-shot/detail/1'] },
];

for (const kind of KINDS) {
  test(`${kind.feature} switched off: its pages are not found, its links leave the main page and the sidebar`, async ({ page }) => {
    test.slow(); // the main page, the sidebar and every page of the kind
    await routeShopSettings(page, switchOff(kind.feature));
    const shell = new ShellPage(page);
    const main = new MainPage(page);

    await main.goto();
    await expect(main.root.locator('.page-section').first()).toBeVisible({ timeout: CONTENT_TIMEOUT });
    await main.revealLowerSections();
    const tiles = legoSection(page, '이벤트 모아보기').getByRole('link');
    await expect(tiles).toHaveCount(KINDS.length - 1, { timeout: CONTENT_TIMEOUT });
    await expect(tiles.filter({ hasText: new RegExp(`^${kind.tile} `) })).toHaveCount(0);
    for (const other of KINDS.filter((k) => k !== kind)) await expect(tiles.filter({ hasText: new RegExp(`^${other.tile} `) })).toHaveCount(1);

    await page.goto('/sidebar');
    const sections = page.getByRole('navigation', { name: '쇼핑 바로가기' });
    await expect(sections.getByRole('link', { name: '라이브', exact: true })).toBeVisible({ timeout: CONTENT_TIMEOUT });
    await expect(sections.getByRole('link', { name: kind.sidebar, exact: true })).toHaveCount(0);

    for (const path of kind.pages) {
      await page.goto(path);
      await expect(shell.notFoundHeading).toBeVisible({ timeout: CONTENT_TIMEOUT });
      await expect(shell.remoteRoot('exhibit')).toHaveCount(0);
    }
  });
}

test('time_deal switched off: the main page leaves its time deals out and keeps the other sections', async ({ page }) => {
  await routeShopSettings(page, switchOff('time_deal'));
  const main = new MainPage(page);
  await main.goto();
  await expect(main.root.locator('.page-section').first()).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await main.revealLowerSections();
  await expect(legoSection(page, '진행 중인 기획전')).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await expect(legoSection(page, '이벤트 모아보기').getByRole('link')).toHaveCount(KINDS.length);
  await expect(legoSection(page, '오늘의 타임딜')).toHaveCount(0);
});
