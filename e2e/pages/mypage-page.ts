import type { Locator, Page } from '@playwright/test';

/** Demo member seeded by mall-api (README: demo credentials). */
export const DEMO_MEMBER = { loginId: 'demo', password: 'demo1234!' } as const;

/** Login (mypage remote): `/login`. */
export class LoginPage {
  static readonly path = '/login';
  readonly root: Locator;
  readonly heading: Locator;
  readonly loginId: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--mypage');
    this.heading = this.root.getByRole('heading', { name: '로그인', level: 1 });
    this.loginId = this.root.getByLabel('아이디');
    this.password = this.root.getByLabel('비밀번호');
    this.submit = this.root.getByRole('button', { name: '로그인' });
  }

  async goto(redirectTo?: string): Promise<void> {
    await this.page.goto(redirectTo ? `${LoginPage.path}?redirect_to_after=${encodeURIComponent(redirectTo)}` : LoginPage.path);
  }

  async login({ loginId, password }: { loginId: string; password: string } = DEMO_MEMBER): Promise<void> {
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.submit.click();
  }
}
