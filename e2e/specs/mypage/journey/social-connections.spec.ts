import { expect, test } from '../../../fixtures/test';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';
import { newSocialPerson, SocialConnectionsSection, SocialLoginButtons } from '../../../pages/social-login';

/**
 * SNS 계정 연결 on My page through the sandbox platform's popup: a member who joined with Kakao has
 * no password, so Kakao cannot go while it is the only way in; with Naver connected it can. Another
 * member then meets that Naver account: it is taken (spec section 8 "already-connected account").
 */
test('connect and disconnect SNS accounts; the last way to log in stays; another member’s account is refused', async ({ page }) => {
  test.slow(); // popups, a join and a logout
  const alert = page.getByRole('alertdialog');
  const kakao = newSocialPerson('conn', '연결소셜');
  const naver = newSocialPerson('conn', '연결소셜');
  const login = new LoginPage(page);
  await login.goto();
  await new SocialLoginButtons(page).loginWith('카카오', kakao);
  await expect(page).toHaveURL('/join/sns-policy');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '동의하고 가입하기' }).click();
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/mypage');

  await page.goto('/mypage/member-info/edit');
  const sns = new SocialConnectionsSection(page);
  await expect(sns.item('카카오')).toContainText('연결됨');
  await expect(sns.item('네이버')).toContainText('연결 안 됨');
  await expect(sns.item('Apple')).toContainText('연결 안 됨');
  // Kakao is the only way in: the server refuses, in Korean.
  await sns.disconnectButton('카카오').click();
  await expect(alert).toContainText('카카오 계정 연결을 해제하시겠습니까?');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(sns.error).toHaveText('카카오 계정은 지금 유일한 로그인 방법이라 연결을 해제할 수 없습니다. 다른 소셜 계정을 먼저 연결해 주세요.');
  await expect(sns.item('카카오')).toContainText('연결됨');

  // A popup closed midway connects nothing; then Naver is connected.
  await sns.connect('네이버', 'close');
  await expect(sns.error).toHaveText('로그인 창이 닫혔습니다. 다시 시도해 주세요.');
  await sns.connect('네이버', naver);
  await expect(alert).toContainText('네이버 계정이 연결되었습니다.');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(sns.item('네이버')).toContainText('연결됨');
  // Now Kakao may go.
  await sns.disconnectButton('카카오').click();
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toContainText('연결이 해제되었습니다.');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(sns.item('카카오')).toContainText('연결 안 됨');
  await page.goto('/mypage');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');

  // Another member (id and password) tries the same Naver account.
  const person = newSandboxPerson('conn2');
  const member = await joinByApi(page, person, `c${person.phone.slice(-7)}`);
  await login.goto('/mypage/member-info/edit');
  await login.login(member);
  await expect(page).toHaveURL('/mypage/member-info/edit');
  await sns.connect('네이버', naver);
  await expect(sns.error).toHaveText('이미 다른 회원과 연결된 계정입니다. 다른 계정을 이용해 주세요.');
  await expect(sns.item('네이버')).toContainText('연결 안 됨');
});
