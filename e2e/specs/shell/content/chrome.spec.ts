import { isSpecPath } from '../../../fixtures/spec-samples';
import { expect, test } from '../../../fixtures/test';
import { CONTENT_TIMEOUT, ShellChrome } from '../../../pages/shell-chrome';
import { ShellPage } from '../../../pages/shell-page';

// The test machine is shared: remotes may take long to arrive (no speed is asserted).
test.describe.configure({ timeout: 90_000 });

test('/sidebar: the menu with the main sections and the category tree from mall-api', async ({ page }) => {
  const chrome = new ShellChrome(page);
  await page.goto('/');
  await chrome.menuLink.click();
  await expect(page).toHaveURL('/sidebar');
  await expect(chrome.frame).toHaveAttribute('data-route-type', 'side');
  await expect(page.getByRole('heading', { name: '전체 메뉴', level: 1 })).toBeVisible();
  // Sections lead only to built pages; the others are left out until their squad lands them.
  const sections = page.getByRole('navigation', { name: '쇼핑 바로가기' });
  await expect(sections.getByRole('link', { name: '고객센터' })).toHaveAttribute('href', '/cs-center');
  for (const [label, path] of [
    ['베스트', '/best'],
    ['랭킹', '/ranking'],
    ['이벤트', '/special-event'],
  ] as const) {
    await expect(sections.getByRole('link', { name: label }), path).toHaveCount(isSpecPath(path) ? 1 : 0);
  }

  // The seeded tree: 여성의류 > 아우터 > 코트; names link to the goods list once that page is built.
  const women = page.getByRole('button', { name: '여성의류' });
  await expect(women).toHaveAttribute('aria-expanded', 'true');
  const outer = page.getByRole('region', { name: '아우터' });
  await expect(outer.getByText('코트', { exact: true })).toBeVisible();
  await expect(outer.getByRole('link', { name: '코트' })).toHaveCount(isSpecPath('/goods/category/1') ? 1 : 0);
});

test('/sidebar: a category opens its goods list', async ({ page }) => {
  await page.goto('/sidebar');
  const outer = page.getByRole('region', { name: '아우터' });
  await expect(outer.getByRole('link', { name: '아우터' })).toHaveAttribute('href', /^\/goods\/category\/\d+$/);
  const coat = outer.getByRole('link', { name: '코트' });
  const href = await coat.getAttribute('href');
  expect(href).toMatch(/^\/goods\/category\/\d+$/);
  await coat.click();
  await expect(page).toHaveURL(href!);
  const shell = new ShellPage(page);
  await shell.expectRemoteMounted('catalog');
  await expect(shell.remoteRoot('catalog').getByRole('heading', { level: 1, name: /코트/ })).toBeVisible();
});

test('desktop layout: header and content share one centred column; mobile uses the full width', async ({ page }, testInfo) => {
  await page.goto('/');
  await new ShellPage(page).expectRemoteMounted('exhibit');
  const viewport = page.viewportSize()!;
  const header = (await page.locator('.shell-header__inner').boundingBox())!;
  const main = (await page.locator('main#content').boundingBox())!;
  if (testInfo.project.name === 'desktop') {
    expect(viewport.width).toBeGreaterThanOrEqual(1024);
    expect(header.width).toBeLessThanOrEqual(1200);
    expect(Math.abs(header.x - main.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(header.x + header.width - (main.x + main.width))).toBeLessThanOrEqual(1);
    expect(Math.round(main.x)).toBe(Math.round(viewport.width - main.x - main.width));
    await expect(page.locator('.shell-header')).toHaveCSS('height', '64px');
  } else {
    expect(Math.round(main.width)).toBe(viewport.width);
    await expect(page.locator('.shell-header')).toHaveCSS('height', '52px');
  }

  // The menu: a panel over the page on mobile; sections beside the categories on desktop.
  await page.goto('/sidebar');
  await expect(page.getByRole('button', { name: '여성의류' })).toBeVisible({ timeout: CONTENT_TIMEOUT });
  const sections = (await page.getByRole('navigation', { name: '쇼핑 바로가기' }).boundingBox())!;
  const categories = (await page.getByRole('navigation', { name: '카테고리' }).boundingBox())!;
  if (testInfo.project.name === 'desktop') expect(categories.x).toBeGreaterThan(sections.x + sections.width);
  else expect(categories.y).toBeGreaterThan(sections.y + sections.height);
});
