import { API, APP_POPUP_SEEN_KEY, MESSAGES } from '@mall/shared-contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../fixtures/test';
import { APP_USER_AGENTS, appKeystoreSecret, installFakeApp, nativeCalls, newDeviceUuid, type FakeAppOptions } from '../../../fixtures/fake-native-app';
import { LoginPage } from '../../../pages/mypage-page';
import { AlertDialog, SettingPage } from '../../../pages/setting-page';
import { ShellPage } from '../../../pages/shell-page';

/** The device as mall-api stores it (shell proxies /api to mall-api). */
/** The device as mall-api keeps it, asked the way the app asks: with its device secret. */
async function storedDevice(page: Page, uuid: string) {
  const res = await page.request.get(`/api/v1/app/devices/${uuid}`, { headers: { 'device-secret': await appKeystoreSecret(page) } });
  return { status: res.status(), body: res.ok() ? ((await res.json()) as Record<string, unknown>) : null };
}

/** The consent result names its date (정보통신망법), e.g. "2026년 11월 22일 케이몰 푸시 알림 수신을 동의하셨습니다." */
const CONSENT_TO_PUSH = /^\d{4}년 \d{1,2}월 \d{1,2}일 케이몰 푸시 알림 수신을 동의하셨습니다\.$/;

test.describe('in the Android app', () => {
  test.use({ userAgent: APP_USER_AGENTS.android('2.3.0') });
  let app: FakeAppOptions;

  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
  test.beforeEach(async ({}, testInfo) => {
    app = { os: 'android', uuid: newDeviceUuid(testInfo.project.name), appVersion: '2.3.0', seenAppPopup: true };
  });

  test('is detected: app layout classes on the root element, native-chrome shortcuts hidden, push token stored', async ({ page }) => {
    await installFakeApp(page, app);
    await page.goto('/cart');
    await expect(page.locator('html')).toHaveClass(/(^| )app-webview( |$)/);
    await expect(page.locator('html')).toHaveClass(/app-webview--android/);
    const shell = new ShellPage(page);
    // The app's tab bar offers home and my page; search (once its page is built) and the cart stay in the header.
    await expect(shell.header.getByRole('link', { name: '홈', exact: true })).toBeHidden();
    await expect(shell.header.getByRole('link', { name: '마이페이지' })).toBeHidden();
    // Search lives in the header: /search-ready once built, /search until then.
    await expect(shell.header.getByRole('link', { name: '검색' })).toBeVisible();
    await expect(shell.cartLink).toBeVisible();
    await expect.poll(async () => (await storedDevice(page, app.uuid)).body).toMatchObject({ uuid: app.uuid, os: 'android', has_push_token: true });
    expect(await nativeCalls(page)).toEqual(expect.arrayContaining([{ type: 'push.token' }, { type: 'app.version' }]));
  });

  test('shows the app popup once to a first-time app user on /, then never again', async ({ page }) => {
    test.slow(); // several full page loads (reloads, login, logout) in one journey
    await installFakeApp(page, { ...app, seenAppPopup: false });
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: '케이몰 앱에 오신 것을 환영합니다' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: '확인' }).click();
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.value, APP_POPUP_SEEN_KEY)).toBe(true);
    // The push token sync runs in the same app chunk that would show the popup: once it answered, the popup had its chance.
    const synced = page.waitForResponse((r) => r.url().includes(API.appPushToken) && r.ok());
    await page.reload();
    await synced;
    await new ShellPage(page).expectRemoteMounted('exhibit');
    await expect(popup).toHaveCount(0);
  });

  test('the app popup can turn push on: the app is asked, mall-api stores the consent with its date', async ({ page }) => {
    await installFakeApp(page, { ...app, seenAppPopup: false });
    await page.goto('/');
    await page.getByRole('dialog').getByRole('button', { name: '알림 받기' }).click();
    const alert = new AlertDialog(page);
    await expect(alert.dialog).toHaveAccessibleDescription(CONSENT_TO_PUSH);
    await alert.accept();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await nativeCalls(page)).toContainEqual({ type: 'push.agreement', payload: { agreed: true } });
    expect((await storedDevice(page, app.uuid)).body).toMatchObject({ push_agreed: true });
  });

  test('/setting: push and night push call the app and mall-api, night push needs push, and both survive a reload', async ({ page }) => {
    test.slow(); // several full page loads (reloads, login, logout) in one journey
    await installFakeApp(page, app);
    const setting = new SettingPage(page);
    const alert = new AlertDialog(page);
    await setting.goto();
    await expect(setting.push).not.toBeChecked();
    await expect(setting.nightPush).toBeDisabled();

    await setting.push.click();
    await expect(alert.dialog).toHaveAccessibleDescription(CONSENT_TO_PUSH);
    await alert.accept();
    await expect(setting.push).toBeChecked();
    await expect(setting.nightPush).toBeEnabled();
    await setting.nightPush.click();
    await expect(alert.dialog).toContainText('야간(21시~08시) 푸시 알림 수신을 동의하셨습니다.');
    await alert.accept();

    await page.reload();
    await expect(setting.push).toBeChecked();
    await expect(setting.nightPush).toBeChecked();
    expect(await nativeCalls(page)).toEqual(
      expect.arrayContaining([
        { type: 'push.agreement', payload: { agreed: true } },
        { type: 'push.night', payload: { agreed: true } },
      ]),
    );
    expect((await storedDevice(page, app.uuid)).body).toMatchObject({ push_agreed: true, night_push_agreed: true });

    // Refusing push refuses night push too.
    await setting.push.click();
    await expect(alert.dialog).toContainText('푸시 알림 수신을 거부하셨습니다.');
    await alert.accept();
    await expect(setting.push).not.toBeChecked();
    await expect(setting.nightPush).not.toBeChecked();
    await expect(setting.nightPush).toBeDisabled();
    expect((await storedDevice(page, app.uuid)).body).toMatchObject({ push_agreed: false, night_push_agreed: false });
  });

  test('/setting: when the phone refuses notifications, push stays off with the Korean reason', async ({ page }) => {
    await installFakeApp(page, { ...app, denyPushPermission: true });
    const setting = new SettingPage(page);
    await setting.goto();
    await setting.push.click();
    const alert = new AlertDialog(page);
    await expect(alert.dialog).toContainText(MESSAGES.pushPermissionDenied);
    await alert.accept();
    await expect(setting.push).not.toBeChecked();
    expect((await storedDevice(page, app.uuid)).body).toMatchObject({ push_agreed: false });
  });

  test('biometric login: registered in /setting after logging in, then used on /login', async ({ page }) => {
    test.slow(); // several full page loads (reloads, login, logout) in one journey
    await installFakeApp(page, app);
    const setting = new SettingPage(page);
    const alert = new AlertDialog(page);
    const login = new LoginPage(page);
    await setting.goto();
    await expect(setting.biometric).not.toBeChecked();

    // A visitor is offered the login page first, and comes back here.
    await setting.biometric.click();
    await expect(alert.dialog).toContainText(MESSAGES.biometricLoginRequired);
    await alert.accept();
    await expect(page).toHaveURL('/login?redirect_to_after=%2Fsetting');
    await expect(page.getByRole('button', { name: '생체 인증으로 로그인' })).toHaveCount(0);
    await login.login();
    await expect(page).toHaveURL('/setting');

    await setting.biometric.click();
    await expect(alert.dialog).toHaveText(new RegExp(MESSAGES.biometricRegistered));
    await alert.accept();
    await expect(setting.biometric).toBeChecked();
    const register = (await nativeCalls(page)).find((c) => c.type === 'biometric.register');
    expect(register?.payload).toEqual({ token: expect.any(String), uuid: app.uuid });
    await page.reload();
    await expect(setting.biometric).toBeChecked();

    await page.goto('/mypage');
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL('/');
    await login.goto();
    await page.getByRole('button', { name: '생체 인증으로 로그인' }).click();
    await expect(page).toHaveURL('/mypage');
    await expect(page.getByRole('heading', { name: /님, 반갑습니다$/ })).toBeVisible();
    expect(await nativeCalls(page)).toContainEqual({ type: 'biometric.authenticate' });
  });

  test('biometric login with a token mall-api no longer accepts shows the Korean failure', async ({ page }) => {
    await installFakeApp(page, { ...app, biometric: { token: 'revoked-or-unknown-token', uuid: app.uuid } });
    const login = new LoginPage(page);
    await login.goto();
    await page.getByRole('button', { name: '생체 인증으로 로그인' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.biometricLoginFailed })).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('/setting version info: current from the app, latest from mall-api, with the update hint', async ({ page }) => {
    await installFakeApp(page, app);
    const setting = new SettingPage(page);
    await setting.goto();
    await expect(setting.currentVersion).toHaveText('2.3.0');
    await expect(setting.latestVersion).toHaveText('2.4.0');
    await expect(page.getByRole('status').filter({ hasText: '새 버전이 있습니다' })).toBeVisible();
    await expect(setting.updateLink).toHaveAttribute('href', /play\.google\.com/);
  });
});

test.describe('in the iOS app', () => {
  test.use({ userAgent: APP_USER_AGENTS.ios('2.4.1') });

  test('is detected and talks to the iOS message handler: up-to-date version, no update hint', async ({ page }, testInfo) => {
    await installFakeApp(page, { os: 'ios', uuid: newDeviceUuid(testInfo.project.name), appVersion: '2.4.1', seenAppPopup: true });
    const setting = new SettingPage(page);
    await setting.goto();
    await expect(page.locator('html')).toHaveClass(/app-webview--ios/);
    await expect(setting.currentVersion).toHaveText('2.4.1');
    await expect(setting.latestVersion).toHaveText('2.4.1');
    await expect(page.getByRole('status').filter({ hasText: '최신 버전입니다' })).toBeVisible();
    await expect(setting.updateLink).toHaveCount(0);
    await expect(setting.push).not.toBeChecked();
  });
});

test.describe('in a browser', () => {
  test('/setting says the settings are in the app; no app layout, no app popup, no biometric button', async ({ page }) => {
    const setting = new SettingPage(page);
    await setting.goto();
    await expect(setting.heading).toBeVisible();
    await expect(setting.onlyInAppNote).toHaveText(MESSAGES.settingsOnlyInApp);
    await expect(setting.push).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/app-webview/);
    await page.goto('/');
    await new ShellPage(page).expectRemoteMounted('exhibit');
    await expect(page.getByRole('dialog', { name: '케이몰 앱에 오신 것을 환영합니다' })).toHaveCount(0);
    await new LoginPage(page).goto();
    await expect(page.getByRole('heading', { name: '로그인', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '생체 인증으로 로그인' })).toHaveCount(0);
  });
});
