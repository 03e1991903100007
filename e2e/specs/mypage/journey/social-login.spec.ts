import { expect, test } from '../../../fixtures/test';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';
import { newSocialPerson, SocialLoginButtons } from '../../../pages/social-login';

const alertDialog = (page: import('@playwright/test').Page) => page.getByRole('alertdialog');

/**
 * Social login end to end through the sandbox platform's popup: a new Kakao account joins on
 * /join/sns-policy and is in; next time Kakao logs it straight in. A member whose e-mail a Naver
 * account reports logs in on /join/sns-duplicated, which connects Naver; next time Naver logs in.
 */
test('a new Kakao account joins and logs in again; a member connects Naver by logging in', async ({ page, busEvents }) => {
  test.slow(); // two popups per half, joins and logouts
  const kakao = newSocialPerson('journey', '한소셜');
  const login = new LoginPage(page);
  const social = new SocialLoginButtons(page);

  await login.goto();
  await social.loginWith('카카오', kakao);
  await expect(page).toHaveURL('/join/sns-policy');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '동의하고 가입하기' }).click();
  await expect(alertDialog(page)).toContainText('한소셜님, 케이몰 회원이 되신 것을 환영합니다. 다음부터 카카오로 로그인할 수 있어요.');
  await alertDialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/mypage');
  await expect(page.getByRole('heading', { name: '한소셜님, 반갑습니다' })).toBeVisible();
  expect(busEvents.filter((e) => e.name === 'track.registrationComplete')).toHaveLength(1);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');

  await login.goto();
  await social.loginWith('카카오', kakao);
  await expect(page).toHaveURL('/mypage');
  await expect(page.getByRole('heading', { name: '한소셜님, 반갑습니다' })).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');

  // A member (joined with id and password) meets Naver with the same e-mail.
  const person = newSandboxPerson('snsdup', { name: '연결회원' });
  const member = await joinByApi(page, person, `n${person.phone.slice(-7)}`);
  const naver = { name: '연결회원', email: `${member.loginId}@example.com` };
  await login.goto();
  await social.loginWith('네이버', naver);
  await expect(page).toHaveURL('/join/sns-duplicated');
  await expect(page.getByTestId('sns-existing-id')).toHaveText(`${member.loginId.slice(0, 4)}****`);
  await page.getByLabel('아이디').fill(member.loginId);
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByRole('button', { name: '로그인하고 네이버 계정 연결하기' }).click();
  await expect(alertDialog(page)).toContainText('네이버 계정이 연결되었습니다.');
  await alertDialog(page).getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/mypage');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');

  await login.goto();
  await social.loginWith('네이버', naver);
  await expect(page).toHaveURL('/mypage');
  await expect(page.getByRole('heading', { name: '연결회원님, 반갑습니다' })).toBeVisible();
});
