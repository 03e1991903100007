import { API, type Banner } from '@mall/shared-contracts';
import type { LegoPage } from '@mall/shared-contracts/exhibit';
import { expect, test } from '../../../fixtures/test';
import { routeShopSettings, switchOff } from '../../../fixtures/shop-settings';
import { MainPage } from '../../../pages/exhibit-page';
import { ShellPage } from '../../../pages/shell-page';
import { ShopFooter } from '../../../pages/shop-footer';

/** The main lego page with one more banner in its top carousel. */
function withTopBanner(main: LegoPage, make: (first: Banner) => Banner): LegoPage {
  return {
    ...main,
    sections: main.sections.map((s) =>
      s.kind === 'banner_carousel' && s.position === 'main_top' ? { ...s, banners: [...s.banners, make(s.banners[0]!)] } : s,
    ),
  };
}

const START = new Date('2026-11-21T10:00:00+09:00');

test.describe('shop settings: one request per 5 minutes for every remote', () => {
  test('a journey across the shell, exhibit, catalog, order and cs-center makes one settings request; after 5 minutes, one more', async ({ page }) => {
    test.slow(); // five remotes, one after the other, on a shared machine
    await page.clock.install({ time: START });
    const settings = await routeShopSettings(page);
    const shell = new ShellPage(page);
    const footer = new ShopFooter(page);

    await page.goto('/');
    await expect(new MainPage(page).heading).toBeAttached();
    // the footer shows the settings: the answer is in
    await expect(footer.root).toContainText('사업자등록번호');
    await shell.remoteRoot('exhibit').locator('.goods-card').first().click();
    await expect(page).toHaveURL(/\/goods\/detail\/\d+$/);
    await shell.expectRemoteMounted('catalog');
    await shell.cartLink.click();
    await expect(page).toHaveURL('/cart');
    await shell.expectRemoteMounted('order');
    await footer.link('고객센터').click();
    const cs = shell.remoteRoot('cs_center');
    await expect(cs.locator('a[href^="tel:"]')).toHaveText('1588-1234');
    await shell.homeLink.click();
    await expect(new MainPage(page).heading).toBeAttached();
    expect(settings.requests()).toBe(1);

    await page.clock.fastForward('05:00');
    await footer.link('공지사항').click();
    await expect(shell.remoteRoot('cs_center').getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible();
    await expect.poll(settings.requests).toBe(2);
    await shell.homeLink.click();
    await expect(new MainPage(page).heading).toBeAttached();
    expect(settings.requests()).toBe(2);
  });
});

test.describe('paid feature switches', () => {
  for (const path of [
    '/raffle',
    '/raffle/detail/1',
    '/ranking/brand',
    '/cody-shot',
    '/showcase/detail/2',
    '/joint-purchase',
    '/special-event',
    '/experience-group',
    '/experience-group/detail/1',
    '/experience-group/create',
  ]) {
    test(`a direct visit of ${path} while its feature is off shows the not-found page`, async ({ page }) => {
      await routeShopSettings(page, switchOff('raffle', 'ranking', 'cody_shot', 'showcase', 'joint_purchase', 'special_event', 'experience_review'));
      const shell = new ShellPage(page);
      await page.goto(path);
      await expect(shell.notFoundHeading).toBeVisible();
      await expect(page).toHaveURL(path);
      // the shell answered: the owning remote was never mounted
      await expect(shell.remoteRoot('exhibit')).toHaveCount(0);
      await expect(shell.remoteRoot('catalog')).toHaveCount(0);
    });
  }

  test('with the feature on, the page goes to its owner', async ({ page }) => {
    await routeShopSettings(page);
    const shell = new ShellPage(page);
    await page.goto('/raffle');
    await shell.expectRemoteMounted('exhibit');
    await expect(shell.remoteRoot('exhibit').getByRole('heading', { level: 1, name: /래플/ })).toBeVisible();
  });

  test('links into switched-off features are hidden: main banner and footer', async ({ page }) => {
    await routeShopSettings(page, switchOff('raffle', 'reward'));
    // a raffle banner among the main banners
    await page.route(`**${API.mainPage}`, async (route) => {
      const response = await route.fetch();
      const main = (await response.json()) as LegoPage;
      await route.fulfill({ response, json: withTopBanner(main, (first) => ({ ...first, id: 999, title: '한정판 래플 응모', link_url: '/raffle/detail/1' })) });
    });
    const footer = new ShopFooter(page);
    await page.goto('/');
    const banners = page.getByRole('region', { name: '메인 배너' });
    await expect(banners.getByRole('link').first()).toBeAttached();
    await expect(banners.locator('a[href="/raffle/detail/1"]')).toHaveCount(0);
    await expect(footer.link('고객센터')).toBeVisible();
    await expect(footer.root).toContainText('사업자등록번호');
    await expect(footer.link('구매 리워드 안내')).toHaveCount(0);
  });

  test('the same links show while the features are on', async ({ page }) => {
    await routeShopSettings(page);
    await page.route(`**${API.mainPage}`, async (route) => {
      const response = await route.fetch();
      const main = (await response.json()) as LegoPage;
      await route.fulfill({ response, json: withTopBanner(main, (first) => ({ ...first, id: 999, link_url: '/raffle/detail/1' })) });
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: '메인 배너' }).locator('a[href="/raffle/detail/1"]')).toHaveCount(1);
    await expect(new ShopFooter(page).link('구매 리워드 안내')).toBeVisible();
  });
});

test.describe('design colours', () => {
  test('the design colours of the settings become the CSS variables the whole UI uses', async ({ page }) => {
    await routeShopSettings(page, (s) => ({ ...s, design_colors: { ...s.design_colors, primary: '#0a58ca' } }));
    const shell = new ShellPage(page);
    await page.goto('/this-does-not-exist');
    await expect(shell.notFoundHeading).toBeVisible();
    const rootVar = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    await expect.poll(rootVar).toBe('#0a58ca');
    // a shared-ui button follows the token
    await expect(page.getByRole('link', { name: '홈으로 가기' })).toHaveCSS('background-color', 'rgb(10, 88, 202)');

    // the next visit paints in the shop's colours before the settings answer
    await page.unroute(`**${API.settings}`);
    await page.route(`**${API.settings}`, () => undefined); // never answers
    await page.reload();
    await expect(shell.notFoundHeading).toBeVisible();
    expect(await rootVar()).toBe('#0a58ca');
  });
});
