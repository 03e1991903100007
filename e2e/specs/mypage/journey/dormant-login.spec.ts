import { MESSAGES } from '@mall/shared-contracts';
import { expect, test } from '../../../fixtures/test';
import { LoginPage } from '../../../pages/mypage-page';

/** The seeded dormant member (mall-api seed DORMANT_MEMBER): no login for over a year. */
const DORMANT = { loginId: 'sleeper', password: 'sleep1234!' } as const;

test('a member back after a year is told the dormant account is active again', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(DORMANT);
  await expect(page).toHaveURL('/mypage');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(MESSAGES.accountAwakened);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '최휴면님, 반갑습니다', level: 1 })).toBeVisible();
});
