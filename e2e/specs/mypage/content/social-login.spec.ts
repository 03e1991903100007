import { expect, test } from '../../../fixtures/test';
import { LoginPage } from '../../../pages/mypage-page';
import { newSocialPerson, SocialLoginButtons } from '../../../pages/social-login';

// The consent page is mall-api's sandbox platform in a real popup (spec section 4: polled every second).
test.describe.configure({ timeout: 90_000 });

test.describe('social login (sandbox Kakao, Naver, Apple)', () => {
  test('/login offers the three allowed platforms under 간편 로그인', async ({ page }) => {
    await new LoginPage(page).goto();
    const social = new SocialLoginButtons(page);
    await expect(social.heading).toBeVisible();
    for (const label of ['카카오', '네이버', 'Apple'] as const) await expect(social.button(label)).toBeEnabled();
    await expect(social.root.getByRole('button')).toHaveCount(3);
  });

  test('/join/sns-policy: a new platform account sees its masked e-mail and the policies to agree to', async ({ page }) => {
    const person = newSocialPerson('policy');
    await new LoginPage(page).goto();
    await new SocialLoginButtons(page).loginWith('Apple', person);
    await expect(page).toHaveURL('/join/sns-policy');
    await expect(page.getByRole('heading', { name: 'Apple 간편 회원가입', level: 1 })).toBeVisible();
    await expect(page.getByTestId('sns-email')).toContainText('@example.com');
    await expect(page.getByTestId('sns-email')).not.toHaveText(person.email);
    await expect(page.getByText(`${person.name}님의`)).toBeVisible();
    await expect(page.getByLabel('전체 동의')).toBeVisible();
    await expect(page.getByText('[필수] 이용약관')).toBeVisible();
    // Without the required policies nothing is sent.
    await page.getByRole('button', { name: '동의하고 가입하기' }).click();
    await expect(page.locator('.remote-root--mypage').getByRole('alert')).toHaveText('필수 약관에 모두 동의해 주세요.');
  });

  test('/join/sns-duplicated: the e-mail of a member names the account (masked) and offers login to connect', async ({ page }) => {
    await new LoginPage(page).goto();
    await new SocialLoginButtons(page).loginWith('네이버', { name: '김데모', email: 'demo@example.com' });
    await expect(page).toHaveURL('/join/sns-duplicated');
    await expect(page.getByRole('heading', { name: '이미 가입된 회원입니다', level: 1 })).toBeVisible();
    await expect(page.getByText('네이버 계정의 이메일')).toBeVisible();
    await expect(page.getByTestId('sns-existing-id')).toHaveText(/^de\*+$/);
    await expect(page.getByRole('button', { name: '로그인하고 네이버 계정 연결하기' })).toBeVisible();
    await expect(page.getByRole('link', { name: '아이디 찾기' })).toBeVisible();
  });

  test('the join pages without a live attempt say so and lead back to login', async ({ page }) => {
    for (const path of ['/join/sns-policy', '/join/sns-duplicated']) {
      await page.goto(path);
      await expect(page.getByText('소셜 로그인 정보가 없거나 시간이 지났습니다. 로그인 화면에서 다시 시도해 주세요.')).toBeVisible();
      await expect(page.getByRole('link', { name: '로그인 화면으로' })).toBeVisible();
    }
  });
});
