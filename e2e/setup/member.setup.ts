import { expect, test as setup } from '@playwright/test';
import { MEMBER_STATE } from '../fixtures/member-state';
import { DEMO_MEMBER, LoginPage } from '../pages/mypage-page';

/**
 * Logs the demo member in once per run, through the login page, and keeps the browser state
 * (storage and cookies) for every spec that says `test.use({ storageState: MEMBER_STATE })`.
 * Specs that log out, change the password or withdraw must log in themselves (or use their own
 * member): the shared session is revoked on the server when any test logs it out.
 */
setup('demo member login state', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/mypage');
  await login.login(DEMO_MEMBER);
  await expect(page).toHaveURL('/mypage');
  await page.context().storageState({ path: MEMBER_STATE });
});
