import { expect, test } from '../../../fixtures/test';
import { LoginPage } from '../../../pages/mypage-page';
import { SocialLoginButtons } from '../../../pages/social-login';

// The consent page is mall-api's sandbox platform in a real popup (spec section 4: polled every second).
test.describe.configure({ timeout: 90_000 });

test.describe('social login (sandbox Kakao, Naver, Apple)', () => {
  test('a popup closed midway or a refused consent ends the attempt with its message, and a new one can start', async ({ page }) => {
    await new LoginPage(page).goto();
    const social = new SocialLoginButtons(page);
    await social.loginWith('네이버', 'close');
    await expect(social.error).toHaveText('로그인 창이 닫혔습니다. 다시 시도해 주세요.');
    await social.loginWith('카카오', 'cancel');
    await expect(social.error).toHaveText('로그인을 취소했습니다.');
    await expect(page).toHaveURL('/login');
  });
});
