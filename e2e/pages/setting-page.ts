import type { Locator, Page } from '@playwright/test';

/** /setting (a shell page): push, night push and biometric switches and the app version in the app. */
export class SettingPage {
  static readonly path = '/setting';
  readonly heading: Locator;
  readonly push: Locator;
  readonly nightPush: Locator;
  readonly biometric: Locator;
  readonly onlyInAppNote: Locator;
  readonly currentVersion: Locator;
  readonly latestVersion: Locator;
  readonly updateLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: '설정', level: 1 });
    this.push = page.getByRole('switch', { name: '푸시 알림', exact: true });
    this.nightPush = page.getByRole('switch', { name: '야간 푸시 알림' });
    this.biometric = page.getByRole('switch', { name: '생체 인증 로그인' });
    this.onlyInAppNote = page.getByRole('note');
    this.currentVersion = page.getByTestId('app-version-current');
    this.latestVersion = page.getByTestId('app-version-latest');
    this.updateLink = page.getByRole('link', { name: '업데이트' });
  }

  async goto(): Promise<void> {
    await this.page.goto(SettingPage.path);
  }
}

/** The shell's alert stack: the one active dialog and its buttons. */
export class AlertDialog {
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('alertdialog');
  }
  async accept(): Promise<void> {
    await this.dialog.getByRole('button', { name: '확인' }).click();
  }
}
