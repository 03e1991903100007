import { MESSAGES } from '@mall/shared-contracts';
import { expect, test } from '../../../fixtures/test';
import { APP_USER_AGENTS, installFakeApp, nativeCalls, newDeviceUuid } from '../../../fixtures/fake-native-app';
import { ShopFooter } from '../../../pages/shop-footer';

const INSTAGRAM = 'https://instagram.com/kmall.official';

test('a social link of the footer shows where it leads before leaving the mall', async ({ page }) => {
  await page.goto('/cs-center');
  const social = new ShopFooter(page).root.getByRole('navigation', { name: '케이몰 SNS' });
  await social.getByRole('link', { name: '인스타그램' }).click();
  await expect(page).toHaveURL(`/external?url=${encodeURIComponent(INSTAGRAM)}`);
  await expect(page.getByRole('heading', { name: '외부 사이트로 이동', level: 1 })).toBeVisible();
  await expect(page.getByText('instagram.com', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '이동하기' })).toHaveAttribute('href', INSTAGRAM);
  await page.getByRole('button', { name: '돌아가기' }).click();
  await expect(page).toHaveURL('/cs-center');
});

test('an address that is not a web address is refused', async ({ page }) => {
  await page.goto(`/external?url=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByRole('alert')).toContainText(MESSAGES.externalUrlInvalid);
  await expect(page.getByRole('link', { name: '이동하기' })).toHaveCount(0);
});

test.describe('in the app', () => {
  test.use({ userAgent: APP_USER_AGENTS.android('2.4.0') });

  test('the system browser opens the address', async ({ page }, testInfo) => {
    await installFakeApp(page, { os: 'android', uuid: newDeviceUuid(testInfo.project.name), appVersion: '2.4.0', seenAppPopup: true });
    await page.goto(`/external?url=${encodeURIComponent(INSTAGRAM)}`);
    await expect(page.getByText(MESSAGES.externalOpenedInBrowser)).toBeVisible();
    expect(await nativeCalls(page)).toContainEqual({ type: 'external.open', payload: { url: INSTAGRAM } });
    await expect(page.getByRole('link', { name: '이동하기' })).toHaveCount(0);
  });
});
