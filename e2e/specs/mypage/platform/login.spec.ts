import { expect, test } from '../../../fixtures/test';
import { LoginPage } from '../../../pages/mypage-page';

test('a wrong password shows the Korean message and keeps the form', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login({ loginId: 'demo', password: 'wrong-password' });
  await expect(login.root.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않습니다.');
  await expect(login.loginId).toHaveValue('demo');
  await expect(page).toHaveURL('/login');
});

test('redirect_to_after only takes same-site paths', async ({ page }) => {
  const login = new LoginPage(page);
  await page.goto('/login?redirect_to_after=%2F%2Fevil.example');
  await login.login();
  await expect(page).toHaveURL('/mypage');
});

test('a member opening /login goes where redirect_to_after says, and logout returns to visitor', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login();
  await expect(page).toHaveURL('/mypage');
  await page.goto('/login?redirect_to_after=%2Fcs-center%2Fnotice');
  await expect(page).toHaveURL('/cs-center/notice');
  await page.goto('/mypage');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/mypage');
  await expect(page).toHaveURL('/login?redirect_to_after=%2Fmypage');
});
