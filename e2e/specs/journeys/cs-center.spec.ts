import { expect, test } from '../../fixtures/test';
import { ShellPage } from '../../pages/shell-page';

test('notices: list with important ones first, paging, detail and back to the list', async ({ page }) => {
  const root = new ShellPage(page).remoteRoot('cs_center');
  await page.goto('/cs-center/notice');
  await expect(root.getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible();
  const items = root.locator('.notice-list__item');
  await expect(items).toHaveCount(10);
  await expect(items.first().locator('.notice-list__badge')).toHaveText('중요');

  const pager = root.getByRole('navigation', { name: '페이지 이동' });
  await pager.getByRole('button', { name: '2' }).click();
  await expect(page).toHaveURL('/cs-center/notice?page=2');
  // The previous page stays up until page 2 arrives; the pager marks the page the list shows.
  await expect(pager.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  const title = (await items.first().locator('.notice-list__title').innerText()).trim();
  await items.first().click();
  await expect(page).toHaveURL(/\/cs-center\/notice\/\d+$/);
  await expect(root.getByRole('heading', { level: 1 })).toHaveText(title);
  await root.getByRole('link', { name: '목록으로' }).click();
  await expect(page).toHaveURL('/cs-center/notice');
});

test('an unknown notice shows the Korean not-found state', async ({ page }) => {
  await page.goto('/cs-center/notice/99999');
  await expect(page.getByRole('heading', { name: '공지사항을 찾을 수 없습니다.' })).toBeVisible();
});

test('the customer centre shows how to reach the shop (shop settings) and leads to the notices', async ({ page }) => {
  const root = new ShellPage(page).remoteRoot('cs_center');
  await page.goto('/cs-center');
  await expect(root.getByRole('heading', { name: '고객센터', level: 1 })).toBeVisible();
  await expect(root.locator('a[href^="tel:"]')).toHaveText(/^\d{4}-\d{4}$|^\d{2,3}-\d{3,4}-\d{4}$/);
  await root.getByRole('link', { name: '공지사항' }).click();
  await expect(page).toHaveURL('/cs-center/notice');
});
