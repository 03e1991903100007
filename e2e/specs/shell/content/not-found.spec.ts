import { expect, test } from '../../../fixtures/test';
import { ShellPage } from '../../../pages/shell-page';

test('an unknown URL shows the not-found page, with its document title, inside the shell', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/this-does-not-exist');
  await expect(shell.notFoundHeading).toBeVisible();
  await expect(page).toHaveTitle(/페이지를 찾을 수 없습니다/);
  // The header stays usable, so the user has a way out.
  await shell.homeLink.click();
  await expect(page).toHaveURL('/');
  await expect(shell.notFoundHeading).toHaveCount(0);
});
